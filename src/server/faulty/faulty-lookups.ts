import { type SQL, sql } from 'drizzle-orm';
import { FAULTY_MSG, type FaultyCatalogue, type FaultyProduct, type FaultySupplier, type FaultyUnit } from '../../shared/contract/faulty.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { type Db, queryRows } from '../db/sql.js';
import { codedError } from '../lib/app-error.js';

/**
 * The report's reads (spec 3 §2.8, §7): a serial this dealer sold, the cascade without one (active
 * brands, categories, approved products), and the supplier's shipping information.
 */
export const productNotFound = () => codedError(404, ERROR_CODES.NOT_FOUND, FAULTY_MSG.productNotFound);

/** Istanbul's day of a timestamp column (Türkiye is UTC+3 all year, as complete-service's istanbulDay). */
const istanbulDay = (col: SQL) => sql`to_char((${col} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

interface ProductDb {
  model_id: number;
  model_name: string;
  barcode: string;
  brand_name: string;
  sub_category_name: string;
  sub_category_id: number;
  category_id: number;
  supply_id: number;
  supply_name: string;
  supply_code: string;
}

const productColumns = sql`m.id as model_id, m.name as model_name, m.barcode, b.name as brand_name, sc.name as sub_category_name,
  m.sub_category_id, m.category_id, s.id as supply_id, s.name as supply_name, s.code as supply_code`;

const toProduct = (r: ProductDb): FaultyProduct => ({
  modelId: r.model_id,
  modelName: r.model_name,
  barcode: r.barcode,
  brandName: r.brand_name,
  subCategoryName: r.sub_category_name,
  supply: { id: r.supply_id, name: r.supply_name, code: r.supply_code },
});

/** A sold unit with its product, its sale and the sale's day. */
export interface SoldUnit extends FaultyUnit {
  saleId: number | null;
  subCategoryId: number;
  categoryId: number;
}

type SoldUnitDb = ProductDb & { unit_id: number; serial_no: string; sale_id: number | null; sale_day: string | null };

/**
 * The units of `where` this reseller sold (holder CUSTOMER, holder_id the reseller): the sale's day
 * from its sale line, or — for a replacement unit, which no sale brought to the customer — the day
 * of the sale its faulty ticket named. Newest unit first.
 */
async function soldUnits(db: Db, resellerId: number, where: SQL): Promise<SoldUnit[]> {
  const rows = await queryRows<SoldUnitDb>(
    db,
    sql`select u.id as unit_id, u.serial_no, ${productColumns}, coalesce(sale.id, repl.sale_id) as sale_id, coalesce(sale.day, repl.day) as sale_day
        from units u join models m on m.id = u.model_id join brands b on b.id = m.brand_id
        join sub_categories sc on sc.id = m.sub_category_id join supplies s on s.id = u.supply_id
        left join lateral (
          select sa.id, ${istanbulDay(sql`sa.completed_at`)} as day from sale_lines sl join sales sa on sa.id = sl.sale_id
          where sl.unit_id = u.id and sl.status <> 'CANCELED' order by sa.completed_at desc limit 1) sale on true
        left join lateral (
          select ft.sale_id, to_char(ft.sale_date, 'YYYY-MM-DD') as day from faulty_product_tickets ft where ft.new_unit_id = u.id limit 1) repl on true
        where ${where} and u.holder = 'CUSTOMER' and u.holder_id = ${resellerId}::int and u.status = 'SOLD'
        order by u.id desc`,
  );
  return rows
    .filter((r) => r.sale_day !== null)
    .map((r) => ({ ...toProduct(r), productSerialNoId: r.unit_id, serialNo: r.serial_no, saleDate: r.sale_day!, saleId: r.sale_id, subCategoryId: r.sub_category_id, categoryId: r.category_id }));
}

/** GET productSerialNo: the unit of this serial the dealer sold, else 404 productNotFound (a unit in stock, another's or unknown alike). */
export async function unitBySerial(db: Db, resellerId: number, serialNo: string): Promise<FaultyUnit> {
  const [unit] = await soldUnits(db, resellerId, sql`u.serial_no = ${serialNo}`);
  if (!unit) throw productNotFound();
  const { saleId: _s, subCategoryId: _sc, categoryId: _c, ...shown } = unit;
  return shown;
}

/** The unit of this id the dealer sold (the report by serial), else 404 productNotFound. */
export async function soldUnitById(db: Db, resellerId: number, unitId: number): Promise<SoldUnit> {
  const [unit] = await soldUnits(db, resellerId, sql`u.id = ${unitId}::int`);
  if (!unit) throw productNotFound();
  return unit;
}

/** The cascade's lists: active brands; categories with their sub-categories. */
export async function faultyCatalogueOf(db: Db): Promise<FaultyCatalogue> {
  const brands = await queryRows<{ id: number; name: string }>(db, sql`select id, name from brands where status = 1 order by name, id`);
  const subs = await queryRows<{ id: number; name: string; category_id: number; category_name: string }>(
    db,
    sql`select sc.id, sc.name, c.id as category_id, c.name as category_name from categories c left join sub_categories sc on sc.category_id = c.id order by c.name, c.id, sc.name, sc.id`,
  );
  const categories = new Map<number, FaultyCatalogue['categories'][number]>();
  for (const s of subs) {
    const c = categories.get(s.category_id) ?? { id: s.category_id, name: s.category_name, subCategories: [] };
    if (s.id !== null) c.subCategories.push({ id: s.id, name: s.name });
    categories.set(s.category_id, c);
  }
  return { brands, categories: [...categories.values()] };
}

const approvedProducts = (where: SQL) =>
  sql`select ${productColumns} from models m join brands b on b.id = m.brand_id join sub_categories sc on sc.id = m.sub_category_id
      join supplies s on s.id = m.supply_id where m.approve_type = 'APPROVED' and ${where}`;

/** GET models: the approved products of an active brand in a sub-category. */
export async function faultyModelsOf(db: Db, brandId: number, subCategoryId: number): Promise<FaultyProduct[]> {
  const rows = await queryRows<ProductDb>(db, sql`${approvedProducts(sql`m.brand_id = ${brandId}::int and b.status = 1 and m.sub_category_id = ${subCategoryId}::int`)} order by m.name, m.id`);
  return rows.map(toProduct);
}

/** An approved product (the report without a serial), with where the ticket files it; else 404 productNotFound. */
export async function approvedProduct(db: Db, modelId: number): Promise<FaultyProduct & { subCategoryId: number; categoryId: number }> {
  const [r] = await queryRows<ProductDb>(db, approvedProducts(sql`m.id = ${modelId}::int`));
  if (!r) throw productNotFound();
  return { ...toProduct(r), subCategoryId: r.sub_category_id, categoryId: r.category_id };
}

/** GET supplier/:modelId: the product's supplier with its shipping information, else 404 supplierNotFound. */
export async function faultySupplierOf(db: Db, modelId: number): Promise<FaultySupplier> {
  const [s] = await queryRows<FaultySupplier>(
    db,
    sql`select s.id, s.name, s.code, s.shipping_name as "shippingName", s.post_code as "postCode", s.address, s.phone_number as "phoneNumber"
        from models m join supplies s on s.id = m.supply_id where m.id = ${modelId}::int`,
  );
  if (!s) throw codedError(404, ERROR_CODES.NOT_FOUND, FAULTY_MSG.supplierNotFound);
  return s;
}
