import { type CodeRow, passiveSerialList, type PassiveSerialFilter } from '../../../../shared/contract/code-batches.js';
import type { ListView } from '../../../ui/list/list-types.js';
import { batchKeys } from '../batch-keys.js';
import { CODE_COLUMNS } from '../lists/code-search.js';

export const PASSIVE_TEXT = {
  found: 'Bulunan Seri Numaralar',
  passivate: 'Pasifleştir',
  // Ours: what the button does without a selection.
  allHint: 'Seçim yapılmazsa bulunan tüm seri numaralar pasifleştirilir.',
} as const;

/**
 * The serials the checked search found: the search form sits above the list (its checks come
 * before any call), so the list itself has no filter bar and starts from the checked filter.
 */
export function passiveView(filter: PassiveSerialFilter, onPassivate: (selected: CodeRow[]) => void): ListView<typeof passiveSerialList> {
  return {
    list: passiveSerialList,
    queryKey: batchKeys.lists('serial'),
    filters: [],
    initialFilter: { ...filter },
    columns: CODE_COLUMNS,
    rowKey: (c) => c.id,
    rowClass: (c) => (c.isActivated ? undefined : 'row-passive'),
    bulkActions: [{ label: PASSIVE_TEXT.passivate, color: 'danger', allowEmpty: true, onClick: onPassivate, testId: 'passive-serials-deactivate' }],
  };
}
