import { sql } from 'drizzle-orm';
import { parseCode } from '../../../shared/campaign-code.js';
import { type Db, intArray, queryRows, textArray } from '../../db/sql.js';
import { type CodeDb, saleCodeRows, type SaleCode } from '../complete/campaign-codes.js';
import { maxDiscountRatios, priceBandReader } from '../complete/price-bands.js';
import { lockUnits } from '../complete/sale-write.js';
import type { ResellerDb } from '../complete/seller.js';
import { type CampaignDb, type Row, type SaleReads, saleKey } from './sale-verdict.js';

/**
 * The reads behind the completion's checks of a fed batch (sale-verdict.ts SaleReads), one after
 * the other on its connection, each once for the whole batch (sale-feed.ts checkSales sends them
 * before it groups the rows, and the database runs them meanwhile):
 * - every unit the batch names locked in id order: the first of every writer's locks (units,
 *   then the sale-number buckets, codes, resellers, sale_days; a refused batch rolls them back);
 * - the sale numbers' advisory locks, in bucket order, then the sales stored under those numbers
 *   (one probe of the partial unique index per sale: a join let the planner read every fed sale);
 * - the resellers' discount ratios, the price bands of all (distributor, product) pairs over the
 *   span of the sales' times and the campaign codes.
 */
/** What the reads need of a row. */
type SaleKeys = Pick<Row, 'resellerId' | 'saleNo' | 'modelId' | 'completedDateTime' | 'voucherCode' | 'serialValue' | 'passValue'>;

/** The sale-number locks: a few hundred buckets of the numbers' hash, so a batch of 100,000 sales stays within the lock table. */
const SALE_LOCK_BUCKETS = 512;

export async function campaignsOf(tx: Db, vouchers: readonly string[]): Promise<Map<string, CampaignDb>> {
  const rows = await queryRows<CampaignDb>(tx, sql`select voucher_code, id, status from accessory_campaigns where voucher_code = any(${textArray([...new Set(vouchers)])})`);
  return new Map(rows.map((c) => [c.voucher_code, c]));
}

export async function readForChecks(
  tx: Db,
  live: readonly SaleKeys[],
  unitIds: readonly number[],
  resellers: Map<number, ResellerDb>,
): Promise<Pick<SaleReads, 'stored' | 'ratios' | 'bandOf' | 'codeRows'>> {
  await lockUnits(tx, unitIds);
  const keys = new Map(live.map((r) => [saleKey(r), r]));
  const firsts = [...keys.values()];
  await tx.execute(
    sql`select pg_advisory_xact_lock(31, b) from (select distinct (hashtext(k) & ${SALE_LOCK_BUCKETS - 1}::int) as b
          from unnest(${textArray(firsts.map((r) => `sale/${r.resellerId}/${r.saleNo}`))}) as k) l order by b`,
  );
  const storedRows = await queryRows<{ reseller_id: number; source_no: string; content_hash: string | null }>(
    tx,
    sql`select k.r as reseller_id, k.n as source_no, s.content_hash
        from unnest(${intArray(firsts.map((r) => r.resellerId))}, ${textArray(firsts.map((r) => r.saleNo))}) as k(r, n)
        cross join lateral (select s.content_hash from sales s where s.reseller_id = k.r and s.source_no = k.n and s.source_no is not null limit 1) s`,
  );
  const stored = new Map(storedRows.map((s) => [saleKey({ resellerId: s.reseller_id, saleNo: s.source_no }), s.content_hash]));
  const ratios = await maxDiscountRatios(tx, [...new Set(firsts.map((r) => resellers.get(r.resellerId)!.code))]);
  const times = firsts.map((r) => new Date(r.completedDateTime).getTime());
  const bandOf = await priceBandReader(
    tx,
    live.map((r) => ({ distyId: resellers.get(r.resellerId)!.disty_id, modelId: r.modelId })),
    // A loop, not Math.min(...times): 100,000 arguments overflow the stack.
    new Date(times.reduce((a, b) => Math.min(a, b), Infinity)),
    new Date(times.reduce((a, b) => Math.max(a, b), -Infinity)),
  );
  const codeRows = new Map<SaleCode['kind'], Map<number, CodeDb>>();
  for (const kind of ['SERIAL', 'PASS'] as const) {
    const texts = firsts.flatMap((r) => (r.voucherCode ? [kind === 'SERIAL' ? r.serialValue : r.serialValue ? null : r.passValue] : []));
    codeRows.set(kind, await saleCodeRows(tx, kind, texts.flatMap((t) => { const n = t ? parseCode(t) : null; return n === null ? [] : [n]; })));
  }
  return { stored, ratios, bandOf, codeRows };
}
