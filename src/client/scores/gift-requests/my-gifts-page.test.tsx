import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { GIFT_MSG, type GiftTransaction } from '../../../shared/contract/gifts.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, chooseIon, click, fakeApi, renderScreen } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import { giftTx, TYPES } from './gift-testing.js';
import MyGiftsPage from './my-gifts-page.js';

const MINE = '/api/giftTransaction/mine';

describe('/lastResellerScoreOfGift', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: GiftTransaction[];
  const pages = () => server.to(MINE);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === MINE) return [200, { content: rows, totalElements: rows.length }];
    if (c.path === '/api/giftTransaction/mine/totals') return [200, { approvedSpent: 12_500, waiting: 1500 }];
    if (c.path === '/api/giftTransaction/types') return [200, TYPES];
    return undefined;
  };

  beforeEach(() => {
    rows = [giftTx(1), giftTx(2, 'APPROVED_TO_REQUEST'), giftTx(3, 'REJECTED_TO_REQUEST')];
    server = fakeApi(route);
    setUser(demoUser(['RESELLER_USER']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<MyGiftsPage />, { path: '/lastResellerScoreOfGift' });
    await screen.findByTestId('gifts-mine-row-3');
  };
  const cell = (id: number, label: string) => (screen.getByTestId(`gifts-mine-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;

  it("shows 'Onaylı Harcanan Toplam Puan' and 'Onayda Bekleyen Toplam Puan' and the back button to /giftTransaction", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hediyelerim');
    const totals = screen.getByTestId('my-gifts-totals');
    expect(Array.from(totals.querySelectorAll('dt')).map((d) => d.textContent)).toEqual([GIFT_MSG.approvedSpentTotal, GIFT_MSG.waitingTotal]);
    await waitFor(() => expect(screen.getByTestId('my-gifts-totals-approved').textContent).toBe('12,500'));
    expect(screen.getByTestId('my-gifts-totals-waiting').textContent).toBe('1,500');
    const back = screen.getByTestId('my-gifts-back');
    expect(back.textContent).toBe(GIFT_MSG.back);
    expect(back.getAttribute('href')).toBe('/giftTransaction');
  });

  it('lists its own requests newest first with the same columns, no decision and no export', async () => {
    await open();
    expect(pages()[0].url).toBe('/api/giftTransaction/mine?page=0&size=10&sort=createDateTime%2Cdesc');
    const headers = Array.from(screen.getByTestId('gifts-mine-table').querySelectorAll('thead th')).map((th) => th.textContent?.trim()).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['Hediye Adı', 'Bayi Kodu', 'Bayi Adı', 'Talep Eden', 'Onay Durumu', 'Hediye Puanı', 'Bayi Onaysız Puan', 'Bayi Onaylı Puan', 'Talep Tarihi', 'Resimler', 'Distribütör']));
    expect(cell(1, 'Onay Durumu')).toBe('Onay Bekliyor');
    expect(cell(3, 'Onay Durumu')).toBe('Reddedildi');
    expect(cell(2, 'Hediye Puanı')).toBe('1,500');
    expect(screen.queryByTestId('gift-tx-decide-1')).toBeNull();
    expect(screen.queryByTestId('gifts-mine-export')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('gifts-mine-filter-giftTransactionType').querySelectorAll('ion-select-option')).toHaveLength(3));
    await chooseIon('gifts-mine-filter-giftTransactionType', 'APPROVED_TO_REQUEST');
    await click('gifts-mine-search');
    await waitFor(() => expect(pages().at(-1)!.body).toEqual({ giftTransactionType: 'APPROVED_TO_REQUEST' }));
  });
});
