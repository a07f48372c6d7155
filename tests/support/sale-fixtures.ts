import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../../src/server/app.js';
import { formatCode } from '../../src/shared/campaign-code.js';
import { activateBatch } from '../../src/server/campaigns/batches/batch-service.js';
import { insertBatch } from '../../src/server/campaigns/batches/batch-repo.js';
import { generateBatchCodes } from '../../src/server/campaigns/batches/code-generation.js';
import { PASSWORDS, SERIALS } from '../../src/server/campaigns/batches/code-tables.js';
import { inTransaction, queryRows } from '../../src/server/db/sql.js';
import { ingestDistribution } from '../../src/server/serials/feeds/distribution-feed.js';
import { ingestSupplyInvoices } from '../../src/server/serials/feeds/supply-invoice-feed.js';
import type { SaleCompleteInput } from '../../src/shared/contract/sale-wizard.js';
import { type Catalogue, insertApprovedProduct, uniqueBarcode } from './catalogue-fixtures.js';
import { bearer, loginAs } from './test-app.js';

/**
 * Sales test data (issue 31), made through the real doors: a product with its prices (a supplier
 * version and the distributor's version in force, as the price screens leave them) in a
 * sub-category of its own (its tolerance and score rule), units brought into a dealer's stock by
 * the two ledger feeds (supplier invoice → distributor, distribution invoice → reseller), and
 * campaign serials / passwords made and activated by the batch service. Every name carries a
 * random run tag, so several helpers may share one database.
 */
const one = async <T>(built: BuiltApp, query: ReturnType<typeof sql>) => (await queryRows<T>(built.database.db, query))[0];
const tag = () => randomBytes(4).toString('hex').toUpperCase();

export interface SaleProduct {
  id: number;
  barcode: string;
  name: string;
  subCategoryId: number;
  recommendedSellPrice: number;
  distyPrice: number;
}

export interface SaleProductOptions {
  /** TESF (recommended sale price) of the supplier version behind the distributor's price in force. */
  recommendedSellPrice?: number;
  distyPrice?: number;
  /** The sub-category's /Marj ratio (percent); null: none (the band tops at TESF). */
  tolerance?: number | null;
  scoreType?: 'UNIT' | 'AMOUNT';
  scoreRatio?: number;
  /** Distributors with an APPROVED version in force (default DST001); [] for a product without a price. */
  distyIds?: number[];
  supply?: 'TDR001' | 'TDR002' | 'TDR003';
}

/** A priced product in a new sub-category of the fixture catalogue's cases. */
export async function createSaleProduct(built: BuiltApp, cat: Catalogue, opts: SaleProductOptions = {}): Promise<SaleProduct> {
  const run = tag();
  const recommendedSellPrice = opts.recommendedSellPrice ?? 100;
  const distyPrice = opts.distyPrice ?? 50;
  const sub = await one<{ id: number }>(
    built,
    sql`insert into sub_categories (category_id, name, product_score_type, score_ratio)
        values (${cat.categories.cases}, ${`Fixture Satış ${run}`}, ${opts.scoreType ?? 'UNIT'}, ${opts.scoreRatio ?? 0}) returning id`,
  );
  const tolerance = opts.tolerance === undefined ? 10 : opts.tolerance;
  if (tolerance !== null) await built.database.db.execute(sql`insert into tolerances (sub_category_id, marj_ratio) values (${sub.id}, ${tolerance})`);
  const supplyId = cat.supplies[opts.supply ?? 'TDR001'];
  const barcode = uniqueBarcode('SAT');
  const product = await insertApprovedProduct(built, { supplyId, brandId: cat.brands.active, subCategoryId: sub.id, barcode, name: `Fixture Satış Ürünü ${run}` });
  const version = await one<{ id: number }>(
    built,
    sql`insert into model_price_supplies (model_id, supply_id, start_date, tax_ratio, disty_price, recommended_reseller_price, recommended_sell_price, approve_type)
        values (${product.id}, ${supplyId}, now() - interval '2 days', 20, ${distyPrice}, ${recommendedSellPrice * 0.8}, ${recommendedSellPrice}, 'APPROVED') returning id`,
  );
  for (const distyId of opts.distyIds ?? [cat.disties.DST001]) {
    await built.database.db.execute(
      sql`insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type, decided_at)
          values (${product.id}, ${distyId}, ${version.id}, now() - interval '1 day', ${recommendedSellPrice * 0.7}, 'APPROVED', now())`,
    );
  }
  return { ...product, subCategoryId: sub.id, recommendedSellPrice, distyPrice };
}

