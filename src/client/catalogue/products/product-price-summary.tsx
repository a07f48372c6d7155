import type { ProductDetail } from '../../../shared/contract/models.js';
import { formatDate, formatMoney, formatPercent } from '../../../shared/format.js';

type PriceFields = NonNullable<ProductDetail['price']>;

const ROWS: { key: keyof PriceFields; label: string }[] = [
  { key: 'startDate', label: 'Fiyat Geçerlilik Tarihi' },
  { key: 'taxRatio', label: 'Kdv Oranı' },
  { key: 'distyPrice', label: 'Distribütör Alış Fiyatı' },
  { key: 'recommendedEdmPrice', label: 'Önerilen EDM Alış Fiyatı' },
  { key: 'recommendedResellerPrice', label: 'Önerilen Bayi Alış Fiyatı' },
  { key: 'recommendedSellPrice', label: 'Önerilen Satış Fiyatı' },
  { key: 'resellerPrice', label: 'Bayi Alış Fiyatı' },
];

function show(key: keyof PriceFields, price: PriceFields) {
  const v = price[key];
  if (v === null) return null;
  if (key === 'startDate') return formatDate(v as string);
  if (key === 'taxRatio') return formatPercent(v as number);
  return formatMoney(v as number);
}

/** A product's price read-only (prices are edited on the price screens). */
export function PriceSummary({ price, testId }: { price: PriceFields | null | undefined; testId: string }) {
  const shown = price ? ROWS.map((r) => ({ ...r, text: show(r.key, price) })).filter((r) => r.text !== null) : [];
  return (
    <section className="product-section" data-testid={testId}>
      <h2 className="product-section-title">Fiyat</h2>
      {shown.length === 0 ? (
        <p className="product-muted">Fiyat bilgisi yok.</p>
      ) : (
        <dl className="product-fields">
          {shown.map((r) => (
            <div key={r.key} className="product-field" data-testid={`${testId}-${r.key}`}>
              <dt>{r.label}</dt>
              <dd>{r.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
