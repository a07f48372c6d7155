import { useEffect, useRef } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { BATCH_MSG, type CodeKind, type TitleStatus } from '../../../../shared/contract/code-batches.js';
import { toast } from '../../../lib/toast.js';
import { BatchActions } from './batch-actions.js';
import { BatchCodes } from './batch-codes.js';
import { BatchFacts, BatchProgress } from './batch-facts.js';
import { useTitle } from './batch-queries.js';
import { TITLE_BUTTONS } from './batch-texts.js';

/**
 * One batch (spec 1 §4): while its codes are made, the progress (asked again every 2 s, also
 * after leaving and coming back from the menu); once completed its facts, 'Aktifleştir' /
 * 'İptal Et' and its codes; a failed one its error.
 */
export function BatchView({ kind, id, onNew }: { kind: CodeKind; id: number; onNew: () => void }) {
  const title = useTitle(kind, id);
  const status = title.data?.titleStatus;

  // Seen finishing on this screen: say so once.
  const seen = useRef<TitleStatus | undefined>(undefined);
  useEffect(() => {
    if (seen.current === 'CONTINUING' && status === 'COMPLETED') toast.success(BATCH_MSG[kind].created);
    seen.current = status;
  }, [kind, status]);

  const newButton = (
    <IonButton fill="outline" className="batch-new" onClick={onNew} data-testid="batch-new">
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      {TITLE_BUTTONS.newBatch}
    </IonButton>
  );
  if (!title.data) {
    return (
      <section className="panel batch-view" data-testid="batch-view">
        {title.isError ? <p className="muted">{BATCH_MSG.empty}</p> : <IonSpinner name="crescent" aria-label="Yükleniyor" data-testid="batch-loading" />}
        <div className="batch-commands">{newButton}</div>
      </section>
    );
  }
  const t = title.data;
  return (
    <>
      <section className="panel batch-view" data-testid="batch-view">
        <BatchFacts kind={kind} title={t} />
        {t.titleStatus === 'CONTINUING' && <BatchProgress title={t} />}
        {t.titleStatus === 'FAILED' && (
          <p className="batch-error" role="alert" data-testid="batch-error">
            {BATCH_MSG.failed}: {t.error ?? ''}
          </p>
        )}
        <div className="batch-commands">
          {t.titleStatus === 'COMPLETED' && <BatchActions kind={kind} title={t} />}
          {newButton}
        </div>
      </section>
      {t.titleStatus === 'COMPLETED' && <BatchCodes kind={kind} titleId={t.id} />}
    </>
  );
}
