import { eq } from 'drizzle-orm';
import type { Db } from '../db/sql.js';
import { mailTemplates, smsTemplates } from '../db/schema/index.js';

/** Template types the product sends; seeded at start and editable on /smsMailTemplate. */
export const TEMPLATE_TYPES = {
  OTP_LOGIN: 'OTP_LOGIN',
  PASSWORD_RESET: 'PASSWORD_RESET',
  /** A new user's first message (issue 13): how to sign in. */
  WELCOME: 'WELCOME',
  /** A faulty-product ticket's decision to its dealer (issue 32). */
  FAULTY_APPROVED: 'FAULTY_APPROVED',
  FAULTY_REJECTED: 'FAULTY_REJECTED',
} as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[keyof typeof TEMPLATE_TYPES];

export const DEFAULT_SMS_TEMPLATES = [
  {
    type: TEMPLATE_TYPES.OTP_LOGIN,
    description: 'Giriş doğrulama kodu SMS',
    body: 'Bayi Portalı giriş doğrulama kodunuz: {code}. Kod {minutes} dakika geçerlidir. Kimseyle paylaşmayınız.',
    bodyPlaceHolders: ['{code}', '{minutes}', '{name}'],
  },
  {
    type: TEMPLATE_TYPES.PASSWORD_RESET,
    description: 'Şifre sıfırlama kodu SMS',
    body: 'Bayi Portalı şifre sıfırlama kodunuz: {code}. Kod {minutes} dakika geçerlidir.',
    bodyPlaceHolders: ['{code}', '{minutes}', '{name}'],
  },
  {
    type: TEMPLATE_TYPES.WELCOME,
    description: 'Yeni kullanıcı hoş geldin SMS',
    body: 'Sayın {name}, Bayi Portalı kullanıcınız oluşturuldu. {url} adresinde "Kod ile Giriş" sekmesinden {identity} ile giriş yapabilirsiniz.',
    bodyPlaceHolders: ['{name}', '{identity}', '{url}'],
  },
  {
    type: TEMPLATE_TYPES.FAULTY_APPROVED,
    description: 'Arızalı ürün değişimi onaylandı SMS',
    body: 'Sayın {name}, {ticketNo} numaralı arızalı ürün bildiriminiz ({product}, seri no {serialNo}) onaylandı. Yeni ürün seri no: {newSerialNo}, kargo: {cargoName} {cargoCode}.',
    bodyPlaceHolders: ['{name}', '{reseller}', '{ticketNo}', '{product}', '{serialNo}', '{newSerialNo}', '{cargoName}', '{cargoCode}'],
  },
  {
    type: TEMPLATE_TYPES.FAULTY_REJECTED,
    description: 'Arızalı ürün değişimi reddedildi SMS',
    body: 'Sayın {name}, {ticketNo} numaralı arızalı ürün bildiriminiz ({product}, seri no {serialNo}) reddedildi. Neden: {reason}',
    bodyPlaceHolders: ['{name}', '{reseller}', '{ticketNo}', '{product}', '{serialNo}', '{reason}'],
  },
];

export const DEFAULT_MAIL_TEMPLATES = [
  {
    type: TEMPLATE_TYPES.OTP_LOGIN,
    description: 'Giriş doğrulama kodu e-postası',
    subject: 'Bayi Portalı giriş doğrulama kodu',
    body: '<p>Sayın {name},</p><p>Bayi Portalı giriş doğrulama kodunuz: <b>{code}</b></p><p>Kod {minutes} dakika geçerlidir.</p>',
    isHtml: true,
    bodyPlaceHolders: ['{code}', '{minutes}', '{name}'],
  },
  {
    type: TEMPLATE_TYPES.PASSWORD_RESET,
    description: 'Şifre sıfırlama kodu e-postası',
    subject: 'Bayi Portalı şifre sıfırlama kodu',
    body: '<p>Sayın {name},</p><p>Şifre sıfırlama kodunuz: <b>{code}</b></p><p>Kod {minutes} dakika geçerlidir. Bu talebi siz yapmadıysanız dikkate almayınız.</p>',
    isHtml: true,
    bodyPlaceHolders: ['{code}', '{minutes}', '{name}'],
  },
  {
    type: TEMPLATE_TYPES.WELCOME,
    description: 'Yeni kullanıcı hoş geldin e-postası',
    subject: 'Bayi Portalı kullanıcınız oluşturuldu',
    body: '<p>Sayın {name},</p><p>Bayi Portalı kullanıcınız oluşturuldu.</p><p><a href="{url}">{url}</a> adresinde "Kod ile Giriş" sekmesinden <b>{identity}</b> ile giriş yapabilir ya da "Şifremi Unuttum" ile şifre belirleyebilirsiniz.</p>',
    isHtml: true,
    bodyPlaceHolders: ['{name}', '{identity}', '{url}'],
  },
  {
    type: TEMPLATE_TYPES.FAULTY_APPROVED,
    description: 'Arızalı ürün değişimi onaylandı e-postası',
    subject: 'Arızalı ürün bildiriminiz onaylandı',
    body: '<p>Sayın {name},</p><p>{reseller} adına yaptığınız {ticketNo} numaralı arızalı ürün bildirimi ({product}, seri no {serialNo}) onaylandı.</p><p>Yeni ürün seri no: <b>{newSerialNo}</b><br>Kargo firması: {cargoName}<br>Kargo takip no: {cargoCode}</p>',
    isHtml: true,
    bodyPlaceHolders: ['{name}', '{reseller}', '{ticketNo}', '{product}', '{serialNo}', '{newSerialNo}', '{cargoName}', '{cargoCode}'],
  },
  {
    type: TEMPLATE_TYPES.FAULTY_REJECTED,
    description: 'Arızalı ürün değişimi reddedildi e-postası',
    subject: 'Arızalı ürün bildiriminiz reddedildi',
    body: '<p>Sayın {name},</p><p>{reseller} adına yaptığınız {ticketNo} numaralı arızalı ürün bildirimi ({product}, seri no {serialNo}) reddedildi.</p><p>Neden: {reason}</p>',
    isHtml: true,
    bodyPlaceHolders: ['{name}', '{reseller}', '{ticketNo}', '{product}', '{serialNo}', '{reason}'],
  },
];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Replaces `{name}` placeholders; values are HTML-escaped for HTML bodies. */
export function renderTemplate(body: string, vars: Record<string, string>, html = false): string {
  return body.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? (html ? escapeHtml(vars[name]) : vars[name]) : whole,
  );
}

export async function loadSmsTemplate(db: Db, type: TemplateType) {
  const [row] = await db.select().from(smsTemplates).where(eq(smsTemplates.type, type));
  return row ?? DEFAULT_SMS_TEMPLATES.find((t) => t.type === type)!;
}

export async function loadMailTemplate(db: Db, type: TemplateType) {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.type, type));
  return row ?? DEFAULT_MAIL_TEMPLATES.find((t) => t.type === type)!;
}
