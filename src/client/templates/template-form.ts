import { placeholdersOf, TEMPLATES_MSG, unsafeHtml } from '../../shared/contract/templates.js';

/** The two kinds of template on /smsMailTemplate. */
export type TemplateKind = 'sms' | 'mail';

/** What the admin edits; subject and isHtml belong to mail templates only. */
export interface TemplateDraft {
  description: string;
  subject: string;
  body: string;
  isHtml: boolean;
}

export const EMPTY_DRAFT: TemplateDraft = { description: '', subject: '', body: '', isHtml: false };

export type TemplateField = 'type' | 'description' | 'subject' | 'body';
export type TemplateFlags = Partial<Record<TemplateField, boolean>>;

export interface TemplateCheck {
  messages: string[];
  fields: TemplateFlags;
}

/**
 * The checks made before a save (the server makes them again, spec 2 §2.14): a loaded type, a
 * body, a mail subject, no placeholder the type does not know (body and subject), and no HTML a
 * mail client would run. `allowed` is the loaded template's bodyPlaceHolders (null: none loaded).
 */
export function checkTemplate(kind: TemplateKind, type: string, draft: TemplateDraft, allowed: readonly string[] | null): TemplateCheck {
  if (!type || !allowed) return { messages: [TEMPLATES_MSG.pickType], fields: { type: true } };
  const messages: string[] = [];
  const fields: TemplateFlags = {};
  const fail = (field: TemplateField, message: string) => {
    fields[field] = true;
    if (!messages.includes(message)) messages.push(message);
  };
  const unknownIn = (field: TemplateField, text: string) => {
    const unknown = placeholdersOf(text).filter((p) => !allowed.includes(p));
    if (unknown.length) fail(field, TEMPLATES_MSG.unknownPlaceholder(unknown, allowed));
  };
  if (kind === 'mail') {
    if (!draft.subject.trim()) fail('subject', TEMPLATES_MSG.subjectRequired);
    else unknownIn('subject', draft.subject);
  }
  if (!draft.body.trim()) fail('body', TEMPLATES_MSG.bodyRequired);
  else {
    unknownIn('body', draft.body);
    if (kind === 'mail' && draft.isHtml && unsafeHtml(draft.body)) fail('body', TEMPLATES_MSG.unsafeHtml);
  }
  return { messages, fields };
}

/** Puts `text` over the selection [start, end) of `body`; returns the new body and the caret after it. */
export function insertAt(body: string, text: string, start: number, end = start) {
  const from = Math.max(0, Math.min(start, body.length));
  const to = Math.max(from, Math.min(end, body.length));
  return { body: body.slice(0, from) + text + body.slice(to), caret: from + text.length };
}

/** '{code}' → 'code' (the chip's test id). */
export const placeholderName = (placeholder: string) => placeholder.replace(/[{}]/g, '');
