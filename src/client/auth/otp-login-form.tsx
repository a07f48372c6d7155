import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import { loginWithOtp, takeOtpCode, type TokenPair } from '../../shared/contract/auth.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { ApiError, call } from '../lib/api.js';
import { handleError } from '../lib/error-handler.js';
import { toast } from '../lib/toast.js';
import { TextField } from '../ui/text-field.js';
import { CodeInput } from './code-input.js';
import { completeLogin } from './complete-login.js';
import { useFieldErrors } from './field-errors.js';
import { KvkkConsent } from './kvkk-consent.js';
import { initialOtpState, OTP_LENGTH, otpDigits, otpReducer, toIdentity } from './otp-state.js';
import { AUTH_TEXT } from './texts.js';

interface OtpErrors {
  identity?: string;
  kvkk?: string;
  code?: string;
}

/** Redirect delay after an accepted code (spec 1 §9). */
export const OTP_REDIRECT_MS = 1000;

/** A refused code is a 400 about the code; rate limits and the rest go to the generic handler. */
const isRejectedCode = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.body?.code !== ERROR_CODES.TOO_MANY_ATTEMPTS;

/** Login tab 2: code by SMS or e-mail, then verify-and-login (spec 1 §2.2, §4). */
export function OtpLoginForm() {
  const navigate = useNavigate();
  const [identity, setIdentity] = useState('');
  const [kvkk, setKvkk] = useState(false);
  const { errors, setErrors, edit } = useFieldErrors<keyof OtpErrors>();
  const [state, dispatch] = useReducer(otpReducer, initialOtpState);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const pair = useRef<TokenPair | null>(null);

  const sent = state.phase !== 'idle';
  const locked = state.phase === 'valid';

  // The success state stays visible for a second; the tokens are stored only then, since
  // a stored token makes the public routes move on to /dashboard at once.
  useEffect(() => {
    if (state.phase !== 'valid') return;
    const timer = setTimeout(async () => {
      if (!pair.current) return;
      try {
        await completeLogin(pair.current, false);
        navigate('/dashboard', { replace: true });
      } catch (error) {
        handleError(error);
        dispatch({ type: 'clearCode' });
      }
    }, OTP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  const checkIdentity = (): boolean => {
    const found: OtpErrors = {};
    if (!identity.trim()) found.identity = MSG.otpIdentityRequired;
    if (!kvkk) found.kvkk = MSG.kvkkRequired;
    setErrors(found);
    return !found.identity && !found.kvkk;
  };

  const sendCode = async (): Promise<boolean> => {
    if (busy || !checkIdentity()) return false;
    setBusy('send');
    try {
      await call(takeOtpCode, { params: { usernameOrPhone: toIdentity(identity) } });
      toast.success(MSG.otpSent);
      return true;
    } catch (error) {
      // e.g. 400 for too many requests: the server's description is shown (spec 1 §8).
      handleError(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onSendOrChange = async () => {
    if (sent) {
      dispatch({ type: 'changeIdentity' });
      setErrors({});
      return;
    }
    if (await sendCode()) dispatch({ type: 'sent' });
  };

  const onResend = async () => {
    if (await sendCode()) dispatch({ type: 'clearCode' });
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked || !checkIdentity()) return;
    const digits = otpDigits(state.code);
    if (!digits) return setErrors({ code: MSG.otpCodeRequired });
    if (digits.length < OTP_LENGTH) return setErrors({ code: MSG.otpInvalid });
    setBusy('verify');
    try {
      pair.current = await call(loginWithOtp, { body: { username: toIdentity(identity), otpCode: digits } });
      dispatch({ type: 'accepted' });
    } catch (error) {
      if (isRejectedCode(error)) dispatch({ type: 'rejected' });
      else handleError(error);
    } finally {
      setBusy(null);
    }
  };

  const verifyLabel = state.phase === 'invalid' ? MSG.otpInvalid : locked ? AUTH_TEXT.verified : AUTH_TEXT.verify;
  const verifyColor = state.phase === 'invalid' ? 'danger' : locked ? 'success' : 'primary';

  return (
    <form className="auth-form" onSubmit={verify} noValidate data-testid="otp-form">
      <TextField
        testId="otp-identity"
        label={AUTH_TEXT.identity}
        autocomplete="username"
        helperText={sent ? undefined : AUTH_TEXT.identityHint}
        value={identity}
        disabled={sent || busy === 'send'}
        error={errors.identity}
        onValue={edit('identity', setIdentity)}
      />
      <KvkkConsent testId="otp-kvkk" checked={kvkk} disabled={locked} error={errors.kvkk} onChange={edit('kvkk', setKvkk)} />
      <IonButton
        data-testid="otp-send"
        expand="block"
        fill={sent ? 'outline' : 'solid'}
        disabled={busy !== null || locked}
        onClick={onSendOrChange}
      >
        {busy === 'send' && !sent ? <IonSpinner name="crescent" /> : sent ? AUTH_TEXT.changeIdentity : AUTH_TEXT.sendCode}
      </IonButton>
      {sent && (
        <>
          <CodeInput
            testId="otp-code"
            value={state.code}
            readonly={locked}
            error={errors.code}
            success={locked ? MSG.otpSuccessRedirect : undefined}
            onChange={edit('code', (value: string) => dispatch({ type: 'code', value }))}
          />
          <div className="auth-row">
            <span>{AUTH_TEXT.resendHint}</span>
            <button type="button" className="auth-link" data-testid="otp-resend" disabled={busy !== null || locked} onClick={onResend}>
              {AUTH_TEXT.resend}
            </button>
          </div>
          <IonButton
            data-testid="otp-verify"
            type="submit"
            expand="block"
            color={verifyColor}
            className={locked ? 'auth-verified' : undefined}
            disabled={busy !== null || locked}
          >
            {busy === 'verify' ? <IonSpinner name="crescent" /> : verifyLabel}
          </IonButton>
        </>
      )}
    </form>
  );
}
