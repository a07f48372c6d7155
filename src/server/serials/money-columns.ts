/** The money columns every ledger document and line carries (numeric comes back as text), and their answer shape. */
export interface MoneyDb {
  description: string | null;
  price: string;
  discount: string;
  discount_ratio: string;
  vat_ratio: string;
  vat: string;
  vat_included_price: string;
}

export const moneyOf = (r: MoneyDb) => ({
  description: r.description,
  price: Number(r.price),
  discount: Number(r.discount),
  discountRatio: Number(r.discount_ratio),
  vatRatio: Number(r.vat_ratio),
  vat: Number(r.vat),
  vatIncludedPrice: Number(r.vat_included_price),
});
