import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mailTemplateGet,
  mailTemplateSave,
  mailTemplateTypes,
  type MailTemplate,
  smsTemplateGet,
  smsTemplateSave,
  smsTemplateTypes,
  type SmsTemplate,
} from '../../shared/contract/templates.js';
import { call } from '../lib/api.js';
import type { Option } from '../ui/list/list-types.js';
import type { TemplateDraft, TemplateKind } from './template-form.js';

/** Query keys of the templates area (spec 2 §2.14). */
export const templateKeys = {
  all: ['templates'] as const,
  types: (kind: TemplateKind) => [...templateKeys.all, kind, 'types'] as const,
};

/** The types a section picks from: key → its label (the template's description). */
export const useTemplateTypes = (kind: TemplateKind) =>
  useQuery({
    queryKey: templateKeys.types(kind),
    queryFn: async (): Promise<Option[]> => (await call(kind === 'sms' ? smsTemplateTypes : mailTemplateTypes)).map((t) => ({ value: t.key, label: t.value || t.key })),
    staleTime: 0,
  });

export function useInvalidateTemplateTypes(kind: TemplateKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: templateKeys.types(kind) });
}


/** The template of a type, as a draft and the placeholders its body may use. */
export interface LoadedTemplate {
  type: string;
  draft: TemplateDraft;
  placeholders: string[];
}

const loadedOf = (t: SmsTemplate & Partial<Pick<MailTemplate, 'subject' | 'isHtml'>>): LoadedTemplate => ({
  type: t.type,
  draft: { description: t.description, subject: t.subject ?? '', body: t.body, isHtml: t.isHtml ?? false },
  placeholders: t.bodyPlaceHolders,
});

export async function fetchTemplate(kind: TemplateKind, type: string): Promise<LoadedTemplate> {
  return loadedOf(kind === 'sms' ? await call(smsTemplateGet, { params: { type } }) : await call(mailTemplateGet, { params: { type } }));
}

/** Saves the draft: an SMS sends {type, description, body}, a mail also {subject, isHtml} (spec 2 §7). */
export async function saveTemplate(kind: TemplateKind, type: string, draft: TemplateDraft): Promise<LoadedTemplate> {
  const { description, body } = draft;
  if (kind === 'sms') return loadedOf(await call(smsTemplateSave, { body: { type, description, body } }));
  return loadedOf(await call(mailTemplateSave, { body: { type, description, subject: draft.subject, body, isHtml: draft.isHtml } }));
}
