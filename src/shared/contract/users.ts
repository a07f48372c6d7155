import { z } from 'zod';
import { only, type Role, screens } from '../access.js';
import { normalizeGsm } from '../digits.js';
import { pageOf } from '../paging.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { roleSchema } from './auth.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Users of every kind (spec 2 §2.7, §3 User, §4, §5 user form, §7 "Users"; issue 13):
 * /DefineUser (TTG_ADMIN: distributor and supplier users once one is picked; RESELLER_ADMIN:
 * the users of its own resellers), /DefineResellerUser, /DefineTTGUser (TTG_ADMIN),
 * /addUserDist (DISTY_ADMIN: its own distributor's users).
 *
 * Who may create or change whom is a rule of the server (server/users/user-rules.ts): TTG_ADMIN
 * anyone; RESELLER_ADMIN only reseller roles of its own resellers (own and their children);
 * DISTY_ADMIN only distributor roles of its own distributor. WEB_SERVICE users are created
 * only by TTG_ADMIN and never listed.
 */
export const USERS_MSG = {
  // spec 2 §5, §8
  required: 'Kullanıcı kaydı için zorunlu alanlar dolu olmalıdır.',
  empty: 'Kullanıcı Bulunamadı.',
  dialogTitle: 'Kullanıcı Bilgileri',
  activate: 'Aktif Et',
  remove: 'Sil',
  // Ours (the spec shows none), worded in its style.
  emailInvalid: 'E-posta adresi geçerli olmalıdır.',
  gsmInvalid: 'Cep telefonu 5 ile başlayan 10 haneli bir numara olmalıdır.',
  /** Under the contact fields when both are empty: allowed (spec 2 §5), but the code and the password reset go to one of them. */
  noContactHint: 'Cep telefonu ve e-posta boş kalırsa kullanıcı doğrulama koduyla giriş yapamaz, şifresini de sıfırlayamaz.',
  oneRole: 'Bir rol seçili olmalıdır.',
  roleUnknown: 'Rol geçersiz.',
  resellerRequired: 'Bayi kullanıcısı için en az bir bayi seçili olmalıdır.',
  distyRequired: 'Distribütör kullanıcısı için distribütör seçili olmalıdır.',
  supplyRequired: 'Tedarikçi kullanıcısı için tedarikçi seçili olmalıdır.',
  gsmTaken: 'Bu cep telefonu numarası başka bir kullanıcıda kayıtlı.',
  emailTaken: 'Bu e-posta adresi başka bir kullanıcıda kayıtlı.',
  roleNotAllowed: 'Bu rolü verme yetkiniz yok.',
  userNotAllowed: 'Bu kullanıcıyı düzenleme yetkiniz yok.',
  resellerNotAllowed: 'Seçilen bayilerde kullanıcı tanımlama yetkiniz yok.',
  unknownReseller: (codes: string[]) => `Bayi bulunamadı: ${codes.join(', ')}`,
  selfPassive: 'Kendi kullanıcınızı silemezsiniz.',
  selfRole: 'Kendi rolünüzü değiştiremezsiniz.',
  saved: 'Kullanıcı kaydedildi.',
  created: 'Kullanıcı oluşturuldu. Giriş bilgileri kullanıcıya gönderildi.',
  passivated: 'Kullanıcı silindi.',
  activated: 'Kullanıcı aktif edildi.',
  saveFailed: 'Kullanıcı kaydedilemedi.',
  loadFailed: 'Kullanıcı bilgisi getirme başarısız.',
  pickOrgFirst: 'Kullanıcıları görmek için distribütör veya tedarikçi seçiniz.',
  historyTitle: 'Değişiklik Geçmişi',
  historyEmpty: 'Değişiklik kaydı bulunamadı.',
  exportTtgOnly: 'Excel yalnızca TTG kullanıcıları için alınabilir.',
} as const;

/** The kinds of users the screens list, by their roles' prefix (spec 2 §7 roles by type). */
export const USER_KINDS = ['TTG', 'RESELLER', 'DISTY', 'SUPPLY'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** The people roles of each kind (WEB_SERVICE belongs to none: it is never listed). */
export const ROLES_OF_KIND: Record<UserKind, readonly Role[]> = {
  TTG: ['TTG_ADMIN', 'TTG_USER', 'TTG_CUSTOMER_SERVICE'],
  RESELLER: ['RESELLER_ADMIN', 'RESELLER_USER'],
  DISTY: ['DISTY_ADMIN', 'DISTY_USER'],
  SUPPLY: ['SUPPLY_ADMIN', 'SUPPLY_USER'],
};

export const kindOfRole = (role: Role): UserKind | null => USER_KINDS.find((k) => ROLES_OF_KIND[k].includes(role)) ?? null;

/** Spec 2 §2.7: the e-mail column shows 21 characters and an ellipsis. */
export const EMAIL_CELL_MAX = 21;
export const emailCell = (email: string | null) => (!email ? '' : email.length > EMAIL_CELL_MAX ? `${email.slice(0, EMAIL_CELL_MAX)}…` : email);

const orgRefSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });

