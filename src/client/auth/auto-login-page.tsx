import { useState } from 'react';
import { closeCircleOutline } from 'ionicons/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MSG } from '../../shared/messages.js';
import { clearSession, setResellerCode } from '../lib/session.js';
import { useRunOnce } from '../ui/use-run-once.js';
import { AuthLayout, AuthStatus } from './auth-layout.js';
import { completeLogin } from './complete-login.js';
import { safeRedirectPath } from './redirect-path.js';
import { AUTH_TEXT } from './texts.js';

/** /autoLogin/:token/:refreshToken/:resellerCode/:redirectPage (spec 1 §2.4). */
export default function AutoLoginPage() {
  const { token = '', refreshToken = '', resellerCode = '', redirectPage } = useParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // One attempt per visit, also under StrictMode's doubled effects.
  useRunOnce(async () => {
    try {
      setResellerCode(resellerCode);
      // A refused pair must keep 'GİRİŞ BAŞARISIZ !' on screen, not leave for /login.
      await completeLogin({ token, refreshToken }, true, false);
      navigate(safeRedirectPath(redirectPage), { replace: true });
    } catch {
      clearSession();
      setFailed(true);
    }
  });

  return (
    <AuthLayout testId="auto-login-page">
      {failed ? (
        <AuthStatus icon={closeCircleOutline} color="danger" title={MSG.autoLoginFailed} text={AUTH_TEXT.autoLoginFailedText} testId="auto-login-failed">
          <Link className="auth-link" to="/login">
            {AUTH_TEXT.goToLogin}
          </Link>
        </AuthStatus>
      ) : (
        <AuthStatus busy title={AUTH_TEXT.loggingIn} text={AUTH_TEXT.pleaseWait} testId="auto-login-loading" />
      )}
    </AuthLayout>
  );
}
