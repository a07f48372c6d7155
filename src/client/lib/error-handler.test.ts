import { describe, expect, it } from 'vitest';
import { planError } from './error-handler.js';

const envelope = (over: object) => ({ status: 400, code: 1, errors: [], fields: [], ...over });

describe('generic error handler (spec 1 §8)', () => {
  it('code 10000 shows fields[0] for 4 s', () => {
    const plan = planError(400, envelope({ code: 10000, fields: ['Marka zaten tanımlıdır'] }));
    expect(plan.toasts).toEqual([{ severity: 'error', text: 'Marka zaten tanımlıdır', durationMs: 4000 }]);
  });

  it('without message shows each distinct error for 3 s and flags fields', () => {
    const plan = planError(
      422,
      envelope({
        code: 10001,
        errors: [
          { field: 'username', message: 'Kullanıcı Adı Gereklidir.' },
          { field: 'password', message: 'Şifre Gereklidir.' },
          { field: 'password2', message: 'Şifre Gereklidir.' },
        ],
      }),
    );
    expect(plan.toasts.map((t) => [t.text, t.durationMs])).toEqual([
      ['Kullanıcı Adı Gereklidir.', 3000],
      ['Şifre Gereklidir.', 3000],
    ]);
    expect(plan.invalidFields).toEqual({ username: true, password: true, password2: true });
  });

  it('with message shows the description for 4 s and flags fields', () => {
    const plan = planError(400, envelope({ code: 1002, message: '1002', description: 'Geçersiz Doğrulama Kodu', fields: ['otpCode'] }));
    expect(plan.toasts).toEqual([{ severity: 'error', text: 'Geçersiz Doğrulama Kodu', durationMs: 4000 }]);
    expect(plan.invalidFields).toEqual({ otpCode: true });
  });

  it('500 and other statuses use the generic texts', () => {
    expect(planError(500, null).toasts[0].text).toBe('Beklenmedik bir hata oluştu');
    expect(planError(403, envelope({ status: 403 })).toasts[0].text).toBe('Beklenmedik bir hata oluştu. Hata kodu: HTTP-403');
    expect(planError(404, null).toasts[0].text).toBe('Beklenmedik bir hata oluştu. Hata kodu: HTTP-404');
  });

  it('a network failure (status 0) and a 400/422 that says nothing still show the status text', () => {
    expect(planError(0, null).toasts).toEqual([{ severity: 'error', text: 'Beklenmedik bir hata oluştu. Hata kodu: HTTP-0', durationMs: 3000 }]);
    expect(planError(400, null).toasts[0].text).toBe('Beklenmedik bir hata oluştu. Hata kodu: HTTP-400');
    expect(planError(422, null).toasts[0].text).toBe('Beklenmedik bir hata oluştu. Hata kodu: HTTP-422');
    expect(planError(400, envelope({})).toasts[0].text).toBe('Beklenmedik bir hata oluştu. Hata kodu: HTTP-400');
  });
});
