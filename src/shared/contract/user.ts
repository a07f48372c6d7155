import { z } from 'zod';
import { beyond, noScreen, screens } from '../access.js';
import { defineEndpoint } from './endpoint.js';
import { roleSchema } from './auth.js';
import { coercedIdSchema } from '../schemas.js';

export const resellerRefSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  resellerType: z.string().nullable(),
  parentReseller: z.object({ code: z.string(), name: z.string() }).nullable(),
  disty: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
});
export type ResellerRef = z.infer<typeof resellerRefSchema>;

/** Own-user answer (spec 1 §3): the user plus gsmNo and email. */
export const ownUserSchema = z.object({
  user: z.object({
    id: z.number(),
    username: z.string(),
    name: z.string(),
    surname: z.string(),
    roles: z.array(roleSchema),
    supply: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
    disty: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
    loginReseller: resellerRefSchema.nullable(),
    resellers: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  gsmNo: z.string().nullable(),
  email: z.string().nullable(),
  /**
   * The login reseller's code is on the order allow-list (the parameter ORDER_RESELLER_ALLOW_LIST):
   * the server decides and enforces it; the list itself never leaves the server.
   */
  canOrder: z.boolean(),
  /** Log in as reseller (issue 13): the admin behind this session and when it ends; null in a normal session. */
  impersonation: z.object({ admin: z.string(), endsAt: z.string() }).nullish(),
});
export type OwnUser = z.infer<typeof ownUserSchema>;

export const ownWeb = defineEndpoint({ service: 'api', method: 'GET', path: '/user/ownWeb', summary: 'Oturumdaki kullanıcı (web kabuğu)', access: 'ALL', response: ownUserSchema });
export const own = defineEndpoint({ service: 'api', method: 'GET', path: '/user/own', summary: 'Oturumdaki kullanıcı', access: 'ALL', response: ownUserSchema });

/** POST /api/reseller/child: list of reseller codes → those the caller may see. */
export const childResellers = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/reseller/child',
  summary: 'Görülebilen alt bayi kodları',
  description: 'Gönderilen bayi kodlarından çağıranın görebildikleri.',
  access: beyond(screens('/adminResellerLogin'), ['RESELLER_ADMIN'], 'the reseller switcher in the top bar (spec 1 §2.6)'),
  body: z.array(z.string().max(50)).max(2000),
  response: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** GET /api/reseller/moveToSubReseller/{code}/{accessToken}: switch the active reseller. */
export const moveToSubReseller = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/reseller/moveToSubReseller/:code/:accessToken',
  summary: 'Aktif bayiyi değiştir (bayi değiştirici)',
  access: noScreen(['RESELLER_ADMIN'], 'the reseller switcher in the top bar (spec 1 §2.6)'),
  params: z.object({ code: z.string().min(1).max(50), accessToken: z.string().max(4000) }),
  response: ownUserSchema,
});

/** Admin "log in as reseller" ticket (spec 3 §2.6): resellerCode + admin flag → ticket. */
export const createLoginTicket = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/reseller/loginTicket',
  summary: 'Bayi olarak giriş bileti oluştur (TTG Admin)',
  access: screens('/adminResellerLogin'),
  body: z.object({ resellerCode: z.string().min(1).max(50), admin: z.boolean() }),
  response: z.object({ ticket: z.string() }),
});

/** Bell badge for supply roles (spec 1 §7). */
export const waitingTicketCount = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/faultyProductManagement/getWaitingTicketCount/:supplyId',
  summary: 'Tedarikçinin bekleyen arıza bildirimi sayısı (zil)',
  access: noScreen(['SUPPLY_ADMIN', 'SUPPLY_USER'], 'the faulty-ticket bell of suppliers in the top bar (spec 1 §7)'),
  params: z.object({ supplyId: coercedIdSchema }),
  response: z.number().int(),
});

export const health = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/health',
  summary: 'Sağlık kontrolü',
  description: 'Sunucu ve veritabanı ayaktaysa 200 ve sürüm.',
  access: 'PUBLIC',
  response: z.object({ status: z.literal('UP'), database: z.literal('UP'), version: z.string() }),
});
