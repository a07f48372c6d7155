import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResellerPriceRow } from '../../../shared/contract/admin-price-lists.js';
import { TOLERANCE_FORMULA } from '../../../shared/prices.js';
import { offlineDb } from '../../lib/offline/db.js';
import { isNetworkDown, markNetworkUp } from '../../lib/offline/network-state.js';
import { chooseIon, fakeApi, renderScreen, toastsOf, typeIon, type ApiCall } from '../../testing/screen-testing.js';
import { LIST_MSG } from '../../ui/list/list-screen.js';
import { priceRow, syncPrices } from './local-price-testing.js';
import ResellerPricePage from './reseller-price-page.js';

const row = (id: number, over: Partial<ResellerPriceRow> = {}): ResellerPriceRow => ({
  id,
  mid: 100 + id,
  brandName: 'Anker',
  modelName: `Anker Şarj Aleti ${id}`,
  barcode: `869000000${id}`,
  description: null,
  category: 'Şarj Ürünleri',
  subCategory: 'Duvar Şarj Adaptörleri',
  sid: 11,
  supply: { id: 11, name: 'Anadolu Aksesuar' },
  supplyName: 'Anadolu Aksesuar',
  distyName: 'Boğaziçi Dağıtım A.Ş.',
  startDate: '2026-10-02T13:00:00.000Z',
  supplyStatus: 'AÇIK',
  origin: 'Çin',
  eol: null,
  approveType: 'APPROVED',
  taxRatio: 20,
  recommendedResellerPrice: 420,
  recommendedSellPrice: 549.9,
  tolerancePrice: 604.89,
  resellerPrice: 400,
  aksf: 480,
  ...over,
});

