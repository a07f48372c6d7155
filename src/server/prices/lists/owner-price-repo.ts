import { type SQL, sql } from 'drizzle-orm';
import type { ApproveType, SupplyStatus } from '../../../shared/catalogue.js';
import type { DistyPriceRow, distyPriceList, supplyPriceList } from '../../../shared/contract/price-lists.js';
import { isDistyRole, isSupplyRole } from '../../../shared/access.js';
import { priceStartIso, type PriceTimeStatus } from '../../../shared/prices.js';
import { toIso } from '../../db/sql.js';
import { NAME_OF, PRODUCT_SORT } from '../../catalogue/products/product-row.js';
import type { ListSql } from '../../lib/list-routes.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import {
  DISTY_VERSION_SORT,
  SUPPLY_CHECKS_SELECT,
  SUPPLY_PRICE_ROW_FROM,
  SUPPLY_PRICE_ROW_SELECT,
  SUPPLY_PRICES_SELECT,
  SUPPLY_PRICES_SORT,
  type SupplyChecksDb,
  type SupplyPriceRowDb,
  type SupplyPricesDb,
  toSupplyChecks,
  toSupplyPriceRow,
  toSupplyPrices,
  VERSION_SUPPLY_NAME,
} from '../price-model-row.js';
import { checkOf, isCurrentOrNext, previousDistyVersion, previousSupplyVersion, timeStatus } from '../price-sql.js';

/**
 * The SQL of the owners' price lists (shared/contract/price-lists.ts). Both read GÜNCEL
 * versions only (end_date open or ahead), which the (supply_id, end_date) and the
 * distributor's (disty_id, end_date) APPROVED index serve; names are scalar subqueries
 * evaluated for the page's rows only. The product and supplier version are LEFT joined
 * on their primary keys (the foreign keys make that an inner join in effect), so
 * PostgreSQL drops the joins from the count and the key query when no filter or sort
 * reads them: a distributor's 240,000 current rows count in about 0.1 s instead of 0.6 s.
 */
const s = sql.raw('s');
const d = sql.raw('d');

/** The supplier prices and product fields both lists sort by (same names in both declarations). */
const { category, subCategory, brand, name, barcode, eol } = PRODUCT_SORT;
const SHARED_SORT = { category, subCategory, brand, name, barcode, eol, ...SUPPLY_PRICES_SORT };

/** The prices, EOL and check flags both rows carry (supplier version `s` against its predecessor `prev`). */
const PRICE_SELECT = sql`${SUPPLY_PRICES_SELECT}, m.eol, ${SUPPLY_CHECKS_SELECT}`;

type PriceDb = SupplyPricesDb & SupplyChecksDb & { eol: boolean | null };

const priceFields = (r: PriceDb) => ({ ...toSupplyPrices(r), eol: r.eol, ...toSupplyChecks(r) });

/** 'Fiyat Geçerlilik Tarihi' YYYY-MM-DD → the start of that day in Istanbul (UTC+3 all year). */
const dayStartIso = (day: string) => new Date(new Date(priceStartIso(day)!).getTime() - 16 * 3_600_000).toISOString();

/**
 * Whose supplier versions a caller sees: a supplier its own supply's; a distributor those
 * of the products it created itself (models.created_by_disty_id), of supplies it still
 * distributes; anyone else nothing.
 */
function supplyScope(user: AuthUser): SQL {
  if (isSupplyRole(user.roles) && user.supplyId) return sql`s.supply_id = ${user.supplyId}`;
  if (isDistyRole(user.roles) && user.distyId) return sql`m.created_by_disty_id = ${user.distyId} and s.supply_id in (select sd.supply_id from supply_disties sd where sd.disty_id = ${user.distyId})`;
  return sql`false`;
}

export const supplyPriceSql: ListSql<typeof supplyPriceList, SupplyPriceRowDb> = {
  from: sql`from model_price_supplies s left join models m on m.id = s.model_id`,
  where: (f, user) =>
    whereAll([
      supplyScope(user),
      sql`s.approve_type <> 'REJECTED'`,
      isCurrentOrNext(s),
      !!f.modelName && sql`m.name ilike ${containsPattern(f.modelName)}`,
      !!f.barcode && sql`m.barcode ilike ${containsPattern(f.barcode)}`,
      !!f.startDate && sql`s.start_date >= ${dayStartIso(f.startDate)}::timestamptz`,
    ]),
  sort: {
    ...SHARED_SORT,
    startDate: sql`s.start_date`,
    endDate: sql`s.end_date`,
    approveType: sql`s.approve_type`,
    id: sql`s.id`,
  },
  key: sql`s.id`,
  rows: (keys) => sql`select ${SUPPLY_PRICE_ROW_SELECT} ${SUPPLY_PRICE_ROW_FROM} where s.id = any(${keys})`,
  toRow: toSupplyPriceRow,
};

