import { z } from 'zod';
import { screens } from '../access.js';
import { INT4_MAX, idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Brand–supplier mapping (/CanSell 'Marka Tedarikçi', spec 1 §2.14, §3, §5, §7): which
 * brands a supplier may create products for and enter prices of. A supplier (or a
 * distributor for one of its supplies) may create a product, or change its brand, only for
 * a brand mapped to the product's supply; the price code refuses the same way.
 */
export const CAN_SELL_MSG = {
  title: 'Marka Tedarikçi',
  /** Empty table (spec 1 §2.14, §8). */
  empty: 'Eşleşme Bulunamadı.',
  // Save rules (spec 1 §5 "Can-sell save").
  brandRequired: 'Marka seçili olmalıdır.',
  suppliesRequired: 'Tedarikçiler seçili olmalıdır.',
  /** Upsert added nothing: every chosen pair was already there. */
  alreadyDefined: 'Marka zaten tanımlıdır',
  /** Success of save and delete (spec 1 §8 successes). */
  done: 'İşlem Gerçekleştirildi.',
  // Our own texts (the spec shows none for these), worded in its style.
  deleteConfirm: (brand: string, supply: string) => `${brand} markasının ${supply} ile eşleşmesi silinecektir. Emin misiniz?`,
  /** A product of a brand not mapped to its supply (model/upsert 422, a spreadsheet row's reason). */
  brandNotMapped: 'Bu marka tedarikçiye tanımlı değil; ürün eklenemez (Marka Tedarikçi eşleşmesi yok).',
} as const;

const named = z.object({ id: z.number(), name: z.string() });

/** A supply of a mapping, with the distributors it delivers through (the first one's name is shown). */
export const canSellSupplySchema = named.extend({ code: z.string(), disties: z.array(named) });
export type CanSellSupply = z.infer<typeof canSellSupplySchema>;

/** One brand and the supplies mapped to it (spec 1 §3 "Can-sell mapping"). */
export const canSellMappingSchema = z.object({ brand: named, supplies: z.array(canSellSupplySchema) });
export type CanSellMapping = z.infer<typeof canSellMappingSchema>;

/** Every mapping, brands in Turkish order, each brand's supplies by name. */
export const canSellAll = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/cansell/getAll',
  summary: 'Marka–tedarikçi satış eşleşmeleri',
  description: 'Markalar Türkçe sırayla, her markanın tedarikçileri ada göre.',
  access: screens('/CanSell'),
  response: z.array(canSellMappingSchema),
});

/** Adds the pairs (brandId, supply) not yet there. The answer holds only the added supplies: none = 'Marka zaten tanımlıdır'. */
export const canSellUpsert = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/cansell/upsert',
  summary: 'Markaya tedarikçi ekle',
  description: 'Henüz olmayan (marka, tedarikçi) çiftlerini ekler; cevap yalnızca eklenenleri taşır.',
  access: screens('/CanSell'),
  body: z.object({
    brandId: z.number({ error: CAN_SELL_MSG.brandRequired }).int(CAN_SELL_MSG.brandRequired).positive(CAN_SELL_MSG.brandRequired).max(INT4_MAX),
    supplies: z.array(idSchema, { error: CAN_SELL_MSG.suppliesRequired }).min(1, CAN_SELL_MSG.suppliesRequired).max(1_000),
  }),
  response: canSellMappingSchema,
});

/** Removes one pair; products already made stay (new ones and prices are refused from then on). */
export const canSellDelete = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/cansell/delete',
  summary: 'Marka–tedarikçi eşleşmesini kaldır',
  description: 'Mevcut ürünler kalır; bundan sonra yeni ürün ve fiyat reddedilir.',
  access: screens('/CanSell'),
  body: z.object({ brandId: idSchema, supplyId: idSchema }),
  response: z.object({ brandId: z.number(), supplyId: z.number() }),
});

/** One brand's mapping (supplies empty when none); an unknown brand answers 404. */
export const canSellByBrand = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/cansell/getByBrand',
  summary: 'Bir markanın tedarikçi eşleşmesi',
  description: 'Bilinmeyen marka 404.',
  access: screens('/CanSell'),
  body: z.object({ brandId: idSchema }),
  response: canSellMappingSchema,
});

// ---- distributors (lookup, spec 1 §7 "GET disty/all") ----
export const distyRefSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type DistyRef = z.infer<typeof distyRefSchema>;

/** Every distributor, by name: the admin screens' distributor choices. */
export const distiesAll = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/disty/all',
  summary: 'Tüm distribütörler',
  description: 'Ada göre; yönetim ekranlarının distribütör seçenekleri.',
  access: screens('/CanSell', '/ProductPriceAdmin-Disty'),
  response: z.array(distyRefSchema),
});
