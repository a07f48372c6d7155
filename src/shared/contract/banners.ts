import { z } from 'zod';
import { screens } from '../access.js';
import { IMAGE_MAX_BYTES } from '../catalogue.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Storefront banners (/bannerList, spec 3 §2.4, §3, §5, §7 "Banners", §8, §9).
 *
 * Dates travel as local date-time without a zone, 'YYYY-MM-DDTHH:mm:ss' (spec 3 §2.4), and
 * mean Turkey time (Europe/Istanbul, UTC+3 all year) on the server; answers use the same form.
 * A banner is current while start <= now < end; the end must be after the start.
 */
export const BANNER_MSG = {
  createTitle: 'Yeni Banner Ekle',
  created: 'Banner oluşturuldu.',
  updated: 'Banner güncellendi.',
  deleted: 'Banner silindi.',
  /** Spec 3 §5: exactly one image. */
  oneImage: 'Sadece bir tane resim seçilmiş olmalıdır.',
  // Ours (the spec shows none), worded in its style.
  editTitle: 'Banner Düzenle',
  startRequired: 'Başlangıç tarihi dolu olmalıdır.',
  endRequired: 'Bitiş tarihi dolu olmalıdır.',
  invalidDate: 'Geçerli bir tarih ve saat girilmelidir.',
  endAfterStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
  deleteTitle: 'Banner Sil',
  deleteConfirm: 'Banner silinecektir. Emin misiniz?',
  empty: 'Kayıt Bulunamadı.',
} as const;

/** Banner upload time-out (spec 3 §9). */
export const BANNER_UPLOAD_TIMEOUT_MS = 60_000;
export const BANNER_MAX_BYTES = IMAGE_MAX_BYTES;

/** Türkiye keeps UTC+3 all year (no daylight saving since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'YYYY-MM-DDTHH:mm[:ss]' in Istanbul → the instant, or null when it is no real date-time (years 2000–2100). */
export function istanbulLocalToDate(text: string): Date | null {
  const m = LOCAL_PATTERN.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0));
  if (y < 2000 || y > 2100 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  // Rejects 2025-02-30 and the like (Date.UTC would roll them over).
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return new Date(utc - ISTANBUL_OFFSET_MS);
}

/** An instant → its Istanbul local date-time 'YYYY-MM-DDTHH:mm:ss'. */
export const dateToIstanbulLocal = (at: Date | string) => new Date(new Date(at).getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 19);

/** A local date-time as the screen or a client sends it; normalised to 'YYYY-MM-DDTHH:mm:ss'. */
const localDateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .refine((v) => istanbulLocalToDate(v) !== null, { message: BANNER_MSG.invalidDate, abort: true })
    .transform((v) => dateToIstanbulLocal(istanbulLocalToDate(v)!));

const dates = z.object({ startDate: localDateTime(BANNER_MSG.startRequired), endDate: localDateTime(BANNER_MSG.endRequired) });
/** The end after the start (normalised texts of one form compare like the instants). */
const endAfterStart = <S extends z.ZodType<z.infer<typeof dates>>>(schema: S) =>
  schema.refine((v) => !istanbulLocalToDate(v.startDate) || !istanbulLocalToDate(v.endDate) || v.endDate > v.startDate, {
    message: BANNER_MSG.endAfterStart,
    path: ['endDate'],
  });

/** A banner (spec 3 §3): dates in Istanbul local time, the image's public address and file name. */
export const bannerSchema = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  image: z.object({ publicAddress: z.string(), name: z.string() }),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * The banners shown now (start <= now < end), by start: the storefront's carousel. Resellers
 * must be on the order allow-list (403 otherwise).
 */
export const bannerCurrent = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/banner/current',
  summary: 'Şu an yayında olan bannerlar',
  description: 'Başlangıcı geçmiş, bitişi gelmemiş bannerlar, başlangıca göre: vitrinin kayan görselleri. Sipariş izin listesinde olmayan bayi 403 alır.',
  access: screens('/bannerList', '/resellerOrderManagement'),
  response: z.array(bannerSchema),
});

/** Every banner, newest start first. */
export const bannerAll = defineEndpoint({ service: 'api', method: 'GET', path: '/banner/getAll', summary: 'Tüm bannerlar', description: 'En yeni başlangıç önce.', access: screens('/bannerList'), response: z.array(bannerSchema) });

export const bannerById = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/banner/:id',
  summary: 'Tek banner',
  description: 'Bilinmeyen id 404.',
  access: screens('/bannerList'),
  params: z.object({ id: coercedIdSchema }),
  response: bannerSchema,
});

/** multipart: file (exactly one image ≤ 1,000,000 bytes), startDate, endDate. */
export const bannerCreate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/banner/create',
  summary: 'Banner oluştur (görsel yükleme)',
  description: 'multipart: tam bir görsel (yoksa veya birden çoksa 400), başlangıç ve bitiş tarihi.',
  access: screens('/bannerList'),
  body: endAfterStart(dates),
  // Not `required`: a missing image answers the spec's text (the service checks it).
  upload: { field: 'file', kind: 'image', maxFiles: 1, maxBytes: BANNER_MAX_BYTES, required: false, tooManyText: BANNER_MSG.oneImage },
  response: bannerSchema,
});

/** Changes the dates only. */
export const bannerUpdate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/banner/update',
  summary: 'Banner tarihlerini güncelle',
  description: 'Yalnızca tarihler değişir; bilinmeyen id 404.',
  access: screens('/bannerList'),
  body: endAfterStart(dates.extend({ id: idSchema })),
  response: bannerSchema,
});

/** Deletes the banner and its image (the spec's GET delete is a POST: a state change never rides a GET). */
export const bannerDelete = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/banner/delete/:id',
  summary: 'Banner sil',
  description: 'Banner ve görseli silinir (spec GET der; durum değiştiren istek POST olur). Bilinmeyen id 404.',
  access: screens('/bannerList'),
  params: z.object({ id: coercedIdSchema }),
  response: z.object({ id: z.number() }),
});
