import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BATCH_MSG, type BatchApi, type CodeKind, type CodeRow } from '../../../../shared/contract/code-batches.js';
import { call } from '../../../lib/api.js';
import { handleError } from '../../../lib/error-handler.js';
import { toast } from '../../../lib/toast.js';
import { confirm } from '../../../ui/dialogs/confirm.js';
import { ListScreen } from '../../../ui/list/list-screen.js';
import type { ListHandle, ListView } from '../../../ui/list/list-types.js';
import { isServerVerdict } from '../../campaigns-data.js';
import { batchApiOf } from '../../../../shared/contract/code-batches.js';
import { batchKeys } from '../batch-keys.js';
import { TITLE_BUTTONS, TITLE_TEXT } from './batch-texts.js';

/**
 * The codes of one batch (spec 1 §3, §9): 10 a page (10/20/30), chosen ones cancelled after a
 * confirmation ('Seçilenleri İptal Et'). The list's test ids start with 'batch-codes'.
 */
export function BatchCodes({ kind, titleId }: { kind: CodeKind; titleId: number }) {
  const api = batchApiOf(kind);
  const client = useQueryClient();
  const listRef = useRef<ListHandle>(null);

  const cancelSelected = async (rows: CodeRow[]) => {
    if (!rows.length) return;
    if (!(await confirm({ header: TITLE_BUTTONS.cancelSelected, message: TITLE_TEXT[kind].cancelCodesConfirm, danger: true }))) return;
    try {
      const { count } = await call(api.cancelCodes, { body: { serialIdList: rows.map((r) => r.id) } });
      toast.success(TITLE_TEXT[kind].codesCancelled(count));
    } catch (error) {
      // The server's own words for a refusal (e.g. a batch not completed yet); else the spec's text.
      if (isServerVerdict(error)) handleError(error);
      else toast.error(BATCH_MSG[kind].cancelFailed);
    }
    listRef.current?.clearSelection();
    listRef.current?.reload();
    void client.invalidateQueries({ queryKey: batchKeys.title(kind, titleId) });
  };

  const view: ListView<BatchApi['codes']> = {
    list: api.codes,
    id: 'batch-codes',
    queryKey: batchKeys.codes(kind),
    filters: [],
    initialFilter: { titleId: String(titleId) },
    rowKey: (r) => r.id,
    exportLabel: false,
    // The batch's date and creator are shown above, the same for every code.
    hidden: ['createDateTime', 'userName'],
    columns: {
      value: { width: '10rem', cell: (r) => <strong className="batch-code-value">{r.value}</strong> },
      ownerCode: { width: '8rem' },
      distyName: { width: '12rem', hideOnPhone: true },
      ownerName: { width: '11rem' },
      voucherCode: { width: '7rem' },
      amount: { width: '7rem', align: 'end' },
      termNumber: { width: '5rem', align: 'end' },
      usageStatusDisplay: { width: '8rem' },
      isActivated: { width: '5rem' },
    },
    bulkActions: [{ label: TITLE_BUTTONS.cancelSelected, color: 'danger', onClick: (rows) => void cancelSelected(rows), testId: 'batch-codes-cancel' }],
  };
  return <ListScreen key={`${kind}-${titleId}`} view={view} listRef={listRef} title={TITLE_TEXT[kind].codesTitle} />;
}
