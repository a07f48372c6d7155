import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FAULTY_MSG, type FaultyTicket } from '../../../shared/contract/faulty.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import FaultyExchangePage from './faulty-exchange-page.js';
import { last, refusal, ticket } from './faulty-testing.js';

const SEARCH = '/api/faultyProductManagement/supplyTickets';
const APPROVE = '/api/faultyProductManagement/approve';
const REJECT = '/api/faultyProductManagement/reject';

describe('/faultyProductExchange', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: FaultyTicket[];
  let decisionAnswer: [number, unknown];
  const pages = () => server.to(SEARCH);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return [200, { content: rows, totalElements: rows.length }];
    const detail = /^\/api\/faultyProductManagement\/detail\/(\d+)$/.exec(c.path);
    if (detail) return [200, rows.find((r) => r.id === Number(detail[1]))];
    if (c.path === APPROVE || c.path === REJECT) return decisionAnswer;
    if (c.path.startsWith('/api/user/')) return [200, { count: 1 }];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    rows = [ticket(1, 'WAITING'), ticket(2, 'APPROVED'), ticket(3, 'REJECTED'), ticket(4, 'WAITING')];
    decisionAnswer = [200, ticket(1, 'APPROVED')];
    server = fakeApi(route);
    setUser(demoUser(['SUPPLY_USER']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<FaultyExchangePage />, { path: '/faultyProductExchange' });
    await screen.findByTestId(`faulty-supply-row-${rows.at(-1)!.id}`);
  };
  const cell = (id: number, label: string) => (screen.getByTestId(`faulty-supply-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;
  const typeIn = async (testId: string, value: string) => {
    await last(testId);
    await typeIon(testId, value);
  };
  const submit = async (dialog: string) => fireEvent.click(await last(`${dialog}-submit`));

  it("lists the supply's tickets newest first with every filter of the spec", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bildirilen Arızalı Ürünler');
    expect(pages()[0].url).toBe('/api/faultyProductManagement/supplyTickets?page=0&size=10&sort=createDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    for (const key of ['createDateStart', 'createDateEnd', 'faultyProductInfoStatus', 'serialNo', 'barcode', 'resellerCode']) expect(screen.getByTestId(`faulty-supply-filter-${key}`)).toBeTruthy();
    expect(cell(1, 'Bayi')).toBe('BY10001 - Kadıköy İletişim');
    expect(cell(4, 'Seri No')).toBe('SN-4');
    expect(cell(2, 'Durum')).toBe('Onaylandı');
  });

  it("offers 'Değişim Ret' and 'Değişim Onay' only on waiting tickets, 'Detay' on all", async () => {
    await open();
    for (const id of [1, 2, 3, 4]) expect(screen.getByTestId(`faulty-detail-${id}`).textContent).toBe('Detay');
    for (const id of [1, 4]) {
      expect(screen.getByTestId(`faulty-reject-${id}`).textContent).toBe('Değişim Ret');
      expect(screen.getByTestId(`faulty-approve-${id}`).textContent).toBe('Değişim Onay');
    }
    for (const id of [2, 3]) {
      expect(screen.queryByTestId(`faulty-reject-${id}`)).toBeNull();
      expect(screen.queryByTestId(`faulty-approve-${id}`)).toBeNull();
    }
  });

  it('approves with nothing sent while a field is missing', async () => {
    await open();
    await click('faulty-approve-1');
    await typeIn('faulty-approve-serialNo', 'SN-NEW-9');
    await typeIn('faulty-approve-cargoName', 'Yurtiçi Kargo');
    await submit('faulty-approve-dialog');
    await waitFor(async () => expect((await last('faulty-approve-dialog-missing')).textContent).toBe(FAULTY_MSG.approveFields));
    await waitFor(() => expect(toastsOf('warn')).toEqual([FAULTY_MSG.approveFields]));
    // Spaces are no value either.
    await typeIn('faulty-approve-cargoCode', '   ');
    await submit('faulty-approve-dialog');
    await settle();
    expect(server.to(APPROVE)).toHaveLength(0);
  });

  it("approves with the new serial and cargo, says 'Değişim onaylandı.' and reloads the list", async () => {
    await open();
    const before = pages().length;
    await click('faulty-approve-4');
    await waitFor(async () => expect((await last('faulty-approve-dialog-subject')).textContent).toContain('SN-4'));
    await typeIn('faulty-approve-serialNo', ' SN-NEW-9 ');
    await typeIn('faulty-approve-cargoName', 'Yurtiçi Kargo');
    await typeIn('faulty-approve-cargoCode', 'YK123456');
    await submit('faulty-approve-dialog');
    await waitFor(() => expect(server.to(APPROVE)).toHaveLength(1));
    expect(server.to(APPROVE)[0].body).toEqual({ ticketId: 4, serialNo: 'SN-NEW-9', cargoName: 'Yurtiçi Kargo', cargoCode: 'YK123456' });
    await waitFor(() => expect(toastsOf('success')).toEqual([FAULTY_MSG.approved]));
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
  });

  it("shows the server's words when an approval is refused", async () => {
    decisionAnswer = [422, refusal(422, FAULTY_MSG.newSerialSold)];
    await open();
    await click('faulty-approve-1');
    await typeIn('faulty-approve-serialNo', 'SN-SOLD');
    await typeIn('faulty-approve-cargoName', 'Aras Kargo');
    await typeIn('faulty-approve-cargoCode', 'AR1');
    await submit('faulty-approve-dialog');
    await waitFor(() => expect(toastsOf('error')).toEqual([FAULTY_MSG.newSerialSold]));
    expect(toastsOf('success')).toEqual([]);
  });

  it('rejects only with a reason, then sends it trimmed and reloads', async () => {
    await open();
    const before = pages().length;
    await click('faulty-reject-1');
    await waitFor(async () => expect((await last('faulty-reject-dialog')).textContent).toContain(FAULTY_MSG.reject));
    await submit('faulty-reject-dialog');
    await waitFor(async () => expect((await last('faulty-reject-dialog')).textContent).toContain(FAULTY_MSG.rejectReason));
    await settle();
    expect(server.to(REJECT)).toHaveLength(0);
    const field = (await last('faulty-reject-dialog-description')).querySelector('textarea')!;
    fireEvent.input(field, { target: { value: '  Cihazda darbe izi var.  ' } });
    await submit('faulty-reject-dialog');
    await waitFor(() => expect(server.to(REJECT)).toHaveLength(1));
    expect(server.to(REJECT)[0].body).toEqual({ ticketId: 1, description: 'Cihazda darbe izi var.' });
    await waitFor(() => expect(toastsOf('success')).toEqual([FAULTY_MSG.rejected]));
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
  });

  it("says 'Değişim reddedilemedi.' when a reject fails without the server's words", async () => {
    decisionAnswer = [500, { status: 500, code: 500, errors: [], fields: [] }];
    await open();
    await click('faulty-reject-4');
    const field = (await last('faulty-reject-dialog-description')).querySelector('textarea')!;
    fireEvent.input(field, { target: { value: 'Garanti dışı.' } });
    await submit('faulty-reject-dialog');
    await waitFor(() => expect(toastsOf('error')).toEqual([FAULTY_MSG.rejectFailed]));
    expect(toastsOf('success')).toEqual([]);
  });

  it('warns that a ticket decided elsewhere (409) was decided, and reloads the list', async () => {
    decisionAnswer = [409, refusal(409, FAULTY_MSG.decided)];
    await open();
    const before = pages().length;
    await click('faulty-approve-1');
    await typeIn('faulty-approve-serialNo', 'SN-NEW-9');
    await typeIn('faulty-approve-cargoName', 'Yurtiçi Kargo');
    await typeIn('faulty-approve-cargoCode', 'YK123456');
    await submit('faulty-approve-dialog');
    await waitFor(() => expect(toastsOf('warn')).toEqual([FAULTY_MSG.decided]));
    expect(toastsOf('error')).toEqual([]);
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
  });

  it("says 'Bildirilen arızalı ürün bulunamadı.' without tickets", async () => {
    rows = [];
    renderScreen(<FaultyExchangePage />, { path: '/faultyProductExchange' });
    expect((await screen.findByTestId('faulty-supply-empty')).textContent).toBe(FAULTY_MSG.emptyReported);
  });
});
