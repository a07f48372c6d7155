import { salePriceConflict, salePriceSchema, saleTotals } from '../../../shared/contract/sales.js';
import { SALE_CONFLICT_TEXTS, SALE_MAX_LINES, WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { type SellableUnit } from '../../../shared/contract/sale-wizard.js';
import { normalizeDecimal } from '../../ui/number-field.js';

/**
 * The basket of /satis (spec 2 §2.15 My Basket, issue 31): units picked by their serial, each at a
 * price within its band. Pure rules: the screen and its tests call the same functions.
 */

/** A sellable unit with a band: its minPrice and maxPrice are known. */
export type PricedUnit = SellableUnit & { minPrice: number; maxPrice: number; recommendedSellPrice: number };

export interface BasketLine {
  unit: PricedUnit;
  /** The price as typed ('.' decimal point, normalizeDecimal); the line starts at the recommended sale price. */
  priceText: string;
}

export type ScanOutcome =
  | { kind: 'added'; line: BasketLine }
  /** The serial is on units of two products of the dealer's stock: the dealer says which. */
  | { kind: 'choose'; units: PricedUnit[] }
  | { kind: 'refused'; message: string };

const priced = (u: SellableUnit): u is PricedUnit => u.minPrice !== null && u.maxPrice !== null && u.recommendedSellPrice !== null;

/** A new line at the recommended sale price (inside its band: min ≤ TESF ≤ max). */
export const lineOf = (unit: PricedUnit): BasketLine => ({ unit, priceText: String(unit.recommendedSellPrice) });

/**
 * What a serial's units (from the dealer's stock) do to the basket. Refused: none (not the dealer's,
 * or no longer in its stock), every one already in the basket, sold by a sale of this device still
 * waiting in the outbox (`pendingSold`), no price band (NO_PRICE), or a full basket.
 */
export function scanOutcome(basket: readonly BasketLine[], units: readonly SellableUnit[], pendingSold: ReadonlySet<number>): ScanOutcome {
  if (!units.length) return { kind: 'refused', message: WIZARD_MSG.notInStock };
  const inBasket = new Set(basket.map((l) => l.unit.unitId));
  const fresh = units.filter((u) => !inBasket.has(u.unitId));
  if (!fresh.length) return { kind: 'refused', message: WIZARD_MSG.alreadyInBasket };
  const unsold = fresh.filter((u) => !pendingSold.has(u.unitId));
  if (!unsold.length) return { kind: 'refused', message: SALE_CONFLICT_TEXTS.SOLD };
  const sellable = unsold.filter(priced);
  if (!sellable.length) return { kind: 'refused', message: SALE_CONFLICT_TEXTS.NO_PRICE };
  if (basket.length >= SALE_MAX_LINES) return { kind: 'refused', message: WIZARD_MSG.tooManyLines };
  if (sellable.length > 1) return { kind: 'choose', units: sellable };
  return { kind: 'added', line: lineOf(sellable[0]) };
}

/** The typed price as a number (NaN when it is none). */
export const priceOf = (line: BasketLine) => (line.priceText.trim() === '' ? Number.NaN : Number(line.priceText));

/** Keeps what can still become a price (digits, one decimal point; a Turkish comma taken as the point). */
export const cleanPrice = (raw: string) => normalizeDecimal(raw, false, true);

/** Why a line's price cannot be sold (null: fine): not a price, or outside [min, max] — lowered past MAX_DISCOUNT_RATIO or above the tolerance price. */
export function priceError(line: BasketLine): string | null {
  const price = priceOf(line);
  if (!salePriceSchema.safeParse(price).success) return WIZARD_MSG.priceInvalid;
  return salePriceConflict(price, line.unit) ? WIZARD_MSG.priceRange(line.unit.minPrice, line.unit.maxPrice) : null;
}

/** The amount to pay and the discount, from the lines as priced now (lines with a bad price count at 0). */
export function basketTotals(basket: readonly BasketLine[]) {
  return saleTotals(basket.map((l) => ({ price: priceError(l) ? 0 : priceOf(l), maxPrice: l.unit.maxPrice })));
}
