import { useEffect, useMemo, useState } from 'react';
import { IonContent, IonHeader, IonList, IonMenu, IonMenuToggle, IonRouterLink, IonToolbar } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../lib/session.js';
import { iconFor } from './icons.js';
import { useLayoutSettings } from '../lib/layout-settings.js';
import { DASHBOARD_ROUTE, menuSections } from './menu-model.js';
import { useShellParts } from './shell-parts.js';
import { MenuLink } from './menu-link.js';
import { MenuSectionView } from './menu-section.js';
import { menuMounted } from './menu-presence.js';
import { SlimMenu } from './slim-menu.js';
import { useIsDesktop } from '../ui/use-desktop.js';

/**
 * The signed-in user's side menu: logo, the dashboard first, then one root item per group.
 * On phones the menu is closed until asked for, so its items (dozens of Ionic items, each a
 * web component to create and style) are made when it first starts to open, not with the first
 * view: they were the biggest block of start-up work on the storefront (issue 12's Lighthouse).
 */
export function SideMenu({ contentId }: { contentId: string }) {
  const user = useSessionUser();
  const { menuMode } = useLayoutSettings();
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const { hasScreen } = useShellParts();
  const sections = useMemo(() => menuSections(user, hasScreen), [user, hasScreen]);
  const slim = isDesktop && menuMode === 'slim';
  const [opened, setOpened] = useState(false);
  const showItems = isDesktop || opened;
  useEffect(menuMounted, []);

  return (
    <IonMenu menuId="main" contentId={contentId} type="overlay" className={`side-menu${slim ? ' side-menu-slim' : ''}`}
      data-testid="side-menu"
      onIonWillOpen={() => setOpened(true)}
    >
      <IonHeader className="side-menu-header ion-no-border">
        <IonToolbar>
          <IonMenuToggle autoHide={false} menu="main">
            <IonRouterLink routerLink={DASHBOARD_ROUTE.path} routerDirection="root" title="Bayi Portalı">
              <span className="brand">
                <img src="/favicon.svg" alt="" width={34} height={34} />
                {!slim && <span className="brand-name">Bayi Portalı</span>}
              </span>
            </IonRouterLink>
          </IonMenuToggle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="side-menu-content">
        {!showItems ? null : slim ? (
          <SlimMenu sections={sections} pathname={pathname} />
        ) : (
          <nav aria-label="Ana menü">
            <IonList lines="none" className="side-menu-list">
              <MenuLink route={DASHBOARD_ROUTE} icon={iconFor(DASHBOARD_ROUTE.icon)} active={pathname === DASHBOARD_ROUTE.path} />
              {sections.map((section) => (
                <MenuSectionView key={section.key} section={section} pathname={pathname} />
              ))}
            </IonList>
          </nav>
        )}
      </IonContent>
    </IonMenu>
  );
}
