import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TransferRow } from '../../../shared/contract/serial-transfers.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import { clearSession } from '../../lib/session.js';
import { type ApiCall, clearToasts, fakeApi, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import TransfersFromMePage from './transfers-from-me-page.js';

const row: TransferRow = {
  id: 9,
  createDateTime: '2026-03-04T08:30:00.000Z',
  resellerCode: 'BY10003',
  resellerName: 'Üsküdar İletişim',
  transferredByCode: 'BY10001',
  transferredByName: 'Kadıköy İletişim',
  lineCount: 2,
};

const LIST = '/api/serialTransfer/fromMe';

describe('/serialTransfersFromMe', () => {
  let calls: ApiCall[];
  let listAnswer: [number, unknown];
  const to = (path: string) => calls.filter((c) => c.path === path);
  beforeEach(() => {
    clearToasts();
    listAnswer = [200, { content: [row], totalElements: 1 }];
    ({ calls } = fakeApi((c) => {
      if (c.path === LIST) return listAnswer;
      if (c.path === '/api/serialTransfer/detail/9') return [500, { status: 500, code: 500, errors: [], fields: [] }];
      return undefined;
    }));
    signIn(demoUser(['RESELLER_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists the transfers from me without the sender column (always me), filters by the receiver, and has no upload', async () => {
    renderScreen(<TransfersFromMePage />, { path: '/serialTransfersFromMe' });
    await screen.findByTestId('transfers-from-me-row-9');
    const headers = [...screen.getByTestId('transfers-from-me-table').querySelectorAll('th')].map((th) => th.textContent).filter(Boolean);
    expect(headers).toEqual(['Devir Tarihi', 'Devralan Bayi', 'Adet']);
    expect(screen.queryByTestId('transfer-upload-pick')).toBeNull();
    expect(screen.queryByTestId('transfer-sample')).toBeNull();
    expect((screen.getByTestId('transfers-from-me-filter-resellerCode') as HTMLIonInputElement).label).toBe('Devralan Bayi Kodu');
    await typeIon('transfers-from-me-filter-resellerCode', 'BY10003');
    fireEvent.click(screen.getByTestId('transfers-from-me-search'));
    await waitFor(() => expect(to(LIST).at(-1)!.body).toEqual({ resellerCode: 'BY10003' }));
  });

  it('asks for both dates before an export (93 days at most)', async () => {
    renderScreen(<TransfersFromMePage />, { path: '/serialTransfersFromMe' });
    await screen.findByTestId('transfers-from-me-row-9');
    fireEvent.click(screen.getByTestId('transfers-from-me-export'));
    expect(toastsOf('warn')).toEqual([LEDGER_MSG.exportNeedsDates]);
  });

  it("says 'Devir bilgisi getirme başarısız' when the list fails", async () => {
    listAnswer = [503, { status: 503, code: 503, errors: [], fields: [] }];
    renderScreen(<TransfersFromMePage />, { path: '/serialTransfersFromMe' });
    await waitFor(() => expect(toastsOf('error')).toContain(LEDGER_MSG.transferFailed));
  });

  it("says it when a transfer's detail fails, and the dialog says what is missing", async () => {
    renderScreen(<TransfersFromMePage />, { path: '/serialTransfersFromMe' });
    await screen.findByTestId('transfers-from-me-row-9');
    fireEvent.click(screen.getByTestId('transfers-from-me-detail-9'));
    expect((await screen.findByTestId('transfer-detail-failed')).textContent).toBe(LEDGER_MSG.transferFailed);
    expect(toastsOf('error')).toEqual([LEDGER_MSG.transferFailed]);
    expect(to('/api/serialTransfer/detail/9')).toHaveLength(1);
  });
});
