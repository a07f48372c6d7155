import { type Db, executeNamed, queryRowsNamed } from '../../db/sql.js';
import type { DocumentGroup } from '../../serials/feeds/document-groups.js';
import { consumeSaleCodes } from '../complete/campaign-codes.js';
import { dayKey, type SalePlan, saleWriteOf } from '../complete/complete-service.js';
import { insertSalesSql, movedUnits, moveSoldUnitsSql, type SaleWrite } from '../complete/sale-write.js';
import type { Row } from './sale-verdict.js';

/**
 * One write chunk of fed sales, its statements built at once (Node builds the next chunk's while
 * the database runs this one: db/statement-chain.ts): the units' conditional moves with their SALE
 * movements, the codes' conditional consumption, the sales and their lines. A conditional write
 * that moves fewer rows than asked lost a race with a sale since the check: `lost` answers the
 * error to throw, given the sales concerned. Their units, codes and resellers are locked already.
 */
export interface PlannedSale {
  plan: SalePlan;
  group: DocumentGroup<Row>;
}

export interface LostWrites {
  units: (lost: PlannedSale[], moved: Set<number>) => Promise<unknown>;
  codes: (lost: PlannedSale[]) => Promise<unknown>;
}

/** By sale_days row, then the order given (the sales' ids are drawn in that order). */
export function byDayOrder(sales: readonly PlannedSale[]): PlannedSale[] {
  return sales
    .map((p, k) => ({ p, k, key: dayKey({ at: p.plan.opts.at, seller: p.plan.seller }) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.k - b.k))
    .map((o) => o.p);
}

/** The chunk's writes (their ids set) and the run of its statements. */
export function saleChunkWrite(tx: Db, chunk: readonly PlannedSale[], lost: LostWrites): { writes: SaleWrite[]; run: () => Promise<void> } {
  const moves = chunk.flatMap(({ plan }) => plan.body.lines.map((l) => ({ unitId: l.unitId, saleId: plan.saleId!, resellerId: plan.seller.resellerId, at: plan.opts.at })));
  const moveStatement = moveSoldUnitsSql(moves);
  const codes = chunk.flatMap(({ plan }) => (plan.code ? [{ code: plan.code, at: plan.opts.at }] : []));
  const writes = chunk.map(({ plan }) => saleWriteOf(plan));
  const salesStatement = insertSalesSql(writes);
  const run = async () => {
    const moved = movedUnits(await queryRowsNamed<{ unit_id: number }>(tx, moveStatement));
    if (moved.size !== moves.length) throw await lost.units(chunk.filter(({ plan }) => plan.body.lines.some((l) => !moved.has(l.unitId))), moved);
    const consumed = await consumeSaleCodes(tx, codes);
    if (consumed.size !== codes.length) throw await lost.codes(chunk.filter(({ plan }) => plan.code && !consumed.has(`${plan.code.kind}/${plan.code.id}`)));
    await executeNamed(tx, salesStatement);
  };
  return { writes, run };
}