export interface StockUnit {
  id: number;
  serialNo: string;
  modelId: number;
  barcode: string;
}

/**
 * `count` new units of `product` in the stock of reseller `resellerCode`: a supplier invoice brings
 * them to the distributor, a distribution invoice to the reseller (the feeds' own code, as the
 * WEB_SERVICE would send them).
 */
export async function giveUnits(built: BuiltApp, product: Pick<SaleProduct, 'id' | 'barcode'>, resellerCode: string, count: number, opts: { distyCode?: string; supplyCode?: string } = {}): Promise<StockUnit[]> {
  const run = tag();
  const serials = Array.from({ length: count }, (_, i) => `SAT-${run}-${i + 1}`);
  const distyCode = opts.distyCode ?? 'DST001';
  await inTransaction(built.database.db, async (tx) => {
    await ingestSupplyInvoices(
      tx,
      serials.map((serialNo) => ({ supplyCode: opts.supplyCode ?? 'TDR001', distyCode, invoiceNo: `TF-${run}`, invoiceDate: '2026-01-02', barcode: product.barcode, serialNo, price: 40, vatRatio: 20 })),
    );
    await ingestDistribution(
      tx,
      serials.map((serialNo) => ({ type: 'INVOICE', distyCode, resellerCode, invoiceNo: `DF-${run}`, invoiceDate: '2026-01-03', barcode: product.barcode, serialNo, price: 60, vatRatio: 20 })),
    );
  });
  const units = await queryRows<{ id: number; serial_no: string }>(built.database.db, sql`select id, serial_no from units where serial_no like ${`SAT-${run}-%`} order by id`);
  const bySerial = new Map(units.map((u) => [u.serial_no, u.id]));
  return serials.map((serialNo) => ({ id: bySerial.get(serialNo)!, serialNo, modelId: product.id, barcode: product.barcode }));
}

export interface CampaignCodes {
  campaign: { id: number; voucherCode: string; amount: number };
  /** Campaign serials of the reseller (canonical text). */
  serials: string[];
  /** Campaign passwords of a TT CRM record (canonical text). */
  passwords: string[];
}

/** An active accessory campaign of the demo seed (the first unless `index`). */
export async function activeCampaign(built: BuiltApp, index = 0) {
  const rows = await queryRows<{ id: number; voucher_code: string; amount: number }>(
    built.database.db,
    sql`select id, voucher_code, amount::float8 as amount from accessory_campaigns where status = 1 order by id limit ${index + 1}`,
  );
  const c = rows[index];
  return { id: c.id, voucherCode: c.voucher_code, amount: c.amount };
}

/** A completed, activated batch of `unit` codes for one owner and campaign; its codes' texts in id order. */
async function activeBatch(built: BuiltApp, kind: 'serial' | 'pass', campaignId: number, ownerId: number, unit: number): Promise<string[]> {
  const t = kind === 'serial' ? SERIALS : PASSWORDS;
  const id = await inTransaction(built.database.db, async (tx) => {
    const batchId = await insertBatch(tx, t, 1, '{}', [{ campaignId, ownerId, unit }]);
    await generateBatchCodes({ tx, progress: async () => undefined }, batchId);
    return batchId;
  });
  await activateBatch(built.database.db, kind, id);
  const codes = await queryRows<{ code: string }>(built.database.db, sql`select code::text as code from ${t.table} where batch_id = ${id} order by id`);
  return codes.map((c) => formatCode(Number(c.code)));
}

