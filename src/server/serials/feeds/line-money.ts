/**
 * The money of a unit line and of a document, in kuruş (integers) so sums never drift: VAT is
 * charged on the price after discount and rounded per line; a document's amounts are the sums of
 * its lines, its ratios recomputed from them.
 */
export interface LineInput {
  price: number;
  discount: number;
  vatRatio: number;
}

export interface Amounts {
  price: number;
  discount: number;
  discountRatio: number;
  vatRatio: number;
  vat: number;
  vatIncludedPrice: number;
}

const kurus = (tl: number) => Math.round(tl * 100);
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

export function lineAmounts(line: LineInput): Amounts {
  const price = kurus(line.price);
  const discount = kurus(line.discount);
  const vat = Math.round(((price - discount) * line.vatRatio) / 100);
  return { price: price / 100, discount: discount / 100, discountRatio: ratio(discount, price), vatRatio: line.vatRatio, vat: vat / 100, vatIncludedPrice: (price - discount + vat) / 100 };
}

export function documentAmounts(lines: readonly Amounts[]): Amounts {
  let price = 0;
  let discount = 0;
  let vat = 0;
  for (const l of lines) {
    price += kurus(l.price);
    discount += kurus(l.discount);
    vat += kurus(l.vat);
  }
  const ratios = new Set(lines.map((l) => l.vatRatio));
  // One VAT ratio on every line is the document's; mixed ratios give the effective one.
  const vatRatio = ratios.size === 1 ? [...ratios][0] : ratio(vat, price - discount);
  return { price: price / 100, discount: discount / 100, discountRatio: ratio(discount, price), vatRatio, vat: vat / 100, vatIncludedPrice: (price - discount + vat) / 100 };
}
