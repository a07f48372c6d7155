import { isResellerRole } from '../../shared/access.js';
import { upperTr } from '../../shared/text.js';
import type { StoredUser } from '../lib/session.js';

/** Reseller roles see 'code - name' of the active reseller, others their contact details (spec 1 §6). */
export function loginInfo(user: StoredUser): string {
  const reseller = user.user.loginReseller;
  if (isResellerRole(user.user.roles)) return reseller ? `${reseller.code} - ${reseller.name}` : '';
  return [user.gsmNo, user.email].filter(Boolean).join(' · ');
}

export const displayName = (user: StoredUser) => upperTr(`${user.user.name} ${user.user.surname}`.trim());

export function UserInfo({ user }: { user: StoredUser }) {
  const info = loginInfo(user);
  return (
    <div className="user-info">
      <span className="user-info-name" data-testid="topbar-user-name">
        {displayName(user)}
      </span>
      <span className="user-info-login" data-testid="topbar-login-info" title={info}>
        {info}
      </span>
    </div>
  );
}
