import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { PriceApprovalRow, priceApprovalList } from '../../../shared/contract/price-approval.js';
import { type Db, execute, jsonParam, queryRows, toIso } from '../../db/sql.js';
import { productWhere } from '../../catalogue/products/product-filter.js';
import { PRODUCT_SORT } from '../../catalogue/products/product-row.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import {
  PRICE_MODEL_SELECT,
  type PriceModelDb,
  SUPPLY_PRICES_SELECT,
  SUPPLY_PRICES_SORT,
  type SupplyPricesDb,
  toPriceModel,
  toSupplyPrices,
  toVersionSupply,
  VERSION_SUPPLY_SELECT,
  type VersionSupplyDb,
} from '../price-model-row.js';

/**
 * The SQL of /WaitingMySupplyPrice: a distributor's WAITING rows (the partial index
 * model_price_disties_waiting_idx (disty_id, id) serves the scope and the count), each
 * with the supplier version it would approve and that version's product. The product
 * filters are the product lists' own (productWhere on `m`).
 */
const FROM = sql`from model_price_disties d join model_price_supplies s on s.id = d.model_price_supply_id join models m on m.id = d.model_id`;

/** The caller's distributor's waiting rows, of supplies it still distributes; nobody else's. */
function waitingOf(distyId: number | null): SQL {
  if (!distyId) return sql`false`;
  return sql`d.disty_id = ${distyId} and d.approve_type = 'WAITING'
    and s.supply_id in (select sd.supply_id from supply_disties sd where sd.disty_id = ${distyId})`;
}

const SORT = {
  createDateTime: sql`d.created_at`,
  startDate: sql`s.start_date`,
  ...PRODUCT_SORT,
  ...SUPPLY_PRICES_SORT,
  id: sql`d.id`,
} satisfies Record<SortKeyOf<typeof priceApprovalList>, SQL>;

interface WaitingPriceDb extends SupplyPricesDb, PriceModelDb, VersionSupplyDb {
  id: number;
  created_at: Date | string;
  mps_id: number;
  start_date: Date | string;
}

export const waitingPriceSql: ListSql<typeof priceApprovalList, WaitingPriceDb> = {
  from: FROM,
  where: (filter, user: AuthUser) => whereAll([waitingOf(user.distyId), productWhere(filter, { kind: 'all' })]),
  sort: SORT,
  key: sql`d.id`,
  rows: (keys) => sql`
    select d.id, d.created_at, s.id as mps_id, s.start_date, ${SUPPLY_PRICES_SELECT}, ${PRICE_MODEL_SELECT}, ${VERSION_SUPPLY_SELECT}
    ${FROM}
    where d.id = any(${keys})`,
  toRow: (r): PriceApprovalRow => ({
    id: r.id,
    createDateTime: toIso(r.created_at)!,
    modelPriceSupply: {
      id: r.mps_id,
      model: { ...toPriceModel(r), eol: r.eol },
      supply: toVersionSupply(r),
      startDate: toIso(r.start_date)!,
      ...toSupplyPrices(r),
    },
  }),
};

/** The bell's count: the same rows the list shows without a filter. */
export async function countWaitingPrices(db: Db, distyId: number | null): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} where ${waitingOf(distyId)}`);
  return row.n;
}

/** Rejected rows of a bulk decision that carry their own descriptions (decidePrices stores one for all). */
export async function setRejectDescriptions(tx: Db, distyId: number, items: readonly { id: number; description: string | null }[]) {
  await execute(
    tx,
    sql`update model_price_disties d set description = x.description
        from json_to_recordset(${jsonParam(items)}) as x(id int, description text)
        where d.id = x.id and d.disty_id = ${distyId} and d.approve_type = 'REJECTED'`,
  );
}
