import { createHash } from 'node:crypto';
import { SALE_STOCK_BUCKETS, type SaleStockBucket, type SaleStockSyncAnswer, type SaleStockSyncBody } from '../../../shared/contract/sale-stock-sync.js';
import { WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import type { Db } from '../../db/sql.js';
import { businessError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { stockProductsOf } from './price-bands.js';
import { bucketDigests, bucketUnits, heldProducts } from './stock-sync-sql.js';

/**
 * POST /sale/stockSync (contract/sale-stock-sync.ts): the buckets of the login reseller's stock
 * whose digest differs from the client's, and the products' price bands unless unchanged. Only
 * ever the caller's login reseller: the body names no reseller.
 */
export async function saleStockSyncOf(db: Db, user: AuthUser, body: SaleStockSyncBody): Promise<SaleStockSyncAnswer> {
  const resellerId = user.loginResellerId;
  if (resellerId === null) throw businessError(WIZARD_MSG.noReseller);
  const held = body.digests?.length === SALE_STOCK_BUCKETS ? body.digests : null;

  const now = await bucketDigests(db, resellerId);
  const changed: number[] = [];
  for (let b = 0; b < SALE_STOCK_BUCKETS; b++) if ((now.get(b) ?? '') !== (held?.[b] ?? '')) changed.push(b);
  const read = new Map((await bucketUnits(db, resellerId, changed)).map((r) => [r.b, r]));
  // A bucket flagged but empty by the second read is sent empty: the client drops it.
  const buckets: SaleStockBucket[] = changed.map((b) => {
    const r = read.get(b);
    return r ? { bucket: b, digest: r.digest, units: r.units } : { bucket: b, digest: '', units: [] };
  });

  const products = await stockProductsOf(db, resellerId, await heldProducts(db, resellerId));
  const productsTag = createHash('sha1').update(JSON.stringify(products)).digest('base64url');
  return { buckets, products: productsTag === body.productsTag ? null : products, productsTag, syncedAt: new Date().toISOString() };
}
