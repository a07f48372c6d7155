import { z } from 'zod';
import { screens } from '../access.js';
import { SUPPLY_STATUSES } from '../catalogue.js';
import { resellerPriceRowSchema } from './admin-price-lists.js';
import { defineEndpoint } from './endpoint.js';
import { STOREFRONT_SCREENS, pictureSchema } from './storefront.js';

/**
 * Delta sync of the dealer's offline data (docs/offline.md "The offline field kit", ARCHITECTURE "Offline
 * field kit"). Each cached set has one endpoint `GET …/sync?cursor=&limit=`: the rows of the
 * products that changed since the cursor, in keyset order, and the products that left the set
 * (tombstones). The client applies one page in one Dexie transaction and stores `cursor`; it
 * asks again while `more` is true. Both sets are keyed by product (the login reseller's
 * distributor × product): for every product in `rows` or `deleted` the client drops what it
 * holds of that product and stores the page's rows of it.
 *
 * The cursor is opaque to the client. `reset: true` means "start over": the client drops the
 * whole set, then applies this page (which is the first page of a full sync) — sent when there is
 * no cursor, or it belongs to another distributor or set, is from an older generation of the
 * sync, or is older than SYNC_MAX_CURSOR_AGE_DAYS. A cursor the server did not make (garbled) is
 * a client bug: 400 with SYNC_MSG.badCursor on the field `cursor`.
 *
 * `limit` counts products (a page holds at most that many products in rows + deleted; a price
 * set product may have several rows, a full sync's page may hold fewer rows than products
 * logged). A product may come again in a later page or delta without having changed (the server
 * errs on the side of sending): applying a page is idempotent. A full sync sends no tombstones.
 *
 * The cart is small and whole: its sync is GET /order/cart/0 (contract/cart.ts).
 */
/**
 * The answer's `cursor` and `more` also travel as headers, so a client may ask for the next page
 * as soon as the headers arrive, before it has read and parsed the body.
 */
export const SYNC_HEADERS = { cursor: 'Sync-Cursor', more: 'Sync-More' } as const;

export const SYNC_PAGE_DEFAULT = 1_000;
export const SYNC_PAGE_MAX = 5_000;
/** A cursor older than this answers reset (bounds the staleness of names that no change records). */
export const SYNC_MAX_CURSOR_AGE_DAYS = 7;

export const SYNC_MSG = {
  badCursor: 'Eşitleme imleci geçersiz.',
} as const;

export const syncQuerySchema = z.object({
  /** Absent or empty: a full sync from the start. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_MAX).default(SYNC_PAGE_DEFAULT),
});
export type SyncQuery = z.infer<typeof syncQuerySchema>;

const named = z.object({ id: z.number(), name: z.string() });

/** One price version of a storefront product (APPROVED, with a reseller price, not ended); the client shows the one in force now. */
export const syncPriceSchema = z.object({
  priceId: z.number(),
  resellerPrice: z.number(),
  /** ISO date-times; end null = open. */
  start: z.string(),
  end: z.string().nullable(),
});
export type SyncPrice = z.infer<typeof syncPriceSchema>;

/** One storefront product as the client keeps it (names of brand and categories come from `meta`). */
export const storefrontSyncRowSchema = z.object({
  modelId: z.number(),
  name: z.string(),
  barcode: z.string(),
  description: z.string().nullable(),
  brandId: z.number(),
  categoryId: z.number(),
  subCategoryId: z.number(),
  supplyStatus: z.enum(SUPPLY_STATUSES),
  origin: z.string().nullable(),
  /** First approval (ISO): 'Yeniler' is derived from it with meta.newProductDays. */
  approvedAt: z.string().nullable(),
  /** Has the home-page (DASHBOARD) label. */
  dashboard: z.boolean(),
  /** Units the distributor can still give (stock − reserved, never negative); the stock status follows from the sub-category's thresholds. */
  quantity: z.number(),
  /** Shown pictures, oldest first (the first is the card's). */
  pictures: z.array(pictureSchema),
  prices: z.array(syncPriceSchema),
});
export type StorefrontSyncRow = z.infer<typeof storefrontSyncRowSchema>;

/** Lookups sent on the last page of a sync: names, thresholds and the derived labels' inputs. */
export const storefrontSyncMetaSchema = z.object({
  /** Server time of the answer (ISO): the 'last synced' of the offline banner. */
  syncedAt: z.string(),
  newProductDays: z.number(),
  /** 'Çok Satanlar' product ids, best first. */
  bestSellers: z.array(z.number()),
  brands: z.array(named),
  categories: z.array(named),
  subCategories: z.array(named.extend({ categoryId: z.number(), noneStockMax: z.number(), limitedStockMax: z.number() })),
});
export type StorefrontSyncMeta = z.infer<typeof storefrontSyncMetaSchema>;

const syncPageOf = <R extends z.ZodType, M extends z.ZodType>(row: R, meta: M) =>
  z.object({
    rows: z.array(row),
    /** Products that left the set (the client drops their rows). */
    deleted: z.array(z.number()),
    cursor: z.string(),
    more: z.boolean(),
    reset: z.boolean(),
    /** On the last page (more = false) only. */
    meta: meta.nullable(),
  });

export const storefrontSyncPageSchema = syncPageOf(storefrontSyncRowSchema, storefrontSyncMetaSchema);
export type StorefrontSyncPage = z.infer<typeof storefrontSyncPageSchema>;

/** GET /api/storefront/sync — the login reseller's storefront (same access and allow-list as /storefront/products). */
export const storefrontSync = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/storefront/sync',
  summary: 'Vitrinin çevrimdışı eşitlemesi',
  description: 'Giriş yapılan bayinin vitrini (/storefront/products ile aynı erişim ve izin listesi).',
  access: STOREFRONT_SCREENS,
  query: syncQuerySchema,
  response: storefrontSyncPageSchema,
});

/** One version of the reseller's price list: the list's row and its end; the client shows the version in force now. */
export const priceSyncRowSchema = resellerPriceRowSchema.extend({ endDate: z.string().nullable(), brandId: z.number() });
export type PriceSyncRow = z.infer<typeof priceSyncRowSchema>;

export const priceSyncMetaSchema = z.object({
  syncedAt: z.string(),
  /** The list's dropdowns (as /modelPrice/reseller/filters answers). */
  brands: z.array(named),
  supplies: z.array(named),
});
export type PriceSyncMeta = z.infer<typeof priceSyncMetaSchema>;

export const priceSyncPageSchema = syncPageOf(priceSyncRowSchema, priceSyncMetaSchema);
export type PriceSyncPage = z.infer<typeof priceSyncPageSchema>;

/** GET /api/modelPrice/reseller/sync — the reseller's price list (/productPriceInfoList). */
export const priceListSync = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/modelPrice/reseller/sync',
  summary: 'Bayi fiyat listesinin çevrimdışı eşitlemesi',
  access: screens('/productPriceInfoList', '/productPrices'),
  query: syncQuerySchema,
  response: priceSyncPageSchema,
});
