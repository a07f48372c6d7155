import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IonApp } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Role } from '../../../shared/access.js';
import type { PriceApprovalRow } from '../../../shared/contract/price-approval.js';
import { getUser } from '../../lib/session.js';
import { demoUser, renderAt, signIn } from '../../testing/session-testing.js';
import { clearToasts, currentToasts, json, stubFetch, typeIon, type SeenCall } from '../../ui/kit-test-utils.js';
import { priceBells } from '../bells.js';
import WaitingPricesPage from './waiting-prices-page.js';

/** Stands in for the top bar's bell, which the shell mounts in the real app. */
function BellProbe() {
  const { queryKey, count } = priceBells[0].query(getUser()!)!;
  useQuery({ queryKey, queryFn: count });
  return null;
}

const DAY = 86_400_000;
const record = (id: number, startOffsetDays: number, edm: number | null = null): PriceApprovalRow => ({
  id,
  createDateTime: '2026-11-15T10:00:00.000Z',
  modelPriceSupply: {
    id: id + 1000,
    model: {
      id: id + 100,
      name: `Anker Şarj ${id}`,
      barcode: `86900000000${id}`,
      description: 'Hızlı şarj adaptörü',
      supplyStatus: 'AÇIK',
      origin: 'Çin',
      eol: false,
      brand: { id: 4, name: 'Anker' },
      subCategory: { id: 1, name: 'Duvar Şarj Adaptörleri', category: { id: 1, name: 'Şarj Ürünleri' } },
    },
    supply: { id: 7, name: 'Anadolu Aksesuar Tedarik A.Ş.' },
    startDate: new Date(Date.now() + startOffsetDays * DAY).toISOString(),
    taxRatio: 20,
    distyPrice: 1234.5,
    recommendedResellerPrice: 1400,
    recommendedSellPrice: 1699.9,
    recommendedEdmPrice: edm,
  },
});

const LIST = '/api/modelPriceSupply/approve/findAllFilter';
const COUNT = '/api/modelPriceSupply/approve/waitingCount';
const ONE = '/api/modelPriceSupply/approveModelPriceSupply';
const MANY = '/api/modelPriceSupply/approveModelPriceSupplyList';
const toastTexts = () => currentToasts().map((t) => t.text);
const isDisabled = (id: string) => (screen.getByTestId(id) as unknown as { disabled: boolean }).disabled;

