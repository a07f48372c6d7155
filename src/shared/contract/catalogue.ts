import { z } from 'zod';
import { screens } from '../access.js';
import { IMAGE_MAX_BYTES, SCORE_TYPES, TOLERANCE_MAX, TOLERANCE_MIN, CATALOGUE_MSG } from '../catalogue.js';
import { defineEndpoint } from './endpoint.js';
import { coercedIdSchema, idSchema } from '../schemas.js';

/** Brands, categories, sub-categories, tolerance ratios and lookups (spec 2 §7, spec 1 §7). */

/** Screens whose filters and product form read brands, categories, sub-categories and supplies. */
const PRODUCT_SCREENS = ['/ProductManagement', '/ProductManagement-Admin', '/ProductDetail/:productId', '/WaitingMyAction', '/addToDashboard'];
const CATEGORY_SCREENS = ['/CategoryManagement', '/CategoryView'];
/** Price screens whose filters or dialogs offer brands and supplies (the approval queue also categories). */
const PRICE_LOOKUP_SCREENS = ['/WaitingMySupplyPrice', '/ProductPriceAdmin-Disty', '/productPriceInfoList', '/productPrices', '/CanSell'];

export const keyValueSchema = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof keyValueSchema>;
const idBody = z.object({ id: coercedIdSchema });

const name = (max: number, required: string = 'Ad dolu olmalıdır.') => z.string().trim().min(1, required).max(max);

// ---- brands ----
export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  newBrand: z.boolean(),
  /** Public address of the image, null when none. */
  image: z.object({ publicAddress: z.string() }).nullable(),
  status: z.number(),
});
export type Brand = z.infer<typeof brandSchema>;

/** Active brands (filters, forms). */
export const brandsAll = defineEndpoint({ service: 'api', method: 'GET', path: '/brand/getAll', summary: 'Aktif markalar', access: screens(...PRODUCT_SCREENS, ...PRICE_LOOKUP_SCREENS, '/satis'), response: z.array(brandSchema) });
/** All brands incl. passive ones (admin brand screen). */
export const brandsWithPassive = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/brand/getAllWithPassive',
  summary: 'Tüm markalar (pasifler dahil)',
  access: screens('/brandCreate'),
  response: z.array(brandSchema),
});
const brandImageUpload = { field: 'file', kind: 'image', maxFiles: 1, maxBytes: IMAGE_MAX_BYTES } as const;
const newBrandField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .default(false)
  .transform((v) => v === true || v === 'true');
export const brandCreate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/brand/create',
  summary: 'Marka oluştur (logo yükleme)',
  access: screens('/brandCreate'),
  body: z.object({ name: name(100, CATALOGUE_MSG.brandNameRequired), newBrand: newBrandField }),
  upload: { ...brandImageUpload, required: true },
  response: brandSchema,
});
export const brandUpdate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/brand/update',
  summary: 'Markayı güncelle (logo yükleme)',
  access: screens('/brandCreate'),
  body: z.object({ id: coercedIdSchema, name: name(100, CATALOGUE_MSG.brandNameRequired), newBrand: newBrandField }),
  upload: { ...brandImageUpload, required: false },
  response: brandSchema,
});
export const brandPassive = defineEndpoint({ service: 'api', method: 'POST', path: '/brand/passive', summary: 'Markayı pasife al', access: screens('/brandCreate'), body: idBody, response: brandSchema });
export const brandActive = defineEndpoint({ service: 'api', method: 'POST', path: '/brand/active', summary: 'Markayı aktif et', access: screens('/brandCreate'), body: idBody, response: brandSchema });

