import { type PriceApprovalRow, priceApprovalList } from '../../../shared/contract/price-approval.js';
import { isNextPrice } from '../../../shared/prices.js';
import { nextPriceRow } from '../lists/admin-price-cells.js';
import { PRODUCT_FILTERS } from '../../lib/product-filters.js';
import type { DecisionHandlers } from '../../ui/dialogs/use-decision-queue.js';
import type { ListView } from '../../ui/list/list-types.js';
import { priceKeys } from '../price-queries.js';

const money = { width: '8.5rem', align: 'end' } as const;

/**
 * /WaitingMySupplyPrice (spec 3 §2.18): the product filters, 25 rows a page with
 * checkboxes, approve and reject per row and for the selection. Both bulk buttons need a
 * selection (spec 3 §5). A price starting in the future shows green, like the price lists.
 */
export function waitingPricesView(h: DecisionHandlers<PriceApprovalRow>): ListView<typeof priceApprovalList> {
  return {
    list: priceApprovalList,
    queryKey: priceKeys.lists(),
    filters: PRODUCT_FILTERS,
    columns: {
      category: { width: '8rem', hideOnPhone: true },
      subCategory: { width: '9rem', hideOnPhone: true },
      brand: { width: '7rem' },
      supplyName: { width: '10rem' },
      name: { width: '14rem' },
      barcode: { width: '9rem' },
      description: { width: '14rem', hideOnPhone: true },
      supplyStatus: { width: '6.5rem', hideOnPhone: true },
      origin: { width: '6rem', hideOnPhone: true },
      eol: { width: '4.5rem', hideOnPhone: true },
      createDateTime: { width: '6.5rem', hideOnPhone: true },
      startDate: { width: '7.5rem' },
      taxRatio: { width: '5rem', align: 'end' },
      distyPrice: money,
      recommendedEdmPrice: { ...money, hideOnPhone: true },
      recommendedResellerPrice: money,
      recommendedSellPrice: money,
    },
    rowKey: (row) => row.id,
    rowClass: (row) => nextPriceRow(isNextPrice(row.modelPriceSupply.startDate)),
    rowActions: [
      { label: 'Onayla', color: 'success', disabled: h.busy, onClick: h.onApprove, testId: (row) => `waiting-prices-approve-${row.id}` },
      { label: 'Reddet', color: 'danger', disabled: h.busy, onClick: h.onReject, testId: (row) => `waiting-prices-reject-${row.id}` },
    ],
    bulkActions: [
      { label: 'Seçilenleri Onayla', color: 'success', onClick: h.onBulkApprove, testId: 'waiting-prices-bulk-approve' },
      { label: 'Seçilenleri Reddet', color: 'danger', onClick: h.onBulkReject, testId: 'waiting-prices-bulk-reject' },
    ],
  };
}
