import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { closeCircle, optionsOutline } from 'ionicons/icons';
import { STOREFRONT_MSG, STOREFRONT_PAGE_SIZES, STOREFRONT_SHOP_MSG } from '../../../shared/storefront.js';
import { AppPage } from '../../ui/app-page.js';
import { Glyph } from '../../ui/glyph.js';
import { PlainButton } from '../../ui/plain-button.js';
import { Spinner } from '../../ui/spinner.js';
import { Paginator } from '../../ui/list/paginator.js';
import { ScanField } from '../../ui/scan-field.js';
import { useDebouncedState } from '../../ui/list/use-debounced-value.js';
import { Tabs } from '../../ui/tabs.js';
import { FilterPanel } from './filter-panel.js';
import { ProductCard } from './product-card.js';
import { chipsOf, clearAll, clearKeys, EMPTY_FILTER, labelOfTab, setField, SHOP_DEBOUNCE_MS, SHOP_TABS, type ShopFilter, type ShopFilterKey, tabOf, toRequest } from './shop-filter.js';
import { BannerCarousel, CartButton } from './shop-parts.js';
import { useStorefrontFilterOptions, useStorefrontPage } from './shop-queries.js';
import './shop.css';
import { formatQuantity } from '../../../shared/format.js';

/** What the dealer had chosen, kept while the app runs so 'Ürün Listesine Git' comes back to it. */
const kept = { filter: EMPTY_FILTER, page: 0, size: STOREFRONT_PAGE_SIZES[0] as number };

/**
 * While the first page comes: card-sized placeholders, two rows on any width, so the cards take
 * their place without pushing the footer (or anything) down the page.
 */
function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <div key={`skeleton-${i}`} className="shop-card shop-card-skeleton" aria-hidden="true">
      <div className="shop-image" />
      <div className="shop-card-body" />
    </div>
  ));
}

function SkeletonGrid() {
  return (
    <div className="shop-grid" aria-busy="true" aria-label="Yükleniyor">
      <SkeletonCards count={8} />
    </div>
  );
}

/** Cards drawn in the first commit, then in each later step (placeholders hold the room of the rest). */
const FIRST_CARDS = 4;
const STEP_CARDS = 4;

/**
 * The first page's cards a few at a time — the first row or two, then four more per task —
 * instead of all in one commit: each card is a few dozen elements, and a commit of a page of
 * them (with its style and layout) was one of a phone's longest tasks at start. Each step is a
 * transition in a task of its own, so the dealer's taps and typing come first. Later pages (the
 * dealer's own paging and filtering) come in one commit.
 */
function useCardsInSteps(count: number) {
  // Infinity once the first page is all drawn: every later page then comes whole.
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count === 0 || drawn === Infinity) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((n) => (n + STEP_CARDS >= count ? Infinity : n + STEP_CARDS))), 0);
    return () => clearTimeout(timer);
  }, [drawn, count]);
  return Math.min(count, drawn);
}

