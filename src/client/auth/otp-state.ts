import { digitsOnly, normalizeGsm } from '../../shared/digits.js';

/** OTP login states (spec 1 §4): not sent, sent, valid (locked, redirecting), invalid. */
export type OtpPhase = 'idle' | 'sent' | 'valid' | 'invalid';

export interface OtpState {
  phase: OtpPhase;
  /** The code as shown, masked 999-999. */
  code: string;
  /** Digits the server refused; the red state lasts while these stay in the field. */
  rejected: string | null;
}

export type OtpAction =
  | { type: 'sent' }
  | { type: 'changeIdentity' }
  | { type: 'clearCode' }
  | { type: 'code'; value: string }
  | { type: 'rejected' }
  | { type: 'accepted' };

export const OTP_LENGTH = 6;
export const initialOtpState: OtpState = { phase: 'idle', code: '', rejected: null };

/** Keeps up to 6 digits and shows them as 999-999. */
export function formatOtpCode(text: string): string {
  const d = digitsOnly(text).slice(0, OTP_LENGTH);
  return d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
}

/** The code as sent: dashes (and anything else) removed (spec 1 §5). */
export const otpDigits = (code: string) => digitsOnly(code).slice(0, OTP_LENGTH);

/** Mobile numbers travel as 10 digits so '0535 …' and '535…' count as one identity. */
export function toIdentity(text: string): string {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return trimmed;
  return normalizeGsm(trimmed) ?? trimmed;
}

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case 'sent':
    case 'clearCode':
      // Resend clears the code (spec 1 §2.2).
      return { phase: 'sent', code: '', rejected: null };
    case 'changeIdentity':
      return initialOtpState;
    case 'code': {
      if (state.phase === 'valid') return state;
      const code = formatOtpCode(action.value);
      const digits = otpDigits(code);
      // Fewer than 6 digits resets the red state; so does a different full code (a paste).
      const stillRejected = state.phase === 'invalid' && digits.length === OTP_LENGTH && digits === state.rejected;
      return stillRejected ? { ...state, code } : { phase: state.phase === 'idle' ? 'idle' : 'sent', code, rejected: null };
    }
    case 'rejected':
      return { ...state, phase: 'invalid', rejected: otpDigits(state.code) };
    case 'accepted':
      return { ...state, phase: 'valid', rejected: null };
  }
}
