import { IonIcon, IonItem, IonLabel, IonMenuToggle } from '@ionic/react';
import type { RouteDef } from '../../shared/access.js';

interface Props {
  route: RouteDef;
  active: boolean;
  icon?: string;
  /** A sub-item of a root item: indented, smaller. */
  sub?: boolean;
  onNavigate?: () => void;
}

/**
 * One menu entry; the toggle closes the overlay menu on phones and is inert beside the split
 * pane. Menu navigation starts a new stack ('root'), so earlier screens do not pile up hidden.
 */
export function MenuLink({ route, active, icon, sub, onNavigate }: Props) {
  const className = ['menu-link', sub ? 'menu-link-sub' : '', active ? 'menu-link-active' : ''].filter(Boolean).join(' ');
  return (
    <IonMenuToggle autoHide={false} menu="main">
      <IonItem
        routerLink={route.path}
        routerDirection="root"
        detail={false}
        lines="none"
        className={className}
        title={route.title}
        aria-current={active ? 'page' : undefined}
        data-testid={`menu-item-${route.path}`}
        onClick={onNavigate}
      >
        {icon && <IonIcon slot="start" icon={icon} aria-hidden="true" />}
        <IonLabel>{route.title}</IonLabel>
      </IonItem>
    </IonMenuToggle>
  );
}
