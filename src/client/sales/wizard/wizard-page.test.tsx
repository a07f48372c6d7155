import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCode } from '../../../shared/campaign-code.js';
import type { SaleStockProduct, SaleStockSyncAnswer } from '../../../shared/contract/sale-stock-sync.js';
import { SALE_CONFLICT_TEXTS, WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { type SaleConflict } from '../../../shared/contract/sale-wizard.js';
import { offlineDb } from '../../lib/offline/db.js';
import { markNetworkUp } from '../../lib/offline/network-state.js';
import { kickOutbox } from '../../lib/offline/outbox-runner.js';
import { claimFor, wipeOfflineData } from '../../lib/offline/owner.js';
import { ownerKey } from '../../lib/offline/meta-keys.js';
import { clearSession, getUser } from '../../lib/session.js';
import { chooseIon, clearToasts, click, json, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { stubFetch, type SeenCall } from '../../ui/kit-test-utils.js';
import { applyStockAnswer } from '../../lib/offline/sale-stock-store.js';
import WizardPage from './wizard-page.js';

const product = (modelId: number, name: string, over: Partial<SaleStockProduct> = {}): SaleStockProduct => ({
  modelId,
  barcode: `869${modelId}`,
  modelName: name,
  brandName: 'Anker',
  subCategory: 'Kablo',
  recommendedSellPrice: 100,
  priceWithTolerance: 110,
  maxDiscountRatio: 10,
  minPrice: 90,
  maxPrice: 110,
  ...over,
});

/** The dealer's stock as the last sync left it: SN-1 and SN-2 of product 10, SN-X on two products. */
const stock: SaleStockSyncAnswer = {
  buckets: [
    { bucket: 1, digest: '2:1', units: [[1, 'SN-1', 10], [257, 'SN-X', 10]] },
    { bucket: 2, digest: '2:2', units: [[2, 'SN-2', 10], [258, 'SN-X', 11]] },
  ],
  products: [product(10, 'Anker Şarj Kablosu'), product(11, 'Baseus Kılıf', { brandName: 'Baseus', recommendedSellPrice: 200, minPrice: 180, maxPrice: 220 })],
  productsTag: 't1',
  syncedAt: '2026-01-01T09:00:00.000Z',
};
const campaign = { id: 7, description: 'Aksesuar 300', amount: 300, termAmount: 25, termNumber: 12, voucherCode: 'SN00007' };
const code = formatCode(123_456);

describe('the sales wizard /satis', () => {
  let calls: SeenCall[];
  let completeAnswer: () => Response | Promise<Response>;
  const completions = () => calls.filter((c) => c.url.includes('/sale/complete'));

  beforeEach(async () => {
    await wipeOfflineData();
    clearToasts();
    signIn(demoUser(['RESELLER_ADMIN']));
    await claimFor(ownerKey(getUser()));
    await applyStockAnswer(offlineDb(), stock);
    completeAnswer = () => json(200, { id: 501 });
    ({ calls } = stubFetch(async (url) => {
      if (url.includes('/brand/getAll')) return json(200, [{ id: 1, name: 'Anker', newBrand: false, image: null, status: 1 }]);
      if (url.includes('/sale/campaigns')) return json(200, [campaign]);
      if (url.includes('/sale/sellableUnits')) return json(200, []);
      if (url.includes('/sale/complete')) return completeAnswer();
      return json(404, {});
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    markNetworkUp();
    clearSession();
  });

  /** Opens the wizard, confirms eligibility and fills a mobile customer. */
  async function openWithCustomer() {
    renderScreen(<WizardPage />, { path: '/satis' });
    expect(await screen.findByText(WIZARD_MSG.eligibilityText)).toBeTruthy();
    await click('wizard-eligibility-submit');
    await waitFor(() => expect(screen.getByTestId('wizard-customer')).toBeTruthy());
    await chooseIon('wizard-customerType', 'MOBILE');
    await typeIon('wizard-customerName', 'Ayşe');
    await typeIon('wizard-customerSurname', 'Yılmaz');
    await typeIon('wizard-customerPhoneNo', '05321112233');
    await waitFor(() => expect((screen.getByTestId('wizard-customerPhoneNo') as HTMLIonInputElement).value).toBe('(532) 111-2233'));
    await click('wizard-next');
    await waitFor(() => expect(screen.queryByTestId('wizard-brands'), screen.getByTestId('wizard').textContent ?? '').toBeTruthy());
    await screen.findByTestId('wizard-brand-1');
    await click('wizard-brands-next');
    await screen.findByTestId('basket-empty');
    expect(screen.getByTestId('basket-empty').textContent).toBe(WIZARD_MSG.emptyBasket);
  }

  async function scan(serial: string) {
    const input = screen.getByTestId('wizard-serial').querySelector('input')!;
    fireEvent.input(input, { target: { value: serial } });
    fireEvent.change(input, { target: { value: serial } });
    fireEvent.keyDown(input, { key: 'Enter' });
  }

  it('asks for eligibility first, and leaves on Vazgeç', async () => {
    renderScreen(<WizardPage />, { path: '/satis' });
    await screen.findByText(WIZARD_MSG.eligibilityText);
    await click('wizard-eligibility-cancel');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('adds a typed serial from the stock on the device, and refuses one not in it or already in the basket', async () => {
    await openWithCustomer();
    await scan('SN-1');
    const line = await screen.findByTestId('basket-line-1');
    expect(line.textContent).toContain('Anker Şarj Kablosu');
    expect((screen.getByTestId('basket-price-1') as HTMLIonInputElement).value).toBe('100');
    expect(toastsOf('success')).toContain(WIZARD_MSG.addedToBasket);
    // From Dexie: the server was not asked.
    expect(calls.filter((c) => c.url.includes('/sale/sellableUnits'))).toHaveLength(0);

    await scan('SN-1');
    await waitFor(() => expect(toastsOf('error')).toContain(WIZARD_MSG.alreadyInBasket));
    clearToasts();
    await scan('NOPE');
    await waitFor(() => expect(toastsOf('error')).toContain(WIZARD_MSG.notInStock));
    // Not on the device: the server was asked (online fallback) and knew none either.
    expect(calls.filter((c) => c.url.includes('/sale/sellableUnits?serialNo=NOPE'))).toHaveLength(1);
    expect(screen.queryByTestId('basket-line-1')).toBeTruthy();
  });

  it('asks which product a serial of two products is, and keeps a price between its limits', async () => {
    await openWithCustomer();
    await scan('SN-X');
    await click('wizard-choose-258');
    await screen.findByTestId('basket-line-258');
    expect(screen.getByTestId('basket-line-258').textContent).toContain('Baseus Kılıf');
    expect(screen.getByTestId('basket-total').textContent).toContain('200');

    await typeIon('basket-price-258', '179,99');
    await waitFor(() => expect(screen.getByTestId('basket-line-258').textContent).toContain(WIZARD_MSG.priceRange(180, 220)));
    await typeIon('basket-price-258', '220.5');
    await waitFor(() => expect(screen.getByTestId('basket-line-258').textContent).toContain(WIZARD_MSG.priceRange(180, 220)));
    await typeIon('basket-price-258', '180');
    await waitFor(() => expect(screen.getByTestId('basket-line-258').textContent).not.toContain(WIZARD_MSG.priceRange(180, 220)));
  });

  it('needs a campaign and exactly one code for a TEMLIK sale', async () => {
    await openWithCustomer();
    await scan('SN-1');
    await screen.findByTestId('basket-line-1');
    await click('basket-complete');
    await click('sale-type-TEMLIK');
    await screen.findByTestId('campaign-7');
    await click('wizard-complete-sale');
    await waitFor(() => expect(toastsOf('error').join(' ')).toContain(WIZARD_MSG.campaignRequired));
    await click('campaign-7');
    await screen.findByTestId('wizard-serialValue');
    await typeIon('wizard-serialValue', code);
    await typeIon('wizard-passValue', code);
    await click('wizard-code-submit');
    await waitFor(() => expect(screen.getByTestId('wizard-code').textContent).toContain(WIZARD_MSG.codeBoth));
    await typeIon('wizard-passValue', '');
    await click('wizard-code-submit');
    await waitFor(() => expect(screen.getByTestId('wizard-code-shown').textContent).toContain(code));
    expect(completions()).toHaveLength(0);
  });

  it('completes offline through one outbox write with an Idempotency-Key, sent once when the signal returns', async () => {
    await openWithCustomer();
    await scan('SN-1');
    await screen.findByTestId('basket-line-1');
    await click('basket-complete');
    await click('sale-type-VANILLA');
    completeAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await click('wizard-complete-sale');
    await waitFor(() => expect(toastsOf('info')).toContain(WIZARD_MSG.queued), { timeout: 10_000 });
    const queued = await offlineDb().outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'sale.complete', state: 'queued', label: 'Satış (1 ürün)' });
    expect(queued[0].body).toMatchObject({ productSaleType: 'VANILLA', customerType: 'MOBILE', customerPhoneNo: '(532) 111-2233', lines: [{ unitId: 1, serialNo: 'SN-1', modelId: 10, price: 100 }] });
    // The wizard starts over; the sold unit is refused while its sale waits.
    await screen.findByTestId('wizard-customer');
    expect(completions()).toHaveLength(1);
    await click('wizard-tabs-basket');
    clearToasts();
    await scan('SN-1');
    await waitFor(() => expect(toastsOf('error')).toContain(SALE_CONFLICT_TEXTS.SOLD));

    // The signal returns: the same write goes once, under the same key.
    completeAnswer = () => json(200, { id: 501 });
    await offlineDb().outbox.update(queued[0].seq!, { nextAt: 0 });
    await kickOutbox();
    await waitFor(() => expect(completions()).toHaveLength(2));
    await kickOutbox();
    expect(completions()).toHaveLength(2);
    expect(completions()[1].headers['Idempotency-Key']).toBe(queued[0].id);
    expect(completions()[0].headers['Idempotency-Key']).toBe(queued[0].id);
    expect(await offlineDb().outbox.count()).toBe(0);
  });

  it('shows the lines of a 409 one by one', async () => {
    const conflicts: SaleConflict[] = [
      { reason: 'SOLD', unitId: 1, serialNo: 'SN-1', modelName: 'Anker Şarj Kablosu', price: null, minPrice: null, maxPrice: null },
      { reason: 'PRICE_BELOW_LIMIT', unitId: 2, serialNo: 'SN-2', modelName: 'Anker Şarj Kablosu', price: 90, minPrice: 95, maxPrice: 110 },
      { reason: 'CODE_USED', unitId: null, serialNo: null, modelName: null, price: null, minPrice: null, maxPrice: null },
    ];
    completeAnswer = () => json(409, { status: 409, code: 409, message: '409', description: WIZARD_MSG.conflictTitle, errors: [], fields: [], details: conflicts });
    await openWithCustomer();
    await scan('SN-1');
    await screen.findByTestId('basket-line-1');
    await scan('SN-2');
    await screen.findByTestId('basket-line-2');
    await typeIon('basket-price-2', '90');
    await click('basket-complete');
    await click('sale-type-VANILLA');
    await click('wizard-complete-sale');
    const panel = await screen.findByTestId('wizard-conflicts', {}, { timeout: 10_000 });
    expect(within(panel).getByTestId('wizard-conflict-0').textContent).toContain(SALE_CONFLICT_TEXTS.SOLD);
    expect(within(panel).getByTestId('wizard-conflict-0').textContent).toContain('SN-1');
    expect(within(panel).getByTestId('wizard-conflict-1').textContent).toContain(SALE_CONFLICT_TEXTS.PRICE_BELOW_LIMIT);
    expect(within(panel).getByTestId('wizard-conflict-2').textContent).toContain(SALE_CONFLICT_TEXTS.CODE_USED);
    // The basket stays for the dealer to fix; the stopped sale stays in the queue until replaced or deleted.
    expect(screen.getByTestId('wizard-complete')).toBeTruthy();
    expect((await offlineDb().outbox.toArray())[0]).toMatchObject({ state: 'conflict' });
    await click('wizard-conflict-discard');
    await waitFor(() => expect(screen.queryByTestId('wizard-conflicts')).toBeNull());
  });
});
