import { sql } from 'drizzle-orm';
import { NO_PRICE, type PriceFields } from '../../../shared/contract/models.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import { type ProductScope, scopeCondition } from './product-scope.js';

/** The editable fields of a product as stored (ids instead of names). */
export interface ProductFieldsDb {
  name: string;
  barcode: string;
  description: string | null;
  brandId: number;
  subCategoryId: number;
  supplyStatus: string;
  origin: string | null;
  eol: boolean | null;
}

/** The first price of a product, carried by its creation request (as the contract has it). */
export type PriceFieldsDb = PriceFields;

/** The price fields of a request without a first price. */
export { NO_PRICE };

export interface LockedProduct extends ProductFieldsDb {
  id: number;
  supplyId: number;
  approveType: string;
  lastApproveType: string;
}

export type AuditAction = 'CREATE_REQUESTED' | 'UPDATE_REQUESTED' | 'PICTURE_ADD_REQUESTED' | 'PICTURE_DELETE_REQUESTED' | 'APPROVED' | 'REJECTED';

/**
 * The product, locked for this transaction so two changes of one product queue up
 * instead of both creating a request; outside the scope it does not exist.
 */
export async function lockProduct(tx: Db, scope: ProductScope, id: number): Promise<LockedProduct> {
  const scoped = scopeCondition(scope, sql`m.supply_id`);
  const [m] = await queryRows<LockedProduct>(
    tx,
    sql`select m.id, m.supply_id as "supplyId", m.name, m.barcode, m.description, m.brand_id as "brandId",
          m.sub_category_id as "subCategoryId", m.supply_status as "supplyStatus", m.origin, m.eol,
          m.approve_type as "approveType", m.last_approve_type as "lastApproveType"
        from models m where m.id = ${id} ${scoped ? sql`and ${scoped}` : sql``} for update`,
  );
  if (!m) throw notFoundError();
  return m;
}

export async function assertProductInScope(db: Db, scope: ProductScope, id: number): Promise<void> {
  const scoped = scopeCondition(scope, sql`m.supply_id`);
  const [m] = await queryRows<{ id: number }>(db, sql`select m.id from models m where m.id = ${id} ${scoped ? sql`and ${scoped}` : sql``}`);
  if (!m) throw notFoundError();
}

export async function insertProduct(tx: Db, fields: ProductFieldsDb, supplyId: number, createdByDistyId: number | null, userId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into models (name, barcode, description, brand_id, sub_category_id, category_id, supply_id, created_by_disty_id,
          supply_status, origin, eol, approve_type, last_approve_type, created_by)
        values (${fields.name}, ${fields.barcode}, ${fields.description}, ${fields.brandId}, ${fields.subCategoryId},
          (select sc.category_id from sub_categories sc where sc.id = ${fields.subCategoryId}), ${supplyId},
          ${createdByDistyId}, ${fields.supplyStatus}, ${fields.origin}, ${fields.eol}, 'WAITING', 'WAITING', ${userId})
        returning id`,
  );
  return row.id;
}

/** A product never approved shows its latest requested fields in the lists. */
export async function syncProductFields(tx: Db, modelId: number, fields: ProductFieldsDb) {
  await tx.execute(
    sql`update models m set name = ${fields.name}, barcode = ${fields.barcode}, description = ${fields.description},
          brand_id = ${fields.brandId}, sub_category_id = sc.id, category_id = sc.category_id,
          supply_status = ${fields.supplyStatus}, origin = ${fields.origin}, eol = ${fields.eol}, updated_at = now()
        from sub_categories sc where sc.id = ${fields.subCategoryId} and m.id = ${modelId}`,
  );
}

export async function insertRequest(
  tx: Db,
  modelId: number,
  kind: 'CREATE' | 'UPDATE',
  f: ProductFieldsDb,
  p: PriceFieldsDb,
  userId: number,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into model_updates (model_id, kind, status, name, barcode, description, brand_id, sub_category_id, supply_status,
          origin, eol, start_date, tax_ratio, disty_price, recommended_edm_price, recommended_reseller_price,
          recommended_sell_price, reseller_price, requested_by)
        values (${modelId}, ${kind}, 'WAITING', ${f.name}, ${f.barcode}, ${f.description}, ${f.brandId}, ${f.subCategoryId},
          ${f.supplyStatus}, ${f.origin}, ${f.eol}, ${p.startDate}, ${p.taxRatio}, ${p.distyPrice}, ${p.recommendedEdmPrice},
          ${p.recommendedResellerPrice}, ${p.recommendedSellPrice}, ${p.resellerPrice}, ${userId})
        returning id`,
  );
  await tx.execute(sql`update models set last_approve_type = 'WAITING', updated_at = now() where id = ${modelId}`);
  return row.id;
}