/** Spec 2 §3 User, as the lists and the dialog read it. */
export const userRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  gsmNo: z.string().nullable(),
  roles: z.array(roleSchema),
  /** 1 = active (spec 2 §4). */
  status: z.number(),
  resellers: z.array(z.object({ code: z.string(), name: z.string() })),
  disty: orgRefSchema.nullable(),
  supply: orgRefSchema.nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

const text = z.string().trim();
/** Required text of the form: a missing or blank value gets the form's one warning (spec 2 §5). */
const requiredText = (max: number) => z.string({ error: USERS_MSG.required }).trim().min(1, USERS_MSG.required).max(max);

/** 10 digits starting with 5, spaces (the mask's) allowed; stored as the 10 digits. */
export const gsmSchema = z
  .string()
  .trim()
  .max(20, USERS_MSG.gsmInvalid)
  .transform((v, ctx) => {
    if (v === '') return null;
    const gsm = /^[\d\s]+$/.test(v) ? normalizeGsm(v) : null;
    if (!gsm || gsm.length !== 10) {
      ctx.addIssue({ code: 'custom', message: USERS_MSG.gsmInvalid });
      return z.NEVER;
    }
    return gsm;
  });

export const emailSchema = z
  .string()
  .trim()
  .max(200, USERS_MSG.emailInvalid)
  .transform((v, ctx) => {
    if (v === '') return null;
    if (!z.email().safeParse(v).success) {
      ctx.addIssue({ code: 'custom', message: USERS_MSG.emailInvalid });
      return z.NEVER;
    }
    return v.toLowerCase();
  });

/**
 * Create (no id) or update a user (spec 2 §7: name, surname, email, gsmNo, roles,
 * resellersCodes, disty, supply). One role at a time (spec 2 §2.7). The organisation follows
 * the role: reseller roles need resellers, distributor roles a distributor, supplier roles a
 * supplier; the others are dropped. Distributor and supplier users need both e-mail and mobile
 * (spec 2 §5); the others need neither (the spec's form asks only name, surname and role), and
 * without one of them they cannot sign in by code: the dialog says so, it does not refuse.
 */
export const userSaveBodySchema = z
  .object({
    id: idSchema.optional(),
    name: requiredText(100),
    surname: requiredText(100),
    email: emailSchema.nullish().transform((v) => v ?? null),
    gsmNo: gsmSchema.nullish().transform((v) => v ?? null),
    roles: z.array(roleSchema, { error: USERS_MSG.required }).min(1, USERS_MSG.required).max(1, USERS_MSG.oneRole),
    resellersCodes: z.array(text.min(1).max(50)).max(500).default([]),
    disty: idSchema.nullish(),
    supply: idSchema.nullish(),
  })
  .superRefine((u, ctx) => {
    const kind = kindOfRole(u.roles[0]);
    const flag = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (kind === 'RESELLER' && u.resellersCodes.length === 0) flag('resellersCodes', USERS_MSG.resellerRequired);
    if (kind === 'DISTY' && !u.disty) flag('disty', USERS_MSG.distyRequired);
    if (kind === 'SUPPLY' && !u.supply) flag('supply', USERS_MSG.supplyRequired);
    if (kind === 'DISTY' || kind === 'SUPPLY') {
      if (!u.email) flag('email', USERS_MSG.required);
      if (!u.gsmNo) flag('gsmNo', USERS_MSG.required);
    }
  })
  .transform((u) => {
    const kind = kindOfRole(u.roles[0]);
    return {
      ...u,
      resellersCodes: kind === 'RESELLER' ? [...new Set(u.resellersCodes)] : [],
      disty: kind === 'DISTY' ? (u.disty ?? null) : null,
      supply: kind === 'SUPPLY' ? (u.supply ?? null) : null,
    };
  });