/**
 * An active campaign (the demo seed's first active one unless `campaignIndex`) with `serials`
 * usable campaign serials of reseller `resellerCode` and `passwords` usable passwords of a TT CRM
 * record, each from an activated batch.
 */
export async function giveCampaignCodes(built: BuiltApp, resellerCode: string, opts: { serials?: number; passwords?: number; campaignIndex?: number } = {}): Promise<CampaignCodes> {
  const campaign = await activeCampaign(built, opts.campaignIndex ?? 0);
  const reseller = await one<{ id: number }>(built, sql`select id from resellers where code = ${resellerCode}`);
  const crm = await one<{ id: number }>(built, sql`select id from tt_crms order by id limit 1`);
  const serials = opts.serials ? await activeBatch(built, 'serial', campaign.id, reseller.id, opts.serials) : [];
  const passwords = opts.passwords ? await activeBatch(built, 'pass', campaign.id, crm.id, opts.passwords) : [];
  return { campaign, serials, passwords };
}

/** A basket line for `unit` at `price`. */
export const lineOf = (unit: StockUnit, price: number) => ({ unitId: unit.id, serialNo: unit.serialNo, modelId: unit.modelId, price });

/** A VANILLA sale of `lines` to a mobile customer (override any field). */
export const vanillaSale = (lines: ReturnType<typeof lineOf>[], over: Partial<SaleCompleteInput> = {}): SaleCompleteInput => ({
  productSaleType: 'VANILLA',
  customerType: 'MOBILE',
  customerName: 'Ayşe',
  customerSurname: 'Yılmaz',
  customerPhoneNo: '(532) 111-2233',
  lines,
  ...over,
});

/** A TEMLIK sale with a campaign serial (or `{ passValue }` in `over`). */
export const campaignSale = (lines: ReturnType<typeof lineOf>[], campaignId: number, code: { serialValue?: string; passValue?: string }, over: Partial<SaleCompleteInput> = {}): SaleCompleteInput => ({
  ...vanillaSale(lines),
  productSaleType: 'TEMLIK',
  accessoryCampaignId: campaignId,
  ...code,
  ...over,
});

/** A signed-in seller: its wizard reads and `complete` (with an Idempotency-Key, a new one unless given). */
export async function saleClient(built: BuiltApp, username: string) {
  const { token } = await loginAs(built.app, username);
  const headers = bearer(token);
  return {
    get: (url: string) => built.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) => built.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
    complete: (payload: unknown, key: string | null = randomUUID()) =>
      built.app.inject({ method: 'POST', url: '/api/sale/complete', headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) }, payload: payload as object }),
  };
}
export type SaleClient = Awaited<ReturnType<typeof saleClient>>;

/** Where a unit is now (holder, holder's reseller code, status, moves). */
export async function unitState(built: BuiltApp, unitId: number) {
  return one<{ holder: string; holder_id: number; status: string; moves: number }>(built, sql`select holder, holder_id, status, moves from units where id = ${unitId}`);
}

/**
 * The ledger replayed: units whose holder or status is not what their last movement says, or whose
 * move count is not their movements' (empty when the ledger and the units agree).
 */
export async function ledgerMismatches(built: BuiltApp, unitIds?: number[]) {
  return queryRows<{ id: number }>(
    built.database.db,
    sql`select u.id from units u
        join lateral (select m.to_holder, m.to_id, m.to_status from unit_movements m where m.unit_id = u.id order by m.id desc limit 1) last on true
        where (last.to_holder is distinct from u.holder or last.to_id is distinct from u.holder_id or last.to_status is distinct from u.status
           or u.moves <> (select count(*) from unit_movements m where m.unit_id = u.id))
          ${unitIds ? sql`and u.id = any(${`{${unitIds.join(',')}}`}::int[])` : sql``}
        limit 5`,
  );
}
