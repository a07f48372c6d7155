import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { chevronDownOutline, chevronUpOutline } from 'ionicons/icons';
import { USERS_MSG } from '../../shared/contract/users.js';
import { historyLines } from './user-history-text.js';
import { useUserHistory } from './users-data.js';

/** 'Değişiklik Geçmişi' under the edit form: folded until opened, then the user's trail newest first. */
export function UserHistory({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const history = useUserHistory(userId, open);
  const lines = historyLines(history.data ?? []);
  return (
    <section className="user-history" data-testid="user-history">
      <IonButton fill="clear" size="small" className="user-history-toggle" onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="user-history-toggle">
        <IonIcon aria-hidden="true" slot="end" icon={open ? chevronUpOutline : chevronDownOutline} />
        {USERS_MSG.historyTitle}
      </IonButton>
      {open &&
        (history.isPending ? (
          <IonSpinner name="crescent" data-testid="user-history-loading" />
        ) : history.isError ? (
          <p className="user-history-note" data-testid="user-history-error">
            {USERS_MSG.loadFailed}
          </p>
        ) : lines.length === 0 ? (
          <p className="user-history-note" data-testid="user-history-empty">
            {USERS_MSG.historyEmpty}
          </p>
        ) : (
          <ol className="user-history-list" data-testid="user-history-list">
            {lines.map((l) => (
              <li key={l.id} className="user-history-entry" data-testid={`user-history-entry-${l.id}`}>
                <div className="user-history-head">
                  <span className="user-history-when">{l.when}</span>
                  <strong className="user-history-action">{l.action}</strong>
                  <span className="user-history-who">{l.who}</span>
                </div>
                {l.changes.length > 0 && (
                  <ul className="user-history-changes">
                    {l.changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
