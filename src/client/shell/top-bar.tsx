import { IonButtons, IonHeader, IonToolbar } from '@ionic/react';
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

/** Top bar of every shell screen: menu toggle, breadcrumb, reseller switch, pending writes, bells, user and logout. */
export function TopBar() {
  const user = useSessionUser();
  return (
    <IonHeader className="top-bar">
      <IonToolbar>
        <IonButtons slot="start">
          <MenuToggleButton />
        </IonButtons>
        <div className="top-bar-row">
          <Breadcrumb />
          {user && <UserInfo user={user} />}
        </div>
        <IonButtons slot="end" className="top-bar-actions">
          {user && <ResellerSwitcher user={user} />}
          {user && <PendingTray />}
          {user && <Bells user={user} />}
          <LogoutButton />
        </IonButtons>
      </IonToolbar>
      {/* A strip under the bar, not a floating banner: on phones the bottom holds the screens' main buttons. */}
      <ImpersonationBanner />
      <OfflineIndicator />
    </IonHeader>
  );
}
