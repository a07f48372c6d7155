import { z } from 'zod';
import { ROLES } from '../access.js';
import { MSG } from '../messages.js';
import { defineEndpoint } from './endpoint.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
const okSchema = z.object({ success: z.literal(true) });

/** POST /auth/public/login (spec 1 §7). */
export const login = defineEndpoint({
  service: 'auth',
  method: 'POST',
  path: '/public/login',
  access: 'PUBLIC',
  body: z.object({ username: required(MSG.usernameRequired).max(200), password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200) }),
  response: tokenPairSchema,
});

export const refresh = defineEndpoint({
  service: 'auth',
  method: 'POST',
  path: '/public/refresh',
  access: 'PUBLIC',
  body: z.object({ refreshToken: z.string().min(1).max(500), token: z.string().max(4000).optional() }),
  response: tokenPairSchema,
});

export const logout = defineEndpoint({
  service: 'auth',
  method: 'POST',
  path: '/public/logout',
  access: 'PUBLIC',
  body: z.object({ accessToken: z.string().max(4000).optional(), refreshToken: z.string().max(500).optional() }),
  response: okSchema,
});

/** Password reset step 1: the phone or e-mail travels as `email` (spec 1 §7). */
export const forgotPassword = defineEndpoint({
  service: 'auth',
  method: 'POST',
  path: '/public/forgotPassword',
  access: 'PUBLIC',
  body: z.object({ email: required(MSG.resetIdentityRequired).max(200) }),
  response: okSchema,
});

const resetCode = z.string({ error: MSG.resetIdentityRequired }).regex(/^\d{6}$/, MSG.resetCodeInvalid);

/** Step 2 checks the code without spending it, so step 3 can be offered. */
export const checkResetCode = defineEndpoint({
  service: 'auth',
  method: 'POST',
  path: '/public/checkPasswordResetCode',
  access: 'PUBLIC',
  body: z.object({ email: required(MSG.resetIdentityRequired).max(200), passwordResetAuthCode: resetCode }),
  response: okSchema,
});

export const passwordSchema = z.string({ error: MSG.passwordRequired }).min(8, MSG.passwordTooShort).max(200);

/** Step 3: newPassword + passwordResetAuthCode (spec 1 §7); `email` names whose code it is. */
export const resetPassword = defineEndpoint({
  service: 'auth',
  method: 'POST',
  path: '/public/resetPassword',
  access: 'PUBLIC',
  body: z.object({
    email: required(MSG.resetIdentityRequired).max(200),
    passwordResetAuthCode: resetCode,
    newPassword: passwordSchema,
  }),
  response: okSchema,
});

/** Dealer ticket login (path not shown in the spec): authTicket → token pair. */
export const ticketLogin = defineEndpoint({
  service: 'auth',
  method: 'POST',
  path: '/public/loginWithTicket',
  access: 'PUBLIC',
  body: z.object({ authTicket: z.string().min(1).max(200) }),
  response: tokenPairSchema,
});

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

export const loginWithOtp = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/public/loginWithOtpCode',
  access: 'PUBLIC',
  body: z.object({ username: required(MSG.otpIdentityRequired).max(200), otpCode: otpCodeSchema }),
  response: tokenPairSchema,
});

export const roleSchema = z.enum(ROLES);
