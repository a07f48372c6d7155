import { menuController } from '@ionic/core/components';
import { menuOutline } from 'ionicons/icons';
import { setLayout, useLayoutSettings } from '../lib/layout-settings.js';
import { PlainButton } from '../ui/plain-button.js';
import { menuInPage } from './menu-presence.js';
import { useIsDesktop } from '../ui/use-desktop.js';

/**
 * Opens the menu on phones and in overlay mode; beside the split pane (desktop static or
 * slim) it folds the menu into the slim rail and back.
 */
export function MenuToggleButton() {
  const { menuMode } = useLayoutSettings();
  const isDesktop = useIsDesktop();
  const folds = isDesktop && menuMode !== 'overlay';
  const onClick = () => {
    if (folds) setLayout({ menuMode: menuMode === 'slim' ? 'static' : 'slim' });
    // The menu may not be made yet (it comes when the first screen has settled): made, then opened.
    else void menuInPage().then(() => menuController.toggle('main'));
  };
  const label = folds && menuMode === 'slim' ? 'Menüyü genişlet' : 'Menü';
  return <PlainButton fill="clear" className="top-bar-button" icon={menuOutline} onClick={onClick} title={label} aria-label={label} data-testid="menu-toggle" />;
}
