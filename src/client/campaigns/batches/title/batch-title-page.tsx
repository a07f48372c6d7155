import { type ComponentType, useState } from 'react';
import { useIonViewWillEnter } from '@ionic/react';
import type { CodeKind } from '../../../../shared/contract/code-batches.js';
import { AppPage } from '../../../ui/app-page.js';
import { readBatchId, storeBatchId } from '../batch-storage.js';
import { BatchView } from './batch-view.js';
import './batch-title.css';

/**
 * The batch screen of both kinds (spec 1 §2.14, §4): the id kept in browser storage picks the
 * mode — none ('null') creates a new batch, an id shows that batch. The id is read again each
 * time the screen is entered (the list may have chosen another one meanwhile).
 */
export function BatchTitlePage({ kind, Create }: { kind: CodeKind; Create: ComponentType<{ onCreated: (id: number) => void }> }) {
  const [id, setId] = useState(() => readBatchId(kind));
  useIonViewWillEnter(() => setId(readBatchId(kind)), [kind]);

  const startNew = () => {
    storeBatchId(kind, null);
    setId(null);
  };

  return (
    <AppPage>
      <div className="batch-page" data-testid={`${kind}-title-page`} data-mode={id === null ? 'create' : 'view'}>
        {id === null ? (
          <Create onCreated={setId} />
        ) : (
          <BatchView key={id} kind={kind} id={id} onNew={startNew} />
        )}
      </div>
    </AppPage>
  );
}
