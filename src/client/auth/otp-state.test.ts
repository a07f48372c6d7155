import { describe, expect, it } from 'vitest';
import { formatOtpCode, initialOtpState, otpDigits, otpReducer, toIdentity, type OtpState } from './otp-state.js';

const sent: OtpState = { phase: 'sent', code: '', rejected: null };

describe('OTP state (spec 1 §4)', () => {
  it('masks to 999-999 and sends digits only', () => {
    const masks = { '12': '12', '1234': '123-4', '12-34x56789': '123-456' };
    for (const [typed, shown] of Object.entries(masks)) expect(formatOtpCode(typed), typed).toBe(shown);
    expect(otpDigits('123-456')).toBe('123456');
  });

  it('goes not sent → sent → invalid → sent when fewer than 6 digits remain', () => {
    let s = otpReducer(initialOtpState, { type: 'sent' });
    s = otpReducer(s, { type: 'code', value: '111111' });
    s = otpReducer(s, { type: 'rejected' });
    expect(s).toEqual({ phase: 'invalid', code: '111-111', rejected: '111111' });
    expect(otpReducer(s, { type: 'code', value: '111-111' }).phase).toBe('invalid');
    expect(otpReducer(s, { type: 'code', value: '111-11' }).phase).toBe('sent');
    expect(otpReducer(s, { type: 'code', value: '222222' }).phase).toBe('sent');
  });

  it('valid locks the code', () => {
    const valid = otpReducer({ ...sent, code: '123-456' }, { type: 'accepted' });
    expect(valid.phase).toBe('valid');
    expect(otpReducer(valid, { type: 'code', value: '' })).toBe(valid);
  });

  it('resend clears the code and change goes back to not sent', () => {
    const typed = { ...sent, code: '123-456' };
    expect(otpReducer(typed, { type: 'clearCode' })).toEqual(sent);
    expect(otpReducer(typed, { type: 'changeIdentity' })).toEqual(initialOtpState);
  });

  it('normalises mobile numbers and keeps e-mails and usernames', () => {
    expect(toIdentity(' 0535 444 00 02 ')).toBe('5354440002');
    expect(toIdentity('+90 535 444 00 02')).toBe('5354440002');
    expect(toIdentity(' Ayse@Example.com ')).toBe('Ayse@Example.com');
    expect(toIdentity('reseller_user')).toBe('reseller_user');
  });
});
