import { z } from 'zod';
import { only, screens } from '../access.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { defineList } from './list.js';
import { defineEndpoint } from './endpoint.js';

/**
 * /resellerList and /adminResellerLogin (spec 3 §2.6, §3 Reseller, §5, §7 "Resellers", §8):
 * the reseller list — TTG_ADMIN with single selection, a role and 'Bayi Olarak Giriş Yap';
 * DISTY_ADMIN titled 'Bayi Listesi' with its distributor forced (the server holds it), 'Detay'
 * and the export. Our paths: POST /reseller/search (page), /reseller/findAll (xlsx),
 * GET /reseller/detail/:code.
 */
export const RESELLERS_MSG = {
  title: 'Bayi Listesi',
  loginAs: 'Bayi Olarak Giriş Yap',
  roleUser: 'Bayi Kullanıcısı',
  roleAdmin: 'Bayi Admini',
  selectReseller: 'Bir bayi seçili olmalıdır.',
  selectRole: 'Bir rol seçili olmalıdır.',
  loginFailed: 'Bayi olarak giriş yapma başarısız.',
  exportFailed: 'Bayi bilgisi getirme başarısız.',
  detail: 'Detay',
  detailTitle: 'Bayi Detay',
  empty: 'Kayıt Bulunamadı.',
  // Ours: the role picker's label.
  role: 'Rol',
} as const;

export const RESELLER_LIST_FILE = 'Bayi Listesi.xlsx';

const text = z.string().trim();

export const resellerFilterSchema = z.object({
  code: text.max(50).optional(),
  parentCode: text.max(50).optional(),
  name: text.max(200).optional(),
  /** A distributor admin's is its own whatever it sends. */
  distyCode: text.max(50).optional(),
});
export type ResellerFilter = z.infer<typeof resellerFilterSchema>;

/** Spec 3 §3 Reseller. */
export const resellerRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
  parentName: z.string().nullable(),
  distyCode: z.string().nullable(),
  distyName: z.string().nullable(),
  resellerType: z.string().nullable(),
  active: z.boolean(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  mainArea: z.string().nullable(),
  area: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  addressText: z.string().nullable(),
  approvedScore: z.number(),
  unapprovedScore: z.number(),
});
export type ResellerRow = z.infer<typeof resellerRowSchema>;

const RESELLER_SCREENS = ['/resellerList', '/adminResellerLogin'] as const;
/** 'Detay' and the Excel 'Bayi Listesi' are the distributor admins' (spec 3 §2.6); the group admin's screen logs in as a reseller. */
const DISTY_RESELLER_LIST = only(screens('/resellerList'), ['DISTY_ADMIN']);

/** Exactly the spec's four columns (spec 3 §2.6) on both screens and in 'Bayi Listesi'; the rest of a reseller is in 'Bayi Detay'. */
export const resellerList = defineList({
  id: 'resellers',
  title: 'Bayi listesi',
  path: '/reseller/search',
  access: screens(...RESELLER_SCREENS),
  filter: resellerFilterSchema,
  row: resellerRowSchema,
  columns: [
    { key: 'code', header: 'Bayi Kodu', text: (r) => r.code, exportWidth: 14 },
    { key: 'parentCode', header: 'Üst Bayi Kodu', text: (r) => r.parentCode ?? '', exportWidth: 14 },
    { key: 'name', header: 'Bayi Adı', text: (r) => r.name, exportWidth: 36 },
    { key: 'distyCode', header: 'Distribütör Kodu', text: (r) => r.distyCode ?? '', exportWidth: 16 },
  ],
  sorts: ['code', 'name'],
  defaultSort: 'code,desc',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultPageSize: 10,
  emptyText: RESELLERS_MSG.empty,
  export: { path: '/reseller/findAll', fileName: RESELLER_LIST_FILE, access: DISTY_RESELLER_LIST },
});

/** 'Bayi Detay' (a distributor admin's own resellers). */
export const resellerDetail = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/reseller/detail/:code',
  summary: 'Bayi detayı',
  description: 'Distribütör admininin kendi bayileri; başkası 404.',
  access: DISTY_RESELLER_LIST,
  params: z.object({ code: text.min(1).max(50) }),
  response: resellerRowSchema,
});

