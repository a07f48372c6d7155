import { useState } from 'react';
import { IonButton, IonIcon, IonList, IonListHeader, IonPopover } from '@ionic/react';
import { iconFor } from './icons.js';
import { DASHBOARD_ROUTE, isActivePath, type MenuSection } from './menu-model.js';
import { MenuLink } from './menu-link.js';

/**
 * Slim mode (desktop): a narrow icon rail; a root item opens its sub-items in a popover
 * beside the rail, since their labels do not fit in 72 px.
 */
export function SlimMenu({ sections, pathname }: { sections: MenuSection[]; pathname: string }) {
  const [open, setOpen] = useState<{ section: MenuSection; event: Event } | null>(null);
  const close = () => setOpen(null);
  return (
    <nav className="slim-rail" aria-label="Ana menü">
      <IonButton
        fill="clear"
        className={`slim-button${pathname === DASHBOARD_ROUTE.path ? ' slim-button-active' : ''}`}
        routerLink={DASHBOARD_ROUTE.path}
        routerDirection="root"
        title={DASHBOARD_ROUTE.title}
        aria-label={DASHBOARD_ROUTE.title}
        data-testid={`menu-item-${DASHBOARD_ROUTE.path}`}
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={iconFor(DASHBOARD_ROUTE.icon)} />
      </IonButton>
      {sections.map((section) => (
        <IonButton
          key={section.key}
          fill="clear"
          className={`slim-button${section.routes.some((r) => isActivePath(r, pathname)) ? ' slim-button-active' : ''}`}
          title={section.title}
          aria-label={section.title}
          aria-haspopup="menu"
          onClick={(e) => setOpen({ section, event: e.nativeEvent })}
        >
          <IonIcon aria-hidden="true" slot="icon-only" icon={iconFor(section.icon)} />
        </IonButton>
      ))}
      <IonPopover isOpen={open !== null} event={open?.event} side="right" alignment="start" onDidDismiss={close} className="slim-popover">
        {open && (
          <IonList lines="none" className="side-menu-list">
            <IonListHeader>{open.section.title}</IonListHeader>
            {open.section.routes.map((route) => (
              <MenuLink key={route.path} route={route} active={isActivePath(route, pathname)} sub onNavigate={close} />
            ))}
          </IonList>
        )}
      </IonPopover>
    </nav>
  );
}
