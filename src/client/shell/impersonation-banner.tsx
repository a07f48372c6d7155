import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../shared/contract/auth.js';
import { call } from '../lib/api.js';
import { readAdminReturn } from '../lib/impersonation.js';
import { clearSession, getTokens, setTokens, setUser, useSessionUser } from '../lib/session.js';
import { wipeLocalData } from './logout.js';

export const IMPERSONATION_MSG = {
  banner: (reseller: string, admin: string, ends: string) => `Bayi olarak giriş: ${reseller}. Giriş yapan: ${admin}. Oturum ${ends}'de sona erer.`,
  back: 'Yönetici Oturumuna Dön',
} as const;

const clock = (iso: string) => new Date(iso).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' });

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
      if (tokens) await call(logout, { body: { accessToken: tokens.token, refreshToken: tokens.refreshToken } });
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
