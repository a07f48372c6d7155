import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, setUser } from '../../lib/session.js';
import { saleListLink } from '../../lib/sale-list-link.js';
import { type ApiCall, clearToasts, fakeApi, renderScreen } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import SaleListPage from './sale-list-page.js';

const SEARCH = '/api/sale/search';

/** /productSaleList opened from the six-month report's links (lib/sale-list-link.ts). */
describe('/productSaleList with filters in its address', () => {
  let server: ReturnType<typeof fakeApi>;
  const route = (c: ApiCall): [number, unknown] | undefined => (c.path === SEARCH ? [200, { content: [], totalElements: 0 }] : undefined);
  const searches = () => server.calls.filter((c) => c.path === SEARCH);

  beforeEach(() => {
    clearToasts();
    server = fakeApi(route);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('searches with the month and the linked filter, shows it as a chip, and its × searches without it', async () => {
    setUser(demoUser(['TTG_ADMIN']));
    renderScreen(<SaleListPage />, { path: saleListLink({ saleDateStart: '2026-11-01T00:00', saleDateEnd: '2026-11-30T23:59:59', brandId: '3' }, 'Marka: Samsung') });
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0].body).toEqual({ saleDateStart: '2026-11-01T00:00', saleDateEnd: '2026-11-30T23:59:59', brandId: '3' });
    expect(screen.getByTestId('sales-linked-filter-label').textContent).toBe('Marka: Samsung');
    expect((screen.getByTestId('sales-filter-saleDateStart') as HTMLInputElement & { value: string }).value).toBe('01-11-2026 00:00');
    fireEvent.click(screen.getByTestId('sales-linked-filter-remove'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1].body).toEqual({ saleDateStart: '2026-11-01T00:00', saleDateEnd: '2026-11-30T23:59:59' });
    expect(screen.queryByTestId('sales-linked-filter')).toBeNull();
  });

  it("a list field's filter fills its field, without a chip; a locked one stays the session's", async () => {
    setUser(demoUser(['RESELLER_ADMIN']));
    renderScreen(<SaleListPage />, { path: '/productSaleList?saleType=TEMLIK&resellerCode=BAŞKA&parentResellerCode=BAŞKA' });
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0].body).toEqual({ saleType: 'TEMLIK', parentResellerCode: 'BY10001', resellerCode: 'BY10001' });
    expect(screen.queryByTestId('sales-linked-filter')).toBeNull();
  });
});