export type UserSaveBody = z.output<typeof userSaveBodySchema>;

/** Every user screen (the grant of the calls they share). */
export const USER_SCREENS = ['/DefineUser', '/DefineResellerUser', '/DefineTTGUser', '/addUserDist'] as const;

export const userSave = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/user/save',
  summary: 'Kullanıcı ekle veya güncelle',
  access: screens(...USER_SCREENS),
  body: userSaveBodySchema,
  response: userRowSchema,
});

/** 'Sil' (a soft delete: status 0) and 'Aktif Et' take the user as body (spec 2 §7); only its id counts. */
const userIdBody = z.object({ id: idSchema });

export const userPassive = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/user/passive',
  summary: 'Kullanıcıyı pasife al',
  access: screens(...USER_SCREENS),
  body: userIdBody,
  response: userRowSchema,
});

export const userActive = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/user/active',
  summary: 'Kullanıcıyı aktif et',
  access: screens(...USER_SCREENS),
  body: userIdBody,
  response: userRowSchema,
});

export const keyValueSchema = z.object({ key: z.string(), value: z.string() });

/** The roles of a kind that the caller may grant (spec 2 §7 "roles by type"). */
export const userRolesByType = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/user/roles/:type',
  summary: 'Çağıranın verebileceği roller (kullanıcı tipine göre)',
  access: screens(...USER_SCREENS),
  params: z.object({ type: z.enum(['ttg', 'reseller', 'disty', 'supply']) }),
  response: z.array(keyValueSchema),
});

/** Every role's label (spec 2 §7 "all role labels"). */
export const userRoleLabels = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/user/roles',
  summary: 'Rol etiketleri',
  access: screens(...USER_SCREENS),
  response: z.array(keyValueSchema),
});

/** The distributors' picker (spec 2 §7: POST page=0&size=2000, body status=1 → content). */
export const distyPage = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/disty/getAll',
  summary: 'Distribütör seçicisi',
  // Only operator-group users pick a distributor or supplier (spec 2 §2.7).
  access: only(screens('/DefineUser'), ['TTG_ADMIN']),
  query: z.object({ page: z.coerce.number().int().min(0).max(1000).default(0), size: z.coerce.number().int().min(1).max(2000).default(2000) }),
  body: z.object({ status: z.number().int().min(0).max(1).optional() }),
  response: pageOf(orgRefSchema),
});

/** The supplier picker of /DefineUser (spec 2 §7 "GET supplier list"). */
export const supplyChoices = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/user/supplies',
  summary: 'Tedarikçi seçicisi',
  access: only(screens('/DefineUser'), ['TTG_ADMIN']),
  response: z.array(orgRefSchema),
});

/** One change of the audit trail: who, when, what was before and after. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  actor: z.string(),
  /** The admin behind an impersonated session (log in as reseller), when there was one. */
  onBehalfOf: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A user's history for its dialog (newest first, at most 100 entries). */
export const userHistory = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/user/history/:id',
  summary: 'Kullanıcı geçmişi',
  description: 'En yeni önce, en fazla 100 kayıt.',
  access: screens(...USER_SCREENS),
  params: z.object({ id: coercedIdSchema }),
  response: z.array(auditEntrySchema),
});

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  CREATE: 'Oluşturuldu',
  UPDATE: 'Güncellendi',
  PASSIVE: 'Silindi (pasif)',
  ACTIVE: 'Aktif edildi',
};

/** The user fields the history shows, with their labels. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: 'Ad',
  surname: 'Soyad',
  email: 'E-posta',
  gsmNo: 'Telefon',
  roles: 'Rol',
  resellers: 'Bayiler',
  disty: 'Distribütör',
  supply: 'Tedarikçi',
  status: 'Durum',
};
