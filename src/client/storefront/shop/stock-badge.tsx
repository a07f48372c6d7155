import { STOCK_STATUS_LABELS, type StockStatus } from '../../../shared/storefront.js';

/** The stock status as a coloured badge: YOK red, LİMİTLİ amber, VAR green. */
export function StockBadge({ status, testId }: { status: StockStatus; testId?: string }) {
  return (
    <span className={`shop-stock shop-stock-${status.toLowerCase()}`} data-testid={testId} data-status={status}>
      {STOCK_STATUS_LABELS[status]}
    </span>
  );
}
