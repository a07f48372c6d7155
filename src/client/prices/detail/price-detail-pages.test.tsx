import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Role } from '../../../shared/access.js';
import type { PriceDetail, PriceHistory, RejectedPrice, SupplyPriceDetail } from '../../../shared/contract/price-detail.js';
import { PRICE_DETAIL_MSG } from '../../../shared/contract/price-detail.js';
import { PRICE_MSG } from '../../../shared/prices.js';
import { clearSession } from '../../lib/session.js';
import { type ApiRoute, clearToasts, fakeApi, isDisabled, isFlagged, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { supplyPriceRow } from '../lists/owner-price-testing.js';
import AdminPriceDetailPage from './admin-price-detail-page.js';
import DistyPriceDetailPage from './disty-price-detail-page.js';
import PriceDetailPage from './price-detail-page.js';

const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
const SUPPLY_ROW = supplyPriceRow(31, {
  startDate: '2025-03-01T13:00:00.000Z',
  distyPrice: 100,
  recommendedResellerPrice: 120,
  recommendedSellPrice: 150,
  eol: false,
  checkDistyPrice: null,
  checkRecommendedResellerPrice: null,
});
const SUPPLY_PRICE: SupplyPriceDetail = {
  ...SUPPLY_ROW,
  model: { ...SUPPLY_ROW.model, id: 42, name: 'Kılıf', subCategory: { id: 2, name: 'Silikon Kılıf', category: { id: 3, name: 'Kılıflar' } } },
  resellerPrice: 110,
  defaultSupply: true,
};

const DISTY_PRICE: PriceDetail = {
  mpdId: 77,
  mpsId: 31,
  mid: 42,
  sid: 7,
  did: 5,
  category: 'Kılıflar',
  subCategory: 'Silikon Kılıf',
  brand: 'İnci',
  modelName: 'Kılıf',
  barcode: '869000',
  description: null,
  supplyStatus: 'AÇIK',
  origin: null,
  eol: null,
  supply: 'Anadolu Aksesuar',
  distyName: 'Boğaziçi Dağıtım',
  startDate: '2025-03-01T13:00:00.000Z',
  endDate: null,
  nextPrice: false,
  approveType: 'APPROVED',
  mpsStartDate: '2025-03-01T13:00:00.000Z',
  mpsEndDate: null,
  defaultSupply: false,
  taxRatio: 20,
  distyPrice: 100,
  recommendedEdmPrice: 105,
  recommendedResellerPrice: 120,
  recommendedSellPrice: 150,
  resellerPrice: 110,
};

const HISTORY: PriceHistory = {
  lastModelPriceSupply: [
    {
      id: 32,
      startDate: future,
      endDate: null,
      nextPrice: true,
      approveType: 'WAITING',
      taxRatio: 20,
      distyPrice: 110,
      recommendedEdmPrice: null,
      recommendedResellerPrice: 115,
      recommendedSellPrice: 150,
      checkDistyPrice: true,
      checkRecommendedEdmPrice: null,
      checkRecommendedResellerPrice: false,
      checkRecommendedSellPrice: null,
    },
  ],
  lastModelPriceDisty: [
    { id: 77, did: 5, distyName: 'Boğaziçi Dağıtım', mpsId: 31, startDate: '2025-03-01T13:00:00.000Z', endDate: null, nextPrice: false, resellerPrice: null, checkResellerPrice: null },
  ],
};
const REJECTED: RejectedPrice[] = [
  {
    id: 90,
    createDateTime: '2025-04-02T08:00:00.000Z',
    decidedAt: '2025-04-03T08:00:00.000Z',
    did: 5,
    distyName: 'Boğaziçi Dağıtım',
    description: 'Alış fiyatı çok yüksek.',
    modelPriceSupply: { id: 33, startDate: '2025-04-05T13:00:00.000Z', taxRatio: 20, distyPrice: 130, recommendedEdmPrice: null, recommendedResellerPrice: 140, recommendedSellPrice: 170 },
  },
];
const EMPTY_HISTORY: PriceHistory = { lastModelPriceSupply: [], lastModelPriceDisty: [] };

function serve(opts: { detail?: [number, unknown]; history?: PriceHistory; rejected?: RejectedPrice[]; update?: [number, unknown] } = {}) {
  const route: ApiRoute = (c) => {
    if (c.path === '/api/modelPriceSupply/current/31') return opts.detail ?? [200, SUPPLY_PRICE];
    if (c.path === '/api/modelPriceDisty/detail') return opts.detail ?? [200, DISTY_PRICE];
    if (c.path === '/api/modelPriceSupply/last/42' || c.path === '/api/modelPriceDisty/last') return [200, opts.history ?? HISTORY];
    if (c.path === '/api/modelPriceSupply/rejectedList/42') return [200, opts.rejected ?? REJECTED];
    if (c.path === '/api/modelPriceSupply/update') return opts.update ?? [200, { supplyPriceId: 99, distyPriceId: null, waitingApproval: true }];
    return undefined;
  };
  return fakeApi(route);
}

const as = (roles: Role[]) => signIn(demoUser(roles));
const openSupply = () => renderScreen(<PriceDetailPage />, { path: '/ProductPrice-Detail/31/42', pattern: '/ProductPrice-Detail/:productId/:mid' });
const openDisty = () =>
  renderScreen(<DistyPriceDetailPage />, { path: '/ProductPrice-Detail-Disty/77/42/31', pattern: '/ProductPrice-Detail-Disty/:productId/:mid/:mpsId' });
const location = () => screen.getByTestId('location').textContent;

describe('price detail screens', () => {
  beforeEach(() => clearToasts());
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('a supplier changes a price: the payload, "Ürün Güncellendi" and back to its list', async () => {
    as(['SUPPLY_ADMIN']);
    const api = serve();
    openSupply();
    await screen.findByTestId('price-edit');
    expect(screen.getByTestId('price-info-modelName').textContent).toContain('Kılıf');
    expect(screen.getByTestId('price-info-category').textContent).toContain('Kılıflar');
    // A supplier has no reseller price; its fields are all editable.
    expect(screen.queryByTestId('price-edit-resellerPrice')).toBeNull();
    expect(isDisabled('price-edit-distyPrice')).toBe(false);

    await typeIon('price-edit-distyPrice', '101.5');
    fireEvent.click(screen.getByTestId('price-edit-update'));
    await waitFor(() => expect(toastsOf('success')).toContain(PRICE_MSG.updated));
    const body = api.to('/modelPriceSupply/update')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ modelId: 42, distyPrice: 101.5, taxRatio: 20, recommendedEdmPrice: null, resellerPrice: null, sameControl: true });
    expect(String(body.startDate)).toMatch(/T13:00:00\.000Z$/);
    expect(location()).toBe('/ProductPrice-Detail/31/42');
    await waitFor(() => expect(location()).toBe('/ProductPrice-Supply'), { timeout: 2500 });
    // The detail was not read again while the screen waited to go back.
    expect(api.to('/modelPriceSupply/current/31')).toHaveLength(1);
  });

  it("a distributor that is not the product's supplier edits only its reseller price and returns to its list", async () => {
    as(['DISTY_USER']);
    const api = serve({ detail: [200, { ...SUPPLY_PRICE, defaultSupply: false }] });
    openSupply();
    await screen.findByTestId('price-edit');
    expect(screen.getByText(PRICE_DETAIL_MSG.distributorOnly)).toBeTruthy();
    for (const key of ['taxRatio', 'distyPrice', 'recommendedEdmPrice', 'recommendedResellerPrice', 'recommendedSellPrice']) expect(isDisabled(`price-edit-${key}`), key).toBe(true);
    expect(isDisabled('price-edit-resellerPrice')).toBe(false);
    await typeIon('price-edit-resellerPrice', '112');
    fireEvent.click(screen.getByTestId('price-edit-update'));
    await waitFor(() => expect(toastsOf('success')).toContain(PRICE_MSG.updated));
    expect(api.to('/modelPriceSupply/update')[0].body).toMatchObject({ resellerPrice: 112, sameControl: false });
    await waitFor(() => expect(location()).toBe('/ProductPrice-Disty'), { timeout: 2500 });
  });

  it('an emptied field or date stops the update and is flagged', async () => {
    as(['SUPPLY_USER']);
    const api = serve();
    openSupply();
    await screen.findByTestId('price-edit');
    await typeIon('price-edit-recommendedSellPrice', '');
    expect(isFlagged('price-edit-recommendedSellPrice')).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('price-edit-update')));
    expect(api.to('/modelPriceSupply/update')).toHaveLength(0);

    await typeIon('price-edit-recommendedSellPrice', '150');
    await typeIon('price-edit-startDate', '');
    await act(async () => fireEvent.click(screen.getByTestId('price-edit-update')));
    expect(toastsOf('warn')).toContain(PRICE_MSG.dateRequired);
    expect(isFlagged('price-edit-startDate')).toBe(true);
    expect(api.to('/modelPriceSupply/update')).toHaveLength(0);
  });

  it('a refusal flags the fields the server named and stays on the screen', async () => {
    as(['SUPPLY_USER']);
    serve({ update: [400, { status: 400, code: 10001, errors: [{ field: 'distyPrice', message: 'Geçersiz değer.' }], fields: ['distyPrice'] }] });
    openSupply();
    await screen.findByTestId('price-edit');
    await act(async () => fireEvent.click(screen.getByTestId('price-edit-update')));
    await waitFor(() => expect(toastsOf('error')).toContain('Geçersiz değer.'));
    expect(isFlagged('price-edit-distyPrice')).toBe(true);
    expect(location()).toBe('/ProductPrice-Detail/31/42');
  });

  it('a failed load shows no error, only "Ürün Bulunamadı." with the way back', async () => {
    as(['SUPPLY_USER']);
    serve({ detail: [404, { status: 404, code: 1004, message: '1004', description: 'Kayıt bulunamadı.', errors: [], fields: [] }] });
    openSupply();
    await screen.findByTestId('price-detail-not-found');
    expect(toastsOf('error')).toEqual([]);
    fireEvent.click(screen.getByTestId('price-detail-not-found-back'));
    await waitFor(() => expect(location()).toBe('/ProductPrice-Supply'));
  });

  it('history: coming rows green, check flags green/pink, prices not entered "Girilmedi", rejections with their reason', async () => {
    as(['SUPPLY_USER']);
    serve();
    openSupply();
    const row = await screen.findByTestId('price-supply-history-row-32');
    expect(row.className).toContain('row-success');
    const cells = row.querySelectorAll('td');
    expect(cells[3].className).toContain('price-check-up'); // distyPrice rose
    expect(cells[5].className).toContain('price-check-down'); // recommendedResellerPrice fell
    expect(cells[6].className).not.toMatch(/price-check/);
    expect(cells[4].textContent).toBe(PRICE_MSG.notEntered);
    // A supplier sees whose distributor price it is.
    expect(screen.getByTestId('price-disty-history-row-77').textContent).toContain('Boğaziçi Dağıtım');
    const rejected = screen.getByTestId('price-rejected-row-90').textContent;
    expect(rejected).toContain('Alış fiyatı çok yüksek.');
    expect(rejected).toContain('₺130.00');
  });

  it("empty history and rejections: 'Geçmiş Fiyat Bulunamadı.', 'Kayıt Bulunamadı.'", async () => {
    as(['SUPPLY_USER']);
    serve({ history: EMPTY_HISTORY, rejected: [] });
    openSupply();
    expect((await screen.findByTestId('price-supply-history-empty')).textContent).toBe(PRICE_MSG.noHistory);
    expect(screen.getByTestId('price-disty-history-empty').textContent).toBe(PRICE_MSG.noHistory);
    expect(screen.getByTestId('price-rejected-empty').textContent).toBe(PRICE_MSG.noRecord);
  });

  it('the distributor detail reads by its ids and sends the supplier version start along', async () => {
    as(['DISTY_ADMIN']);
    const api = serve();
    openDisty();
    await screen.findByTestId('price-edit');
    expect(api.to('/modelPriceDisty/detail')[0].body).toEqual({ modelId: 42, mpdId: 77, mpsId: 31 });
    expect(api.to('/modelPriceDisty/last')[0].body).toEqual({ modelId: 42, mpdId: 77, mpsId: 31 });
    expect(screen.getByTestId('price-info-distyName').textContent).toContain('Boğaziçi Dağıtım');
    expect(isDisabled('price-edit-distyPrice')).toBe(true);
    await typeIon('price-edit-resellerPrice', '115');
    fireEvent.click(screen.getByTestId('price-edit-update'));
    await waitFor(() => expect(toastsOf('success')).toContain(PRICE_MSG.updated));
    expect(api.to('/modelPriceSupply/update')[0].body).toMatchObject({ modelId: 42, resellerPrice: 115, mpsStartDate: DISTY_PRICE.mpsStartDate, recommendedEdmPrice: 105 });
    await waitFor(() => expect(location()).toBe('/ProductPrice-Disty'), { timeout: 2500 });
  });

  it("the distributor that created the product may change the supplier prices", async () => {
    as(['DISTY_USER']);
    serve({ detail: [200, { ...DISTY_PRICE, defaultSupply: true }] });
    openDisty();
    await screen.findByTestId('price-edit');
    expect(isDisabled('price-edit-distyPrice')).toBe(false);
    expect(isDisabled('price-edit-taxRatio')).toBe(false);
    expect(screen.queryByText(PRICE_DETAIL_MSG.distributorOnly)).toBeNull();
  });

  it('the admin detail is read-only and goes back to the admin list', async () => {
    as(['TTG_ADMIN']);
    const api = serve();
    renderScreen(<AdminPriceDetailPage />, { path: '/ProductPriceAdmin-Detail?id=77&mid=42&did=5&sid=7&mpsId=31', pattern: '/ProductPriceAdmin-Detail' });
    await screen.findByTestId('price-values');
    expect(api.to('/modelPriceDisty/detail')[0].body).toEqual({ modelId: 42, mpdId: 77, distyId: 5, supplyId: 7, mpsId: 31 });
    expect(screen.getByTestId('price-values-resellerPrice').textContent).toContain('₺110.00');
    expect(screen.queryByTestId('price-edit')).toBeNull();
    expect(screen.getByTestId('price-disty-history-row-77').textContent).toContain('Boğaziçi Dağıtım');
    fireEvent.click(screen.getByTestId('price-detail-back'));
    await waitFor(() => expect(location()).toBe('/ProductPriceAdmin-Disty'));
  });
});
