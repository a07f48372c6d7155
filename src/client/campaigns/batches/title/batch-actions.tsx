import { useEffect, useRef, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import { useNavigate } from 'react-router-dom';
import { BATCH_MSG, type CodeKind, type Title } from '../../../../shared/contract/code-batches.js';
import { call } from '../../../lib/api.js';
import { toast } from '../../../lib/toast.js';
import { confirm } from '../../../ui/dialogs/confirm.js';
import { campaignKeys } from '../../campaigns-queries.js';
import { storeBatchId, TITLE_LIST_ROUTE } from '../batch-storage.js';
import { batchApiOf } from '../../../../shared/contract/code-batches.js';
import { batchKeys } from '../batch-keys.js';
import { TITLE_BUTTONS, TITLE_TEXT } from './batch-texts.js';

/** Spec 1 §4: after activating or cancelling, the screen goes back to the list after 2 s. */
export const LEAVE_DELAY_MS = 2000;

/**
 * 'Aktifleştir' and 'İptal Et' of a completed batch (spec 1 §4, §8): both disabled once it is
 * active or while one runs; a success says so and returns to the list after 2 s, a failure says
 * the spec's text and enables them again. Cancelling deletes the batch, so it is asked first.
 */
export function BatchActions({ kind, title }: { kind: CodeKind; title: Title }) {
  const api = batchApiOf(kind);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = () => {
    setDone(true);
    void client.invalidateQueries({ queryKey: campaignKeys.all, predicate: (q) => !batchKeys.title(kind, title.id).every((part, i) => q.queryKey[i] === part) });
    timer.current = setTimeout(() => navigate(TITLE_LIST_ROUTE[kind]), LEAVE_DELAY_MS);
  };

  const activate = async () => {
    setBusy(true);
    try {
      const saved = await call(api.activate, { body: { id: title.id } });
      client.setQueryData(batchKeys.title(kind, title.id), saved);
      toast.success(BATCH_MSG[kind].activated);
      leave();
    } catch {
      toast.error(BATCH_MSG[kind].activateFailed);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!(await confirm({ header: TITLE_BUTTONS.cancel, message: TITLE_TEXT[kind].cancelConfirm, danger: true }))) return;
    setBusy(true);
    try {
      await call(api.remove, { body: { id: title.id } });
      // The batch is gone: the screen opens a new one next time.
      storeBatchId(kind, null);
      toast.success(BATCH_MSG[kind].cancelled);
      leave();
    } catch {
      toast.error(BATCH_MSG[kind].cancelFailed);
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || done || title.isActivated;
  return (
    <div className="batch-actions">
      <IonButton color="success" onClick={() => void activate()} disabled={disabled} data-testid="batch-activate">
        <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
        {TITLE_BUTTONS.activate}
      </IonButton>
      <IonButton color="danger" fill="outline" onClick={() => void cancel()} disabled={disabled} data-testid="batch-cancel">
        <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
        {TITLE_BUTTONS.cancel}
      </IonButton>
    </div>
  );
}
