import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, jsonParam, queryRows } from '../../db/sql.js';
import { submitSupplierPrices, type SupplierVersionInput } from '../../prices/price-versions.js';
import { requestPricesOf } from '../products/product-request-row.js';

/** Set-based steps of approving or refusing many requests; the service runs them in one transaction. */

export interface Decision {
  id: number;
  currentModelId: number;
  approveDescription: string | null;
}

/** Locks the products, then their requests (the order product writers lock in); returns the requests found. */
export async function lockForDecision(tx: Db, requestIds: number[], modelIds: number[]) {
  const models = await queryRows<{ id: number }>(tx, sql`select id from models where id = any(${intArray(modelIds)}) order by id for update`);
  const requests = await queryRows<{ id: number; model_id: number; status: string }>(
    tx,
    sql`select id, model_id, status from model_updates where id = any(${intArray(requestIds)}) order by id for update`,
  );
  return { modelsFound: models.length, requests };
}

export async function recordDecisions(tx: Db, decisions: Decision[], status: 'APPROVED' | 'REJECTED', userId: number) {
  await tx.execute(
    sql`update model_updates u set status = ${status}, approve_description = d."approveDescription",
          decided_by = ${userId}, decided_at = now()
        from json_to_recordset(${jsonParam(decisions)}) as d(id int, "approveDescription" text)
        where u.id = d.id`,
  );
}

/** Another product already has a barcode one of the requests asks for. */
export async function barcodeConflict(tx: Db, requestIds: number[]): Promise<boolean> {
  const [row] = await queryRows<{ conflict: boolean }>(
    tx,
    sql`select exists (select 1 from model_updates u join models o on o.barcode = u.barcode and o.id <> u.model_id
          where u.id = any(${intArray(requestIds)})) as conflict`,
  );
  return row.conflict;
}

/**
 * Approve: the requested fields become the product's and pending pictures are settled. A
 * creation request's first price enters the price workflow like any other supplier price
 * (docs/prices.md): it waits for each distributor's approval, except the creating
 * distributor's own row, approved at once with its reseller price. Returns the image keys
 * of deleted pictures.
 */
export async function applyApprovals(tx: Db, requestIds: number[], modelIds: number[]): Promise<string[]> {
  const requests = intArray(requestIds);
  const models = intArray(modelIds);
  await tx.execute(
    sql`update models m set name = u.name, barcode = u.barcode, description = u.description, brand_id = u.brand_id,
          sub_category_id = u.sub_category_id, category_id = sc.category_id, supply_status = u.supply_status,
          origin = u.origin, eol = u.eol, approve_type = 'APPROVED', last_approve_type = 'APPROVED',
          approve_description = u.approve_description, updated_at = now(), approved_at = coalesce(m.approved_at, now())
        from model_updates u join sub_categories sc on sc.id = u.sub_category_id
        where u.id = any(${requests}) and m.id = u.model_id`,
  );
  await tx.execute(sql`update model_pictures set crud_type = 'INSERTED' where model_id = any(${models}) and crud_type = 'WANTINSERT'`);
  const deleted = await queryRows<{ key: string }>(
    tx,
    sql`delete from model_pictures where model_id = any(${models}) and crud_type = 'WANTDELETE' returning image_key as key`,
  );
  await submitFirstPrices(tx, requests);
  return deleted.map((d) => d.key);
}

/** Refuse: the product keeps its fields; a product never approved becomes REJECTED; pending pictures are marked refused. */
export async function applyRejections(tx: Db, requestIds: number[], modelIds: number[]) {
  await tx.execute(
    sql`update models m set last_approve_type = 'REJECTED', approve_description = u.approve_description,
          approve_type = case when m.approve_type = 'APPROVED' then 'APPROVED' else 'REJECTED' end, updated_at = now()
        from model_updates u where u.id = any(${intArray(requestIds)}) and m.id = u.model_id`,
  );
  await tx.execute(
    sql`update model_pictures set crud_type = case crud_type when 'WANTINSERT' then 'NOTWANTINSERT' else 'NOTWANTDELETE' end
        where model_id = any(${intArray(modelIds)}) and crud_type in ('WANTINSERT', 'WANTDELETE')`,
  );
}

export async function auditDecisions(tx: Db, requestIds: number[], action: 'APPROVED' | 'REJECTED', userId: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into model_audit (model_id, update_id, action, user_id, description)
        select u.model_id, u.id, ${action}::varchar, ${userId}::int, u.approve_description
        from model_updates u where u.id = any(${intArray(requestIds)})
        returning id`,
  );
  return rows.length;
}

/** The first prices of approved creation requests, submitted per creating distributor (or none). */
async function submitFirstPrices(tx: Db, requests: SQL) {
  const rows = await queryRows<{
    model_id: number; own: number | null; requested_by: number | null; start_date: string; tax_ratio: 1 | 8 | 18 | 20;
    disty_price: number; recommended_edm_price: number | null; recommended_reseller_price: number; recommended_sell_price: number; reseller_price: number | null;
  }>(
    tx,
    sql`select u.model_id, m.created_by_disty_id as own, u.requested_by, u.start_date, u.tax_ratio, u.disty_price::float8 as disty_price,
          u.recommended_edm_price::float8 as recommended_edm_price, u.recommended_reseller_price::float8 as recommended_reseller_price,
          u.recommended_sell_price::float8 as recommended_sell_price, u.reseller_price::float8 as reseller_price
        from model_updates u join models m on m.id = u.model_id
        where u.id = any(${requests}) and u.kind = 'CREATE' and u.start_date is not null and u.tax_ratio is not null
          and u.disty_price is not null and u.recommended_reseller_price is not null and u.recommended_sell_price is not null
        order by u.model_id`,
  );
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.own ?? ''}:${r.requested_by ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    const versions: SupplierVersionInput[] = group.map((r) => ({ modelId: r.model_id, startDate: new Date(r.start_date), ...requestPricesOf(r) }));
    await submitSupplierPrices(tx, versions, { userId: group[0].requested_by, ownDistyId: group[0].own });
  }
}