/** /resellerOrderManagement: the dealer's storefront (spec 3 §2.15). */
export default function StorefrontPage() {
  // The filter as shown (chips, fields) at once; the search follows 2 s after the last change.
  const { value: filter, settled, set: setFilter, flush } = useDebouncedState<ShopFilter>(kept.filter, SHOP_DEBOUNCE_MS);
  const [page, setPage] = useState(kept.page);
  const [size, setSize] = useState(kept.size);
  const [panelOpen, setPanelOpen] = useState(false);
  const options = useStorefrontFilterOptions().data;
  const request = useMemo(() => toRequest(settled), [settled]);
  const answer = useStorefrontPage(request, page, size);
  const { isFetching } = answer;
  // The answer's cards are drawn at transition priority: TanStack Query hands its answers to
  // React as urgent updates, rendered in one piece (a page of cards was one long task on a phone);
  // deferred, React renders them in slices and yields between them. The placeholders stay until
  // the deferred answer is there (not 'no product' for the moment between).
  const data = useDeferredValue(answer.data);
  const isPending = answer.isPending || (data === undefined && answer.data !== undefined);
  useEffect(() => {
    Object.assign(kept, { filter, page, size });
  }, [filter, page, size]);

  // A typed or chosen field waits (SHOP_DEBOUNCE_MS); a whole value — a tab, a chip, clearing,
  // Enter or a scan in the search box — searches at once, as a list's 'Ara' does.
  const change = useCallback(
    (next: ShopFilter, now = false) => {
      setFilter(next, now);
      setPage(0);
    },
    [setFilter],
  );
  // Stable while the filter and its choices are (FilterPanel is memoised: the page re-renders on each answer).
  const onField = useCallback((key: ShopFilterKey, value: string) => change(setField(filter, key, value, options)), [change, filter, options]);
  const onClear = useCallback(() => change(clearAll(filter), true), [change, filter]);
  // Closing the phone's panel ('Göster') shows what was chosen in it without waiting.
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    flush();
  }, [flush]);
  const chips = chipsOf(filter, options);
  const products = data?.content ?? [];
  const drawn = useCardsInSteps(products.length);

  return (
    <AppPage>
      <div className="shop" data-testid="storefront">
        <div className="shop-toolbar">
          <PlainButton fill="outline" className="shop-filter-toggle" icon={optionsOutline} onClick={() => setPanelOpen(true)} data-testid="filter-toggle">
            Filtrele{chips.length ? ` (${chips.length})` : ''}
          </PlainButton>
          {/* Name, or a barcode typed, read by a hardware scanner or by the camera (shop-filter.ts toRequest). */}
          <div className="shop-search">
            <ScanField
              label={STOREFRONT_SHOP_MSG.searchPlaceholder}
              testId="shop-search"
              value={filter.modelName}
              clearInput
              onChange={(value) => change(setField(filter, 'modelName', value))}
              onScan={(code) => change(setField(filter, 'modelName', code), true)}
              onEnter={() => flush()}
            />
          </div>
          <div className="shop-cart">
            <CartButton />
          </div>
        </div>
        <BannerCarousel />
        <div className="shop-layout">
          <FilterPanel
            filter={filter}
            options={options}
            onField={onField}
            onClear={onClear}
            open={panelOpen}
            onClose={closePanel}
          />
          <section className="shop-results" aria-busy={isFetching}>
            <Tabs tabs={SHOP_TABS} value={tabOf(filter)} onValue={(tab) => change({ ...filter, labelStatus: labelOfTab(tab) }, true)} testId="shop-tabs" />
            {chips.length > 0 && (
              <div className="shop-chips" data-testid="shop-chips">
                {chips.map((c) => (
                  <button type="button" key={c.testId} className="shop-chip" data-testid={c.testId} onClick={() => change(clearKeys(filter, c.keys), true)}>
                    <span>{c.label}</span>
                    <Glyph icon={closeCircle} label="Kaldır" />
                  </button>
                ))}
                <button type="button" className="shop-chips-clear" onClick={() => change(clearAll(filter), true)} data-testid="chips-clear">
                  {STOREFRONT_SHOP_MSG.clearFilters}
                </button>
              </div>
            )}
            <div className="shop-count">
              {/* Comma thousands, as every quantity of the portal (spec 3 §9): 1,338 ürün. */}
              {data ? <span data-testid="shop-total">{formatQuantity(data.totalElements)} ürün</span> : <span />}
              {/* While the placeholders show, they are the sign of loading (no second animation). */}
              {isFetching && !isPending && <Spinner name="dots" className="shop-fetching" />}
            </div>
            {isPending ? (
              <SkeletonGrid />
            ) : products.length === 0 ? (
              <div className="shop-empty" data-testid="shop-empty">
                {STOREFRONT_MSG.noProduct}
              </div>
            ) : (
              <div className="shop-grid" data-testid="shop-grid">
                {products.slice(0, drawn).map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
                <SkeletonCards count={products.length - drawn} />
              </div>
            )}
            {data && data.totalElements > 0 && (
              <Paginator
                total={data.totalElements}
                page={page}
                size={size}
                sizes={[...STOREFRONT_PAGE_SIZES]}
                onPage={setPage}
                onSize={(s) => {
                  setSize(s);
                  setPage(0);
                }}
                testId="shop-paginator"
              />
            )}
          </section>
        </div>
      </div>
    </AppPage>
  );
}
