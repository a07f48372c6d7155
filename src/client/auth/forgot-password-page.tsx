import { useEffect, useState, type FormEvent } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { Link, useNavigate } from 'react-router-dom';
import { checkResetCode, forgotPassword, resetPassword } from '../../shared/contract/auth.js';
import { MSG } from '../../shared/messages.js';
import { call } from '../lib/api.js';
import { handleError } from '../lib/error-handler.js';
import { toast } from '../lib/toast.js';
import { TextField } from '../ui/text-field.js';
import { AuthLayout } from './auth-layout.js';
import { CodeInput } from './code-input.js';
import { useFieldErrors } from './field-errors.js';
import { otpDigits, toIdentity } from './otp-state.js';
import { validateNewPassword } from './reset-rules.js';
import { AUTH_TEXT } from './texts.js';

type Step = 1 | 2 | 3;
type Field = 'identity' | 'code' | 'password' | 'password2';

/** Back to the login screen after a successful reset (spec 1 §2.5). */
export const RESET_REDIRECT_MS = 2000;

/** /sifremiunuttum: identity → code → new password twice (spec 1 §2.5, §5). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [identity, setIdentity] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const { errors, setErrors, edit } = useFieldErrors<Field>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  /** Runs one server step; failures (wrong or expired code, rate limit) go to the generic handler. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const email = toIdentity(identity);
    const passwordResetAuthCode = otpDigits(code);
    if (step === 1) {
      if (!identity.trim()) return setErrors({ identity: MSG.resetIdentityRequired });
      return run(async () => {
        await call(forgotPassword, { body: { email } });
        toast.success(MSG.resetCodeSent);
        setStep(2);
      });
    }
    if (step === 2) {
      // Documented defect (spec 1 §5): the empty code shows the e-mail message.
      if (!passwordResetAuthCode) return setErrors({ code: MSG.resetIdentityRequired });
      return run(async () => {
        await call(checkResetCode, { body: { email, passwordResetAuthCode } });
        toast.success(MSG.resetCodeAccepted);
        setStep(3);
      });
    }
    const found = validateNewPassword(password, password2);
    setErrors(found);
    if (found.password || found.password2) return;
    return run(async () => {
      await call(resetPassword, { body: { email, passwordResetAuthCode, newPassword: password } });
      toast.success(MSG.resetDone);
      setDone(true);
    });
  };

  const newPassword = (field: 'password' | 'password2', label: string, value: string, set: (v: string) => void) => (
    <TextField
      testId={`reset-${field}`}
      type="password"
      label={label}
      autocomplete="new-password"
      value={value}
      disabled={busy || done}
      error={errors[field]}
      onValue={edit(field, set)}
    />
  );

  const restart = () => {
    setStep(1);
    setCode('');
    setErrors({});
  };

  return (
    <AuthLayout testId="reset-page">
      <h2 className="auth-title">{AUTH_TEXT.resetTitle}</h2>
      <ol className="auth-steps" aria-label={AUTH_TEXT.resetTitle}>
        {AUTH_TEXT.resetSteps.map((label, i) => (
          <li key={label} className={i + 1 < step || done ? 'is-done' : i + 1 === step ? 'is-current' : undefined} aria-current={i + 1 === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <p className="auth-intro">{step === 1 ? AUTH_TEXT.resetIntro : step === 2 ? AUTH_TEXT.resetCodeIntro : AUTH_TEXT.resetPasswordIntro}</p>
      <form className="auth-form" onSubmit={submit} noValidate data-testid="reset-form">
        <TextField
          testId="reset-identity"
          label={AUTH_TEXT.identity}
          autocomplete="username"
          value={identity}
          disabled={step !== 1 || busy}
          error={errors.identity}
          onValue={edit('identity', setIdentity)}
        />
        {step === 2 && <CodeInput testId="reset-code" value={code} disabled={busy} error={errors.code} onChange={edit('code', setCode)} />}
        {step === 3 && (
          <>
            {newPassword('password', AUTH_TEXT.newPassword, password, setPassword)}
            {newPassword('password2', AUTH_TEXT.newPasswordAgain, password2, setPassword2)}
          </>
        )}
        <IonButton data-testid={step === 1 ? 'reset-send' : step === 2 ? 'reset-verify' : 'reset-save'} type="submit" expand="block" disabled={busy || done}>
          {busy ? <IonSpinner name="crescent" /> : step === 1 ? AUTH_TEXT.resetSend : step === 2 ? AUTH_TEXT.resetVerify : AUTH_TEXT.resetSave}
        </IonButton>
        <div className="auth-row">
          {step > 1 && !done ? (
            <button type="button" className="auth-link" onClick={restart} disabled={busy} data-testid="reset-restart">
              {AUTH_TEXT.changeIdentity}
            </button>
          ) : (
            <span />
          )}
          <Link className="auth-link" to="/login" data-testid="reset-back">
            {AUTH_TEXT.backToLogin}
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
