import type { PriceSyncMeta, PriceSyncRow } from '../../../shared/contract/sync.js';
import { offlineDb, priceRows } from '../../lib/offline/db.js';
import { META_KEYS } from '../../lib/offline/meta-keys.js';
import { replaceProducts } from '../../lib/offline/row-chunks.js';
import { searchKeys } from '../../lib/offline/search-keys.js';

/** The reseller's price list as the sync engine leaves it in Dexie, for the offline tests. */

export const DAY = 86_400_000;
export const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const SINCE_YESTERDAY = iso(-DAY);

/** A synced version of the reseller's price list: in force since yesterday, open, unless `over` says otherwise. */
export function priceRow(id: number, modelName: string, over: Partial<PriceSyncRow> = {}): PriceSyncRow {
  return {
    id,
    mid: 1000 + id,
    brandId: 4,
    brandName: 'Anker',
    modelName,
    barcode: `869000000${String(id).padStart(4, '0')}`,
    description: null,
    category: 'Şarj Ürünleri',
    subCategory: 'Duvar Şarj Adaptörleri',
    sid: 11,
    supply: { id: 11, name: 'Anadolu Aksesuar' },
    supplyName: 'Anadolu Aksesuar',
    distyName: 'Boğaziçi Dağıtım A.Ş.',
    startDate: SINCE_YESTERDAY,
    endDate: null,
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    eol: null,
    approveType: 'APPROVED',
    taxRatio: 20,
    recommendedResellerPrice: 420,
    recommendedSellPrice: 549.9,
    tolerancePrice: 604.89,
    resellerPrice: 400,
    aksf: 480,
    ...over,
  };
}

let syncs = 0;
export const priceMeta = (): PriceSyncMeta => ({
  syncedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, ++syncs)).toISOString(),
  brands: [
    { id: 4, name: 'Anker' },
    { id: 5, name: 'Ttec' },
  ],
  supplies: [{ id: 11, name: 'Anadolu Aksesuar' }],
});

/** What the sync engine leaves in Dexie for the price list. */
export async function syncPrices(rows: PriceSyncRow[], meta: PriceSyncMeta | null = priceMeta()) {
  const db = offlineDb();
  await db.priceChunks.clear();
  await replaceProducts(priceRows(db), [], rows.map((r) => ({ ...r, ...searchKeys(r.modelName) })));
  if (meta) await db.meta.put({ key: META_KEYS.setMeta('prices'), value: meta });
  else await db.meta.delete(META_KEYS.setMeta('prices'));
}

