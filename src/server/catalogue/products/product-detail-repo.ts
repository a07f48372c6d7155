import { sql } from 'drizzle-orm';
import type { AuditEntry, ProductDetail } from '../../../shared/contract/models.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import { PRODUCT_ROW_SELECT, type ProductRowDb, toProductRow } from './product-row.js';
import { type PictureDb, priceFieldsOf, REQUEST_SELECT, type RequestRowDb, toPicture, toUpdateModel } from './product-request-row.js';
import { type ProductScope, scopeCondition } from './product-scope.js';

interface PriceDb {
  start_date: Date | string;
  tax_ratio: number;
  disty_price: number;
  recommended_edm_price: number | null;
  recommended_reseller_price: number;
  recommended_sell_price: number;
}

// The price in force now; a product with only future prices shows the nearest one.
const CURRENT_FIRST = sql`order by (start_date <= now()) desc, case when start_date <= now() then start_date end desc, start_date asc, id desc limit 1`;

async function currentPrice(db: Db, modelId: number, distyId: number | null): Promise<ProductDetail['price']> {
  const [supplyPrice] = await queryRows<PriceDb>(
    db,
    sql`select start_date, tax_ratio::int as tax_ratio, disty_price::float8 as disty_price,
          recommended_edm_price::float8 as recommended_edm_price,
          recommended_reseller_price::float8 as recommended_reseller_price,
          recommended_sell_price::float8 as recommended_sell_price
        from model_price_supplies where model_id = ${modelId} and approve_type <> 'REJECTED' ${CURRENT_FIRST}`,
  );
  if (!supplyPrice) return null;
  const [distyPrice] = distyId
    ? await queryRows<{ reseller_price: number }>(
        db,
        sql`select reseller_price::float8 as reseller_price from model_price_disties
            where model_id = ${modelId} and disty_id = ${distyId} and approve_type = 'APPROVED' ${CURRENT_FIRST}`,
      )
    : [];
  return {
    startDate: toIso(supplyPrice.start_date),
    taxRatio: supplyPrice.tax_ratio,
    distyPrice: supplyPrice.disty_price,
    recommendedEdmPrice: supplyPrice.recommended_edm_price,
    recommendedResellerPrice: supplyPrice.recommended_reseller_price,
    recommendedSellPrice: supplyPrice.recommended_sell_price,
    resellerPrice: distyPrice?.reseller_price ?? null,
  };
}

/**
 * One product with its pictures, pending (or last refused) change, audit trail and price.
 * Outside the caller's scope it does not exist.
 */
export async function findProductDetail(db: Db, scope: ProductScope, id: number, distyId: number | null): Promise<ProductDetail> {
  const scoped = scopeCondition(scope, sql`m.supply_id`);
  const [row] = await queryRows<ProductRowDb>(db, sql`${PRODUCT_ROW_SELECT} where m.id = ${id} ${scoped ? sql`and ${scoped}` : sql``}`);
  if (!row) throw notFoundError();
  const product = toProductRow(row);

  const [pictures, requests, audit, price] = await Promise.all([
    queryRows<PictureDb>(db, sql`select id, image_key as key, crud_type as crud from model_pictures where model_id = ${id} order by id`),
    // The waiting request, else the newest refused one (shown only while the product's last decision is a refusal).
    queryRows<RequestRowDb>(
      db,
      sql`${REQUEST_SELECT} where u.model_id = ${id} and (u.status = 'WAITING' or u.status = 'REJECTED')
          order by (u.status = 'WAITING') desc, u.id desc limit 1`,
    ),
    queryRows<{ action: string; user_name: string | null; description: string | null; at: Date | string }>(
      db,
      sql`select a.action, nullif(trim(concat_ws(' ', au.name, au.surname)), '') as user_name, a.description, a.at
          from model_audit a left join users au on au.id = a.user_id
          where a.model_id = ${id} order by a.at desc, a.id desc`,
    ),
    currentPrice(db, id, distyId),
  ]);

  const request = requests[0];
  const currentUpdateModel =
    request && (request.status === 'WAITING' || product.lastApproveType === 'REJECTED') ? hideResellerPrice(toUpdateModel(request)) : null;

  return {
    ...product,
    pictures: pictures.map(toPicture),
    currentUpdateModel,
    audit: audit.map((a): AuditEntry => ({ action: a.action, userName: a.user_name, description: a.description, at: toIso(a.at)! })),
    price: price ?? (product.approveType !== 'APPROVED' ? hideResellerPrice(await createRequestPrice(db, id)) : null),
  };

  // The creating distributor's purchase price is its own business (and the group's).
  function hideResellerPrice<T extends { resellerPrice: number | null } | null>(value: T): T {
    const mayKnow = scope.kind === 'all' || (distyId !== null && distyId === row.created_by_disty_id);
    return value && !mayKnow ? { ...value, resellerPrice: null } : value;
  }
}

/** A product never approved has no price rows yet: its creation request carries the prices. */
async function createRequestPrice(db: Db, modelId: number): Promise<ProductDetail['price']> {
  const [r] = await queryRows<RequestRowDb>(
    db,
    sql`${REQUEST_SELECT} where u.model_id = ${modelId} and u.kind = 'CREATE' and u.disty_price is not null order by u.id desc limit 1`,
  );
  if (!r) return null;
  return priceFieldsOf(toUpdateModel(r));
}
