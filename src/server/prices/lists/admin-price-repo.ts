import { sql } from 'drizzle-orm';
import type { adminPriceList } from '../../../shared/contract/admin-price-lists.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { ListSql } from '../../lib/list-routes.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import { PRODUCT_SORT } from '../../catalogue/products/product-row.js';
import { DISTY_VERSION_SORT } from '../price-model-row.js';
import { isCurrentOrNext } from '../price-sql.js';
import { distyPriceSql } from './owner-price-repo.js';

/**
 * /ProductPriceAdmin-Disty (spec 1 §2.10): every approved distributor version (current and
 * old) of every distributor, with the supplier version it follows. Built for a million
 * versions (measured with scratch/admin-price-bench.mts on the large seed): the key query
 * joins only the product, so each filter and sort is served by an index —
 * - default sort start date: model_price_disties_start_idx (start_date, id) WHERE APPROVED,
 *   walked backwards (the page's keys in under 1 ms);
 * - product name / barcode sort: models_name_idx / models_barcode_uq walked in order, each
 *   product's versions by model_price_disties_channel_idx (model_id, disty_id, start_date, id);
 * - distributor: model_price_disties_current_idx (disty_id, end_date, model_id) WHERE APPROVED
 *   or the channel index; brand, supplier: models_brand_idx / models_supply_idx, then the
 *   channel index; name, barcode: the trigram indexes, then the channel index;
 * - GÜNCEL / ESKİ: end_date, checked on the rows the other conditions reach (a quarter of the
 *   versions are GÜNCEL, too many for an index to pay off on its own).
 * The count reads every matching version: about 0.2 s for 580,000 versions on the test
 * machine, however deep the page.
 */
type AdminList = typeof adminPriceList;

const d = sql.raw('d');

const ADMIN_SORT = {
  mpdStartDate: DISTY_VERSION_SORT.mpdStartDate,
  modelName: PRODUCT_SORT.name,
  barcode: PRODUCT_SORT.barcode,
} satisfies Record<SortKeyOf<AdminList>, unknown>;

export const adminPriceSql: ListSql<AdminList, Parameters<typeof distyPriceSql.toRow>[0]> = {
  // An inner join, so the planner may start from the product (name order, brand, a name match).
  from: sql`from model_price_disties d join models m on m.id = d.model_id`,
  where: (f) =>
    whereAll([
      sql`d.approve_type = 'APPROVED'`,
      f.disty !== undefined && sql`d.disty_id = ${f.disty}`,
      f.supply !== undefined && sql`m.supply_id = ${f.supply}`,
      f.brand !== undefined && sql`m.brand_id = ${f.brand}`,
      !!f.modelName && sql`m.name ilike ${containsPattern(f.modelName)}`,
      !!f.barcode && sql`m.barcode ilike ${containsPattern(f.barcode)}`,
      f.timeStatus === 'GÜNCEL' && isCurrentOrNext(d),
      f.timeStatus === 'ESKİ' && sql`d.end_date <= now()`,
    ]),
  sort: ADMIN_SORT,
  key: sql`d.id`,
  // The distributor-side rows of the page's keys, read and shaped as the distributor's own list does (any distributor's key).
  rows: distyPriceSql.rows,
  toRow: distyPriceSql.toRow,
};
