import type { RowError } from '../../../shared/contract/ingest.js';
import { CODE_CONFLICT_REASONS, SALE_CONFLICT_TEXTS, type SaleConflictReason } from '../../../shared/contract/sale-texts.js';
import { SALE_FEED_MSG, type SaleCompleteBody, type SaleConflict, type SaleIngestRow } from '../../../shared/contract/sale-wizard.js';
import type { Resolved } from '../../ingest/batch-ingest.js';
import type { DocumentGroup } from '../../serials/feeds/document-groups.js';
import { refusal, type SaleLineUnit } from '../complete/basket-units.js';
import { type CodeDb, codeVerdict, type SaleCode } from '../complete/campaign-codes.js';
import { codeConflict, lineConflicts, type SalePlan } from '../complete/complete-service.js';
import type { BandOf, ProductBand } from '../complete/price-bands.js';
import type { ResellerDb, Seller } from '../complete/seller.js';

/**
 * The completion's checks of one fed sale (complete-service.ts checkSale's rules, shared:
 * refusal, lineConflicts, codeVerdict, the price bands) over reads made once for the whole batch
 * (SaleReads, sale-reads.ts): the rules of a row on its own, then each sale's verdict.
 */
export type Row = Resolved<SaleIngestRow, 'resellerId' | 'modelId'>;

/** A sale of the feed: its reseller and its number there. */
export const saleKey = (r: Pick<Row, 'resellerId' | 'saleNo'>) => `${r.resellerId}\u0000${r.saleNo}`;
export const header = (r: Row) => [
  r.completedDateTime,
  r.productSaleType,
  r.voucherCode,
  r.serialValue,
  r.passValue,
  r.customerType,
  r.customerName,
  r.customerSurname,
  r.customerPhoneNo,
  r.customerServiceNo,
  r.customerPstnNo,
  r.sellerName,
  r.sellerSurname,
];
export const line = (r: Row) => [r.modelId, r.serialNo, r.price];

export interface CampaignDb {
  voucher_code: string;
  id: number;
  status: number;
}

/** What the checks read for a batch (each kind once, set-based). */
export interface SaleReads {
  resellers: Map<number, ResellerDb>;
  campaigns: Map<string, CampaignDb>;
  /** The content digest of every sale stored under a sent (reseller, number) (null: stored without one). */
  stored: Map<string, string | null>;
  ratios: Map<string, number>;
  bandOf: BandOf;
  codeRows: Map<SaleCode['kind'], Map<number, CodeDb>>;
  unitOf: (r: Row) => SaleLineUnit | undefined;
}

export interface SaleSender {
  /** A service user tied to a distributor sends only its resellers' sales. */
  distyId: number | null;
}

/** The rules of one row on its own (row `i`, 0-based): its reseller, time, campaign and unit. */
export function rowErrors(r: Row, i: number, reads: Pick<SaleReads, 'resellers' | 'campaigns' | 'unitOf'>, sender: SaleSender, now: Date): RowError[] {
  const errors: RowError[] = [];
  const fail = (field: string, message: string) => errors.push({ row: i + 1, field, message });
  const reseller = reads.resellers.get(r.resellerId)!;
  if (sender.distyId !== null && reseller.disty_id !== sender.distyId) fail('resellerCode', SALE_FEED_MSG.notOwnReseller);
  if (new Date(r.completedDateTime).getTime() > now.getTime()) fail('completedDateTime', SALE_FEED_MSG.inFuture);
  if (r.voucherCode && !reads.campaigns.has(r.voucherCode)) fail('voucherCode', SALE_FEED_MSG.unknownCampaign);
  if (!reads.unitOf(r)) fail('serialNo', SALE_FEED_MSG.unknownUnit);
  return errors;
}

/** A conflict of the completion as the errors of the sale's rows. */
export function conflictRows(conflicts: readonly SaleConflict[], group: DocumentGroup<Row>, rows: readonly (Row | null)[], unitOf: (r: Row) => number | undefined): RowError[] {
  const errors: RowError[] = [];
  for (const c of conflicts) {
    const message = SALE_CONFLICT_TEXTS[c.reason];
    if ((CODE_CONFLICT_REASONS as readonly string[]).includes(c.reason)) {
      const field = c.reason === 'CAMPAIGN_INACTIVE' ? 'voucherCode' : group.first.serialValue ? 'serialValue' : 'passValue';
      for (const i of group.rows) errors.push({ row: i + 1, field, message });
      continue;
    }
    const i = group.rows.find((k) => unitOf(rows[k]!) === c.unitId);
    if (i !== undefined) errors.push({ row: i + 1, field: c.reason.startsWith('PRICE') || c.reason === 'NO_PRICE' ? 'price' : 'serialNo', message });
  }
  return errors;
}

