import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { GIFT_MSG, type GiftTransaction } from '../../../shared/contract/gifts.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, last, refusal, renderScreen, settle, toastsOf } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import GiftApprovalPage from './gift-approval-page.js';
import { giftTx, TYPES } from './gift-testing.js';

const confirmMock = vi.hoisted(() => vi.fn(async (_o: { message: string }) => true));
vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const SEARCH = '/api/giftTransaction/search';
const DECIDE = '/api/giftTransaction/decide';

describe('/approveResellerScoreOfGift', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: GiftTransaction[];
  let decideAnswer: [number, unknown];
  const pages = () => server.to(SEARCH);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return [200, { content: rows, totalElements: rows.length }];
    if (c.path === '/api/giftTransaction/types') return [200, TYPES];
    if (c.path === DECIDE) return decideAnswer;
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockReset();
    confirmMock.mockImplementation(async () => true);
    rows = [giftTx(1), giftTx(2, 'APPROVED_TO_REQUEST'), giftTx(3, 'REJECTED_TO_REQUEST'), giftTx(4, 'WAITING_FOR_RESPONSE', { gift: { id: 8, name: 'Powerbank', giftScore: 900, images: [] }, score: 900 })];
    decideAnswer = [200, giftTx(1, 'APPROVED_TO_REQUEST')];
    server = fakeApi(route);
    setUser(demoUser(['TTG_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<GiftApprovalPage />, { path: '/approveResellerScoreOfGift' });
    await screen.findByTestId(`gift-transactions-row-${rows.at(-1)!.id}`);
  };
  const cell = (id: number, label: string) => (screen.getByTestId(`gift-transactions-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;

  it("lists every request newest first with the spec's columns, filters and export", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hediye Talepleri');
    expect(pages()[0].url).toBe('/api/giftTransaction/search?page=0&size=10&sort=createDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    const headers = Array.from(screen.getByTestId('gift-transactions-table').querySelectorAll('thead th')).map((th) => th.textContent?.trim()).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['Hediye Adı', 'Bayi Kodu', 'Bayi Adı', 'Talep Eden', 'Onay Durumu', 'Hediye Puanı', 'Bayi Onaysız Puan', 'Bayi Onaylı Puan', 'Talep Tarihi', 'Resimler', 'Distribütör']));
    // The images before the distributor (spec 3 §2.11's order).
    expect(headers.indexOf('Resimler')).toBe(headers.indexOf('Distribütör') - 1);
    expect(cell(1, 'Hediye Adı')).toBe('Bluetooth Hoparlör');
    expect(cell(1, 'Bayi Kodu')).toBe('BY10001');
    expect(cell(1, 'Talep Eden')).toBe('Ayşe Yılmaz');
    expect(cell(2, 'Onay Durumu')).toBe('Onaylandı');
    expect(cell(1, 'Hediye Puanı')).toBe('1,500');
    expect(cell(1, 'Bayi Onaylı Puan')).toBe('2,500');
    expect(cell(1, 'Bayi Onaysız Puan')).toBe('400');
    expect(cell(1, 'Distribütör')).toBe('DST01');
    expect(screen.getByTestId('gift-tx-images-1').querySelector('img')!.getAttribute('src')).toBe('/files/gifts/70.jpg');
    expect(cell(4, 'Resimler')).toBe(GIFT_MSG.noImage);
    for (const key of ['giftTransactionType', 'resellerCode', 'giftName']) expect(screen.getByTestId(`gift-transactions-filter-${key}`)).toBeTruthy();
    await waitFor(() =>
      expect(Array.from(screen.getByTestId('gift-transactions-filter-giftTransactionType').querySelectorAll('ion-select-option')).map((o) => o.textContent)).toEqual(['Onay Bekliyor', 'Onaylandı', 'Reddedildi']),
    );
    await chooseIon('gift-transactions-filter-giftTransactionType', 'REJECTED_TO_REQUEST');
    await click('gift-transactions-search');
    await waitFor(() => expect(pages().at(-1)!.body).toEqual({ giftTransactionType: 'REJECTED_TO_REQUEST' }));
    expect(screen.getByTestId('gift-transactions-export').textContent).toContain("Excel'e Aktar");
  });

  it('disables the approve action once a request is approved or rejected', async () => {
    await open();
    const disabled = (id: number) => (screen.getByTestId(`gift-tx-decide-${id}`) as HTMLElement & { disabled?: boolean }).disabled === true;
    expect(screen.getByTestId('gift-tx-decide-1').textContent).toBe(GIFT_MSG.approve);
    expect(disabled(1)).toBe(false);
    expect(disabled(4)).toBe(false);
    expect(disabled(2)).toBe(true);
    expect(disabled(3)).toBe(true);
  });

  it('approves in the dialog after the confirmation, says so and reloads', async () => {
    await open();
    const before = pages().length;
    await click('gift-tx-decide-1');
    await waitFor(async () => expect((await last('gift-decide-detail-giftName')).textContent).toBe('Bluetooth Hoparlör'));
    expect((await last('gift-decide-detail-requester')).textContent).toBe('Ayşe Yılmaz');
    expect((await last('gift-decide-detail-status')).textContent).toBe('Onay Bekliyor');
    expect((await last('gift-decide-detail-approvedScore')).textContent).toBe('2,500');
    await click('gift-decide-approve');
    await waitFor(() => expect(server.to(DECIDE)).toHaveLength(1));
    expect(confirmMock.mock.calls[0][0].message).toBe(GIFT_MSG.confirmApprove);
    expect(server.to(DECIDE)[0].body).toEqual({ id: 1, approve: true });
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.approved]));
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
  });

  it('rejects in the dialog after its own confirmation, and sends nothing when declined', async () => {
    decideAnswer = [200, giftTx(4, 'REJECTED_TO_REQUEST')];
    await open();
    await click('gift-tx-decide-4');
    await waitFor(async () => expect((await last('gift-decide-detail-giftName')).textContent).toBe('Powerbank'));
    confirmMock.mockImplementationOnce(async () => false);
    await click('gift-decide-reject');
    await waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(1));
    expect(confirmMock.mock.calls[0][0].message).toBe(GIFT_MSG.confirmReject);
    await settle();
    expect(server.to(DECIDE)).toHaveLength(0);
    await click('gift-decide-reject');
    await waitFor(() => expect(server.to(DECIDE)).toHaveLength(1));
    expect(server.to(DECIDE)[0].body).toEqual({ id: 4, approve: false });
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.rejected]));
  });

  it('warns that a request decided elsewhere was decided, and reloads', async () => {
    // The server's business refusal (400, code 10000) with the contract's text.
    decideAnswer = [400, { status: 400, code: 10000, description: GIFT_MSG.decided, errors: [], fields: [GIFT_MSG.decided] }];
    await open();
    const before = pages().length;
    await click('gift-tx-decide-1');
    await last('gift-decide-detail');
    await click('gift-decide-approve');
    await waitFor(() => expect(toastsOf('warn')).toEqual([GIFT_MSG.decided]));
    expect(toastsOf('success')).toEqual([]);
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
    expect(toastsOf('error')).toEqual([]);
  });

  it("shows the server's words for another refusal and keeps the dialog open", async () => {
    decideAnswer = [400, refusal(400, 'Kayıt Bulunamadı.')];
    await open();
    await click('gift-tx-decide-1');
    await last('gift-decide-detail');
    await click('gift-decide-approve');
    await waitFor(() => expect(toastsOf('error')).toEqual(['Kayıt Bulunamadı.']));
    expect(toastsOf('warn')).toEqual([]);
    expect((await last('gift-decide-approve')).hasAttribute('disabled')).toBe(false);
  });

  it('opens the gift pictures from the thumbnail', async () => {
    await open();
    await click('gift-tx-images-1');
    await waitFor(async () => expect((await last('gift-tx-viewer-image')).getAttribute('src')).toBe('/files/gifts/70.jpg'));
  });

  it("says 'İşlem bulunamadı' without requests", async () => {
    rows = [];
    renderScreen(<GiftApprovalPage />, { path: '/approveResellerScoreOfGift' });
    expect((await screen.findByTestId('gift-transactions-empty')).textContent).toBe(GIFT_MSG.noTransaction);
  });
});
