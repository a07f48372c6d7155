import { formatMoney } from '../../../shared/format.js';
import { PRICE_MSG } from '../../../shared/prices.js';

/**
 * Cells of the admin and reseller price lists: money as ₺ with 2 decimals, a price not
 * entered as 'Girilmedi', and the check flag of a price (spec 1 §3: true = rose → green,
 * false = fell → pink, null = no colour).
 */
export function MoneyCell({ value }: { value: number | null }) {
  return value === null ? <span className="price-not-entered">{PRICE_MSG.notEntered}</span> : <span className="price-amount">{formatMoney(value)}</span>;
}

export const checkClass = (check: boolean | null) => (check === true ? 'price-check-up' : check === false ? 'price-check-down' : undefined);

/** A coming price (start date ahead, spec 1 §2.8) shows as a green row. */
export const nextPriceRow = (next: boolean) => (next ? 'row-success price-next' : undefined);