interface DistyPriceDb extends PriceDb {
  id: number;
  sid: number;
  did: number;
  mid: number;
  mpsid: number;
  model_name: string;
  barcode: string;
  brand: string;
  category: string;
  sub_category: string;
  supply: string;
  disty_name: string;
  time_status: PriceTimeStatus;
  mps_start_date: Date | string;
  mps_end_date: Date | string | null;
  mpd_start_date: Date | string;
  mpd_end_date: Date | string | null;
  mps_next_price: boolean;
  mpd_next_price: boolean;
  reseller_price: number | null;
  check_reseller_price: boolean | null;
  supply_status: SupplyStatus;
  origin: string | null;
  approve_type: ApproveType;
  description: string | null;
}

const DISTY_FROM = sql`from model_price_disties d left join model_price_supplies s on s.id = d.model_price_supply_id left join models m on m.id = d.model_id`;

/**
 * The distributor's own approved GÜNCEL rows, never another distributor's. Its rows only
 * ever come from supplies it distributes (the fan-out of supply_disties, or its own prices
 * on those), so no supply_disties check is repeated here (it would keep the joins in).
 * The supplier filter reads the product's supplier.
 */
export const distyPriceSql: ListSql<typeof distyPriceList, DistyPriceDb> = {
  from: DISTY_FROM,
  where: (f, user) =>
    whereAll([
      isDistyRole(user.roles) && user.distyId ? sql`d.disty_id = ${user.distyId}` : sql`false`,
      sql`d.approve_type = 'APPROVED'`,
      isCurrentOrNext(d),
      !!f.modelName && sql`m.name ilike ${containsPattern(f.modelName)}`,
      !!f.barcode && sql`m.barcode ilike ${containsPattern(f.barcode)}`,
      f.brand !== undefined && sql`m.brand_id = ${f.brand}`,
      f.supply !== undefined && sql`m.supply_id = ${f.supply}`,
    ]),
  sort: { ...SHARED_SORT, ...DISTY_VERSION_SORT, supply: VERSION_SUPPLY_NAME, mpsStartDate: sql`s.start_date`, id: sql`d.id` },
  key: sql`d.id`,
  rows: (keys) => sql`
    select d.id, s.supply_id as sid, d.disty_id as did, d.model_id as mid, s.id as mpsid, m.name as model_name, m.barcode,
      ${NAME_OF.brand} as brand, ${NAME_OF.category} as category, ${NAME_OF.subCategory} as sub_category, ${VERSION_SUPPLY_NAME} as supply,
      (select x.name from disties x where x.id = d.disty_id) as disty_name, ${timeStatus(d)} as time_status,
      s.start_date as mps_start_date, s.end_date as mps_end_date, d.start_date as mpd_start_date, d.end_date as mpd_end_date,
      s.start_date > now() as mps_next_price, d.start_date > now() as mpd_next_price, ${PRICE_SELECT},
      d.reseller_price::float8 as reseller_price, ${checkOf(sql`d.reseller_price`, sql`pd.reseller_price`)} as check_reseller_price,
      m.supply_status, m.origin, d.approve_type, d.description
    ${DISTY_FROM}
    ${previousSupplyVersion(s, sql.raw('prev'))}
    ${previousDistyVersion(d, sql.raw('pd'))}
    where d.id = any(${keys})`,
  toRow: (r): DistyPriceRow => ({
    id: r.id,
    sid: r.sid,
    did: r.did,
    mid: r.mid,
    mpsid: r.mpsid,
    modelName: r.model_name,
    barcode: r.barcode,
    brand: r.brand,
    category: r.category,
    subCategory: r.sub_category,
    supply: r.supply,
    distyName: r.disty_name,
    timeStatus: r.time_status,
    mpsStartDate: toIso(r.mps_start_date)!,
    mpsEndDate: toIso(r.mps_end_date),
    mpdStartDate: toIso(r.mpd_start_date)!,
    mpdEndDate: toIso(r.mpd_end_date),
    mpsNextPrice: r.mps_next_price,
    mpdNextPrice: r.mpd_next_price,
    ...priceFields(r),
    resellerPrice: r.reseller_price,
    checkResellerPrice: r.check_reseller_price,
    supplyStatus: r.supply_status,
    origin: r.origin,
    approveType: r.approve_type,
    description: r.description,
  }),
};