describe('/WaitingMySupplyPrice', () => {
  let calls: SeenCall[];
  beforeEach(() => {
    clearToasts();
    ({ calls } = stubFetch(async (url) => {
      if (url.startsWith(LIST)) return json(200, { content: [record(11, 5, 1300), record(12, -2)], totalElements: 2 });
      if (url === COUNT) return json(200, 2);
      if (url.startsWith(ONE) || url.startsWith(MANY)) return json(200, { count: 1 });
      return json(200, []);
    }));
    signIn(demoUser(['DISTY_ADMIN']));
  });
  afterEach(() => vi.unstubAllGlobals());

  const callsTo = (prefix: string) => calls.filter((c) => c.url.startsWith(prefix));
  /** Decisions: exact paths (the list call's path starts with the single one's). */
  const decisions = (url: string) => calls.filter((c) => c.url === url);
  const bodyOf = (c: SeenCall) => JSON.parse(String(c.body));
  const renderPage = async () => {
    renderAt(
      '/WaitingMySupplyPrice',
      <IonApp>
        <BellProbe />
        <WaitingPricesPage />
      </IonApp>,
    );
    await screen.findByTestId('waiting-prices-row-12');
  };

  it('asks for 25 rows, newest first, and shows the record: product, supplier, start date, tax ratio and prices', async () => {
    await renderPage();
    expect(callsTo(LIST)[0].url).toBe(`${LIST}?page=0&size=25&sort=createDateTime%2Cdesc`);
    expect(bodyOf(callsTo(LIST)[0])).toEqual({});
    const row = screen.getByTestId('waiting-prices-row-11').textContent!;
    for (const text of ['Şarj Ürünleri', 'Duvar Şarj Adaptörleri', 'Anker', 'Anadolu Aksesuar Tedarik A.Ş.', 'Anker Şarj 11', '8690000000011', 'Hızlı şarj adaptörü', 'AÇIK', 'Çin', 'Hayır', '15.11.26', '%20', '₺1,234.50', '₺1,300.00', '₺1,400.00', '₺1,699.90'])
      expect(row).toContain(text);
    // No EDM price entered: 'Girilmedi'.
    expect(screen.getByTestId('waiting-prices-row-12').textContent).toContain('Girilmedi');
    // A price that starts later shows green; one in force already does not.
    expect(screen.getByTestId('waiting-prices-row-11').className).toContain('row-success');
    expect(screen.getByTestId('waiting-prices-row-12').className).not.toContain('row-success');
    // The product filters.
    for (const key of ['category', 'subCategory', 'brand', 'supply', 'modelName', 'barcode', 'supplyStatus', 'origin', 'eol'])
      expect(document.querySelector(`[data-testid$="filter-${key}"]`), key).not.toBeNull();
  });

  it('approves one row, says so, and reloads the list and the bell', async () => {
    await renderPage();
    await waitFor(() => expect(callsTo(COUNT).length).toBeGreaterThan(0));
    const lists = callsTo(LIST).length;
    const counts = callsTo(COUNT).length;
    fireEvent.click(screen.getByTestId('waiting-prices-approve-12'));
    await waitFor(() => expect(toastTexts()).toContain('Ürün Fiyatı Onaylandı'));
    const [approve] = decisions(ONE);
    expect(approve.method).toBe('POST');
    expect(bodyOf(approve)).toEqual({ id: 12, approve: true });
    await waitFor(() => expect(callsTo(LIST).length).toBeGreaterThan(lists));
    await waitFor(() => expect(callsTo(COUNT).length).toBeGreaterThan(counts));
  });

  it('rejects one row only with a description', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('waiting-prices-reject-11'));
    expect((await screen.findByTestId('price-reject-dialog-subject')).textContent).toBe('Anker Şarj 11 (8690000000011)');
    fireEvent.click(screen.getByTestId('price-reject-dialog-submit'));
    const note = () => screen.getByTestId('price-reject-dialog-description') as HTMLElement & { errorText?: string };
    await waitFor(() => expect(note().errorText).toBe('Red açıklaması dolu olmalıdır.'));
    expect(note().classList.contains('ion-invalid')).toBe(true);
    expect(decisions(ONE)).toHaveLength(0);
    await typeIon('price-reject-dialog-description', '  Alış fiyatı yüksek ');
    fireEvent.click(screen.getByTestId('price-reject-dialog-submit'));
    await waitFor(() => expect(toastTexts()).toContain('Ürün Fiyatı Reddedildi'));
    expect(bodyOf(decisions(ONE)[0])).toEqual({ id: 11, approve: false, description: 'Alış fiyatı yüksek' });
  });

  it('keeps both bulk buttons disabled without a selection', async () => {
    await renderPage();
    expect(isDisabled('waiting-prices-bulk-approve')).toBe(true);
    expect(isDisabled('waiting-prices-bulk-reject')).toBe(true);
    fireEvent.click(screen.getByTestId('waiting-prices-select-11'));
    expect(isDisabled('waiting-prices-bulk-approve')).toBe(false);
    expect(isDisabled('waiting-prices-bulk-reject')).toBe(false);
  });

  it('approves the selection in one call', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('waiting-prices-select-all'));
    fireEvent.click(screen.getByTestId('waiting-prices-bulk-approve'));
    await waitFor(() => expect(toastTexts()).toContain('Toplu Onaylama başarılı'));
    expect(decisions(ONE)).toHaveLength(0);
    expect(bodyOf(decisions(MANY)[0])).toEqual({ approve: true, items: [{ id: 11 }, { id: 12 }] });
    await waitFor(() => expect(screen.getByTestId('waiting-prices-selected-count').textContent).toBe('0 kayıt seçildi'));
  });

  it('rejects the selection with the description on every item and clears the selection', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('waiting-prices-select-11'));
    fireEvent.click(screen.getByTestId('waiting-prices-select-12'));
    fireEvent.click(screen.getByTestId('waiting-prices-bulk-reject'));
    expect((await screen.findByTestId('price-reject-dialog-count')).textContent).toBe('2 fiyat reddedilecek.');
    await typeIon('price-reject-dialog-description', 'Kampanya dönemine uymuyor');
    fireEvent.click(screen.getByTestId('price-reject-dialog-submit'));
    await waitFor(() => expect(toastTexts()).toContain('Toplu Reddetme başarılı'));
    expect(bodyOf(decisions(MANY)[0])).toEqual({
      approve: false,
      items: [
        { id: 11, description: 'Kampanya dönemine uymuyor' },
        { id: 12, description: 'Kampanya dönemine uymuyor' },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('waiting-prices-selected-count').textContent).toBe('0 kayıt seçildi'));
  });

  it('gives the bell to distributor admins only', () => {
    const stored = (role: Role) => ({ ...demoUser([role]), autoLogin: false });
    expect(priceBells[0].query(stored('DISTY_ADMIN'))).not.toBeNull();
    for (const role of ['DISTY_USER', 'SUPPLY_ADMIN', 'TTG_ADMIN', 'RESELLER_ADMIN'] as const) expect(priceBells[0].query(stored(role))).toBeNull();
  });
});
