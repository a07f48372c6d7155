import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { login } from '../../shared/contract/auth.js';
import { MSG } from '../../shared/messages.js';
import { call } from '../lib/api.js';
import { handleError } from '../lib/error-handler.js';
import { PlainButton } from '../ui/plain-button.js';
import { PlainField } from '../ui/plain-field.js';
import { Spinner } from '../ui/spinner.js';
import { completeLogin } from './complete-login.js';
import { useFieldErrors } from './field-errors.js';
import { KvkkConsent } from './kvkk-consent.js';
import { AUTH_TEXT } from './texts.js';

export interface PasswordLoginErrors {
  username?: string;
  password?: string;
  kvkk?: string;
}

/** Tab 1 rules (spec 1 §5), every failing rule at once so all messages show together. */
export function validatePasswordLogin(username: string, password: string, kvkk: boolean): PasswordLoginErrors {
  const errors: PasswordLoginErrors = {};
  if (!username.trim()) errors.username = MSG.usernameRequired;
  if (!password) errors.password = MSG.passwordRequired;
  if (!kvkk) errors.kvkk = MSG.kvkkRequired;
  return errors;
}

/** Login tab 1: username, password, KVKK consent; success goes to /dashboard. */
export function PasswordLoginForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [kvkk, setKvkk] = useState(false);
  // Fields the server flagged: marked red without a text of their own (the toast says why).
  const [flagged, setFlagged] = useState<Record<string, boolean>>({});
  const { errors, setErrors, edit } = useFieldErrors<keyof PasswordLoginErrors>(() => setFlagged({}));
  const [busy, setBusy] = useState(false);
  const field = (name: 'username' | 'password', value: string, set: (v: string) => void) => ({
    testId: `login-${name}`,
    value,
    disabled: busy,
    error: errors[name],
    flagged: flagged[name],
    onValue: edit(name, set),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordLogin(username, password, kvkk);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const pair = await call(login, { body: { username: username.trim(), password } });
      await completeLogin(pair, false);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFlagged(handleError(error));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="login-form">
      {/* Plain fields and button (ui/plain-field.tsx): the login page is the first screen of every
          visit without a session, and its Ionic inputs were its longest task on a phone. */}
      <PlainField label={AUTH_TEXT.username} autoComplete="username" {...field('username', username, setUsername)} />
      <PlainField type="password" label={AUTH_TEXT.password} autoComplete="current-password" {...field('password', password, setPassword)} />
      <KvkkConsent testId="login-kvkk" checked={kvkk} disabled={busy} error={errors.kvkk} onChange={edit('kvkk', setKvkk)} />
      <div className="auth-row auth-row--end">
        <span>{AUTH_TEXT.forgotPasswordHint}</span>
        <Link className="auth-link" to="/sifremiunuttum" data-testid="login-forgot">
          {AUTH_TEXT.forgotPassword}
        </Link>
      </div>
      <PlainButton data-testid="login-submit" type="submit" expand="block" disabled={busy}>
        {busy ? <Spinner name="crescent" /> : AUTH_TEXT.submit}
      </PlainButton>
    </form>
  );
}
