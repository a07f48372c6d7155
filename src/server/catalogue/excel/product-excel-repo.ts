import { sql } from 'drizzle-orm';
import { type Db, jsonParam, queryRows, textArray } from '../../db/sql.js';
import { foldText } from '../../../shared/text.js';
import { mappedBrandIds } from '../../prices/can-sell/can-sell-repo.js';
import type { ExcelLookups, ValidExcelRow } from './product-excel-validate.js';

const TAKEN_SLICE = 5_000;

/**
 * Every category, sub-category and brand by folded name (small tables), which of `barcodes`
 * are taken, and the brands mapped to the supply (null when the supply is not known yet).
 */
export async function loadExcelLookups(db: Db, barcodes: string[], supplyId: number | null): Promise<ExcelLookups> {
  // One after the other: inside a transaction the queries share one connection.
  const categories = await queryRows<{ id: number; name: string }>(db, sql`select id, name from categories order by id`);
  const subCategories = await queryRows<{ id: number; category_id: number; name: string }>(db, sql`select id, category_id, name from sub_categories order by id`);
  const brands = await queryRows<{ id: number; name: string; status: number }>(db, sql`select id, name, status::int as status from brands order by status desc, id`);
  // In slices: one 100,000-element parameter would hold the event loop while it is built.
  const taken = new Set<string>();
  for (let at = 0; at < barcodes.length; at += TAKEN_SLICE) {
    const slice = textArray(barcodes.slice(at, at + TAKEN_SLICE));
    const rows = await queryRows<{ barcode: string }>(
      db,
      sql`select barcode from models where barcode = any(${slice})
          union select barcode from model_updates where status = 'WAITING' and barcode = any(${slice})`,
    );
    for (const row of rows) taken.add(row.barcode);
  }
  const firstBy = <T>(items: T[], key: (item: T) => string) => {
    const map = new Map<string, T>();
    for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
    return map;
  };
  return {
    categories: firstBy(categories, (c) => foldText(c.name)),
    subCategories: new Map(
      [...firstBy(subCategories, (s) => `${s.category_id}|${foldText(s.name)}`)].map(([k, s]) => [k, { id: s.id, categoryId: s.category_id }]),
    ),
    // An active brand wins over a passive one of the same folded name.
    brands: firstBy(brands, (b) => foldText(b.name)),
    takenBarcodes: taken,
    mappedBrands: supplyId === null ? null : await mappedBrandIds(db, supplyId),
  };
}

/** All rows as new products with their creation requests and audit rows, in one statement. */
export async function insertExcelProducts(tx: Db, rows: ValidExcelRow[], supplyId: number, createdByDistyId: number | null, userId: number): Promise<number> {
  const input = rows.map((r, ord) => ({
    ord,
    name: r.fields.name,
    barcode: r.fields.barcode,
    description: r.fields.description,
    brand_id: r.fields.brandId,
    sub_category_id: r.fields.subCategoryId,
    category_id: r.fields.categoryId,
    supply_status: r.fields.supplyStatus,
    origin: r.fields.origin,
    eol: r.fields.eol,
    start_date: r.prices.startDate,
    tax_ratio: r.prices.taxRatio,
    disty_price: r.prices.distyPrice,
    recommended_edm_price: r.prices.recommendedEdmPrice,
    recommended_reseller_price: r.prices.recommendedResellerPrice,
    recommended_sell_price: r.prices.recommendedSellPrice,
  }));
  const created = await queryRows<{ model_id: number }>(
    tx,
    sql`with input as (
          select * from json_to_recordset(${jsonParam(input)}) as x(ord int, name text, barcode text, description text,
            brand_id int, sub_category_id int, category_id int, supply_status text, origin text, eol boolean,
            start_date timestamptz, tax_ratio int, disty_price numeric, recommended_edm_price numeric,
            recommended_reseller_price numeric, recommended_sell_price numeric)
        ), created as (
          insert into models (name, barcode, description, brand_id, sub_category_id, category_id, supply_id, created_by_disty_id,
            supply_status, origin, eol, approve_type, last_approve_type, created_by)
          select name, barcode, description, brand_id, sub_category_id, category_id, ${supplyId}::int, ${createdByDistyId}::int,
            supply_status, origin, eol, 'WAITING', 'WAITING', ${userId}::int
          from input order by ord
          returning id, barcode
        ), requests as (
          insert into model_updates (model_id, kind, status, name, barcode, description, brand_id, sub_category_id, supply_status,
            origin, eol, start_date, tax_ratio, disty_price, recommended_edm_price, recommended_reseller_price,
            recommended_sell_price, requested_by)
          select c.id, 'CREATE', 'WAITING', i.name, i.barcode, i.description, i.brand_id, i.sub_category_id, i.supply_status,
            i.origin, i.eol, i.start_date, i.tax_ratio, i.disty_price, i.recommended_edm_price, i.recommended_reseller_price,
            i.recommended_sell_price, ${userId}::int
          from created c join input i on i.barcode = c.barcode
          returning id, model_id
        )
        insert into model_audit (model_id, update_id, action, user_id)
        select model_id, id, 'CREATE_REQUESTED', ${userId}::int from requests
        returning model_id`,
  );
  return created.length;
}
