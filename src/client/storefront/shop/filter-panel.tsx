import { memo, useLayoutEffect, useRef, useState } from 'react';
import { closeOutline } from 'ionicons/icons';
import { LABEL_STATUSES, SUPPLY_STATUSES } from '../../../shared/catalogue.js';
import type { StorefrontFilterOptions } from '../../../shared/contract/storefront.js';
import { STOCK_STATUS_LABELS, STOCK_STATUSES, LABEL_STATUS_LABELS, STOREFRONT_SHOP_MSG } from '../../../shared/storefront.js';
import { NumberField } from '../../ui/number-field.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SelectField } from '../../ui/select-field.js';
import { ScanField } from '../../ui/scan-field.js';
import { TextField } from '../../ui/text-field.js';
import { useIsDesktop } from '../../ui/use-desktop.js';
import { priceOf, type ShopFilter, type ShopFilterKey } from './shop-filter.js';

export interface FilterPanelProps {
  filter: ShopFilter;
  options: StorefrontFilterOptions | undefined;
  onField: (key: ShopFilterKey, value: string) => void;
  onClear: () => void;
  /** Phones: the panel slides in over the grid; `onClose` hides it. */
  open: boolean;
  onClose: () => void;
}

const named = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));

/**
 * The sidebar's detailed search (spec 3 §2.15, §7): a sidebar on desktop, a slide-in panel on
 * phones. On phones its fields (a dozen Ionic inputs and selects) are made when the panel first
 * opens, not with the storefront's first view (issue 12: start-up work on a slow phone).
 */
export const FilterPanel = memo(function FilterPanel({ filter, options, onField, onClear, open, onClose }: FilterPanelProps) {
  const isDesktop = useIsDesktop();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const showFields = isDesktop || opened;
  // The panel is fixed to the window but painted inside the page's content, under the top bar:
  // on phones it starts where the content starts (below the bar and any banner under it).
  const aside = useRef<HTMLElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (open && !isDesktop) setTop(Math.max(0, aside.current?.closest('ion-content')?.getBoundingClientRect().top ?? 0));
  }, [open, isDesktop]);
  const below = isDesktop ? undefined : { top };
  const category = options?.categories.find((c) => String(c.id) === filter.category);
  const subCategories = category ? category.subCategories : options?.categories.flatMap((c) => c.subCategories);
  const select = (key: ShopFilterKey, label: string, choices: { value: string; label: string }[]) => (
    <SelectField testId={`filter-${key}`} label={label} value={filter[key]} options={choices} onValue={(v) => onField(key, v)} clearable />
  );
  return (
    <>
      <div className={`shop-filters-backdrop${open ? ' open' : ''}`} style={below} onClick={onClose} aria-hidden="true" />
      <aside ref={aside} className={`shop-filters${open ? ' open' : ''}`} style={below} data-testid="shop-filters" aria-label={STOREFRONT_SHOP_MSG.detailedSearch}>
        <div className="shop-filters-head">
          <h2>{STOREFRONT_SHOP_MSG.detailedSearch}</h2>
          <PlainButton fill="clear" color="medium" className="shop-filters-close" icon={closeOutline} aria-label="Kapat" title="Kapat" onClick={onClose} data-testid="shop-filters-close" />
        </div>
        {showFields && (
        <div className="shop-filters-fields">
          <TextField testId="filter-modelName" label="Ürün Adı" value={filter.modelName} onValue={(v) => onField('modelName', v)} maxlength={200} />
          {select('category', 'Kategori', named(options?.categories))}
          {select('subCategory', 'Alt Kategori', named(subCategories))}
          {select('brand', 'Marka', named(options?.brands))}
          <ScanField testId="filter-barcode" label="Barkod" value={filter.barcode} onChange={(v) => onField('barcode', v)} maxlength={50} />
          {select('supplyStatus', 'Tedarikçi Durumu', SUPPLY_STATUSES.map((s) => ({ value: s, label: s })))}
          {select('origin', 'Menşei', (options?.origins ?? []).map((o) => ({ value: o, label: o })))}
          <span className="shop-filters-label">Fiyat Aralığı (₺)</span>
          <div className="shop-filters-price">
            <NumberField testId="filter-minPrice" label="En Az" value={filter.minPrice} onValue={(v) => onField('minPrice', v)} min={0} max={100000} error={priceOf(filter.minPrice).error} />
            <NumberField testId="filter-maxPrice" label="En Çok" value={filter.maxPrice} onValue={(v) => onField('maxPrice', v)} min={0} max={100000} error={priceOf(filter.maxPrice).error} />
          </div>
          {select('stockStatus', 'Stok Durumu', STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] })))}
          {select('labelStatus', 'Etiket', LABEL_STATUSES.map((l) => ({ value: l, label: LABEL_STATUS_LABELS[l] })))}
        </div>
        )}
        <div className="shop-filters-foot">
          <PlainButton fill="outline" expand="block" onClick={onClear} data-testid="filter-clear">
            {STOREFRONT_SHOP_MSG.clearFilters}
          </PlainButton>
          <PlainButton expand="block" className="shop-filters-show" onClick={onClose} data-testid="filter-show">
            Ürünleri Göster
          </PlainButton>
        </div>
      </aside>
    </>
  );
});
