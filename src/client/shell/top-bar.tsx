import { useSessionUser } from '../lib/session.js';
import { Bells } from './bells.js';
import { Breadcrumb } from './breadcrumb.js';
import { LogoutButton } from './logout-button.js';
import { MenuToggleButton } from './menu-toggle-button.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { OfflineIndicator } from './offline-indicator.js';
import { PendingTray } from './pending-tray.js';
import { ResellerSwitcher } from './reseller-switcher.js';
import { UserInfo } from './user-info.js';

/**
 * Top bar of every shell screen: menu toggle, breadcrumb, reseller switch, pending writes, bells,
 * user and logout. Plain elements and buttons (ui/plain-button.tsx), not Ionic's header, toolbar
 * and buttons: it is on every first screen, and its dozen web components were a long task there.
 */
export function TopBar() {
  const user = useSessionUser();
  return (
    <header className="top-bar">
      <div className="top-bar-toolbar">
        <MenuToggleButton />
        <div className="top-bar-row">
          <Breadcrumb />
          {user && <UserInfo user={user} />}
        </div>
        <div className="top-bar-actions">
          {user && <ResellerSwitcher user={user} />}
          {user && <PendingTray />}
          {user && <Bells user={user} />}
          <LogoutButton />
        </div>
      </div>
      {/* A strip under the bar, not a floating banner: on phones the bottom holds the screens' main buttons. */}
      <ImpersonationBanner />
      <OfflineIndicator />
    </header>
  );
}
