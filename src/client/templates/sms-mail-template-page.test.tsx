import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { type MailTemplate, type SmsTemplate, TEMPLATES_MSG } from '../../shared/contract/templates.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../testing/screen-testing.js';
import SmsMailTemplatePage from './sms-mail-template-page.js';

const SMS: SmsTemplate = {
  type: 'OTP_LOGIN',
  description: 'Giriş doğrulama kodu SMS',
  body: 'Kodunuz: {code}.',
  bodyPlaceHolders: ['{code}', '{minutes}', '{name}'],
};
const MAIL: MailTemplate = {
  type: 'WELCOME',
  description: 'Yeni kullanıcı hoş geldin e-postası',
  subject: 'Kullanıcınız oluşturuldu',
  body: '<p>Sayın {name},</p>',
  isHtml: true,
  bodyPlaceHolders: ['{name}', '{identity}', '{url}'],
};

describe('/smsMailTemplate', () => {
  let smsSave: (body: Record<string, unknown>) => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/notification/template/sms/types') return [200, [{ key: 'OTP_LOGIN', value: SMS.description }]];
    if (c.path === '/notification/template/mail/types') return [200, [{ key: 'WELCOME', value: MAIL.description }]];
    if (c.path === '/notification/template/sms/OTP_LOGIN') return [200, SMS];
    if (c.path === '/notification/template/mail/WELCOME') return [200, MAIL];
    if (c.path === '/notification/template/sms/save') return smsSave(c.body as Record<string, unknown>);
    if (c.path === '/notification/template/mail/save') return [200, { ...MAIL, ...(c.body as object) }];
    return undefined;
  };
  const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLElement & { value?: string }).value;

  beforeEach(() => {
    clearToasts();
    smsSave = (body) => [200, { ...SMS, ...body }];
  });
  afterEach(() => vi.unstubAllGlobals());

  async function pickSms() {
    const server = fakeApi(route);
    renderScreen(<SmsMailTemplatePage />, { path: '/smsMailTemplate' });
    await waitFor(() => expect(server.to('/template/sms/types')).toHaveLength(1));
    await chooseIon('template-sms-type', 'OTP_LOGIN');
    await waitFor(() => expect(valueOf('template-sms-body')).toBe(SMS.body));
    return server;
  }

  it('loads the picked type from the notification service: description, body and its placeholders as chips', async () => {
    const server = await pickSms();
    expect(server.to('/template/sms/OTP_LOGIN')[0].url).toBe('/notification/template/sms/OTP_LOGIN');
    expect(valueOf('template-sms-description')).toBe(SMS.description);
    expect(screen.getByText(TEMPLATES_MSG.smsSection)).toBeTruthy();
    expect(screen.getByTestId('template-sms-placeholder-minutes').textContent).toBe('{minutes}');
    expect(screen.getByTestId('template-sms-preview').textContent).toBe(SMS.body);
    // 'Getir' loads it again.
    await click('template-sms-load');
    await waitFor(() => expect(server.to('/template/sms/OTP_LOGIN')).toHaveLength(2));
  });

  it('asks for a type before loading or saving', async () => {
    const server = fakeApi(route);
    renderScreen(<SmsMailTemplatePage />, { path: '/smsMailTemplate' });
    await click('template-sms-save');
    await settle();
    expect(toastsOf('warn')).toEqual([TEMPLATES_MSG.pickType]);
    expect(isFlagged('template-sms-type')).toBe(true);
    expect(server.to('/template/sms/save')).toHaveLength(0);
  });

  it('warns about an unknown placeholder and an empty body without calling save', async () => {
    const server = await pickSms();
    await typeIon('template-sms-body', 'Kodunuz: {kod}, {code}');
    await click('template-sms-save');
    await settle();
    expect(toastsOf('warn')).toEqual([TEMPLATES_MSG.unknownPlaceholder(['{kod}'], SMS.bodyPlaceHolders)]);
    expect(isFlagged('template-sms-body')).toBe(true);

    clearToasts();
    await typeIon('template-sms-body', '   ');
    await click('template-sms-save');
    await settle();
    expect(toastsOf('warn')).toEqual([TEMPLATES_MSG.bodyRequired]);
    expect(server.to('/template/sms/save')).toHaveLength(0);
  });

  it('saves an SMS template with the typed body and an inserted placeholder: "SMS Şablonu Güncellendi"', async () => {
    const server = await pickSms();
    await typeIon('template-sms-description', 'Giriş kodu');
    await typeIon('template-sms-body', 'Kodunuz: {code}. Süre: ');
    await click('template-sms-placeholder-minutes');
    await waitFor(() => expect(valueOf('template-sms-body')).toBe('Kodunuz: {code}. Süre: {minutes}'));
    await click('template-sms-save');
    await waitFor(() => expect(toastsOf('success')).toEqual([TEMPLATES_MSG.smsSaved]));
    expect(server.to('/template/sms/save')[0].body).toEqual({ type: 'OTP_LOGIN', description: 'Giriş kodu', body: 'Kodunuz: {code}. Süre: {minutes}' });
    // The picker's labels are the descriptions: read again.
    await waitFor(() => expect(server.to('/template/sms/types')).toHaveLength(2));
  });

  it('puts a chip at the caret once the text has been focused', async () => {
    await pickSms();
    const native = screen.getByTestId('template-sms-body').querySelector('textarea')!;
    // Ionic draws the loaded text into its textarea on its own schedule (jsdom moves the caret
    // to the end on every write, a browser only when the text changes): let it finish first.
    await waitFor(() => expect(native.value).toBe(SMS.body));
    await settle();
    act(() => native.focus());
    await settle();
    act(() => native.setSelectionRange(9, 9));
    await click('template-sms-placeholder-name');
    await waitFor(() => expect(valueOf('template-sms-body')).toBe('Kodunuz: {name}{code}.'));
  });

  it('shows the server’s field message and flags the field; any other failure says "Beklenmedik bir hata oluştu"', async () => {
    smsSave = () => [400, { status: 400, code: 10001, errors: [{ field: 'body', message: 'Şablon çok uzun.' }], fields: ['body'] }];
    await pickSms();
    await click('template-sms-save');
    await waitFor(() => expect(toastsOf('error')).toEqual(['Şablon çok uzun.']));
    expect(isFlagged('template-sms-body')).toBe(true);

    clearToasts();
    smsSave = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    await click('template-sms-save');
    await waitFor(() => expect(toastsOf('error')).toEqual([TEMPLATES_MSG.saveFailed]));
    expect(toastsOf('success')).toEqual([]);
  });

  it('previews an HTML mail only inside an empty-sandbox iframe, never in the page itself', async () => {
    const server = fakeApi(route);
    renderScreen(<SmsMailTemplatePage />, { path: '/smsMailTemplate' });
    await waitFor(() => expect(server.to('/template/mail/types')).toHaveLength(1));
    await chooseIon('template-mail-type', 'WELCOME');
    await waitFor(() => expect(valueOf('template-mail-subject')).toBe(MAIL.subject));
    const hostile = '<p id="injected">Sayın {name}</p><img src="x" onerror="window.__ran = 1"><script>window.__ran = 2</script>';
    await typeIon('template-mail-body', hostile);
    await waitFor(() => expect(screen.getByTestId('template-mail-preview').getAttribute('srcdoc')).toBe(hostile));
    const frame = screen.getByTestId('template-mail-preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.hasAttribute('sandbox')).toBe(true);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(document.getElementById('injected')).toBeNull();
    expect(document.querySelector('main script, main img[onerror]')).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
    // The server would refuse it; the client says so first.
    await click('template-mail-save');
    await settle();
    expect(toastsOf('warn')).toEqual([TEMPLATES_MSG.unsafeHtml]);
    expect(server.to('/template/mail/save')).toHaveLength(0);

    // A plain-text mail shows its body as text.
    await act(async () => {
      screen.getByTestId('template-mail-html').dispatchEvent(new CustomEvent('ionChange', { detail: { checked: false }, bubbles: true }));
    });
    await waitFor(() => expect(screen.getByTestId('template-mail-preview').tagName).toBe('PRE'));
    expect(screen.getByTestId('template-mail-preview').textContent).toBe(hostile);
  });

  it('saves a mail template: subject required, then {type, description, subject, body, isHtml}', async () => {
    const server = fakeApi(route);
    renderScreen(<SmsMailTemplatePage />, { path: '/smsMailTemplate' });
    await chooseIon('template-mail-type', 'WELCOME');
    await waitFor(() => expect(valueOf('template-mail-subject')).toBe(MAIL.subject));
    await typeIon('template-mail-subject', ' ');
    await click('template-mail-save');
    await settle();
    expect(toastsOf('warn')).toEqual([TEMPLATES_MSG.subjectRequired]);
    expect(isFlagged('template-mail-subject')).toBe(true);

    await typeIon('template-mail-subject', 'Hoş geldiniz {name}');
    await click('template-mail-save');
    await waitFor(() => expect(toastsOf('success')).toEqual([TEMPLATES_MSG.mailSaved]));
    expect(server.to('/template/mail/save')[0].body).toEqual({
      type: 'WELCOME',
      description: MAIL.description,
      subject: 'Hoş geldiniz {name}',
      body: MAIL.body,
      isHtml: true,
    });
  });
});
