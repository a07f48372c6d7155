import type { ReactNode } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { APPROVE_TYPE_LABELS, type ApproveType, eolLabel } from '../../../shared/catalogue.js';
import { PRICE_DETAIL_MSG, type PriceDetail, type SupplyPriceDetail } from '../../../shared/contract/price-detail.js';
import { formatDate, formatMoney, formatPercent } from '../../../shared/format.js';
import { PRICE_MSG } from '../../../shared/prices.js';
import { PRICE_FIELD_LABELS } from './price-form-state.js';

export interface InfoItem {
  key: string;
  label: string;
  value: ReactNode;
  wide?: boolean;
}

/** A price or 'Girilmedi' (spec: prices not entered). */
export const moneyText = (v: number | null | undefined) => (v === null || v === undefined ? PRICE_MSG.notEntered : formatMoney(v));

const dateWithNext = (date: string, next: boolean) => (
  <>
    {formatDate(date)}
    {next && <span className="price-detail-next">Sonraki Fiyat</span>}
  </>
);

/** The read-only product and version facts of the supplier detail (spec 1 §3 "Model price (supplier side)"). */
export function supplyInfoItems(p: SupplyPriceDetail): InfoItem[] {
  return [
    { key: 'category', label: 'Kategori', value: p.model.subCategory.category.name },
    { key: 'subCategory', label: 'Alt Kategori', value: p.model.subCategory.name },
    { key: 'brand', label: 'Marka', value: p.model.brand.name },
    { key: 'modelName', label: 'Ürün Adı', value: p.model.name },
    { key: 'barcode', label: 'Barkod', value: p.model.barcode },
    { key: 'supply', label: 'Tedarikçi', value: p.supply.name },
    { key: 'origin', label: 'Menşei', value: p.model.origin ?? '' },
    { key: 'supplyStatus', label: 'Tedarikçi Durumu', value: p.model.supplyStatus },
    { key: 'eol', label: 'EOL', value: eolLabel(p.eol) },
    { key: 'startDate', label: 'Başlangıç Tarihi', value: dateWithNext(p.startDate, p.nextPrice) },
    { key: 'endDate', label: 'Bitiş Tarihi', value: formatDate(p.endDate) },
    { key: 'approveType', label: 'Onay Durumu', value: APPROVE_TYPE_LABELS[p.approveType as ApproveType] },
    { key: 'description', label: 'Açıklama', value: p.model.description ?? '', wide: true },
  ];
}

/** The read-only facts of the distributor detail (spec 1 §3 "Price detail"). */
export function distyInfoItems(p: PriceDetail): InfoItem[] {
  return [
    { key: 'category', label: 'Kategori', value: p.category },
    { key: 'subCategory', label: 'Alt Kategori', value: p.subCategory },
    { key: 'brand', label: 'Marka', value: p.brand },
    { key: 'modelName', label: 'Ürün Adı', value: p.modelName },
    { key: 'barcode', label: 'Barkod', value: p.barcode },
    { key: 'supply', label: 'Tedarikçi', value: p.supply },
    { key: 'distyName', label: 'Distribütör', value: p.distyName },
    { key: 'origin', label: 'Menşei', value: p.origin ?? '' },
    { key: 'supplyStatus', label: 'Tedarikçi Durumu', value: p.supplyStatus },
    { key: 'eol', label: 'EOL', value: eolLabel(p.eol) },
    { key: 'mpsStartDate', label: 'Tedarikçi Fiyatı Başlangıç', value: formatDate(p.mpsStartDate) },
    { key: 'startDate', label: 'Başlangıç Tarihi', value: dateWithNext(p.startDate, p.nextPrice) },
    { key: 'endDate', label: 'Bitiş Tarihi', value: formatDate(p.endDate) },
    { key: 'description', label: 'Açıklama', value: p.description ?? '', wide: true },
  ];
}

/** The prices of a distributor version, read-only (the admin's detail). */
export function priceItems(p: PriceDetail): InfoItem[] {
  return [
    { key: 'taxRatio', label: PRICE_FIELD_LABELS.taxRatio, value: formatPercent(p.taxRatio) },
    { key: 'distyPrice', label: PRICE_FIELD_LABELS.distyPrice, value: moneyText(p.distyPrice) },
    { key: 'recommendedEdmPrice', label: PRICE_FIELD_LABELS.recommendedEdmPrice, value: moneyText(p.recommendedEdmPrice) },
    { key: 'recommendedResellerPrice', label: PRICE_FIELD_LABELS.recommendedResellerPrice, value: moneyText(p.recommendedResellerPrice) },
    { key: 'recommendedSellPrice', label: PRICE_FIELD_LABELS.recommendedSellPrice, value: moneyText(p.recommendedSellPrice) },
    { key: 'resellerPrice', label: PRICE_FIELD_LABELS.resellerPrice, value: moneyText(p.resellerPrice) },
  ];
}

/** A titled card of the detail screens (the theme's panel look). */
export function DetailCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="panel price-detail-card" data-testid={testId}>
      <h2 className="price-detail-title">{title}</h2>
      {children}
    </section>
  );
}

export function InfoCard({ title, items, testId }: { title: string; items: InfoItem[]; testId: string }) {
  return (
    <DetailCard title={title} testId={testId}>
      <dl className="price-detail-fields">
        {items.map((i) => (
          <div key={i.key} className={`price-detail-field${i.wide ? ' price-detail-field-wide' : ''}`} data-testid={`${testId}-${i.key}`}>
            <dt>{i.label}</dt>
            <dd>{i.value}</dd>
          </div>
        ))}
      </dl>
    </DetailCard>
  );
}

/** Before the version is there: a spinner, or 'Ürün Bulunamadı.' with the way back (load errors show no toast). */
export function DetailState({ loading, onBack }: { loading: boolean; onBack: () => void }) {
  if (loading)
    return (
      <div className="price-detail-loading">
        <IonSpinner aria-label="Yükleniyor" />
      </div>
    );
  return (
    <div className="panel price-detail-card" data-testid="price-detail-not-found">
      <p>{PRICE_MSG.noProduct}</p>
      <IonButton fill="outline" onClick={onBack} data-testid="price-detail-not-found-back">
        {PRICE_DETAIL_MSG.back}
      </IonButton>
    </div>
  );
}