export interface WaitingRequest {
  id: number;
  kind: 'CREATE' | 'UPDATE';
}

export async function findWaitingRequest(tx: Db, modelId: number): Promise<WaitingRequest | null> {
  const [row] = await queryRows<WaitingRequest>(tx, sql`select id, kind from model_updates where model_id = ${modelId} and status = 'WAITING'`);
  return row ?? null;
}

/** A pending request takes the newest fields (and, when given, prices); requestedBy/At move to this change. */
export async function replaceRequest(tx: Db, requestId: number, f: ProductFieldsDb, p: PriceFieldsDb | null, userId: number) {
  await tx.execute(
    sql`update model_updates set name = ${f.name}, barcode = ${f.barcode}, description = ${f.description}, brand_id = ${f.brandId},
          sub_category_id = ${f.subCategoryId}, supply_status = ${f.supplyStatus}, origin = ${f.origin}, eol = ${f.eol},
          requested_by = ${userId}, requested_at = now()
          ${
            p
              ? sql`, start_date = ${p.startDate}, tax_ratio = ${p.taxRatio}, disty_price = ${p.distyPrice},
                  recommended_edm_price = ${p.recommendedEdmPrice}, recommended_reseller_price = ${p.recommendedResellerPrice},
                  recommended_sell_price = ${p.recommendedSellPrice}, reseller_price = ${p.resellerPrice}`
              : sql``
          }
        where id = ${requestId}`,
  );
}

/** The prices of the product's latest creation request (a refused one's, when it is asked again). */
export async function lastCreatePrices(tx: Db, modelId: number): Promise<PriceFieldsDb> {
  const [row] = await queryRows<Omit<PriceFieldsDb, 'startDate'> & { startDate: Date | string | null }>(
    tx,
    sql`select start_date as "startDate", tax_ratio::int as "taxRatio", disty_price::float8 as "distyPrice",
          recommended_edm_price::float8 as "recommendedEdmPrice", recommended_reseller_price::float8 as "recommendedResellerPrice",
          recommended_sell_price::float8 as "recommendedSellPrice", reseller_price::float8 as "resellerPrice"
        from model_updates where model_id = ${modelId} and kind = 'CREATE' order by id desc limit 1`,
  );
  if (!row) return NO_PRICE;
  return { ...row, startDate: toIso(row.startDate) };
}

/**
 * The waiting request of the product, created when there is none so that a picture change
 * shows up for approval: a copy of the current fields, a creation request (with the
 * earlier prices) for a product never approved.
 */
export async function ensureWaitingRequest(tx: Db, model: LockedProduct, userId: number): Promise<number> {
  const waiting = await findWaitingRequest(tx, model.id);
  if (waiting) return waiting.id;
  const neverApproved = model.approveType !== 'APPROVED';
  const prices = neverApproved ? await lastCreatePrices(tx, model.id) : NO_PRICE;
  return insertRequest(tx, model.id, neverApproved ? 'CREATE' : 'UPDATE', model, prices, userId);
}

export async function insertAudit(tx: Db, modelId: number, updateId: number | null, action: AuditAction, userId: number, description: string | null = null) {
  await tx.execute(
    sql`insert into model_audit (model_id, update_id, action, user_id, description)
        values (${modelId}, ${updateId}, ${action}, ${userId}, ${description})`,
  );
}
