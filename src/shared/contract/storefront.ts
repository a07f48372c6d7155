import { z } from 'zod';
import { screens } from '../access.js';
import { LABEL_STATUSES, SUPPLY_STATUSES } from '../catalogue.js';
import { pageOf } from '../paging.js';
import { coercedIdSchema } from '../schemas.js';
import { PRICE_FILTER_MAX, STOCK_STATUSES, STOREFRONT_PAGE_SIZES, STOREFRONT_SHOP_MSG } from '../storefront.js';
import { keyValueSchema } from './catalogue.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The dealer's storefront (spec 3 §2.15, §3 "Distributor product", "Similar product", §5, §7
 * "Orders and storefront"): the products of the login reseller's distributor that have a
 * reseller price in force now. Paths are the ones decided in the storefront brief.
 */
export const STOREFRONT_SCREENS = screens('/resellerOrderManagement');
const DETAIL_SCREENS = screens('/resellerOrderManagement', '/resellerProduct/:productId/:barcode');

// The screens' texts live with the storefront's rules (no zod there: the storefront's first screen
// loads them without this contract); re-exported for the server's side.
export { LABEL_STATUS_LABELS, STOREFRONT_SHOP_MSG } from '../storefront.js';

const text = (max: number) => z.string().trim().max(max);
const priceSchema = z.number().min(0, STOREFRONT_SHOP_MSG.priceRange).max(PRICE_FILTER_MAX, STOREFRONT_SHOP_MSG.priceRange);

/** The sidebar's detailed search (spec 3 §7: category … labelStatus). */
export const storefrontFilterSchema = z.object({
  category: coercedIdSchema.optional(),
  subCategory: coercedIdSchema.optional(),
  brand: coercedIdSchema.optional(),
  barcode: text(50).optional(),
  supplyStatus: z.enum(SUPPLY_STATUSES).optional(),
  origin: text(100).optional(),
  minPrice: priceSchema.optional(),
  maxPrice: priceSchema.optional(),
  stockStatus: z.enum(STOCK_STATUSES).optional(),
  modelName: text(200).optional(),
  labelStatus: z.enum(LABEL_STATUSES).optional(),
});
export type StorefrontFilter = z.infer<typeof storefrontFilterSchema>;

const namedSchema = z.object({ id: z.number(), name: z.string() });
export const pictureSchema = z.object({ id: z.number(), imageKey: z.string(), url: z.string() });
export type StorefrontPicture = z.infer<typeof pictureSchema>;

/** Badge colour of a stock status (the spec's `severity`). */
export const STOCK_SEVERITIES = { NONE: 'danger', LIMITED: 'warning', AVAILABLE: 'success' } as const;

/** Spec 3 §3 "Distributor product": one card of the grid. */
export const storefrontProductSchema = z.object({
  id: z.number(),
  model: z.object({
    id: z.number(),
    name: z.string(),
    barcode: z.string(),
    brand: namedSchema,
    category: namedSchema,
    subCategory: namedSchema,
    supplyStatus: z.enum(SUPPLY_STATUSES),
    origin: z.string().nullable(),
    firstPicture: pictureSchema.nullable(),
  }),
  modelPriceDisty: z.object({ id: z.number(), resellerPrice: z.number() }),
  stockStatus: z.enum(STOCK_STATUSES),
  stockStatusLabel: z.string(),
  severity: z.enum(['danger', 'warning', 'success']),
  /** Units the distributor can still give (stock minus what WAITING orders reserve). */
  quantity: z.number(),
  labels: z.array(z.enum(LABEL_STATUSES)),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontDetailSchema = storefrontProductSchema.extend({
  description: z.string().nullable(),
  pictures: z.array(pictureSchema),
});
export type StorefrontDetail = z.infer<typeof storefrontDetailSchema>;

/** Spec 3 §3 "Similar product" (+ barcode: the detail route needs it). */
export const similarProductSchema = z.object({
  modelId: z.number(),
  modelName: z.string(),
  barcode: z.string(),
  price: z.number(),
  firstPicture: z.string().nullable(),
});
export type SimilarProduct = z.infer<typeof similarProductSchema>;

export const SIMILAR_MAX = 12;

export const storefrontProducts = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/storefront/products',
  summary: 'Vitrin ürünleri (sayfalı)',
  description: 'Giriş yapılan bayinin vitrini; sipariş izin listesinde olmayan bayi 403.',
  access: STOREFRONT_SCREENS,
  query: z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(Math.max(...STOREFRONT_PAGE_SIZES))
      .default(STOREFRONT_PAGE_SIZES[0]),
  }),
  body: storefrontFilterSchema,
  response: pageOf(storefrontProductSchema),
});

const idParams = z.object({ id: coercedIdSchema });

export const storefrontProduct = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/storefront/product/:id',
  summary: 'Vitrin ürün detayı',
  description: 'Bilinmeyen ürün 404.',
  access: DETAIL_SCREENS,
  params: idParams,
  response: storefrontDetailSchema,
});

export const storefrontSimilar = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/storefront/similar/:id',
  summary: 'Benzer ürünler',
  access: DETAIL_SCREENS,
  params: idParams,
  response: z.array(similarProductSchema),
});

export const storefrontLabelTypes = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/storefront/labelTypes',
  summary: 'Vitrin etiket tipleri',
  access: STOREFRONT_SCREENS,
  response: z.array(keyValueSchema),
});

export const storefrontStockTypes = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/storefront/stockTypes',
  summary: 'Vitrin stok durumu tipleri',
  access: STOREFRONT_SCREENS,
  response: z.array(keyValueSchema),
});

const filterCategorySchema = namedSchema.extend({ subCategories: z.array(namedSchema) });
export const storefrontFilterOptionsSchema = z.object({
  brands: z.array(namedSchema),
  categories: z.array(filterCategorySchema),
  origins: z.array(z.string()),
});
export type StorefrontFilterOptions = z.infer<typeof storefrontFilterOptionsSchema>;

export const storefrontFilters = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/storefront/filters',
  summary: 'Vitrin filtre seçenekleri',
  access: STOREFRONT_SCREENS,
  response: storefrontFilterOptionsSchema,
});
