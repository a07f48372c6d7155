import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useToasts } from '../../lib/toast.js';
import { DashboardLabelButton } from './dashboard-label-button.js';
import { dashboardEolLabel, dashboardToggle, isOnDashboard } from './dashboard-label.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Toasts() {
  const toasts = useToasts();
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id} data-testid="toast">
          {t.title}: {t.text}
        </li>
      ))}
    </ul>
  );
}

const renderButton = (labels: { labelStatus: 'DASHBOARD' | 'NEW_PRODUCT' | 'SELL_BEST_PRODUCT' }[]) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DashboardLabelButton row={{ id: 5, labels }} />
      <Toasts />
    </QueryClientProvider>,
  );

describe('home-page toggle', () => {
  let calls: { url: string; method: string }[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, method: String(init.method) });
        if (url === '/api/model/add/dashboard/5') return json({ id: 5, labels: [{ labelStatus: 'NEW_PRODUCT' }, { labelStatus: 'DASHBOARD' }] });
        if (url === '/api/model/remove/dashboard/5') return json({ id: 5, labels: [{ labelStatus: 'NEW_PRODUCT' }] });
        return json(null, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers adding until the product carries the DASHBOARD label, removing after', () => {
    expect(isOnDashboard([])).toBe(false);
    expect(isOnDashboard([{ labelStatus: 'NEW_PRODUCT' }])).toBe(false);
    expect(isOnDashboard([{ labelStatus: 'DASHBOARD' }])).toBe(true);
    expect(dashboardToggle([{ labelStatus: 'SELL_BEST_PRODUCT' }])).toMatchObject({ buttonText: 'Ana Sayfaya Ekle', successText: 'Ürün Ana Sayfaya eklendi.' });
    expect(dashboardToggle([{ labelStatus: 'DASHBOARD' }])).toMatchObject({ buttonText: 'Ana Sayfadan Çıkar', successText: 'Ürün Ana Sayfadan çıkartıldı.' });
  });

  it("names the EOL Evet, Hayır or Girilmedi on the home-page list", () => {
    expect([true, false, null].map(dashboardEolLabel)).toEqual(['Evet', 'Hayır', 'Girilmedi']);
  });

  it('adds the product to the home page and turns into the remove button', async () => {
    renderButton([{ labelStatus: 'NEW_PRODUCT' }]);
    const button = screen.getByTestId('dashboard-toggle-5');
    expect(button.textContent).toBe('Ana Sayfaya Ekle');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('dashboard-toggle-5').textContent).toBe('Ana Sayfadan Çıkar'));
    expect(calls).toEqual([{ url: '/api/model/add/dashboard/5', method: 'POST' }]);
    expect(screen.getByTestId('toast').textContent).toBe('Başarılı İşlem: Ürün Ana Sayfaya eklendi.');
  });

  it('removes a home-page product and turns back into the add button', async () => {
    renderButton([{ labelStatus: 'DASHBOARD' }]);
    fireEvent.click(screen.getByTestId('dashboard-toggle-5'));
    await waitFor(() => expect(screen.getByTestId('dashboard-toggle-5').textContent).toBe('Ana Sayfaya Ekle'));
    expect(calls).toEqual([{ url: '/api/model/remove/dashboard/5', method: 'POST' }]);
    await waitFor(() => expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toContain('Başarılı İşlem: Ürün Ana Sayfadan çıkartıldı.'));
  });
});
