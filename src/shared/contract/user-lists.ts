import { z } from 'zod';
import { ROLE_LABELS, screens, SCREEN_ROLES } from '../access.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { coercedIdSchema } from '../schemas.js';
import { roleSchema } from './auth.js';
import { defineList } from './list.js';
import { USER_KINDS, USER_SCREENS, USERS_MSG, userRowSchema } from './users.js';

/**
 * The user list of the four user screens (spec 2 §2.7): one declaration, the kind of users in
 * the filter. The server holds each caller to its own (server/users/user-rules.ts): a reseller
 * admin's list is always the reseller users of its own resellers, a distributor admin's the
 * users of its own distributor, whatever the filter says. WEB_SERVICE users never show.
 * Only the operator-group screen exports ('TTG Kullanıcıları').
 */
export const TTG_USER_FILE = 'TTG Kullanıcıları.xlsx';

const text = z.string().trim();

export const userFilterSchema = z.object({
  kind: z.enum(USER_KINDS),
  /** Name or surname contains (Turkish case-insensitive). */
  name: text.max(100).optional(),
  gsmNo: text.max(20).optional(),
  email: text.max(200).optional(),
  role: roleSchema.refine((r) => SCREEN_ROLES.includes(r), USERS_MSG.roleUnknown).optional(),
  /** A reseller code the user belongs to. */
  code: text.max(50).optional(),
  disty: coercedIdSchema.optional(),
  supply: coercedIdSchema.optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const userList = defineList({
  id: 'users',
  title: 'Kullanıcı listesi',
  path: '/user/search',
  access: screens(...USER_SCREENS),
  filter: userFilterSchema,
  row: userRowSchema,
  columns: [
    { key: 'name', header: 'Kullanıcı', text: (r) => `${r.name} ${r.surname}`, exportWidth: 28 },
    { key: 'gsmNo', header: 'Telefon', text: (r) => r.gsmNo ?? '', exportWidth: 14 },
    { key: 'email', header: 'E-posta', text: (r) => r.email ?? '', exportWidth: 32 },
    { key: 'roles', header: 'Roller', text: (r) => r.roles.map((role) => ROLE_LABELS[role]).join(', '), exportWidth: 24 },
    { key: 'resellers', header: 'Bayiler', text: (r) => r.resellers.map((x) => x.code).join(', ') },
    { key: 'status', header: 'Durum', text: (r) => (r.status === 1 ? 'Aktif' : 'Pasif'), exportWidth: 10 },
  ],
  sorts: ['name', 'id'],
  defaultSort: 'name,asc',
  // Spec 2 §2.7 gives only the default 10: the shared tables' sizes (spec 1 §9).
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultPageSize: 10,
  emptyText: USERS_MSG.empty,
  export: { path: '/user/findAll', fileName: TTG_USER_FILE, rule: (f) => (f.kind === 'TTG' ? null : USERS_MSG.exportTtgOnly) },
});
