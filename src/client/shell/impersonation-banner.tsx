import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { readAdminReturn } from '../lib/impersonation.js';
import { clearSession, getTokens, setTokens, setUser, useSessionUser } from '../lib/session.js';
import { endSessionOnServer, wipeLocalData } from './logout.js';
import { formatClock } from '../../shared/format.js';

export const IMPERSONATION_MSG = {
  banner: (reseller: string, admin: string, ends: string) => `Bayi olarak giriş: ${reseller}. Giriş yapan: ${admin}. Oturum ${ends}'de sona erer.`,
  back: 'Yönetici Oturumuna Dön',
} as const;

const clock = formatClock;

/**
 * The strip of an impersonated session (log in as reseller, issue 13): which reseller, which
 * admin, when it ends, and the way back to the admin's own session (the dealer's session is
 * ended on the server and its local data wiped first).
 */
export function ImpersonationBanner() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const imp = user?.impersonation;
  if (!user || !imp) return null;
  const reseller = user.user.loginReseller ? `${user.user.loginReseller.code} ${user.user.loginReseller.name}` : `${user.user.name} ${user.user.surname}`;
  const adminReturn = readAdminReturn();

  const back = async () => {
    const tokens = getTokens();
    try {
      if (tokens) await endSessionOnServer(tokens);
    } catch {
      // The dealer's session ends at its time anyway.
    }
    clearSession();
    queryClient.clear();
    await wipeLocalData();
    if (adminReturn) {
      setTokens(adminReturn.tokens);
      setUser(adminReturn.user, adminReturn.user.autoLogin);
      navigate('/adminResellerLogin', { replace: true });
    } else navigate('/', { replace: true });
  };

  return (
    <div className="impersonation-banner" role="status" data-testid="impersonation-banner">
      <span>{IMPERSONATION_MSG.banner(reseller, imp.admin, clock(imp.endsAt))}</span>
      <button type="button" className="impersonation-back" onClick={() => void back()} data-testid="impersonation-back">
        {IMPERSONATION_MSG.back}
      </button>
    </div>
  );
}
