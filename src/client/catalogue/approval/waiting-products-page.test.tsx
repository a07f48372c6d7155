import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IonApp } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WaitingProduct } from '../../../shared/contract/models.js';
import { getUser } from '../../lib/session.js';
import { demoUser, renderAt, signIn } from '../../testing/session-testing.js';
import { clearToasts, currentToasts, json, stubFetch, typeIon, type SeenCall } from '../../ui/kit-test-utils.js';
import { catalogueBells } from '../bells.js';
import { productDetail } from '../products/product-testing.js';
import WaitingProductsPage from './waiting-products-page.js';

/** Stands in for the top bar's approval bell, which the shell mounts in the real app. */
function BellProbe() {
  const { queryKey, count } = catalogueBells[0].query(getUser()!)!;
  useQuery({ queryKey, queryFn: count });
  return null;
}

/** The catalogue fields of the product of product-testing: brand, sub-category, supply. */
const { brand, subCategory, supplyStatus, origin, supplyName } = productDetail();
const PRODUCT = { brand, subCategory, supplyStatus, origin, supplyName };

const request = (id: number, currentModelId: number, kind: WaitingProduct['kind']): WaitingProduct => ({
  ...PRODUCT,
  id,
  currentModelId,
  kind,
  name: `Anker Ürün ${id}`,
  barcode: `86900000000${id}`,
  description: null,
  eol: null,
  requestDate: '2026-11-15T10:00:00.000Z',
  requestedBy: 'supply_admin',
  startDate: null,
  taxRatio: 20,
  distyPrice: 350,
  recommendedEdmPrice: null,
  recommendedResellerPrice: 420,
  recommendedSellPrice: 549.9,
  resellerPrice: null,
  pictures: [],
});

const toastTexts = () => currentToasts().map((t) => t.text);

describe('/WaitingMyAction', () => {
  let calls: SeenCall[];
  beforeEach(() => {
    clearToasts();
    ({ calls } = stubFetch(async (url) => {
      if (url.startsWith('/api/model/waiting/getAll')) return json(200, { content: [request(11, 101, 'CREATE'), request(12, 102, 'UPDATE')], totalElements: 2 });
      if (url === '/api/model/waiting/count') return json(200, 2);
      if (url.startsWith('/api/model/approve')) return json(200, { count: 1 });
      return json(200, []);
    }));
    signIn(demoUser(['TTG_ADMIN']));
  });
  afterEach(() => vi.unstubAllGlobals());

  const callsTo = (prefix: string) => calls.filter((c) => c.url.startsWith(prefix));
  const renderPage = async () => {
    renderAt('/WaitingMyAction', <IonApp><BellProbe /><WaitingProductsPage /></IonApp>);
    await screen.findByTestId('waiting-row-12');
  };

  it('lists 25 requests a page with their kind and asks for the first page', async () => {
    await renderPage();
    expect(callsTo('/api/model/waiting/getAll')[0].url).toBe('/api/model/waiting/getAll?page=0&size=25&sort=requestDate%2Cdesc');
    expect(screen.getByTestId('waiting-row-11').textContent).toContain('Yeni Ürün');
    expect(screen.getByTestId('waiting-row-12').textContent).toContain('Değişiklik');
    expect(screen.getByTestId('waiting-row-12').textContent).toContain('15.11.26');
  });

  it('approves one row with its request and product ids, then reloads the list and the bell count', async () => {
    await renderPage();
    const lists = callsTo('/api/model/waiting/getAll').length;
    const counts = callsTo('/api/model/waiting/count').length;
    fireEvent.click(screen.getByTestId('waiting-approve-12'));
    await waitFor(() => expect(toastTexts()).toContain('Ürün Onaylandı'));
    const [approve] = callsTo('/api/model/approve/');
    expect(approve.url).toBe('/api/model/approve/true');
    expect(JSON.parse(String(approve.body))).toEqual({ id: 12, currentModelId: 102 });
    await waitFor(() => expect(callsTo('/api/model/waiting/getAll').length).toBeGreaterThan(lists));
    await waitFor(() => expect(callsTo('/api/model/waiting/count').length).toBeGreaterThan(counts));
  });

  it('rejects the selection with the note on every item and clears the selection', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('waiting-select-11'));
    fireEvent.click(screen.getByTestId('waiting-select-12'));
    expect(screen.getByTestId('waiting-selected-count').textContent).toBe('2 kayıt seçildi');
    fireEvent.click(screen.getByTestId('waiting-bulk-reject'));
    expect((await screen.findByTestId('reject-dialog-count')).textContent).toBe('2 ürün reddedilecek.');
    await typeIon('reject-dialog-description', 'Görseller eksik');
    fireEvent.click(screen.getByTestId('reject-dialog-submit'));
    await waitFor(() => expect(toastTexts()).toContain('Toplu Reddetme başarılı'));
    const [reject] = callsTo('/api/model/approvelist/');
    expect(reject.url).toBe('/api/model/approvelist/false');
    expect(JSON.parse(String(reject.body))).toEqual([
      { id: 11, currentModelId: 101, approveDescription: 'Görseller eksik' },
      { id: 12, currentModelId: 102, approveDescription: 'Görseller eksik' },
    ]);
    await waitFor(() => expect(screen.getByTestId('waiting-selected-count').textContent).toBe('0 kayıt seçildi'));
  });

  it('opens the bulk reject dialog without a selection with Gönder disabled', async () => {
    await renderPage();
    expect((screen.getByTestId('waiting-bulk-approve') as unknown as { disabled: boolean }).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('waiting-bulk-reject'));
    expect((await screen.findByTestId('reject-dialog-count')).textContent).toBe('Seçili ürün yok.');
    expect((screen.getByTestId('reject-dialog-submit') as unknown as { disabled: boolean }).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('reject-dialog-submit'));
    await new Promise((r) => setTimeout(r, 20));
    expect(callsTo('/api/model/approvelist/')).toHaveLength(0);
  });

  it('approves the selection in one call', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('waiting-select-all'));
    fireEvent.click(screen.getByTestId('waiting-bulk-approve'));
    await waitFor(() => expect(toastTexts()).toContain('Toplu Onaylama başarılı'));
    const [approve] = callsTo('/api/model/approvelist/');
    expect(approve.url).toBe('/api/model/approvelist/true');
    expect(JSON.parse(String(approve.body))).toEqual([
      { id: 11, currentModelId: 101 },
      { id: 12, currentModelId: 102 },
    ]);
  });
});
