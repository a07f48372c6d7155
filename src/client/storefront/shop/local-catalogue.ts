import type { StorefrontPicture } from '../../../shared/contract/storefront.js';
import type { StorefrontSyncMeta } from '../../../shared/contract/sync.js';
import type { SupplyStatus } from '../../../shared/catalogue.js';
import { foldForSearch } from '../../../shared/text.js';
import { offlineDb, productRows, type LocalProduct } from '../../lib/offline/db.js';
import { allRows } from '../../lib/offline/row-chunks.js';
import { syncedView } from '../../ui/list/synced-view.js';

/**
 * The storefront as the offline screens search it: every synced product slimmed to what the
 * grid filters, sorts and shows (no description, only the first picture), presorted in the
 * grid's two orders. Built once per sync (syncedView) from one read of the product chunks,
 * and kept as one record for the next app start; a search is then a scan of memory — at
 * 20,000 products a few milliseconds in Chromium, where walking Dexie's `words` index and
 * reading the matches costs from a few milliseconds (a rare word) to seconds (a common one:
 * 'kablo' matches thousands of products, each read as a record for the count and the order).
 */

export interface LocalPrice {
  id: number;
  price: number;
  /** ms since epoch; end null = open. */
  start: number;
  end: number | null;
}

export interface LocalItem {
  id: number;
  name: string;
  /** foldForSearch of the name and of the barcode: "contains" tests. */
  nameKey: string;
  barcode: string;
  barcodeKey: string;
  dashboard: boolean;
  brandId: number;
  categoryId: number;
  subCategoryId: number;
  supplyStatus: SupplyStatus;
  origin: string | null;
  originKey: string | null;
  /** First approval, ms since epoch. */
  approvedAt: number | null;
  quantity: number;
  firstPicture: StorefrontPicture | null;
  prices: LocalPrice[];
}

type SubCategory = StorefrontSyncMeta['subCategories'][number];

/**
 * The search keys of a list of products as one string (joined by a character no typed text
 * holds) with each product's offset: one `indexOf` walk over it finds a text's products in the
 * list's order, several times faster than testing each product's key.
 */
export interface TextIndex {
  text: string;
  starts: Int32Array;
}

const SEPARATOR = '\u0000';

export function textIndexOf(keys: string[]): TextIndex {
  const starts = new Int32Array(keys.length);
  let at = 0;
  keys.forEach((key, k) => {
    starts[k] = at;
    at += key.length + 1;
  });
  return { text: keys.join(SEPARATOR), starts };
}

/** The items (of the list the index was built from, in its order) whose key contains `needle`. */
export function itemsContaining<T>(index: TextIndex, items: T[], needle: string): T[] {
  const found: T[] = [];
  const { text, starts } = index;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return found;
    // The item whose key holds `at`: the last start at or before it.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    found.push(items[lo]);
    // Its other matches are skipped: the next search starts at the next item.
    if (lo + 1 >= starts.length) return found;
    from = starts[lo + 1];
  }
}

/** Whether a typed text can use a TextIndex (it never holds the separator). */
export const indexable = (needle: string) => needle !== '' && !needle.includes(SEPARATOR);

export interface LocalCatalogue {
  meta: StorefrontSyncMeta;
  byId: Map<number, LocalItem>;
  /** The grid's usual order: home-page products first, then name, then id. */
  byDashboard: LocalItem[];
  /** Names and barcodes of byDashboard, for "contains". */
  names: TextIndex;
  barcodes: TextIndex;
  /** 'Yeniler': newest first approval first, then name, then id. */
  byNewest: LocalItem[];
  brands: Map<number, string>;
  categories: Map<number, string>;
  subCategories: Map<number, SubCategory>;
  /** 'Çok Satanlar' rank of a product (0 = best). */
  bestRank: Map<number, number>;
}

const timeOf = (iso: string) => Date.parse(iso);

function toItem(p: LocalProduct): LocalItem {
  return {
    id: p.modelId,
    name: p.name,
    nameKey: p.nameKey,
    barcode: p.barcode,
    barcodeKey: foldForSearch(p.barcode),
    dashboard: p.dashboard,
    brandId: p.brandId,
    categoryId: p.categoryId,
    subCategoryId: p.subCategoryId,
    supplyStatus: p.supplyStatus,
    origin: p.origin,
    originKey: p.origin === null ? null : foldForSearch(p.origin.trim()),
    approvedAt: p.approvedAt === null ? null : timeOf(p.approvedAt),
    quantity: p.quantity,
    firstPicture: p.pictures[0] ?? null,
    prices: p.prices.map((x) => ({ id: x.priceId, price: x.resellerPrice, start: timeOf(x.start), end: x.end === null ? null : timeOf(x.end) })),
  };
}

/** Names compare as PostgreSQL's C collation does (code point order), so the offline grid keeps the server's order. */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNameThenId = (a: LocalItem, b: LocalItem) => byCodePoint(a.name, b.name) || a.id - b.id;

const byGridOrder = (a: LocalItem, b: LocalItem) => Number(b.dashboard) - Number(a.dashboard) || byNameThenId(a, b);

/** Every synced product, slimmed, in the grid's order (the part of the view kept between app starts: sorting it again then costs one pass). */
const readItems = async () => (await allRows(productRows(offlineDb()))).map(toItem).sort(byGridOrder);

/** The view of the items under the sync's lookups: presorted, with the lookups as maps. */
export function catalogueOf(items: LocalItem[], meta: StorefrontSyncMeta): LocalCatalogue {
  const byDashboard = [...items].sort(byGridOrder);
  const byNewest = items.filter((i) => i.approvedAt !== null).sort((a, b) => b.approvedAt! - a.approvedAt! || byNameThenId(a, b));
  return {
    meta,
    byId: new Map(items.map((i) => [i.id, i])),
    byDashboard,
    names: textIndexOf(byDashboard.map((i) => i.nameKey)),
    barcodes: textIndexOf(byDashboard.map((i) => i.barcodeKey)),
    byNewest,
    brands: new Map(meta.brands.map((b) => [b.id, b.name])),
    categories: new Map(meta.categories.map((c) => [c.id, c.name])),
    subCategories: new Map(meta.subCategories.map((s) => [s.id, s])),
    bestRank: new Map(meta.bestSellers.map((id, rank) => [id, rank])),
  };
}

/** The offline storefront, or undefined while it has never been synced. */
export const localCatalogue = syncedView<StorefrontSyncMeta, LocalItem[], LocalCatalogue>('storefront', readItems, catalogueOf);

/**
 * The version in force at `now` (start ≤ now < end, or open): the product is on the storefront
 * only while it has one. The channel keeps one in force per product; the latest start wins if not.
 */
export function priceAt(item: LocalItem, now: number): LocalPrice | null {
  let found: LocalPrice | null = null;
  for (const p of item.prices) if (p.start <= now && (p.end === null || p.end > now) && (!found || p.start > found.start)) found = p;
  return found;
}
