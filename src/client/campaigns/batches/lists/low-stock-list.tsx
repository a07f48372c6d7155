import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { downloadOutline } from 'ionicons/icons';
import type { CodeKind } from '../../../../shared/contract/code-batches.js';
import { formatQuantity } from '../../../../shared/format.js';
import { downloadList } from '../../../lib/api.js';
import { ListScreen } from '../../../ui/list/list-screen.js';
import type { ListView } from '../../../ui/list/list-types.js';
import { batchApiOf } from '../../../../shared/contract/code-batches.js';
import { batchKeys } from '../batch-keys.js';
import { LIST_TEXT } from './batch-texts.js';

type LowStockList = ReturnType<typeof batchApiOf>['lowStock'];

/** Owners below a campaign's critical level, fewest left first. Its export has its own button (below). */
export function lowStockView(kind: CodeKind): ListView<LowStockList> {
  return {
    list: batchApiOf(kind).lowStock,
    queryKey: batchKeys.lists(kind),
    filters: [],
    columns: {
      ownerCode: { width: '9rem' },
      distyCode: { width: '9rem' },
      amount: { width: '8rem' },
      remaining: { width: '6rem', align: 'end', cell: (r) => formatQuantity(r.remaining) },
      total: { width: '6rem', align: 'end', cell: (r) => formatQuantity(r.total) },
    },
    rowKey: (r) => r.id,
    exportLabel: false,
  };
}

/** Spec 1 §8: a failed low-stock export is only written to the console (no toast). */
function LowStockExport({ kind }: { kind: CodeKind }) {
  const list = batchApiOf(kind).lowStock;
  const exporter = useMutation({
    meta: { silent: true },
    mutationFn: () => downloadList(list, {}, list.defaultSort),
    onError: (error) => console.error(error),
  });
  return (
    <IonButton color="success" fill="outline" onClick={() => exporter.mutate()} disabled={exporter.isPending} data-testid={`${list.id}-export`}>
      {exporter.isPending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />}
      Excel&apos;e Aktar
    </IonButton>
  );
}

export function LowStockList({ kind }: { kind: CodeKind }) {
  return <ListScreen view={lowStockView(kind)} title={LIST_TEXT.lowStock} toolbar={<LowStockExport kind={kind} />} />;
}
