import { sql } from 'drizzle-orm';
import { SALE_STOCK_BUCKETS, type SaleStockUnit } from '../../../shared/contract/sale-stock-sync.js';
import { type Db, intArray, queryRows } from '../../db/sql.js';

/**
 * Reads of one dealer's stock by bucket (contract/sale-stock-sync.ts). All of them walk the
 * partial index units_reseller_stock_idx (holder_id, received_at, id) WHERE holder = 'RESELLER'
 * and status = 'IN_STOCK': the digests need only the id, so they are an index-only scan.
 */
const IN_STOCK = (resellerId: number) => sql`u.holder = 'RESELLER' and u.status = 'IN_STOCK' and u.holder_id = ${resellerId}`;
const BUCKET = sql.raw(`(u.id % ${SALE_STOCK_BUCKETS})`);
/**
 * count:sum of a 64-bit hash of the ids. A sum is order-free (no sort) and a 64-bit hash makes
 * two different id sets with the same count and sum a practical impossibility; a plain sum of ids
 * would not ({3, 5} and {2, 6}).
 */
const DIGEST = sql`count(*)::text || ':' || sum(hashint8extended(u.id::bigint, 0))::text`;

/** The digest of every non-empty bucket of the dealer's stock now. */
export async function bucketDigests(db: Db, resellerId: number): Promise<Map<number, string>> {
  const rows = await queryRows<{ b: number; digest: string }>(db, sql`select ${BUCKET} as b, ${DIGEST} as digest from units u where ${IN_STOCK(resellerId)} group by 1`);
  return new Map(rows.map((r) => [r.b, r.digest]));
}

/**
 * The units of these buckets with each bucket's digest, read in one statement: the digest the
 * client keeps is that of exactly the units it stores (a bucket that changes after this read
 * differs from it at the next sync). Buckets without units now are absent.
 */
export async function bucketUnits(db: Db, resellerId: number, buckets: readonly number[]) {
  if (!buckets.length) return [];
  return queryRows<{ b: number; digest: string; units: SaleStockUnit[] }>(
    db,
    sql`select ${BUCKET} as b, ${DIGEST} as digest, json_agg(json_build_array(u.id, u.serial_no, u.model_id) order by u.id) as units
        from units u where ${IN_STOCK(resellerId)} and ${BUCKET} = any(${intArray(buckets)})
        group by 1`,
  );
}

/** The products the dealer holds units of (the price bands the basket needs). */
export async function heldProducts(db: Db, resellerId: number): Promise<number[]> {
  const rows = await queryRows<{ model_id: number }>(db, sql`select distinct u.model_id from units u where ${IN_STOCK(resellerId)} order by 1`);
  return rows.map((r) => r.model_id);
}
