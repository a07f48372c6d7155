import { describe, expect, it } from 'vitest';
import { TEMPLATES_MSG } from '../../shared/contract/templates.js';
import { checkTemplate, EMPTY_DRAFT, insertAt, placeholderName } from './template-form.js';

const ALLOWED = ['{code}', '{name}'];

describe('template checks', () => {
  it('needs a loaded type first', () => {
    expect(checkTemplate('sms', '', { ...EMPTY_DRAFT, body: 'x' }, ALLOWED)).toEqual({ messages: [TEMPLATES_MSG.pickType], fields: { type: true } });
    expect(checkTemplate('sms', 'OTP_LOGIN', { ...EMPTY_DRAFT, body: 'x' }, null).fields).toEqual({ type: true });
  });

  it('flags an empty body, an empty mail subject and unknown placeholders in either', () => {
    expect(checkTemplate('sms', 'T', { ...EMPTY_DRAFT, body: ' ' }, ALLOWED)).toEqual({ messages: [TEMPLATES_MSG.bodyRequired], fields: { body: true } });
    const mail = checkTemplate('mail', 'T', { ...EMPTY_DRAFT, subject: 'Merhaba {ad}', body: '{ad} {code} {ad}' }, ALLOWED);
    expect(mail.fields).toEqual({ subject: true, body: true });
    expect(mail.messages).toEqual([TEMPLATES_MSG.unknownPlaceholder(['{ad}'], ALLOWED)]);
    expect(checkTemplate('sms', 'T', { ...EMPTY_DRAFT, body: 'Kod {code}, {name}' }, ALLOWED)).toEqual({ messages: [], fields: {} });
  });

  it('refuses HTML a mail client would run only in an HTML mail', () => {
    const draft = { ...EMPTY_DRAFT, subject: 'K', body: '<a href="javascript:alert(1)">x</a>' };
    expect(checkTemplate('mail', 'T', { ...draft, isHtml: true }, ALLOWED).messages).toEqual([TEMPLATES_MSG.unsafeHtml]);
    expect(checkTemplate('mail', 'T', draft, ALLOWED).messages).toEqual([]);
  });

  it('inserts at the caret, over a selection, and clamps to the text', () => {
    expect(insertAt('Kod: .', '{code}', 5)).toEqual({ body: 'Kod: {code}.', caret: 11 });
    expect(insertAt('Kod: XX.', '{code}', 5, 7)).toEqual({ body: 'Kod: {code}.', caret: 11 });
    expect(insertAt('ab', '{x}', 99)).toEqual({ body: 'ab{x}', caret: 5 });
    expect(placeholderName('{minutes}')).toBe('minutes');
  });
});
