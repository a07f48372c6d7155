import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FAULTY_MSG, type FaultyTicket } from '../../../shared/contract/faulty.js';
import { clearSession } from '../../lib/session.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, renderScreen, settle } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { last, stubObjectUrls, ticket } from './faulty-testing.js';
import MyFaultyPage from './my-faulty-page.js';

const SEARCH = '/api/faultyProductManagement/myTickets';

describe('/faultyProductList', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: FaultyTicket[];
  let urls: ReturnType<typeof stubObjectUrls>;
  const pages = () => server.to(SEARCH);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return [200, { content: rows, totalElements: rows.length }];
    const detail = /^\/api\/faultyProductManagement\/detail\/(\d+)$/.exec(c.path);
    if (detail) return [200, rows.find((r) => r.id === Number(detail[1]))];
    if (/^\/api\/faultyProductManagement\/photo\/\d+$/.test(c.path)) return [200, { bytes: 'jpeg' }];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    rows = [ticket(1, 'WAITING'), ticket(2, 'APPROVED'), ticket(3, 'REJECTED', { photos: [] })];
    server = fakeApi(route);
    urls = stubObjectUrls();
    signIn(demoUser(['RESELLER_USER']));
  });
  afterEach(() => {
    clearSession();
    urls.restore();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<MyFaultyPage />, { path: '/faultyProductList' });
    await screen.findByTestId(`faulty-mine-row-${rows.at(-1)?.id ?? 0}`).catch(() => screen.findByTestId('faulty-mine-empty'));
  };
  const cell = (id: number, label: string) => (screen.getByTestId(`faulty-mine-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;
  const openDetail = async (id: number) => {
    await click(`faulty-detail-${id}`);
    await waitFor(async () => expect((await last('faulty-detail-ticket-status')).textContent).toBe(rows.find((r) => r.id === id)!.faultyProductInfoStatusDisplay));
    return last('faulty-detail');
  };

  it('asks for the newest tickets 10 a page and shows their rows', async () => {
    await open();
    expect(pages()[0].url).toBe('/api/faultyProductManagement/myTickets?page=0&size=10&sort=createDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Arızalı Ürün Bildirimlerim');
    expect(cell(1, 'Seri No')).toBe('SN-1');
    expect(cell(1, 'Ürün')).toBe('Anker PowerCore 10000');
    expect(cell(2, 'Durum')).toBe('Onaylandı');
    expect(cell(3, 'Durum')).toBe('Reddedildi');
    expect(cell(1, 'Satış Tarihi')).toBe('01-10-2026');
    expect(Array.from((screen.getByTestId('faulty-mine-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['10', '20', '30']);
    // The dealer never decides: no decision buttons here.
    expect(screen.queryByTestId('faulty-approve-1')).toBeNull();
  });

  it('filters by status with the labels of the spec', async () => {
    await open();
    const labels = Array.from(screen.getByTestId('faulty-mine-filter-faultyProductInfoStatus').querySelectorAll('ion-select-option')).map((o) => o.textContent);
    expect(labels).toEqual(['Bekliyor', 'Onaylandı', 'Reddedildi']);
    await chooseIon('faulty-mine-filter-faultyProductInfoStatus', 'APPROVED');
    await click('faulty-mine-search');
    await waitFor(() => expect(pages().at(-1)!.body).toEqual({ faultyProductInfoStatus: 'APPROVED' }));
  });

  it("says 'Arızalı ürün bildirimi bulunamadı' without tickets", async () => {
    rows = [];
    renderScreen(<MyFaultyPage />, { path: '/faultyProductList' });
    expect((await screen.findByTestId('faulty-mine-empty')).textContent).toBe(FAULTY_MSG.emptyMine);
  });

  it('shows a waiting ticket without the decision fields', async () => {
    await open();
    const dialog = await openDetail(1);
    await waitFor(async () => expect((await last('faulty-detail-reseller-name')).textContent).toBe('Kadıköy İletişim'));
    await waitFor(async () => expect((await last('faulty-detail-reseller-code')).textContent).toBe('BY10001'));
    await waitFor(async () => expect((await last('faulty-detail-reseller-email')).textContent).toBe('bilgi@kadikoyiletisim.com.tr'));
    await waitFor(async () => expect((await last('faulty-detail-reseller-district')).textContent).toBe('Kadıköy'));
    await waitFor(async () => expect((await last('faulty-detail-reseller-address')).textContent).toBe('Caferağa Mah. Moda Cad. No: 12'));
    await waitFor(async () => expect((await last('faulty-detail-product-barcode')).textContent).toBe('8690000000051'));
    await waitFor(async () => expect((await last('faulty-detail-product-sub-category')).textContent).toBe('Powerbank'));
    await waitFor(async () => expect((await last('faulty-detail-ticket-sale-date')).textContent).toBe('01-10-2026'));
    await waitFor(async () => expect((await last('faulty-detail-ticket-description')).textContent).toBe('Şarj etmiyor.'));
    expect(dialog.querySelector('[data-testid="faulty-detail-result"]')).toBeNull();
    expect(dialog.textContent).not.toContain('Kargo Takip No');
    expect(server.to('/api/faultyProductManagement/detail/1')).toHaveLength(1);
  });

  it('shows a decided ticket with its completion, reason, new serial and cargo', async () => {
    await open();
    await openDetail(2);
    expect((await last('faulty-detail-result-completed')).textContent).toMatch(/^22-11-2026 \d\d:00$/);
    await waitFor(async () => expect((await last('faulty-detail-result-new-serial')).textContent).toBe('SN-NEW-1'));
    await waitFor(async () => expect((await last('faulty-detail-result-cargo-name')).textContent).toBe('Yurtiçi Kargo'));
    await waitFor(async () => expect((await last('faulty-detail-result-cargo-code')).textContent).toBe('YK123456'));
    await waitFor(async () => expect((await last('faulty-detail-result-reject-reason')).textContent).toBe('-'));
  });

  it("reads the photos with the session's token only when a link is opened, and says 'Resim Bulunmamaktadır.' without any", async () => {
    await open();
    await openDetail(1);
    await waitFor(async () => expect((await last('faulty-detail-photos-0')).textContent).toBe('Fotoğraf 1'));
    expect(server.to('/api/faultyProductManagement/photo/100')).toHaveLength(0);
    fireEvent.click(await last('faulty-detail-photos-0'));
    await waitFor(() => expect(server.to('/api/faultyProductManagement/photo/100')).toHaveLength(1));
    const photoCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/photo/100'))!;
    expect((photoCall[1]!.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    await waitFor(async () => expect((await last('faulty-detail-photos-viewer-image')).getAttribute('src')).toBe('blob:photo-1'));
    fireEvent.click(await last('faulty-detail-close'));
    // The photo's object URL goes with the dialog.
    await waitFor(() => expect(urls.revoked).toEqual(['blob:photo-1']));
    await settle();

    await click('faulty-detail-3');
    await waitFor(async () => expect((await last('faulty-detail-photos-none')).textContent).toBe(FAULTY_MSG.noPhoto));
  });
});
