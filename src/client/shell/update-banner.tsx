import { closeOutline, refreshOutline } from 'ionicons/icons';
import { formatTrCount } from '../../shared/format.js';
import { Glyph } from '../ui/glyph.js';
import { PlainButton } from '../ui/plain-button.js';

export const UPDATE_MSG = {
  ready: 'Yeni sürüm hazır.',
  waiting: (n: number) => `Gönderilmeyi bekleyen ${formatTrCount(n)} işleminiz var; yeni sürüm bunlar gönderildikten sonra yüklenebilir.`,
  reload: 'Yenile',
  close: 'Kapat',
};

/**
 * The 'new version' banner. While writes wait in the outbox (`pending` > 0) it says so and
 * offers no reload: a reload then would start the new version with writes the old one queued.
 */
export function UpdateBanner({ pending, onReload, onClose }: { pending: number; onReload: () => void; onClose: () => void }) {
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
      <Glyph icon={refreshOutline} className="update-prompt-icon" />
      <span className="update-prompt-text" data-testid="update-text">
        {pending > 0 ? UPDATE_MSG.waiting(pending) : UPDATE_MSG.ready}
      </span>
      <PlainButton size="small" onClick={() => pending === 0 && onReload()} disabled={pending > 0} data-testid="update-reload">
        {UPDATE_MSG.reload}
      </PlainButton>
      <PlainButton size="small" fill="clear" color="medium" icon={closeOutline} onClick={onClose} title={UPDATE_MSG.close} aria-label={UPDATE_MSG.close} />
    </div>
  );
}