export type SaleVerdict = { plan: SalePlan; errors?: undefined; replay?: undefined } | { errors: RowError[]; plan?: undefined; replay?: undefined } | { replay: true; plan?: undefined; errors?: undefined };

/**
 * One sale's verdict (its rows passed rowErrors): a replay of a stored sale, its rows' errors (a
 * number stored with other content, a completion conflict), or the plan of its writes. `codesTaken`
 * holds the codes of the batch's earlier sales: a code one of them uses is CODE_USED here.
 */
export function saleVerdict(g: DocumentGroup<Row>, rows: readonly (Row | null)[], reads: SaleReads, codesTaken: Set<string>): SaleVerdict {
  const hash = reads.stored.get(g.key);
  if (hash !== undefined) return hash === g.hash ? { replay: true } : { errors: g.rows.map((i) => ({ row: i + 1, field: 'saleNo', message: SALE_FEED_MSG.saleReused })) };
  const unitId = (r: Row) => reads.unitOf(r)?.id;
  const r = g.first;
  const reseller = reads.resellers.get(r.resellerId)!;
  const campaign = r.voucherCode ? reads.campaigns.get(r.voucherCode)! : null;
  const body: SaleCompleteBody = {
    productSaleType: r.productSaleType,
    customerType: r.customerType,
    customerName: r.customerName,
    customerSurname: r.customerSurname,
    customerPhoneNo: r.customerPhoneNo,
    customerServiceNo: r.customerServiceNo,
    customerPstnNo: r.customerPstnNo,
    accessoryCampaignId: campaign?.id ?? null,
    serialValue: r.serialValue,
    passValue: r.passValue,
    lines: g.rows.map((i) => ({ unitId: unitId(rows[i]!)!, serialNo: rows[i]!.serialNo, modelId: rows[i]!.modelId, price: rows[i]!.price })),
  };
  const seller: Seller = {
    resellerId: reseller.id,
    resellerCode: reseller.code,
    mainResellerId: reseller.main_id,
    distyId: reseller.disty_id,
    userId: null,
    sellerName: r.sellerName ?? '',
    sellerSurname: r.sellerSurname ?? '',
  };
  const at = new Date(r.completedDateTime);
  const ratio = reads.ratios.get(reseller.code)!;
  const bands = new Map<number, ProductBand>();
  const refused = new Map<number, SaleConflictReason>();
  g.rows.forEach((i, k) => {
    const row = rows[i]!;
    const band = reads.bandOf(reseller.disty_id, ratio, row.modelId, at);
    if (band) bands.set(row.modelId, band);
    const reason = refusal(reads.unitOf(row), row, reseller.id);
    if (reason) refused.set(k, reason);
  });
  const conflicts = lineConflicts(body, refused, bands);
  let code: SaleCode | null = null;
  if (body.productSaleType === 'TEMLIK' && campaign) {
    if (campaign.status !== 1) conflicts.push(codeConflict('CAMPAIGN_INACTIVE'));
    else {
      const verdict = codeVerdict(reads.codeRows.get(r.serialValue ? 'SERIAL' : 'PASS')!, reseller.id, campaign.id, body);
      if ('reason' in verdict) conflicts.push(codeConflict(verdict.reason));
      else code = verdict.code;
    }
  }
  if (conflicts.length) return { errors: conflictRows(conflicts, g, rows, unitId) };
  // A code an earlier sale of this batch uses is used by the time this one is written.
  if (code && codesTaken.has(`${code.kind}/${code.id}`)) return { errors: conflictRows([codeConflict('CODE_USED')], g, rows, unitId) };
  if (code) codesTaken.add(`${code.kind}/${code.id}`);
  const supplyOf = new Map(g.rows.map((i) => [unitId(rows[i]!)!, reads.unitOf(rows[i]!)!.supply_id]));
  return { plan: { seller, body, opts: { at, source: 'FEED', sourceNo: r.saleNo, contentHash: g.hash }, code, bands, supplyOf, saleId: null } };
}
