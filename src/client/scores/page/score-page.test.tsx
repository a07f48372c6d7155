import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { SCORE_ERROR_TOAST_MS, SCORE_FILTER_DEBOUNCE_MS, SCORE_MSG, type ScoreTransaction, type WaitingScore } from '../../../shared/contract/scores.js';
import { createQueryClient } from '../../lib/query-client.js';
import { clearSession, setUser } from '../../lib/session.js';
import { toast } from '../../lib/toast.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, isDisabled, refusal, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import { useScoreDecisions } from './score-decisions.js';
import ScorePage from './score-page.js';
import { BALANCE, saleOf, transaction, waiting } from './score-testing.js';

const confirmMock = vi.hoisted(() => vi.fn(async (_o: { header?: string; message: string }) => true));
vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const BALANCE_PATH = '/api/reseller/score';
const WAITING = '/api/reseller/score/waiting';
const APPROVE = '/api/reseller/score/approve';
const CANCEL = '/api/reseller/score/cancel';
const HISTORY = '/api/reseller/score/transactions';
const TYPES = '/api/reseller/score/types';

describe('/resellerScoreTransactions', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: WaitingScore[];
  let history: ScoreTransaction[];
  let balanceAnswer: [number, unknown];
  let decisionAnswer: [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === BALANCE_PATH) return balanceAnswer;
    if (c.path === WAITING) return [200, { content: rows, totalElements: rows.length }];
    if (c.path === APPROVE || c.path === CANCEL) return decisionAnswer;
    if (c.path === HISTORY) return [200, { content: history, totalElements: history.length }];
    if (c.path === TYPES) return [200, [{ key: 'SCORE_GAIN', value: 'Puan Kazancı' }, { key: 'SCORE_APPROVE', value: 'Puan Onayı' }]];
    const sale = /^\/api\/sale\/detail\/(\d+)$/.exec(c.path);
    if (sale) return [200, saleOf(Number(sale[1]))];
    return undefined;
  };
  const calls = (path: string) => server.calls.filter((c) => c.path === path);

  beforeEach(() => {
    clearToasts();
    confirmMock.mockReset();
    confirmMock.mockImplementation(async () => true);
    rows = [waiting(1, 12, 1234.5), waiting(2, 30, 99), waiting(3, 8)];
    history = [transaction(7, 'SCORE_GAIN', 12), transaction(8, 'SCORE_SPEND', 500)];
    balanceAnswer = [200, BALANCE];
    decisionAnswer = [200, { count: 2, score: 42, balance: { ...BALANCE, approvedScore: 1292, unapprovedScore: 298 } }];
    server = fakeApi(route);
    setUser(demoUser(['RESELLER_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<ScorePage />, { path: '/resellerScoreTransactions' });
    await screen.findByTestId(`scores-waiting-row-${rows.at(-1)!.id}`);
  };
  const cell = (id: number, label: string) => (screen.getByTestId(`scores-waiting-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;
  const select = (id: number) => fireEvent.click(screen.getByTestId(`scores-waiting-select-${id}`));
  const text = (testId: string) => screen.getByTestId(testId).textContent;

  it('shows the balances and the pending rows, 5 a page', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bayi Puan İşlemleri');
    await waitFor(() => expect(text('score-balance-reseller')).toBe('BY10001'));
    expect(text('score-balance-approved')).toBe('1,250');
    expect(text('score-balance-unapproved')).toBe('340');
    expect(screen.getByTestId('score-balance').textContent).toContain(SCORE_MSG.approvedScore);
    expect(screen.getByText(SCORE_MSG.waitingTitle)).toBeTruthy();
    expect(calls(WAITING)[0].url).toBe('/api/reseller/score/waiting?page=0&size=5&sort=saleDate%2Cdesc');
    expect(cell(1, 'Satış Fiyatı')).toBe('₺1,234.50');
    expect(cell(2, 'Satış Fiyatı')).toBe('₺99.00');
    expect(cell(2, 'Puan')).toBe('30');
    expect(cell(1, 'Satış Tarihi')).toMatch(/^20-11-2026 \d\d:30$/);
    expect(text('score-detail-1')).toBe(SCORE_MSG.detail);
  });

  it("says 'Bayi puan bilgileri alınamadı.' when the balances do not come", async () => {
    balanceAnswer = [500, { status: 500, code: 500, errors: [], fields: [] }];
    await open();
    await waitFor(() => expect(toastsOf('error')).toEqual([SCORE_MSG.scoreFailed]));
  });

  it('counts the chosen transactions and their points; the buttons wait for points', async () => {
    await open();
    expect(text('scores-waiting-selected-count')).toBe('0');
    expect(text('scores-waiting-selected-total')).toBe('0');
    expect(isDisabled('score-approve')).toBe(true);
    expect(isDisabled('score-cancel')).toBe(true);
    select(1);
    select(2);
    expect(text('scores-waiting-selected-count')).toBe('2');
    expect(text('scores-waiting-selected-total')).toBe('42');
    expect(isDisabled('score-approve')).toBe(false);
    expect(isDisabled('score-cancel')).toBe(false);
    select(1);
    expect(text('scores-waiting-selected-total')).toBe('30');
    // The page's select-all takes every row shown, and gives them back.
    fireEvent.click(screen.getByTestId('scores-waiting-select-all'));
    expect(text('scores-waiting-selected-count')).toBe('3');
    expect(text('scores-waiting-selected-total')).toBe('50');
    fireEvent.click(screen.getByTestId('scores-waiting-select-all'));
    expect(text('scores-waiting-selected-count')).toBe('0');
    expect(isDisabled('score-approve')).toBe(true);
  });

  it('asks with the count, approves the chosen ids, then clears the choice and reloads everything', async () => {
    await open();
    await waitFor(() => expect(calls(BALANCE_PATH)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('scores-history-toggle'));
    await screen.findByTestId('scores-history-row-8');
    select(1);
    select(3);
    fireEvent.click(screen.getByTestId('score-approve'));
    await waitFor(() => expect(calls(APPROVE)).toHaveLength(1));
    expect(confirmMock.mock.calls[0][0].message).toBe(SCORE_MSG.confirmApprove(2));
    expect(confirmMock.mock.calls[0][0].message).toBe('2 tane işlemi onaylamak istediğinizden emin misiniz?');
    expect(calls(APPROVE)[0].body).toEqual({ transactionsIdList: [1, 3] });
    await waitFor(() => expect(toastsOf('success')).toEqual([SCORE_MSG.approved]));
    await waitFor(() => expect(calls(WAITING)).toHaveLength(2));
    await waitFor(() => expect(calls(BALANCE_PATH)).toHaveLength(2));
    await waitFor(() => expect(calls(HISTORY)).toHaveLength(2));
    expect(text('scores-waiting-selected-count')).toBe('0');
    expect(isDisabled('score-approve')).toBe(true);
  });

  it('cancels only after a yes, with the refund warning and the count', async () => {
    await open();
    select(2);
    confirmMock.mockImplementationOnce(async () => false);
    fireEvent.click(screen.getByTestId('score-cancel'));
    await waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(1));
    expect(confirmMock.mock.calls[0][0].message).toBe(SCORE_MSG.confirmCancel(1));
    await settle();
    expect(calls(CANCEL)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('score-cancel'));
    await waitFor(() => expect(calls(CANCEL)).toHaveLength(1));
    expect(calls(CANCEL)[0].body).toEqual({ transactionsIdList: [2] });
    await waitFor(() => expect(toastsOf('success')).toEqual([SCORE_MSG.cancelled]));
  });

  it("shows the server's words for 4 s when a decision fails, and keeps the choice", async () => {
    const error = vi.spyOn(toast, 'error');
    decisionAnswer = [422, { status: 422, code: 10000, description: 'Puan onaylanamadı: bayi kilitli.', errors: [], fields: ['Puan onaylanamadı: bayi kilitli.'] }];
    await open();
    select(1);
    fireEvent.click(screen.getByTestId('score-approve'));
    await waitFor(() => expect(toastsOf('error')).toEqual(['Puan onaylanamadı: bayi kilitli.']));
    expect(error).toHaveBeenCalledWith('Puan onaylanamadı: bayi kilitli.', SCORE_ERROR_TOAST_MS);
    error.mockRestore();
    expect(toastsOf('success')).toEqual([]);
    expect(text('scores-waiting-selected-count')).toBe('1');
    await waitFor(() => expect(isDisabled('score-approve')).toBe(false));
  });

  it("says 'Onay bekleyen işlem bulunamadı' when others decided them first, and shows the list as it is", async () => {
    decisionAnswer = [404, refusal(404, SCORE_MSG.noneWaiting)];
    await open();
    select(1);
    fireEvent.click(screen.getByTestId('score-approve'));
    await waitFor(() => expect(toastsOf('error')).toEqual([SCORE_MSG.noneWaiting]));
    await waitFor(() => expect(calls(WAITING)).toHaveLength(2));
    expect(text('scores-waiting-selected-count')).toBe('0');
  });

  it("says 'İşlemler iptal için onaya gönderilemedi.' when a cancel fails without the server's words", async () => {
    decisionAnswer = [500, { status: 500, code: 500, errors: [], fields: [] }];
    await open();
    select(3);
    fireEvent.click(screen.getByTestId('score-cancel'));
    await waitFor(() => expect(toastsOf('error')).toEqual([SCORE_MSG.cancelFailed]));
  });

  it('keeps the buttons off while a decision runs', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const answered = vi.mocked(fetch);
    const plain = answered.getMockImplementation()!;
    answered.mockImplementation(async (input, init) => {
      if (String(input).endsWith(APPROVE)) await held;
      return plain(input, init);
    });
    await open();
    select(1);
    fireEvent.click(screen.getByTestId('score-approve'));
    await waitFor(() => expect(isDisabled('score-approve')).toBe(true));
    expect(isDisabled('score-cancel')).toBe(true);
    expect(text('scores-waiting-selected-count')).toBe('1');
    await act(async () => release());
    await waitFor(() => expect(toastsOf('success')).toEqual([SCORE_MSG.approved]));
  });

  it("guards the call with 'En az bir işlem seçili olmalıdır.' though the buttons are off without a choice", async () => {
    const warn = vi.spyOn(toast, 'warn');
    const { result } = renderHook(() => useScoreDecisions(() => {}), { wrapper: ({ children }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider> });
    await act(() => result.current.decide('approve', []));
    await act(() => result.current.decide('cancel', []));
    expect(warn.mock.calls.map((c) => c[0])).toEqual([SCORE_MSG.selectOne, SCORE_MSG.selectOne]);
    expect(confirmMock).not.toHaveBeenCalled();
    expect(calls(APPROVE)).toHaveLength(0);
    expect(calls(CANCEL)).toHaveLength(0);
    warn.mockRestore();
  });

  it("opens 'Satış Detay' of the row's sale", async () => {
    await open();
    await click('score-detail-2');
    await waitFor(() => expect(server.to('/api/sale/detail/20')).toHaveLength(1));
    const dialog = (await screen.findAllByTestId('sale-detail-dialog')).at(-1)!;
    await waitFor(() => expect(dialog.textContent).toContain('Satış Detay'));
    await waitFor(() => expect((screen.getAllByTestId('sale-detail-fields-customer-name').at(-1) as HTMLElement).textContent).toBe('Ahmet'));
    expect(screen.getAllByTestId('sale-detail-fields-score').at(-1)!.textContent).toBe('12');
  });

  it("reads 'Bütün Puan İşlemleri' only when opened, then filters by day and type 2 s after the last change", async () => {
    await open();
    await settle();
    expect(calls(HISTORY)).toHaveLength(0);
    expect(calls(TYPES)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('scores-history-toggle'));
    await screen.findByTestId('scores-history-row-8');
    expect(calls(HISTORY)[0].url).toBe('/api/reseller/score/transactions?page=0&size=10&sort=createDateTime%2Cdesc');
    expect(calls(HISTORY)[0].body).toEqual({});
    const row = screen.getByTestId('scores-history-row-8');
    expect(row.querySelector('td[data-label="İşlem Tipi"]')!.textContent).toBe('Puan Harcama');
    expect(row.querySelector('td[data-label="Son Onaylı Puan"]')!.textContent).toBe('1,250');
    await waitFor(() => expect(calls(TYPES)).toHaveLength(1));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await typeIon('scores-history-filter-transactionDate', '2026-11-21');
    await chooseIon('scores-history-filter-scoreTransactionType', 'SCORE_GAIN');
    await act(async () => vi.advanceTimersByTime(SCORE_FILTER_DEBOUNCE_MS - 500));
    expect(calls(HISTORY)).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(600));
    vi.useRealTimers();
    await waitFor(() => expect(calls(HISTORY)).toHaveLength(2));
    expect(calls(HISTORY)[1].body).toEqual({ transactionDate: '21.11.2026', scoreTransactionType: 'SCORE_GAIN' });
    expect(calls(HISTORY)[1].url).toContain('page=0&size=10');
  });

  it("says 'Puan işlemi bulunamadı' and 'Onay bekleyen işlem bulunamadı' without rows", async () => {
    rows = [];
    history = [];
    renderScreen(<ScorePage />, { path: '/resellerScoreTransactions' });
    expect((await screen.findByTestId('scores-waiting-empty')).textContent).toBe(SCORE_MSG.noneWaiting);
    fireEvent.click(screen.getByTestId('scores-history-toggle'));
    expect((await screen.findByTestId('scores-history-empty')).textContent).toBe(SCORE_MSG.noTransactions);
  });
});
