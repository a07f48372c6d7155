import { z } from 'zod';
import { screens } from '../access.js';
import { defineEndpoint } from './endpoint.js';

/**
 * /smsMailTemplate (spec 2 §2.14, §3 SMS/Mail template, §7 "Templates", §8; issue 13): the
 * templates every message of the notification module is made from (code login, password
 * reset, welcome). The notification service's prefix: /notification/template/….
 */
export const TEMPLATES_MSG = {
  smsSaved: 'SMS Şablonu Güncellendi',
  mailSaved: 'Mail Şablonu Güncellendi',
  saveFailed: 'Beklenmedik bir hata oluştu',
  // Ours (the spec shows none), worded in its style.
  smsSection: 'SMS Tanımlama',
  mailSection: 'Mail Tanımlama',
  type: 'Şablon Tipi',
  description: 'Açıklama',
  subject: 'Konu',
  body: 'Şablon',
  isHtml: 'HTML',
  placeholders: 'Kullanılabilir yer tutucular',
  preview: 'Önizleme',
  load: 'Getir',
  save: 'Kaydet',
  pickType: 'Şablon tipi seçili olmalıdır.',
  bodyRequired: 'Şablon metni dolu olmalıdır.',
  subjectRequired: 'Mail konusu dolu olmalıdır.',
  unknownPlaceholder: (unknown: string[], allowed: readonly string[]) =>
    `Şablonda tanımsız yer tutucu var: ${unknown.join(', ')}. Kullanılabilecekler: ${allowed.join(', ')}.`,
  unsafeHtml: 'Şablonda izin verilmeyen HTML var (script, iframe, form, olay öznitelikleri veya javascript: bağlantıları).',
  unknownType: 'Şablon tipi bulunamadı.',
} as const;

export const keyValueSchema = z.object({ key: z.string(), value: z.string() });

export const smsTemplateSchema = z.object({ type: z.string(), description: z.string(), body: z.string(), bodyPlaceHolders: z.array(z.string()) });
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;
export const mailTemplateSchema = smsTemplateSchema.extend({ subject: z.string(), isHtml: z.boolean() });
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** `{name}` placeholders of a text, in order of appearance, without repeats. */
export const placeholdersOf = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])];

/** HTML an admin may not put into a mail body: it would run or phone home in a reader's mail client or in the preview. */
export function unsafeHtml(html: string): boolean {
  const decoded = html.replace(/&#x?([0-9a-f]+);?/gi, (_, n: string) => String.fromCharCode(parseInt(n, /x/i.test(_) ? 16 : 10))).replace(/\s+/g, ' ');
  return /<\s*\/?\s*(script|iframe|frame|object|embed|link|meta|base|form|svg|math|style)\b/i.test(decoded) || /\son[a-z]+\s*=/i.test(decoded) || /(java|vb)script\s*:/i.test(decoded);
}

const typeSchema = z.string().trim().min(1, TEMPLATES_MSG.pickType).max(50);
const SCREEN = screens('/smsMailTemplate');

export const smsTemplateTypes = defineEndpoint({ service: 'notification', method: 'GET', path: '/template/sms/types', summary: 'SMS şablon tipleri', access: SCREEN, response: z.array(keyValueSchema) });
export const mailTemplateTypes = defineEndpoint({ service: 'notification', method: 'GET', path: '/template/mail/types', summary: 'E-posta şablon tipleri', access: SCREEN, response: z.array(keyValueSchema) });

export const smsTemplateGet = defineEndpoint({
  service: 'notification',
  method: 'GET',
  path: '/template/sms/:type',
  summary: 'SMS şablonu',
  access: SCREEN,
  params: z.object({ type: typeSchema }),
  response: smsTemplateSchema,
});
export const mailTemplateGet = defineEndpoint({
  service: 'notification',
  method: 'GET',
  path: '/template/mail/:type',
  summary: 'E-posta şablonu',
  access: SCREEN,
  params: z.object({ type: typeSchema }),
  response: mailTemplateSchema,
});

const bodySchema = z.string({ error: TEMPLATES_MSG.bodyRequired }).trim().min(1, TEMPLATES_MSG.bodyRequired);

/** Spec 2 §7: {body, description, type}; a placeholder the type does not know is refused. */
export const smsTemplateSave = defineEndpoint({
  service: 'notification',
  method: 'POST',
  path: '/template/sms/save',
  summary: 'SMS şablonunu kaydet',
  description: 'Tipin tanımadığı bir yer tutucu reddedilir.',
  access: SCREEN,
  body: z.object({ type: typeSchema, description: z.string().trim().max(200).default(''), body: bodySchema.max(1000) }),
  response: smsTemplateSchema,
});

/** Spec 2 §7: {body, description, isHtml, subject, type}; unsafe HTML is refused. */
export const mailTemplateSave = defineEndpoint({
  service: 'notification',
  method: 'POST',
  path: '/template/mail/save',
  summary: 'E-posta şablonunu kaydet',
  description: 'Güvensiz HTML reddedilir.',
  access: SCREEN,
  body: z.object({
    type: typeSchema,
    description: z.string().trim().max(200).default(''),
    subject: z.string({ error: TEMPLATES_MSG.subjectRequired }).trim().min(1, TEMPLATES_MSG.subjectRequired).max(300),
    body: bodySchema.max(20_000),
    isHtml: z.boolean().default(false),
  }),
  response: mailTemplateSchema,
});
