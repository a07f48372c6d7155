import { type SQL, sql } from 'drizzle-orm';
import { type resellerPriceList, purchaseWithTax, type ResellerPriceRow } from '../../../shared/contract/admin-price-lists.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { ApproveType, SupplyStatus } from '../../../shared/catalogue.js';
import { tolerancePrice } from '../../../shared/prices.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { inForceAt } from '../price-sql.js';

/**
 * The reseller's price list (spec 3 §2.2): one row per product whose distributor version is
 * in force now for the reseller's own distributor (resellers.disty_id of the reseller the
 * user is logged in as). The distributor channel has exactly one approved version in force
 * per product and distributor, so the rows are model_price_disties rows read through
 * model_price_disties_current_idx (disty_id, end_date, model_id) WHERE APPROVED. The rows
 * never select disty_price or recommended_edm_price: a reseller must not see them.
 */
type ResellerList = typeof resellerPriceList;

/** The distributor of the reseller the user acts as (none → no rows). */
const resellerDisty = (user: AuthUser) => sql`(select r.disty_id from resellers r where r.id = ${user.loginResellerId}::int)`;

const RESELLER_SORT = {
  modelName: sql`m.name`,
  barcode: sql`m.barcode`,
} satisfies Record<SortKeyOf<ResellerList>, unknown>;

/** A reseller row as the database answers it (resellerRowSelect). */
export interface ResellerPriceDb {
  id: number;
  mid: number;
  brand_name: string;
  model_name: string;
  barcode: string;
  description: string | null;
  category: string;
  sub_category: string;
  sid: number;
  supply_name: string;
  disty_name: string;
  start_date: Date | string;
  supply_status: string;
  origin: string | null;
  eol: boolean | null;
  approve_type: string;
  tax_ratio: number;
  recommended_reseller_price: number;
  recommended_sell_price: number;
  reseller_price: number | null;
  marj_ratio: number | null;
  /** Not in the list's row: the offline price set's (src/server/sync) version end and brand filter. */
  end_date: Date | string | null;
  brand_id: number;
}

export function toResellerPriceRow(r: ResellerPriceDb): ResellerPriceRow {
  return {
    id: r.id,
    mid: r.mid,
    brandName: r.brand_name,
    modelName: r.model_name,
    barcode: r.barcode,
    description: r.description,
    category: r.category,
    subCategory: r.sub_category,
    sid: r.sid,
    supply: { id: r.sid, name: r.supply_name },
    supplyName: r.supply_name,
    distyName: r.disty_name,
    startDate: toIso(r.start_date)!,
    supplyStatus: r.supply_status as SupplyStatus,
    origin: r.origin,
    eol: r.eol,
    approveType: r.approve_type as ApproveType,
    taxRatio: r.tax_ratio,
    recommendedResellerPrice: r.recommended_reseller_price,
    recommendedSellPrice: r.recommended_sell_price,
    tolerancePrice: tolerancePrice(r.recommended_sell_price, r.marj_ratio),
    resellerPrice: r.reseller_price,
    aksf: purchaseWithTax(r.reseller_price, r.tax_ratio),
  };
}

/**
 * The reseller row of distributor versions `d` of products `m` (`from` names both; add a WHERE):
 * the list's page and export, and the offline price set (src/server/sync), read the same fields.
 * Only the fields of the reseller row: no distributor purchase price, no EDM price.
 */
export const resellerRowSelect = (from: SQL) => sql`
    select d.id, d.model_id as mid, b.name as brand_name, m.name as model_name, m.barcode, m.description,
      c.name as category, sc.name as sub_category, s.id as sid, s.name as supply_name, t.name as disty_name,
      d.start_date, m.supply_status, m.origin, m.eol, d.approve_type, p.tax_ratio::int as tax_ratio,
      p.recommended_reseller_price::float8 as recommended_reseller_price, p.recommended_sell_price::float8 as recommended_sell_price,
      d.reseller_price::float8 as reseller_price, tol.marj_ratio::float8 as marj_ratio, d.end_date, m.brand_id
    ${from}
    join model_price_supplies p on p.id = d.model_price_supply_id
    join brands b on b.id = m.brand_id
    join sub_categories sc on sc.id = m.sub_category_id
    join categories c on c.id = m.category_id
    join supplies s on s.id = p.supply_id
    join disties t on t.id = d.disty_id
    left join tolerances tol on tol.sub_category_id = m.sub_category_id`;

export const resellerPriceSql: ListSql<ResellerList, ResellerPriceDb> = {
  // An inner join, so the planner may walk the products in name (barcode) order: models_name_idx
  // (models_barcode_uq), each product's version of the distributor by model_price_disties_channel_idx.
  from: sql`from model_price_disties d join models m on m.id = d.model_id`,
  where: (f, user) =>
    whereAll([
      sql`d.approve_type = 'APPROVED'`,
      sql`d.disty_id = ${resellerDisty(user)}`,
      inForceAt(sql.raw('d')),
      f.brand !== undefined && sql`m.brand_id = ${f.brand}`,
      f.supply !== undefined && sql`m.supply_id = ${f.supply}`,
      !!f.modelName && sql`m.name ilike ${containsPattern(f.modelName)}`,
      !!f.barcode && sql`m.barcode ilike ${containsPattern(f.barcode)}`,
    ]),
  sort: RESELLER_SORT,
  key: sql`d.id`,
  rows: (keys) => sql`${resellerRowSelect(sql`from model_price_disties d join models m on m.id = d.model_id`)} where d.id = any(${keys})`,
  toRow: toResellerPriceRow,
};

const trCollator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => trCollator.compare(a.name, b.name);

/** The dropdowns of the reseller's list: active brands, and the supplies its distributor delivers (Turkish order). */
export async function resellerFilterOptions(db: Db, user: AuthUser) {
  const [brands, supplies] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`select id, name from brands where status = 1`),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select s.id, s.name from supplies s join supply_disties sd on sd.supply_id = s.id where sd.disty_id = ${resellerDisty(user)}`,
    ),
  ]);
  return { brands: brands.sort(byName), supplies: supplies.sort(byName) };
}
