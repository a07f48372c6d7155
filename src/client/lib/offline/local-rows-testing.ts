import type { StorefrontSyncRow } from '../../../shared/contract/sync.js';
import { offlineDb, productRows } from './db.js';
import { replaceProducts } from './row-chunks.js';
import { searchKeys } from './search-keys.js';

/** Tests: storefront rows stored as a sync stores them (with their search keys, in their chunks), replacing any stored row of the same products. */
export async function putStorefrontRows(rows: StorefrontSyncRow[], db = offlineDb()) {
  await replaceProducts(productRows(db), [], rows.map((r) => ({ ...r, ...searchKeys(r.name) })));
}
