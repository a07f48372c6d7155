import type { ResellerPriceRow } from '../../../shared/contract/admin-price-lists.js';
import type { PriceSyncMeta } from '../../../shared/contract/sync.js';
import type { Page } from '../../../shared/paging.js';
import { foldForSearch } from '../../../shared/text.js';
import { offlineDb, priceRows, type LocalPriceRow } from '../../lib/offline/db.js';
import { allRows, rowsOfProducts } from '../../lib/offline/row-chunks.js';
import type { FilterValues } from '../../ui/list/list-types.js';
import { syncedView } from '../../ui/list/synced-view.js';

/**
 * The reseller's price list (/productPriceInfoList) from the offline data, with the server's
 * semantics (server/prices/lists/reseller-price-repo.ts): one row per version in force now
 * (the sync keeps every approved version that has not ended, coming ones too), brand and
 * supplier by id, product name and barcode by "contains", sorted by name or barcode with the
 * version id breaking ties in the same direction. A page scans a slim, presorted copy of the
 * set kept in memory per sync, then reads just its products' chunks from Dexie.
 */

interface Entry {
  id: number;
  /** The product: its chunk holds the row. */
  mid: number;
  name: string;
  nameKey: string;
  barcode: string;
  barcodeKey: string;
  brandId: number;
  supplyId: number;
  /** ms since epoch; end null = open. */
  start: number;
  end: number | null;
}

interface PriceView {
  meta: PriceSyncMeta;
  byName: Entry[];
  byBarcode: Entry[];
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every synced version, slimmed (the part of the view kept between app starts). */
const readEntries = async () =>
  (await allRows(priceRows(offlineDb()))).map(
    (r): Entry => ({
      id: r.id,
      mid: r.mid,
      name: r.modelName,
      nameKey: r.nameKey,
      barcode: r.barcode,
      barcodeKey: foldForSearch(r.barcode),
      brandId: r.brandId,
      supplyId: r.sid,
      start: Date.parse(r.startDate),
      end: r.endDate === null ? null : Date.parse(r.endDate),
    }),
  );

const viewOf = (entries: Entry[], meta: PriceSyncMeta): PriceView => ({
  meta,
  byName: [...entries].sort((a, b) => byCodePoint(a.name, b.name) || a.id - b.id),
  byBarcode: [...entries].sort((a, b) => byCodePoint(a.barcode, b.barcode) || a.id - b.id),
});

const priceView = syncedView<PriceSyncMeta, Entry[], PriceView>('prices', readEntries, viewOf);

const toRow = ({ endDate: _end, brandId: _brand, nameKey: _name, ...row }: LocalPriceRow): ResellerPriceRow => row;

/** One page of the reseller's price list from the offline data (undefined: never synced). */
export async function localPriceListPage(query: { page: number; size: number; sort?: string }, filter: FilterValues): Promise<Page<ResellerPriceRow> | undefined> {
  const view = priceView.peek() ?? (await priceView());
  if (!view) return undefined;
  const now = Date.now();
  const [field, direction] = (query.sort ?? 'modelName,asc').split(',');
  const sorted = field === 'barcode' ? view.byBarcode : view.byName;
  const name = foldForSearch(filter.modelName?.trim() ?? '');
  const barcode = foldForSearch(filter.barcode?.trim() ?? '');
  const brand = filter.brand ? Number(filter.brand) : null;
  const supply = filter.supply ? Number(filter.supply) : null;
  const matches = (e: Entry) =>
    e.start <= now &&
    (e.end === null || e.end > now) &&
    (brand === null || e.brandId === brand) &&
    (supply === null || e.supplyId === supply) &&
    (!name || e.nameKey.includes(name)) &&
    (!barcode || e.barcodeKey.includes(barcode));
  const from = query.page * query.size;
  const picked: Entry[] = [];
  let total = 0;
  const step = direction === 'desc' ? -1 : 1;
  for (let i = step > 0 ? 0 : sorted.length - 1; i >= 0 && i < sorted.length; i += step) {
    const e = sorted[i];
    if (!matches(e)) continue;
    if (total >= from && picked.length < query.size) picked.push(e);
    total++;
  }
  const rows = new Map((await rowsOfProducts(priceRows(offlineDb()), picked.map((e) => e.mid))).map((r) => [r.id, r]));
  const content = picked.flatMap((e) => {
    const row = rows.get(e.id);
    return row ? [toRow(row)] : [];
  });
  return { content, totalElements: total };
}

/** The list's dropdowns (brands, the distributor's supplies) as the last sync sent them (undefined: never synced). */
export async function localPriceFilterOptions(): Promise<Pick<PriceSyncMeta, 'brands' | 'supplies'> | undefined> {
  const view = await priceView();
  return view && { brands: view.meta.brands, supplies: view.meta.supplies };
}
