import { useState } from 'react';
import { alertCircleOutline, phonePortraitOutline } from 'ionicons/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ticketLogin } from '../../shared/contract/auth.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { ApiError, call } from '../lib/api.js';
import { saveAdminReturn } from '../lib/impersonation.js';
import { clearSession, getTokens, getUser } from '../lib/session.js';
import { useRunOnce } from '../ui/use-run-once.js';
import { AuthLayout, AuthStatus } from './auth-layout.js';
import { completeLogin } from './complete-login.js';
import { AUTH_TEXT } from './texts.js';

type Outcome = 'loading' | 'invalid' | 'refused';

/** The page of a failed ticket login, each with a way back home. */
const FAILED = {
  invalid: { icon: alertCircleOutline, color: 'danger', title: AUTH_TEXT.ticketInvalidTitle, text: AUTH_TEXT.ticketInvalidText, testId: 'ticket-invalid' },
  refused: { icon: phonePortraitOutline, color: 'warning', title: AUTH_TEXT.userRoleTitle, text: AUTH_TEXT.userRoleText, testId: 'ticket-refused' },
} as const;

/** Error 1000 means the ticket is invalid or spent; anything else is a refused account. */
export const ticketOutcome = (error: unknown): Outcome =>
  error instanceof ApiError && error.body?.code === ERROR_CODES.INVALID_TICKET ? 'invalid' : 'refused';

/** /resellerLogin/:ticketId: trades a single-use ticket for a session (spec 1 §2.3) of the reseller, impersonated by the admin of this browser. */
export default function ResellerLoginPage() {
  const { ticketId = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>('loading');
  // The ticket is single use: StrictMode's second effect run must not spend it again.
  useRunOnce(async () => {
    // The ticket is bound to the admin's session in this browser (issue 13), which is set aside for the way back.
    const admin = getTokens();
    const adminUser = getUser();
    try {
      const pair = await call(ticketLogin, { body: { authTicket: ticketId, ...(admin ? { adminToken: admin.token } : {}) } });
      await completeLogin(pair, false);
      if (admin && adminUser) saveAdminReturn({ tokens: admin, user: adminUser });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // Spec 1 §2.3 knows no half-signed-in state: a failed ticket login, even a network
      // failure after the ticket was spent, shows its page and leaves no tokens behind.
      clearSession();
      setOutcome(ticketOutcome(error));
    }
  });

  return (
    <AuthLayout testId="reseller-login-page">
      {outcome === 'loading' ? (
        <AuthStatus busy title={AUTH_TEXT.loggingIn} text={AUTH_TEXT.pleaseWait} testId="ticket-loading" />
      ) : (
        <AuthStatus {...FAILED[outcome]}>
          <Link className="auth-link" to="/">
            {AUTH_TEXT.goHome}
          </Link>
        </AuthStatus>
      )}
    </AuthLayout>
  );
}
