import { z } from 'zod';
import { ROLES } from '../access.js';
import { MSG } from '../messages.js';
import { defineEndpoint, type Service } from './endpoint.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
const okSchema = z.object({ success: z.literal(true) });

/** A public POST (no token): the login, refresh, logout, reset and ticket steps. */
const publicPost = <B extends z.ZodType, R extends z.ZodType>(service: Service, path: string, body: B, response: R) =>
  defineEndpoint({ service, method: 'POST', path, access: 'PUBLIC', body, response });

const credentials = z.object({
  username: required(MSG.usernameRequired).max(200),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200),
});

/** POST /auth/public/login (spec 1 §7). */
export const login = publicPost('auth', '/public/login', credentials, tokenPairSchema);

export const refresh = publicPost('auth', '/public/refresh', z.object({ refreshToken: z.string().min(1).max(500), token: z.string().max(4000).optional() }), tokenPairSchema);

export const logout = publicPost('auth', '/public/logout', z.object({ accessToken: z.string().max(4000).optional(), refreshToken: z.string().max(500).optional() }), okSchema);

/** Password reset step 1: the phone or e-mail travels as `email` (spec 1 §7). */
export const forgotPassword = publicPost('auth', '/public/forgotPassword', z.object({ email: required(MSG.resetIdentityRequired).max(200) }), okSchema);

const resetCode = z.string({ error: MSG.resetIdentityRequired }).regex(/^\d{6}$/, MSG.resetCodeInvalid);

/** Step 2 checks the code without spending it, so step 3 can be offered. */
export const checkResetCode = publicPost(
  'auth',
  '/public/checkPasswordResetCode',
  z.object({ email: required(MSG.resetIdentityRequired).max(200), passwordResetAuthCode: resetCode }),
  okSchema,
);

export const passwordSchema = z.string({ error: MSG.passwordRequired }).min(8, MSG.passwordTooShort).max(200);

/** Step 3: newPassword + passwordResetAuthCode (spec 1 §7); `email` names whose code it is. */
export const resetPassword = publicPost(
  'auth',
  '/public/resetPassword',
  z.object({ email: required(MSG.resetIdentityRequired).max(200), passwordResetAuthCode: resetCode, newPassword: passwordSchema }),
  okSchema,
);

/** Dealer ticket login (path not shown in the spec): authTicket → token pair. */
/**
 * Dealer ticket login (spec 1 §2.3). `adminToken`: the access token of the admin's session in the
 * same browser, which asked for the ticket (issue 13: a ticket cannot be used by another browser).
 */
export const ticketLogin = publicPost(
  'auth',
  '/public/loginWithTicket',
  z.object({ authTicket: z.string().min(1).max(200), adminToken: z.string().max(4000).optional() }),
  tokenPairSchema,
);

/** GET /api/public/takeOtpCodeWeb/{usernameOrPhone} */
export const takeOtpCode = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/public/takeOtpCodeWeb/:usernameOrPhone',
  access: 'PUBLIC',
  params: z.object({ usernameOrPhone: required(MSG.otpIdentityRequired).max(200) }),
  response: okSchema,
});

export const otpCodeSchema = z
  .string({ error: MSG.otpCodeRequired })
  .transform((s) => s.replace(/-/g, '').trim())
  .pipe(z.string().min(1, MSG.otpCodeRequired).regex(/^\d{6}$/, MSG.otpInvalid));

export const loginWithOtp = publicPost(
  'api',
  '/public/loginWithOtpCode',
  z.object({ username: required(MSG.otpIdentityRequired).max(200), otpCode: otpCodeSchema }),
  tokenPairSchema,
);

export const roleSchema = z.enum(ROLES);
