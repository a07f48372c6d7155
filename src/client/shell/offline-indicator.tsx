import { cloudOfflineOutline } from 'ionicons/icons';
import { formatTrDateTime } from '../../shared/format.js';
import { useNetworkDown } from '../lib/offline/network-state.js';
import { OFFLINE_MSG } from '../lib/offline/offline-texts.js';
import { useLastSynced } from '../lib/offline/sync-status.js';
import { Glyph } from '../ui/glyph.js';

export { useNetworkDown as useOnlineLost } from '../lib/offline/network-state.js';

/**
 * A small fixed banner while there is no usable network (the device is offline, or reads get
 * no answer): the screens then show the local data, and the banner says how fresh it is.
 */
export function OfflineIndicator() {
  const down = useNetworkDown();
  const synced = useLastSynced();
  if (!down) return null;
  return (
    <div className="offline-indicator" role="status" aria-live="polite" data-testid="offline-indicator">
      <Glyph icon={cloudOfflineOutline} />
      <span>
        {OFFLINE_MSG.offline} {synced ? OFFLINE_MSG.lastSynced(formatTrDateTime(synced)) : 'Bazı işlemler bağlantı gelince yapılacaktır.'}
      </span>
    </div>
  );
}
