import { type SaleCompleteBody, type SaleConflict } from '../../../shared/contract/sale-wizard.js';
import { salePriceConflict, saleTotals } from '../../../shared/contract/sales.js';
import { type SaleConflictReason, WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import type { Db } from '../../db/sql.js';
import { businessError, conflictError } from '../../lib/app-error.js';
import { linePoints } from '../scores/score-gain.js';
import { refusal, refusalsNow } from './basket-units.js';
import { basketSnapshot } from './basket-snapshot.js';
import { checkSaleCode, codeVerdict, consumeSaleCode, type SaleCode } from './campaign-codes.js';
import type { ProductBand } from './price-bands.js';
import { insertSales, type SaleLineWrite, type SaleWrite, takeUnits } from './sale-write.js';
import { scoreGainParts } from './score-gains.js';
import type { Seller } from './seller.js';

/**
 * The one completion service of both doors (ARCHITECTURE "The serial and sale ledger"): the wizard's
 * POST /sale/complete and the WEB_SERVICE feed POST /ingest/sales. Run inside the caller's
 * transaction (the wizard's idempotency `once`, the feed's batch), in three steps:
 * - checkSale reads the whole basket against the ledger, the prices and the campaign code as they
 *   are now and answers every conflict with nothing written;
 * - takeSale writes the ledger: the units' conditional moves, then the code's conditional
 *   consumption; one lost to a concurrent sale between the check and the write throws the 409 (the
 *   caller's transaction rolls back what was written): of two devices selling one unit, exactly one
 *   wins and the other gets its per-serial conflict;
 * - writeSales writes the sale and its lines, then the score under the reseller's row lock.
 * Every writer takes its row locks in one order — units by id, codes, sale_days rows, resellers —
 * so two sales (or a sale and a fed batch of many) never wait on each other in a circle.
 */
/** Who completes a wizard sale: the user and the reseller it is logged in as. */
export interface SaleUser {
  id: number;
  loginResellerId: number | null;
}

export interface CompleteOptions {
  at: Date;
  source: 'WIZARD' | 'FEED';
  /** A fed sale's number in its system and its content digest (replay vs reuse). */
  sourceNo?: string | null;
  contentHash?: string | null;
}

export type Completion = { saleId: number; conflicts?: undefined } | { saleId?: undefined; conflicts: SaleConflict[] };

export const codeConflict = (reason: SaleConflictReason): SaleConflict => ({ reason, unitId: null, serialNo: null, modelName: null, price: null, minPrice: null, maxPrice: null });

/** The conflicts of the basket's lines: their units first, then the price band of each sellable one. */
export function lineConflicts(body: SaleCompleteBody, refused: Map<number, SaleConflictReason>, bands: Map<number, ProductBand>): SaleConflict[] {
  const out: SaleConflict[] = [];
  body.lines.forEach((line, i) => {
    const band = bands.get(line.modelId);
    const base = { unitId: line.unitId, serialNo: line.serialNo, modelName: band?.modelName ?? null, price: null, minPrice: null, maxPrice: null };
    const unit = refused.get(i);
    if (unit) out.push({ ...base, reason: unit });
    else if (!band || band.minPrice === null || band.maxPrice === null) out.push({ ...base, reason: 'NO_PRICE', price: line.price });
    else {
      const price = salePriceConflict(line.price, { minPrice: band.minPrice, maxPrice: band.maxPrice });
      if (price) out.push({ ...base, reason: price, price: line.price, minPrice: band.minPrice, maxPrice: band.maxPrice });
    }
  });
  return out;
}

/** A basket that passed the checks, with what its writes need. */
export interface SalePlan {
  seller: Seller;
  body: SaleCompleteBody;
  opts: CompleteOptions;
  code: SaleCode | null;
  bands: Map<number, ProductBand>;
  supplyOf: Map<number, number>;
  /** Set by takeSale. */
  saleId: number | null;
}

/**
 * The checks of a completion, reading only (one statement: basket-snapshot.ts): every conflict of
 * the basket, or the plan of its writes. No active login reseller: WIZARD_MSG.noReseller.
 */
export async function checkSale(tx: Db, user: SaleUser, body: SaleCompleteBody, opts: CompleteOptions): Promise<{ plan: SalePlan; conflicts?: undefined } | { plan?: undefined; conflicts: SaleConflict[] }> {
  const snap = await basketSnapshot(tx, user, body, opts.at);
  const seller = snap.seller;
  if (!seller) throw businessError(WIZARD_MSG.noReseller);
  const byId = new Map(snap.units.map((u) => [u.id, u]));
  const refused = new Map<number, SaleConflictReason>();
  body.lines.forEach((line, i) => {
    const reason = refusal(byId.get(line.unitId), line, seller.resellerId);
    if (reason) refused.set(i, reason);
  });
  const bands = new Map<number, ProductBand>();
  for (const m of new Set(body.lines.map((l) => l.modelId))) {
    const band = snap.bandOf(seller.distyId, snap.ratio, m, opts.at);
    if (band) bands.set(m, band);
  }
  const conflicts = lineConflicts(body, refused, bands);
  let code: SaleCode | null = null;
  if (body.productSaleType === 'TEMLIK' && body.accessoryCampaignId !== null) {
    if (snap.campaignStatus !== 1) conflicts.push(codeConflict('CAMPAIGN_INACTIVE'));
    else {
      const verdict = codeVerdict(snap.codeRows, seller.resellerId, body.accessoryCampaignId, body);
      if ('reason' in verdict) conflicts.push(codeConflict(verdict.reason));
      else code = verdict.code;
    }
  }
  if (conflicts.length) return { conflicts };
  const supplyOf = new Map(body.lines.map((l) => [l.unitId, byId.get(l.unitId)!.supply_id]));
  return { plan: { seller, body, opts, code, bands, supplyOf, saleId: null } };
}

/**
 * The plan's ledger writes: its id, the units' conditional moves and the code's conditional
 * consumption. Either lost to a concurrent sale since the check: the 409 with what happened (the
 * caller's transaction rolls back what was written).
 */
export async function takeSale(tx: Db, plan: SalePlan): Promise<void> {
  const { seller, body, opts, code } = plan;
  const taken = await takeUnits(tx, seller.resellerId, body.lines.map((l) => l.unitId), opts.at);
  plan.saleId = taken.saleId;
  const moved = taken.moved;
  if (moved.size !== body.lines.length) {
    const lost = body.lines.filter((l) => !moved.has(l.unitId));
    const now = await refusalsNow(tx, seller.resellerId, lost);
    throw conflictError(
      WIZARD_MSG.conflictTitle,
      lost.map((l, i) => ({ ...codeConflict(now.get(i) ?? 'SOLD'), unitId: l.unitId, serialNo: l.serialNo, modelName: plan.bands.get(l.modelId)?.modelName ?? null })),
    );
  }
  if (code && !(await consumeSaleCode(tx, code, opts.at))) {
    const again = await checkSaleCode(tx, seller.resellerId, body.accessoryCampaignId!, body);
    throw conflictError(WIZARD_MSG.conflictTitle, [codeConflict('reason' in again ? again.reason : 'CODE_USED')]);
  }
}

/** The sale's row and lines as written: its money from the lines, its score by the products' rules. */
export function saleWriteOf(plan: SalePlan): SaleWrite {
  const { seller, body, opts, bands } = plan;
  const lines: SaleLineWrite[] = body.lines.map((l) => {
    const band = bands.get(l.modelId)!;
    return {
      unitId: l.unitId,
      modelId: l.modelId,
      supplyId: plan.supplyOf.get(l.unitId)!,
      serialNo: l.serialNo,
      price: l.price,
      recommendedSellPrice: band.recommendedSellPrice,
      priceWithTolerance: band.priceWithTolerance,
      distyPrice: band.distyPrice,
      score: linePoints(band, l.price),
    };
  });
  return {
    id: plan.saleId!,
    seller,
    saleType: body.productSaleType,
    customer: {
      customerType: body.customerType,
      customerName: body.customerName,
      customerSurname: body.customerSurname,
      customerPhoneNo: body.customerPhoneNo,
      customerServiceNo: body.customerServiceNo,
      customerPstnNo: body.customerPstnNo,
    },
    campaignId: body.productSaleType === 'TEMLIK' ? body.accessoryCampaignId : null,
    code: plan.code,
    ...saleTotals(body.lines.map((l) => ({ price: l.price, maxPrice: bands.get(l.modelId)!.maxPrice! }))),
    distyPrice: lines.some((l) => l.distyPrice === null) ? null : Math.round(lines.reduce((s, l) => s + l.distyPrice! * 100, 0)) / 100,
    score: lines.reduce((s, l) => s + l.score, 0),
    lines,
    source: opts.source,
    sourceNo: opts.sourceNo ?? null,
    contentHash: opts.contentHash ?? null,
    at: opts.at,
  };
}

/** Istanbul's calendar day of an instant (the sale_days row its sale counts in; Türkiye is UTC+3 all year). */
export const istanbulDay = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The taken plans' sales, lines and scores, in one statement (sale-write.ts insertSales with the
 * gains as its tail). Lock order, every writer's: units, codes, then the resellers' rows (the
 * gains, during the statement), then the sale_days rows (the sales' trigger, after it) — the feed
 * locks its resellers before its first sale (sale-feed.ts writeBatch). Sales go in by their
 * sale_days row (day, distributor), so a batch of many takes those row locks in one order too.
 */
export async function writeSales(tx: Db, plans: readonly SalePlan[]): Promise<void> {
  const writes = plans.map(saleWriteOf);
  await insertSales(tx, [...writes].sort(byDay), scoreGainParts(writes.map((w) => ({ resellerId: w.seller.resellerId, saleId: w.id, points: w.score, at: w.at }))));
}

/** The sale_days row of a sale (day, distributor) as a sortable key. */
export const dayKey = (w: Pick<SaleWrite, 'at' | 'seller'>) => `${istanbulDay(w.at)}/${String(w.seller.distyId ?? 0).padStart(10, '0')}`;
/** By sale_days row, then id: the order sales are inserted in. */
export const byDay = (a: SaleWrite, b: SaleWrite) => (dayKey(a) < dayKey(b) ? -1 : dayKey(a) > dayKey(b) ? 1 : a.id - b.id);

/**
 * The settings of a completion's transaction: generic plans for its statements (as the day pages
 * keep theirs, lib/list-routes.ts). PostgreSQL kept planning the snapshot afresh at every bind
 * (3.5 ms of a 25 ms completion), while its shape never changes; every statement here reads by
 * ids, no partial index names a constant. The wizard's door runs on the fixed-plan pool (db/sql.ts
 * withGenericPlans) or, without one (PGlite), has them set by its idempotency claim
 * (lib/idempotency.ts `once`, options.local).
 */
export const COMPLETE_SALE_SETTINGS = { plan_cache_mode: 'force_generic_plan' } as const;

/** One basket: checked, taken and written (the wizard's door; the feed runs the three steps over its batch). Run it with COMPLETE_SALE_SETTINGS. */
export async function completeSaleFor(tx: Db, user: SaleUser, body: SaleCompleteBody, opts: CompleteOptions): Promise<Completion> {
  const checked = await checkSale(tx, user, body, opts);
  if (checked.conflicts) return { conflicts: checked.conflicts };
  await takeSale(tx, checked.plan);
  await writeSales(tx, [checked.plan]);
  return { saleId: checked.plan.saleId! };
}
