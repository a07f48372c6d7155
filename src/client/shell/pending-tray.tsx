import { lazy, Suspense } from 'react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useOutboxCount } from '../lib/offline/outbox-count.js';
import { OFFLINE_MSG } from '../lib/offline/offline-texts.js';
import { CountBadge } from '../ui/count-badge.js';
import { PlainButton } from '../ui/plain-button.js';
import { usePanelRequest } from '../lib/panel-requests.js';
import { useOverlay } from '../ui/use-overlay.js';

// The panel reads the outbox from IndexedDB: loaded when opened, not with the top bar.
const PendingTrayPanel = lazy(() => import('./pending-tray-panel.js').then((m) => ({ default: m.PendingTrayPanel })));

/** The pending tray (ARCHITECTURE "Offline field kit"): a top-bar badge with the number of writes waiting to be sent, opening their list. */
export function PendingTray() {
  const count = useOutboxCount();
  const panel = useOverlay();
  // The dashboard's 'Bekleyen İşlemler' quick link.
  usePanelRequest('pending', panel.open);
  if (count === 0 && !panel.mounted) return null;
  const label = `${OFFLINE_MSG.trayTitle} (${count})`;
  return (
    <span className="bell">
      <PlainButton fill="clear" className="top-bar-button" icon={cloudUploadOutline} onClick={panel.open} title={label} aria-label={label} data-testid="pending-tray" />
      {count > 0 && <CountBadge count={count} color="warning" className="bell-badge" data-testid="pending-tray-count" />}
      {panel.mounted && (
        <Suspense fallback={null}>
          <PendingTrayPanel overlay={panel} />
        </Suspense>
      )}
    </span>
  );
}
