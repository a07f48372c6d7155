import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CAN_SELL_MSG, type CanSellMapping } from '../../../shared/contract/can-sell.js';
import { chooseIon, clearToasts, click, fakeApi, renderScreen, settle, toastsOf, typeIon, type ApiCall } from '../../testing/screen-testing.js';
import { filterRows, toRows } from './can-sell-data.js';
import CanSellPage from './can-sell-page.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const BOGAZICI = { id: 1, name: 'Boğaziçi Dağıtım A.Ş.' };
const TDR001 = { id: 11, code: 'TDR001', name: 'Anadolu Aksesuar', disties: [BOGAZICI, { id: 2, name: 'Karadeniz Dağıtım' }] };
const TDR002 = { id: 12, code: 'TDR002', name: 'Marmara Teknoloji', disties: [BOGAZICI] };
const TDR003 = { id: 13, code: 'TDR003', name: 'Ege Mobil', disties: [] };
const MAPPINGS: CanSellMapping[] = [
  { brand: { id: 101, name: 'Anker' }, supplies: [TDR001, TDR002] },
  { brand: { id: 102, name: 'Şarjix' }, supplies: [TDR003] },
];
const BRANDS = [101, 102, 103].map((id, i) => ({ id, name: ['Anker', 'Şarjix', 'Yeni Marka'][i], newBrand: false, image: null, status: 1 }));
const SUPPLIES = [TDR001, TDR002, TDR003].map(({ id, code, name }) => ({ id, code, name }));

const dialogOpen = () => (screen.getByTestId('can-sell-dialog') as HTMLElement & { isOpen?: boolean }).isOpen;

/** A multi-select's change, as Ionic fires it with the chosen values. */
function chooseMany(testId: string, values: string[]) {
  const host = screen.getByTestId(testId);
  act(() => {
    host.dispatchEvent(new CustomEvent('ionChange', { detail: { value: values }, bubbles: true }));
  });
}

describe('can-sell rows', () => {
  it('flattens mappings into one row per pair and filters by brand, supplier or distributor', () => {
    const rows = toRows(MAPPINGS);
    expect(rows.map((r) => r.key)).toEqual(['101-11', '101-12', '102-13']);
    expect(filterRows(rows, 'şarj').map((r) => r.key)).toEqual(['102-13']);
    expect(filterRows(rows, 'MARMARA').map((r) => r.key)).toEqual(['101-12']);
    expect(filterRows(rows, 'karadeniz')).toEqual([]);
    expect(filterRows(rows, 'bogazici').map((r) => r.key)).toEqual(['101-11', '101-12']);
    expect(filterRows(rows, '  ')).toHaveLength(3);
  });
});

