import { lazy, Suspense } from 'react';
import { settingsOutline } from 'ionicons/icons';
import { APP_VERSION } from '../lib/config.js';
import { PlainButton } from '../ui/plain-button.js';
import { useOverlay } from '../ui/use-overlay.js';

const SETTINGS = 'Görünüm Ayarları';

// The configurator comes with its first use, not with every page's footer.
const Configurator = lazy(() => import('./configurator.js').then((m) => ({ default: m.Configurator })));

export function Footer() {
  const panel = useOverlay();
  return (
    <footer className="app-footer">
      <span className="app-footer-version">Bayi Portalı v{APP_VERSION}</span>
      <PlainButton fill="clear" size="small" className="app-footer-button" icon={settingsOutline} onClick={panel.open} title={SETTINGS} aria-label={SETTINGS} data-testid="configurator-open" />
      {panel.mounted && (
        <Suspense fallback={null}>
          <Configurator isOpen={panel.isOpen} onClose={panel.close} onDismissed={panel.dismissed} />
        </Suspense>
      )}
    </footer>
  );
}
