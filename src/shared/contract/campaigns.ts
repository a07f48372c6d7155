import { z } from 'zod';
import { screens } from '../access.js';
import { idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Accessory campaigns and TT CRM records (spec 1 §2.14, §3, §4, §5 "Campaign save", §7
 * "Campaigns and serials" — the spec's paths —, §8, §9; issue 14). TTG_ADMIN only.
 */
export const CAMPAIGN_MSG = {
  required: 'Kampanya kaydetmek için zorunlu alanlar dolu olmalıdır.',
  snCode: 'SN kodu 7 haneli olmalıdır.',
  amountCode: 'Tutar kodu 1 haneli olmalıdır.',
  termCode: 'Taksit kodu 1 haneli olmalıdır.',
  saveFailed: 'Kampanya kaydedilemedi.',
  passiveFailed: 'Kampanya pasif duruma getirilemedi.',
  activeFailed: 'Kampanya aktif duruma getirilemedi.',
  saved: 'Kampanya kaydedildi.',
  passivated: 'Kampanya pasif duruma getirildi.',
  activated: 'Kampanya aktif duruma getirildi.',
  serialUsageFailed: 'Seri numara kullanımı güncellenemedi.',
  serialUsageSaved: 'Seri numara kullanımı güncellendi.',
  empty: 'Kayıt bulunamadı',
  // Ours (the spec shows none), worded in its style.
  termAmount: 'Taksit tutarı tam iki ondalık haneli olmalıdır (ör. 16,50).',
  amount: 'Tutar sıfırdan büyük bir sayı olmalıdır.',
  termNumber: 'Taksit sayısı 1 ile 120 arasında bir tam sayı olmalıdır.',
  stockWarning: 'Kritik stok seviyesi sıfır veya sıfırdan büyük bir tam sayı olmalıdır.',
  snTaken: 'Bu SN kodu başka bir kampanyada kullanılıyor.',
  passiveConfirm: 'Kampanyayı pasif duruma getirmek istediğinize emin misiniz?',
  activeConfirm: 'Kampanyayı aktif duruma getirmek istediğinize emin misiniz?',
  serialOnConfirm: 'Seri numara kullanımını açmak istediğinize emin misiniz?',
  serialOffConfirm: 'Seri numara kullanımını kapatmak istediğinize emin misiniz?',
} as const;

/** Spec 1 §9: the campaign table's page sizes. */
export const CAMPAIGN_PAGE_SIZES = [10, 20, 30] as const;

/** Spec 1 §3: 'Paket' plus the amount with no decimals. */
export const packageName = (amount: number) => `Paket ${Math.trunc(amount)}`;

/** Spec 1 §3 Accessory campaign. */
export const campaignSchema = z.object({
  id: z.number(),
  status: z.number(),
  voucherCode: z.string(),
  description: z.string(),
  billTemplate: z.string(),
  amount: z.number(),
  amountCode: z.string().nullable(),
  termNumber: z.number(),
  termNumberCode: z.string().nullable(),
  termAmount: z.number(),
  stockWarning: z.number(),
  passStockWarning: z.number(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const requiredText = (max: number) => z.string({ error: CAMPAIGN_MSG.required }).trim().min(1, CAMPAIGN_MSG.required).max(max);
const oneChar = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || v.length === 1, message)
    .nullish()
    .transform((v) => v || null);
/** A number as typed (a Turkish comma allowed) or sent. */
const decimal = (message: string) =>
  z.union([z.number(), z.string().trim().min(1, CAMPAIGN_MSG.required).transform((v) => Number(v.replace(',', '.')))], { error: CAMPAIGN_MSG.required }).refine(Number.isFinite, message);
const counter = z.number({ error: CAMPAIGN_MSG.stockWarning }).int(CAMPAIGN_MSG.stockWarning).min(0, CAMPAIGN_MSG.stockWarning).max(100_000_000, CAMPAIGN_MSG.stockWarning);

/** At most two decimals (19.99 · 100 is 1998.9999… in floating point: compared with a tolerance). */
const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** Digits, a point or a Turkish comma, exactly two decimals: '16.50', '16,50'. */
export const TERM_AMOUNT_PATTERN = /^\d{1,10}[.,]\d{2}$/;

/**
 * The term amount has exactly 2 decimals (spec 1 §3, §5, §9). A JSON number cannot say so (16.50
 * arrives as 16.5), so it travels as text — '16.50' or '16,50' — and is read as the number here;
 * '50', '16.5' and numbers are refused with the field's text, an empty value as required.
 */
const termAmountSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? CAMPAIGN_MSG.required : CAMPAIGN_MSG.termAmount) })
  .trim()
  .min(1, { error: CAMPAIGN_MSG.required, abort: true })
  .regex(TERM_AMOUNT_PATTERN, CAMPAIGN_MSG.termAmount)
  .transform((v) => Number(v.replace(',', '.')))
  .refine((v) => v <= 1_000_000_000, CAMPAIGN_MSG.termAmount);

/** Spec 1 §5 "Campaign save": required fields, SN code 7 characters, codes 1 character, term amount exactly 2 decimals. */
export const campaignSaveSchema = z.object({
  id: idSchema.optional(),
  voucherCode: requiredText(7).refine((v) => v.length === 7, CAMPAIGN_MSG.snCode),
  description: requiredText(300),
  billTemplate: requiredText(300),
  amount: decimal(CAMPAIGN_MSG.amount).refine((v) => v > 0 && v <= 1_000_000_000 && hasCents(v), CAMPAIGN_MSG.amount),
  amountCode: oneChar(CAMPAIGN_MSG.amountCode),
  termNumber: z.number({ error: CAMPAIGN_MSG.required }).int(CAMPAIGN_MSG.termNumber).min(1, CAMPAIGN_MSG.termNumber).max(120, CAMPAIGN_MSG.termNumber),
  termNumberCode: oneChar(CAMPAIGN_MSG.termCode),
  termAmount: termAmountSchema,
  stockWarning: counter.default(0),
  passStockWarning: counter.default(0),
});
export type CampaignSave = z.output<typeof campaignSaveSchema>;
/** The body as sent (the term amount as its 2-decimal text). */
export type CampaignSaveBody = z.input<typeof campaignSaveSchema>;

const SCREEN = screens('/accessoryCampaignList');

export const campaignAll = defineEndpoint({ service: 'api', method: 'GET', path: '/accessoryCampaign/getAllWithPassive', summary: 'Aksesuar kampanyaları (pasifler dahil)', access: SCREEN, response: z.array(campaignSchema) });
export const campaignUpsert = defineEndpoint({ service: 'api', method: 'POST', path: '/accessoryCampaign/upsert', summary: 'Aksesuar kampanyası ekle veya güncelle', access: SCREEN, body: campaignSaveSchema, response: campaignSchema });
export const campaignPassive = defineEndpoint({ service: 'api', method: 'POST', path: '/accessoryCampaign/passive', summary: 'Aksesuar kampanyasını pasife al', access: SCREEN, body: z.object({ id: idSchema }), response: campaignSchema });
export const campaignActive = defineEndpoint({ service: 'api', method: 'POST', path: '/accessoryCampaign/active', summary: 'Aksesuar kampanyasını aktif et', access: SCREEN, body: z.object({ id: idSchema }), response: campaignSchema });

/** Spec 1 §3 TT CRM record. Password usage is always on (spec 1 §2.14): it is no field. */
export const ttCrmSchema = z.object({ id: z.number(), crmCode: z.string(), name: z.string(), firmName: z.string().nullable(), serialOptionActive: z.boolean() });
export type TtCrm = z.infer<typeof ttCrmSchema>;

export const ttCrmAll = defineEndpoint({ service: 'api', method: 'GET', path: '/ttCrm/getAll', summary: 'TT CRM kayıtları', access: screens('/ttCrmList'), response: z.array(ttCrmSchema) });
export const ttCrmSerialUsage = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/ttCrm/updateSerialUsage',
  summary: 'TT CRM seri numarası kullanımını güncelle',
  access: screens('/ttCrmList'),
  body: z.object({ ttCrmId: idSchema, serialOptionActive: z.boolean() }),
  response: ttCrmSchema,
});