// ---- categories ----
export const categorySchema = z.object({ id: z.number(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoriesAll = defineEndpoint({ service: 'api', method: 'GET', path: '/category/getAll', summary: 'Kategoriler', access: screens(...PRODUCT_SCREENS, ...CATEGORY_SCREENS, '/WaitingMySupplyPrice'), response: z.array(categorySchema) });
export const categoryUpsert = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/category/upsert',
  summary: 'Kategori ekle veya güncelle',
  access: screens('/CategoryManagement'),
  body: z.object({ id: idSchema.optional(), name: name(100, 'Kategori adı dolu olmalıdır.') }),
  response: categorySchema,
});
export const categoryDelete = defineEndpoint({ service: 'api', method: 'POST', path: '/category/delete', summary: 'Kategori sil', access: screens('/CategoryManagement'), body: idBody, response: z.object({ id: z.number() }) });

// ---- sub-categories ----
export const subCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  category: categorySchema,
  productScoreType: z.enum(SCORE_TYPES),
  scoreRatio: z.number(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;
export const subCategoriesAll = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/subCategory/getAll',
  summary: 'Alt kategoriler',
  access: screens(...PRODUCT_SCREENS, ...CATEGORY_SCREENS, '/WaitingMySupplyPrice'),
  query: z.object({ categoryId: coercedIdSchema.optional() }),
  response: z.array(subCategorySchema),
});
export const subCategoryUpsert = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/subCategory/upsert',
  summary: 'Alt kategori ekle veya güncelle',
  access: screens('/CategoryManagement'),
  body: z.object({
    id: idSchema.optional(),
    name: name(100, 'Alt kategori adı dolu olmalıdır.'),
    categoryId: idSchema,
    productScoreType: z.enum(SCORE_TYPES),
    // Step 0.1 (spec 2 §5): one decimal at most.
    scoreRatio: z
      .number()
      .min(0)
      .max(1_000_000)
      .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, 'Değer en fazla bir ondalık basamak içerebilir.'),
  }),
  response: subCategorySchema,
});
export const subCategoryDelete = defineEndpoint({ service: 'api', method: 'POST', path: '/subCategory/delete', summary: 'Alt kategori sil', access: screens('/CategoryManagement'), body: idBody, response: z.object({ id: z.number() }) });

// ---- enums ----
export const scoreTypes = defineEndpoint({ service: 'api', method: 'GET', path: '/enum/scoretype', summary: 'Puan tipleri (anahtar, etiket)', access: screens('/CategoryManagement', '/CategoryView'), response: z.array(keyValueSchema) });
export const stockTypes = defineEndpoint({ service: 'api', method: 'GET', path: '/enum/stocktype', summary: 'Stok durumu tipleri (anahtar, etiket)', access: screens('/stockStatus'), response: z.array(keyValueSchema) });

// ---- tolerance (marj) ----
export const toleranceSchema = z.object({ id: z.number(), marjRatio: z.number(), subCategory: subCategorySchema });
export type Tolerance = z.infer<typeof toleranceSchema>;
export const tolerancesAll = defineEndpoint({ service: 'api', method: 'POST', path: '/marj/getAll', summary: 'Tolerans oranları', access: screens('/Marj'), response: z.array(toleranceSchema) });
export const categoryTreeSchema = z.array(categorySchema.extend({ subCategories: z.array(z.object({ id: z.number(), name: z.string() })) }));
export const categoryTree = defineEndpoint({ service: 'api', method: 'GET', path: '/category/tree', summary: 'Kategori ağacı (kategori → alt kategori)', access: screens('/Marj'), response: categoryTreeSchema });
export const toleranceUpsert = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/marj/upsert',
  summary: 'Tolerans oranı ekle veya güncelle',
  access: screens('/Marj'),
  body: z.object({
    id: idSchema.optional(),
    marjRatio: z.number().min(TOLERANCE_MIN, 'Tolerans oranı 0 ile 100 arasında olmalıdır.').max(TOLERANCE_MAX, 'Tolerans oranı 0 ile 100 arasında olmalıdır.'),
    subCategory: z.object({ id: idSchema }),
  }),
  response: toleranceSchema,
});

// ---- supplies (lookup) ----
export const supplyRefSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type SupplyRef = z.infer<typeof supplyRefSchema>;
/** Supplies the caller may see: all for group staff, its own for a supplier, those it distributes for a distributor. */
export const suppliesAll = defineEndpoint({ service: 'api', method: 'GET', path: '/supply/getAll', summary: 'Görülebilen tedarikçiler', description: 'Grup personeline hepsi, tedarikçiye kendisi, distribütöre dağıttıkları.', access: screens(...PRODUCT_SCREENS, '/ProductExcel', ...PRICE_LOOKUP_SCREENS), response: z.array(supplyRefSchema) });