describe('/CanSell', () => {
  let mappings: CanSellMapping[];
  let upsertAnswer: (body: { brandId: number; supplies: number[] }) => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/cansell/getAll') return [200, mappings];
    if (c.path === '/api/brand/getAll') return [200, BRANDS];
    if (c.path === '/api/supply/getAll') return [200, SUPPLIES];
    if (c.path === '/api/cansell/getByBrand') {
      const brandId = (c.body as { brandId: number }).brandId;
      return [200, mappings.find((m) => m.brand.id === brandId) ?? { brand: { id: brandId, name: 'x' }, supplies: [] }];
    }
    if (c.path === '/api/cansell/upsert') return upsertAnswer(c.body as { brandId: number; supplies: number[] });
    if (c.path === '/api/cansell/delete') return [200, c.body];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockClear();
    mappings = MAPPINGS;
    upsertAnswer = ({ brandId }) => [200, { brand: { id: brandId, name: 'Yeni Marka' }, supplies: [TDR001] }];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows one row per brand and supplier with the first distributor, and the empty text', async () => {
    fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    const first = await screen.findByTestId('can-sell-row-101-11');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Marka Tedarikçi');
    expect(within(first).getByText('Anker')).toBeTruthy();
    expect(within(first).getByText('Anadolu Aksesuar')).toBeTruthy();
    expect(within(first).getByText('Boğaziçi Dağıtım A.Ş.')).toBeTruthy();
    expect(within(first).queryByText('Karadeniz Dağıtım')).toBeNull();
    expect(within(screen.getByTestId('can-sell-row-102-13')).getByText('-')).toBeTruthy();

    await typeIon('can-sell-filter', 'ege');
    await waitFor(() => expect(screen.queryByTestId('can-sell-row-101-11')).toBeNull());
    expect(screen.getByTestId('can-sell-row-102-13')).toBeTruthy();
    await typeIon('can-sell-filter', 'yok böyle');
    expect((await screen.findByTestId('can-sell-empty')).textContent).toContain(CAN_SELL_MSG.empty);
  });

  it('offers the shared tables\' page sizes 5, 10 and 25, 10 first (spec 1 §9)', async () => {
    fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    await screen.findByTestId('can-sell-row-101-11');
    const size = screen.getByTestId('can-sell-paginator-size') as HTMLSelectElement;
    expect(Array.from(size.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['5', '10', '25']);
    expect(size.value).toBe('10');
  });

  it('shows "Eşleşme Bulunamadı." when nothing is mapped', async () => {
    mappings = [];
    fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    expect((await screen.findByTestId('can-sell-empty')).textContent).toContain('Eşleşme Bulunamadı.');
  });

  it('asks for a brand and a supplier before saving, and sends nothing until both are chosen', async () => {
    const server = fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    await screen.findByTestId('can-sell-row-101-11');
    await click('can-sell-add');
    await waitFor(() => expect(server.to('/api/supply/getAll')).toHaveLength(1));
    await click('can-sell-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([CAN_SELL_MSG.brandRequired, CAN_SELL_MSG.suppliesRequired]);
    expect(screen.getByTestId('can-sell-brand').classList.contains('ion-invalid')).toBe(true);
    expect(screen.getByTestId('can-sell-supplies').classList.contains('ion-invalid')).toBe(true);

    clearToasts();
    await chooseIon('can-sell-brand', '103');
    await click('can-sell-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([CAN_SELL_MSG.suppliesRequired]);
    expect(screen.getByTestId('can-sell-brand').classList.contains('ion-invalid')).toBe(false);
    expect(server.to('/api/cansell/upsert')).toHaveLength(0);
  });

  it('saves the brand with the chosen suppliers: success toast, dialog closed, list reloaded', async () => {
    const server = fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    await screen.findByTestId('can-sell-row-101-11');
    await click('can-sell-add');
    await waitFor(() => expect(dialogOpen()).toBe(true));
    await chooseIon('can-sell-brand', '103');
    chooseMany('can-sell-supplies', ['11', '13']);
    await click('can-sell-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([CAN_SELL_MSG.done]));
    expect(server.to('/api/cansell/upsert')[0].body).toEqual({ brandId: 103, supplies: [11, 13] });
    await waitFor(() => expect(server.to('/api/cansell/getAll')).toHaveLength(2));
    await waitFor(() => expect(dialogOpen()).toBe(false));
  });

  it('warns "Marka zaten tanımlıdır" when nothing new was added and keeps the dialog open', async () => {
    upsertAnswer = ({ brandId }) => [200, { brand: { id: brandId, name: 'Anker' }, supplies: [] }];
    const server = fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    await screen.findByTestId('can-sell-row-101-11');
    await click('can-sell-add');
    await chooseIon('can-sell-brand', '101');
    // The brand's current suppliers are shown under the choice.
    await waitFor(() => expect(server.to('/api/cansell/getByBrand')[0]?.body).toEqual({ brandId: 101 }));
    const helper = () => (screen.getByTestId('can-sell-supplies') as HTMLElement & { helperText?: string }).helperText;
    await waitFor(() => expect(helper()).toBe('Tanımlı tedarikçiler: Anadolu Aksesuar, Marmara Teknoloji'));
    chooseMany('can-sell-supplies', ['11']);
    await click('can-sell-dialog-submit');
    await waitFor(() => expect(toastsOf('warn')).toEqual([CAN_SELL_MSG.alreadyDefined]));
    expect(toastsOf('success')).toEqual([]);
    expect(dialogOpen()).toBe(true);
  });

  it('shows the server refusal and flags the field', async () => {
    upsertAnswer = () => [400, { status: 400, code: 10001, errors: [{ field: 'supplies', message: 'Geçersiz değer.' }], fields: ['supplies'] }];
    fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    await screen.findByTestId('can-sell-row-101-11');
    await click('can-sell-add');
    await chooseIon('can-sell-brand', '103');
    chooseMany('can-sell-supplies', ['12']);
    await click('can-sell-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual(['Geçersiz değer.']));
    expect(screen.getByTestId('can-sell-supplies').classList.contains('ion-invalid')).toBe(true);
  });

  it('deletes a pair after confirmation; a declined confirmation deletes nothing', async () => {
    const server = fakeApi(route);
    renderScreen(<CanSellPage />, { path: '/CanSell' });
    await screen.findByTestId('can-sell-row-101-12');

    confirmMock.mockResolvedValueOnce(false);
    await click('can-sell-delete-101-12');
    await settle();
    expect(confirmMock).toHaveBeenCalledTimes(1);
    expect(server.to('/api/cansell/delete')).toHaveLength(0);

    await click('can-sell-delete-101-12');
    await waitFor(() => expect(server.to('/api/cansell/delete')).toHaveLength(1));
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ message: CAN_SELL_MSG.deleteConfirm('Anker', 'Marmara Teknoloji'), danger: true }));
    expect(server.to('/api/cansell/delete')[0].body).toEqual({ brandId: 101, supplyId: 12 });
    await waitFor(() => expect(toastsOf('success')).toEqual([CAN_SELL_MSG.done]));
    await waitFor(() => expect(server.to('/api/cansell/getAll')).toHaveLength(2));
  });
});
