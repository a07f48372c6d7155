import { z } from 'zod';
import { ROLES } from '../access.js';
import { MSG } from '../messages.js';
import { defineEndpoint, type Service } from './endpoint.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
const okSchema = z.object({ success: z.literal(true) });

/** A public POST (no token): the login, refresh, logout, reset and ticket steps. */
const publicPost = <B extends z.ZodType, R extends z.ZodType>(service: Service, path: string, body: B, response: R, summary: string, description?: string) =>
  defineEndpoint({ service, method: 'POST', path, access: 'PUBLIC', body, response, summary, description });

const credentials = z.object({
  username: required(MSG.usernameRequired).max(200),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200),
});

/** POST /auth/public/login (spec 1 §7). */
export const login = publicPost('auth', '/public/login', credentials, tokenPairSchema, 'Kullanıcı adı ve şifreyle giriş', 'Cevap: erişim (`token`) ve yenileme (`refreshToken`) jetonları. Yanlış kullanıcı adı veya şifre 400 (code 1001); art arda hatalı denemeler geçici olarak engellenir (400, code 1003).');

export const refresh = publicPost('auth', '/public/refresh', z.object({ refreshToken: z.string().min(1).max(500), token: z.string().max(4000).optional() }), tokenPairSchema, 'Jetonları yenile', 'Geçerli bir `refreshToken` yeni bir jeton çifti alır; geçersiz veya süresi dolmuş olan 401 (code 1005).');

export const logout = publicPost('auth', '/public/logout', z.object({ accessToken: z.string().max(4000).optional(), refreshToken: z.string().max(500).optional() }), okSchema, 'Oturumu kapat', 'Verilen jetonlar geçersiz kılınır.');

/** Password reset step 1: the phone or e-mail travels as `email` (spec 1 §7). */
export const forgotPassword = publicPost('auth', '/public/forgotPassword', z.object({ email: required(MSG.resetIdentityRequired).max(200) }), okSchema, 'Şifre sıfırlama kodu gönder (adım 1)', 'Telefon veya e-posta `email` alanında; kod SMS veya e-postayla gider. Bilinen ve bilinmeyen kimlik aynı cevabı alır.');

const resetCode = z.string({ error: MSG.resetIdentityRequired }).regex(/^\d{6}$/, MSG.resetCodeInvalid);

/** Step 2 checks the code without spending it, so step 3 can be offered. */
export const checkResetCode = publicPost(
  'auth',
  '/public/checkPasswordResetCode',
  z.object({ email: required(MSG.resetIdentityRequired).max(200), passwordResetAuthCode: resetCode }),
  okSchema,
  'Şifre sıfırlama kodunu denetle (adım 2)',
  'Kodu harcamadan denetler; yanlış veya süresi dolmuş kod 400 (code 1004).',
);

export const passwordSchema = z.string({ error: MSG.passwordRequired }).min(8, MSG.passwordTooShort).max(200);

/** Step 3: newPassword + passwordResetAuthCode (spec 1 §7); `email` names whose code it is. */
export const resetPassword = publicPost(
  'auth',
  '/public/resetPassword',
  z.object({ email: required(MSG.resetIdentityRequired).max(200), passwordResetAuthCode: resetCode, newPassword: passwordSchema }),
  okSchema,
  'Yeni şifreyi kaydet (adım 3)',
  'Kod doğruysa yeni şifre (en az 8 karakter) kaydedilir; değilse 400 (code 1004).',
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
  'Bayi girişi bileti ile giriş',
  'TTG Admin\'in aynı tarayıcıda aldığı bilet bir jeton çifti verir; geçersiz, kullanılmış veya başka tarayıcının bileti 400 (code 1000).',
);

/** GET /api/public/takeOtpCodeWeb/{usernameOrPhone} */
export const takeOtpCode = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/public/takeOtpCodeWeb/:usernameOrPhone',
  summary: 'Tek kullanımlık giriş kodu (OTP) gönder',
  description: 'Kullanıcı adı veya telefona 6 haneli kod gönderilir; bilinmeyen bir kullanıcı için de aynı cevap döner (hesap varlığı sızdırılmaz).',
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
  'Tek kullanımlık kodla (OTP) giriş',
  'Yanlış veya süresi dolmuş kod 400 (code 1002).',
);

export const roleSchema = z.enum(ROLES);
