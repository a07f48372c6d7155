import { z } from 'zod';
import { screens } from '../access.js';
import { digitsOnly } from '../digits.js';
import { idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';

/**
 * /ProductFault-Update 'Tedarikçi Arıza Bilgileri' (spec 1 §2.7, spec 3 §2.9, §3 Supplier
 * shipping info, §7, spec 2 §8; issue 13): where a faulty product is shipped back to a supplier
 * (shipping name, post code, address, phone). A supplier user edits its own supply's; a
 * distributor admin those of the suppliers delivering through its distributor. The spec shows no
 * validation; ours: all four required, a 5-digit post code, a 10-digit phone.
 */
export const SHIPPING_MSG = {
  saved: 'Kaydedildi',
  // Ours, worded in the spec's style.
  required: 'Kargo bilgileri için bütün alanlar dolu olmalıdır.',
  postCode: 'Posta kodu 5 haneli olmalıdır.',
  phone: 'Telefon 10 haneli olmalıdır (ör. 212 555 00 00).',
  supplier: 'Tedarikçi',
  shippingName: 'Kargo Alıcı Adı',
  postCodeLabel: 'Posta Kodu',
  address: 'Adres',
  phoneLabel: 'Telefon',
  empty: 'Tedarikçi bulunamadı.',
} as const;

/** Spec 3 §3: id, name, code, shippingName, postCode, address, phoneNumber. */
export const shippingInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  shippingName: z.string().nullable(),
  postCode: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

const required = (max: number) => z.string({ error: SHIPPING_MSG.required }).trim().min(1, SHIPPING_MSG.required).max(max);

/** The suppliers the caller may edit, with their shipping information. */
export const shippingInfoList = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/supply/shippingInfo',
  summary: 'Tedarikçilerin arızalı ürün gönderim bilgileri',
  access: screens('/ProductFault-Update'),
  response: z.array(shippingInfoSchema),
});

/** Spec 3 §7 POST supplier shipping info (id, name, code, …): name and code are the supplier's and stay as they are. */
export const shippingInfoSave = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/supply/shippingInfo/save',
  summary: 'Tedarikçinin gönderim bilgisini kaydet',
  access: screens('/ProductFault-Update'),
  body: z.object({
    id: idSchema,
    name: z.string().max(200).optional(),
    code: z.string().max(50).optional(),
    shippingName: required(200),
    postCode: required(10).refine((v) => /^\d{5}$/.test(v), SHIPPING_MSG.postCode),
    address: required(500),
    phoneNumber: required(20)
      .transform((v) => digitsOnly(v).replace(/^(90|0)(?=\d{10}$)/, ''))
      .refine((v) => /^\d{10}$/.test(v), SHIPPING_MSG.phone),
  }),
  response: shippingInfoSchema,
});