describe('/productPriceInfoList and /productPrices', () => {
  let calls: ApiCall[];
  let content: ResellerPriceRow[];
  const pages = () => calls.filter((c) => c.path === '/api/modelPrice/reseller/getAll');
  beforeEach(() => {
    content = [row(1), row(2, { tolerancePrice: null, resellerPrice: null, aksf: null })];
    ({ calls } = fakeApi((c) => {
      if (c.path === '/api/modelPrice/reseller/getAll') return [200, { content, totalElements: content.length }];
      if (c.path === '/api/modelPrice/reseller/findAll') return [200, {}];
      if (c.path === '/api/modelPrice/reseller/filters')
        return [200, { brands: [{ id: 4, name: 'Anker' }, { id: 5, name: 'Ttec' }], supplies: [{ id: 11, name: 'Anadolu Aksesuar' }] }];
      return undefined;
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderAt = async (path: string) => {
    renderScreen(<ResellerPricePage />, { path });
    await screen.findByTestId('reseller-prices-row-2');
  };

  it('lists the prices in force with the spec columns, "Girilmedi" for a missing tolerance price', async () => {
    await renderAt('/productPriceInfoList');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ürün Fiyat Listesi');
    expect(pages()[0].url).toBe('/api/modelPrice/reseller/getAll?page=0&size=10&sort=modelName%2Casc');
    const headers = Array.from(screen.getByTestId('reseller-prices-table').querySelectorAll('th')).map((th) => th.textContent);
    expect(headers).toEqual(['Marka', 'Ürün Adı', 'Barkod', 'Tedarikçi', 'Distribütör', 'Önerilen Bayi Alış Fiyatı', 'Önerilen Satış Fiyatı', 'Tolerans Fiyatı']);
    const first = screen.getByTestId('reseller-prices-row-1');
    expect(first.textContent).toContain('₺420.00');
    expect(first.textContent).toContain('₺549.90');
    expect(first.textContent).toContain('₺604.89');
    expect(within(screen.getByTestId('reseller-prices-row-2')).getByText('Girilmedi')).toBeTruthy();
    // The tolerance formula is explained on the screen, on the column's header and on each tolerance price.
    expect(screen.getByTestId('reseller-prices-formula').textContent).toBe(TOLERANCE_FORMULA);
    const toleranceHeader = Array.from(screen.getByTestId('reseller-prices-table').querySelectorAll('th')).find((th) => th.textContent === 'Tolerans Fiyatı');
    expect(toleranceHeader?.getAttribute('title')).toBe(TOLERANCE_FORMULA);
    expect(screen.getByTestId('reseller-prices-tolerance-1').getAttribute('title')).toBe(TOLERANCE_FORMULA);
    // No distributor purchase price anywhere on the screen.
    expect(screen.queryByText(/Distribütör Alış|EDM/)).toBeNull();
  });

  it('is the same screen under /productPrices', async () => {
    await renderAt('/productPrices');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ürün Fiyatları');
    expect(screen.getByTestId('reseller-prices-row-1')).toBeTruthy();
  });

  it('searches 500 ms after a filter change', async () => {
    await renderAt('/productPriceInfoList');
    const before = pages().length;
    await typeIon('reseller-prices-filter-modelName', 'şarj');
    await new Promise((r) => setTimeout(r, 300));
    expect(pages()).toHaveLength(before);
    await waitFor(() => expect(pages().length).toBe(before + 1), { timeout: 1200 });
    expect(pages().at(-1)!.body).toEqual({ modelName: 'şarj' });
  });

  it('offers brands and its suppliers from one request and sends the choices', async () => {
    await renderAt('/productPriceInfoList');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/modelPrice/reseller/filters')).toHaveLength(1));
    await chooseIon('reseller-prices-filter-brand', '5');
    await chooseIon('reseller-prices-filter-supply', '11');
    await typeIon('reseller-prices-filter-barcode', '8690');
    fireEvent.click(screen.getByTestId('reseller-prices-search'));
    await waitFor(() => expect(pages().at(-1)!.body).toEqual({ brand: '5', supply: '11', barcode: '8690' }));
  });

  it("shows 'Kayıt Bulunamadı.' when nothing matches", async () => {
    content = [];
    renderScreen(<ResellerPricePage />, { path: '/productPriceInfoList' });
    expect((await screen.findByTestId('reseller-prices-empty')).textContent).toBe('Kayıt Bulunamadı.');
  });

  it("exports the whole filtered list as 'Ürün Fiyat Listesi.xlsx'", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderAt('/productPriceInfoList');
    fireEvent.click(screen.getByTestId('reseller-prices-export'));
    await waitFor(() => expect(saved).toEqual(['Ürün Fiyat Listesi.xlsx']));
    const sent = calls.find((c) => c.path === '/api/modelPrice/reseller/findAll')!;
    expect(sent.url).toBe('/api/modelPrice/reseller/findAll?sort=modelName%2Casc');
    expect(sent.body).toEqual({});
  });

  describe('without a network', () => {
    /** The server answers nothing but the calls of `reachable` (the shop's Wi-Fi without internet). */
    let reachable = false;
    const cutOff = () => {
      reachable = false;
      const server = globalThis.fetch;
      vi.stubGlobal('fetch', (input: string, init?: RequestInit) => (reachable ? server(input, init) : Promise.reject(new TypeError('Failed to fetch'))));
    };
    afterEach(async () => {
      // Unmounted first: a mounted list would ask the server again when the network returns.
      cleanup();
      markNetworkUp();
      await offlineDb().meta.clear();
      await offlineDb().priceChunks.clear();
    });

    it('reads the pages, the search and the dropdowns from the offline price list, and says an export needs the internet', async () => {
      await syncPrices([priceRow(1, 'Şarj Aleti', { resellerPrice: 123.45 }), priceRow(2, 'Kablo', { brandId: 5, brandName: 'Ttec' }), priceRow(3, 'Kılıf')]);
      cutOff();
      renderScreen(<ResellerPricePage />, { path: '/productPriceInfoList' });
      await screen.findByTestId('reseller-prices-row-3');
      expect(isNetworkDown()).toBe(true);
      expect(screen.getByTestId('reseller-prices-row-1').textContent).toContain('Şarj Aleti');
      const shown = () => Array.from(screen.getByTestId('reseller-prices-table').querySelectorAll('[data-testid^="reseller-prices-row-"]')).map((r) => r.getAttribute('data-testid'));
      // By name, as the server sorts.
      expect(shown()).toEqual(['reseller-prices-row-2', 'reseller-prices-row-3', 'reseller-prices-row-1']);
      await typeIon('reseller-prices-filter-modelName', 'sarj');
      await waitFor(() => expect(shown()).toEqual(['reseller-prices-row-1']));
      // The brand dropdown offers the choices of the last sync.
      fireEvent.click(screen.getByTestId('reseller-prices-clear'));
      await chooseIon('reseller-prices-filter-brand', '5');
      fireEvent.click(screen.getByTestId('reseller-prices-search'));
      await waitFor(() => expect(shown()).toEqual(['reseller-prices-row-2']));
      fireEvent.click(screen.getByTestId('reseller-prices-export'));
      await waitFor(() => expect(toastsOf('warn')).toEqual([LIST_MSG.exportOffline]));
      expect(pages()).toHaveLength(0);
      expect(calls.filter((c) => c.path === '/api/modelPrice/reseller/findAll')).toHaveLength(0);
    });

    it('shows the server again once it answers', async () => {
      await syncPrices([priceRow(7, 'Yerel Satır')]);
      cutOff();
      renderScreen(<ResellerPricePage />, { path: '/productPriceInfoList' });
      await screen.findByTestId('reseller-prices-row-7');
      // The network returns (the sync engine or any other call got an answer).
      reachable = true;
      act(() => markNetworkUp());
      await screen.findByTestId('reseller-prices-row-2');
      expect(screen.queryByTestId('reseller-prices-row-7')).toBeNull();
    });

    it('keeps the usual error when the device holds no price list', async () => {
      cutOff();
      renderScreen(<ResellerPricePage />, { path: '/productPriceInfoList' });
      await waitFor(() => expect(toastsOf('error').length).toBeGreaterThan(0));
      expect(screen.queryByTestId('reseller-prices-row-1')).toBeNull();
    });
  });
});
