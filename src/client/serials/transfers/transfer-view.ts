import { documentTextOutline } from 'ionicons/icons';
import { TRANSFER_TEXTS, type TransferRow, type transfersToMeList } from '../../../shared/contract/serial-transfers.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import { serialKeys } from '../serial-queries.js';

/** Both lists come from one declaration maker: one type. */
type TransferList = typeof transfersToMeList;

/**
 * One of the two transfer lists (spec 2 §2.11). The caller's own side is left out — on
 * /mySerialTransfers every row's receiver is the dealer, on /serialTransfersFromMe every
 * sender — so a phone card shows the date, the other reseller, the count and 'Detay'.
 */
export function transferView(list: TransferList, filters: FilterDef[], ownSide: 'reseller' | 'transferredBy', onDetail: (row: TransferRow) => void): ListView<TransferList> {
  return {
    list,
    queryKey: serialKeys.lists(),
    filters,
    fetchFailedText: LEDGER_MSG.transferFailed,
    hidden: [ownSide],
    columns: {
      createDateTime: { width: '10rem' },
      transferredBy: { width: '18rem' },
      reseller: { width: '18rem' },
      lineCount: { width: '5rem', align: 'end' },
    },
    rowKey: (r) => r.id,
    rowActions: [{ label: TRANSFER_TEXTS.detail, icon: documentTextOutline, onClick: onDetail, testId: (r) => `${list.id}-detail-${r.id}` }],
  };
}
