import { useEffect, useState } from 'react';
import { IonIcon, IonItem, IonLabel } from '@ionic/react';
import { chevronDownOutline } from 'ionicons/icons';
import { iconFor } from './icons.js';
import { isActivePath, type MenuSection } from './menu-model.js';
import { MenuLink } from './menu-link.js';

/**
 * A collapsible root item. Closed sub-items stay in the DOM (only hidden) so the menu's
 * content does not depend on what the user expanded.
 */
export function MenuSectionView({ section, pathname }: { section: MenuSection; pathname: string }) {
  const hasActive = section.routes.some((r) => isActivePath(r, pathname));
  const [open, setOpen] = useState(hasActive);
  useEffect(() => {
    if (hasActive) setOpen(true);
  }, [hasActive]);
  const listId = `menu-section-${section.key}`;
  return (
    <div className={`menu-section${hasActive ? ' menu-section-active' : ''}`}>
      <div className="menu-separator" aria-hidden="true" />
      <IonItem
        button
        detail={false}
        lines="none"
        className="menu-root"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        title={section.title}
      >
        <IonIcon slot="start" icon={iconFor(section.icon)} aria-hidden="true" />
        <IonLabel>{section.title}</IonLabel>
        <IonIcon slot="end" icon={chevronDownOutline} className={`menu-chevron${open ? ' menu-chevron-open' : ''}`} aria-hidden="true" />
      </IonItem>
      <div id={listId} className="menu-sub" hidden={!open}>
        {section.routes.map((route) => (
          <MenuLink key={route.path} route={route} active={isActivePath(route, pathname)} sub />
        ))}
      </div>
    </div>
  );
}
