import type { CodeKind, CodeRow } from '../../../../shared/contract/code-batches.js';
import { ListScreen } from '../../../ui/list/list-screen.js';
import type { ColumnView, FilterDef, ListView } from '../../../ui/list/list-types.js';
import { batchApiOf } from '../../../../shared/contract/code-batches.js';
import { batchKeys } from '../batch-keys.js';
import { BATCH_TEXT } from './batch-texts.js';
import './batch-lists.css';

type CodesList = ReturnType<typeof batchApiOf>['codes'];

/** How the code columns look, here and on /passiveSerial (the same columns). */
export const CODE_COLUMNS: Partial<Record<keyof CodeRow, ColumnView<CodeRow>>> = {
  value: { width: '9rem', cell: (c) => <span className="batch-code">{c.value}</span> },
  ownerCode: { width: '8rem' },
  distyName: { width: '12rem', hideOnPhone: true },
  ownerName: { width: '12rem' },
  voucherCode: { width: '6.5rem' },
  amount: { width: '7rem', align: 'end' },
  termNumber: { width: '4.5rem', align: 'end' },
  usageStatusDisplay: { width: '8rem' },
  isActivated: { width: '4.5rem' },
  createDateTime: { width: '9.5rem', hideOnPhone: true },
  userName: { width: '10rem', hideOnPhone: true },
};

/** A code's value (a serial can be scanned) and its owner's code: the batches and the codes are found by these. */
export function codeFilters(kind: CodeKind): FilterDef[] {
  const { noun, owner } = BATCH_TEXT[kind];
  return [
    kind === 'serial' ? { kind: 'scan', key: 'value', label: noun } : { kind: 'text', key: 'value', label: noun },
    { kind: 'text', key: 'resellerCode', label: owner },
  ];
}

/**
 * Codes by value or by owner code (the value wins, spec 1 §5); nothing without either. The
 * export needs one of them: the declaration's rule warns 'Seri numara veya bayi kodu filtresi
 * dolu olmalıdır.' before anything is asked.
 */
export function codeView(kind: CodeKind): ListView<CodesList> {
  return {
    list: batchApiOf(kind).codes,
    queryKey: batchKeys.lists(kind),
    filters: codeFilters(kind),
    columns: CODE_COLUMNS,
    rowKey: (c) => c.id,
    rowClass: (c) => (c.isActivated ? undefined : 'row-passive'),
  };
}

export function CodeSearch({ kind }: { kind: CodeKind }) {
  return <ListScreen view={codeView(kind)} title={BATCH_TEXT[kind].search} />;
}
