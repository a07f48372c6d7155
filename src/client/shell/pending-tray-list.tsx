import { IonButton, IonContent } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import { formatTrDateTime } from '../../shared/format.js';
import { OFFLINE_MSG, OUTBOX_KIND_LABELS, OUTBOX_STATE_LABELS } from '../lib/offline/offline-texts.js';
import { kickOutbox, outbox } from '../lib/offline/outbox-runner.js';
import { useLiveQuery } from '../lib/offline/use-live-query.js';
import { confirm } from '../ui/dialogs/confirm.js';

const STOREFRONT = '/resellerOrderManagement';
/** A stopped sale is shown in the sales wizard. */
const WIZARD = '/satis';

/** Each queued write: kind, what, when, state and the server's refusal; retry and discard. */
export function PendingTrayList({ onNavigate }: { onNavigate: () => void }) {
  const entries = useLiveQuery(() => outbox.entries(), 'tray') ?? [];
  const navigate = useNavigate();
  const retry = async (seq: number) => {
    await outbox.retry(seq);
    await kickOutbox();
  };
  const discard = async (seq: number) => {
    if (!(await confirm({ message: OFFLINE_MSG.discardConfirm, confirmText: OFFLINE_MSG.discard, cancelText: 'Vazgeç', danger: true }))) return;
    await outbox.discard(seq);
    void kickOutbox();
  };
  const sendAll = async () => {
    for (const e of entries) if (e.state === 'queued') await outbox.retry(e.seq!);
    await kickOutbox();
  };
  return (
    <IonContent className="pending-tray-content">
      {entries.length === 0 ? (
        <p className="pending-tray-empty" data-testid="pending-tray-empty">
          {OFFLINE_MSG.trayEmpty}
        </p>
      ) : (
        <>
          <IonButton size="small" fill="outline" onClick={sendAll} data-testid="pending-tray-send">
            {OFFLINE_MSG.retryAll}
          </IonButton>
          <ul className="pending-tray-list">
            {entries.map((e) => (
              <li key={e.seq} className={`pending-entry pending-${e.state}`} data-testid={`pending-entry-${e.kind}`}>
                <div className="pending-entry-head">
                  <strong>{OUTBOX_KIND_LABELS[e.kind]}</strong>
                  <span className="pending-entry-state" data-testid="pending-entry-state">
                    {OUTBOX_STATE_LABELS[e.state]}
                  </span>
                </div>
                <span className="pending-entry-label">{e.label}</span>
                <span className="pending-entry-time">{formatTrDateTime(new Date(e.createdAt))}</span>
                {e.error && e.state !== 'queued' && (
                  <span className="pending-entry-error" data-testid="pending-entry-error">
                    {e.error}
                  </span>
                )}
                <div className="pending-entry-actions">
                  {e.state === 'conflict' && (
                    <IonButton
                      size="small"
                      onClick={() => {
                        onNavigate();
                        navigate(e.kind === 'sale.complete' ? WIZARD : STOREFRONT);
                      }}
                      data-testid="pending-entry-show"
                    >
                      {OFFLINE_MSG.showInCart}
                    </IonButton>
                  )}
                  <IonButton size="small" fill="outline" onClick={() => retry(e.seq!)} data-testid="pending-entry-retry">
                    {OFFLINE_MSG.retry}
                  </IonButton>
                  <IonButton size="small" fill="clear" color="danger" onClick={() => discard(e.seq!)} data-testid="pending-entry-discard">
                    {OFFLINE_MSG.discard}
                  </IonButton>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </IonContent>
  );
}
