import { useNavigate } from 'react-router-dom';
import { IonBadge, IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { type CodeKind, statusPercent, type Title, TITLE_STATUS_DISPLAY } from '../../../../shared/contract/code-batches.js';
import { formatQuantity } from '../../../../shared/format.js';
import { ListScreen } from '../../../ui/list/list-screen.js';
import type { ListView } from '../../../ui/list/list-types.js';
import { storeBatchId, TITLE_ROUTE } from '../batch-storage.js';
import { batchApiOf } from '../../../../shared/contract/code-batches.js';
import { BATCH_POLL_MS, batchKeys } from '../batch-keys.js';
import { LIST_TEXT } from './batch-texts.js';
import { codeFilters } from './code-search.js';

type TitlesList = ReturnType<typeof batchApiOf>['titles'];

const STATUS_COLOR = { CONTINUING: 'warning', COMPLETED: 'success', FAILED: 'danger' } as const;

/** 'Devam Ediyor %42' while the job runs (0 decimals, spec 1 §9), else the status's own text. */
export const statusText = (t: Title) => (t.titleStatus === 'CONTINUING' ? `${TITLE_STATUS_DISPLAY.CONTINUING} %${statusPercent(t.progress, t.totalCount)}` : t.titleStatusDisplay);

function StatusCell({ title }: { title: Title }) {
  return (
    <IonBadge color={STATUS_COLOR[title.titleStatus]} className="batch-status" data-testid={`batch-status-${title.id}`}>
      {title.titleStatus === 'CONTINUING' && <IonSpinner name="dots" className="batch-status-spinner" aria-hidden="true" />}
      {statusText(title)}
    </IonBadge>
  );
}

const quantity = { width: '7rem', align: 'end' as const };

/** The batches of one kind, found by a code's value or by an owner code (the value wins, on the server). */
export function titleView(kind: CodeKind, onOpen: (title: Title) => void): ListView<TitlesList> {
  return {
    list: batchApiOf(kind).titles,
    queryKey: batchKeys.lists(kind),
    filters: codeFilters(kind),
    columns: {
      id: {
        width: '6.5rem',
        cell: (t) => (
          <button type="button" className="batch-open" onClick={() => onOpen(t)} data-testid={`${kind}-titles-open-${t.id}`}>
            {t.id}
          </button>
        ),
      },
      createDateTime: { width: '10rem' },
      userName: { width: '10rem', hideOnPhone: true },
      totalCount: { ...quantity, cell: (t) => formatQuantity(t.totalCount) },
      createdCount: { ...quantity, cell: (t) => formatQuantity(t.createdCount) },
      usedCount: { ...quantity, cell: (t) => formatQuantity(t.usedCount) },
      titleStatus: { width: '10rem', cell: (t) => <StatusCell title={t} /> },
      isActivated: { width: '5rem' },
    },
    rowKey: (t) => t.id,
    rowActions: [{ label: LIST_TEXT.detail, onClick: onOpen, testId: (t) => `${kind}-titles-detail-${t.id}` }],
    // A batch still being made: its progress and then its end show without a reload.
    pollWhile: pollWhileRunning,
  };
}

/** Every 2 s while a shown batch is CONTINUING (the batch screen polls at the same pace). */
export const pollWhileRunning = (rows: readonly Title[]) => (rows.some((t) => t.titleStatus === 'CONTINUING') ? BATCH_POLL_MS : false);

/** 'Paketler': the list, 'Yeni' opens an empty batch screen, a row (or 'Detay') opens that batch. */
export function TitleList({ kind }: { kind: CodeKind }) {
  const navigate = useNavigate();
  const open = (id: number | null) => {
    storeBatchId(kind, id);
    navigate(TITLE_ROUTE[kind]);
  };
  return (
    <ListScreen
      view={titleView(kind, (t) => open(t.id))}
      title={LIST_TEXT.titles}
      toolbar={
        <IonButton onClick={() => open(null)} data-testid={`${kind}-titles-new`}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {LIST_TEXT.newBatch}
        </IonButton>
      }
    />
  );
}
