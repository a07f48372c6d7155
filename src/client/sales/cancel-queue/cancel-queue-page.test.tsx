import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SALE_FILES, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { type SaleRow } from '../../../shared/contract/sale-lists.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, last, refusal, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import CancelQueuePage from './cancel-queue-page.js';

const confirmMock = vi.hoisted(() => vi.fn(async (_o: { message: string }) => true));
vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));
const saved = vi.hoisted(() => ({ files: [] as { name: string }[] }));
vi.mock('../../lib/save-file.js', () => ({ saveFile: (_blob: Blob, name: string) => saved.files.push({ name }) }));

const row = (id: number, over: Partial<SaleRow> = {}): SaleRow => ({
  id,
  completedDateTime: '2026-11-20T09:30:00.000Z',
  productSaleType: 'TEMLIK',
  productSaleTypeDisplay: 'Kampanyalı',
  productSaleStatus: 'SALE_CANCEL_APPROVAL',
  productSaleStatusDisplay: 'İptal Onayı',
  customerType: 'MOBILE',
  customerTypeDisplay: 'Mobil',
  distyCode: 'DST001',
  reseller: { code: 'BY10001', name: 'Kadıköy İletişim', parentCode: 'BY10000' },
  sellerUser: { name: 'Selin', surname: 'Aydın' },
  finalPrice: 1500,
  discountAmount: 0,
  accessoryCampaign: null,
  serialValue: 'ABCD-EFGH-123',
  passValue: null,
  customerName: 'Ahmet',
  customerSurname: 'Yılmaz',
  customerPhoneNo: '5321234567',
  customerServiceNo: null,
  customerPstnNo: null,
  grossProfit: 200,
  scoreTransactionAmount: null,
  cancelReason: 'OPERATOR_SALE_FAILED',
  cancelRequestDateTime: '2026-11-21T10:00:00.000Z',
  rejectCancelSaleDescription: null,
  lineCount: 1,
  ...over,
});

const ROWS = [
  row(1),
  row(2, { productSaleType: 'VANILLA', productSaleTypeDisplay: 'Peşin-Kredi Kartlı', productSaleStatus: 'SERIAL_NO_CANCEL_APPROVAL', productSaleStatusDisplay: 'Seri No İptal Onayı' }),
];

const SEARCH = '/api/sale/cancelQueue/search';

describe('/cancelSale', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: SaleRow[];
  let decisionAnswer: [number, unknown];
  const pages = () => server.to(SEARCH);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return [200, { content: rows, totalElements: rows.length }];
    if (c.path === '/api/sale/detail/1') return [200, { ...rows[0], productSerialNoList: [] }];
    if (c.path === '/api/sale/multiCancelSaleApprove') return decisionAnswer[0] === 200 ? [200, { count: (c.body as { productSaleIdList: number[] }).productSaleIdList.length }] : decisionAnswer;
    if (c.path === '/api/sale/cancelSaleApprove' || c.path === '/api/sale/cancelSaleReject') return decisionAnswer;
    if (c.path === '/api/sale/cancelQueue/findAll') return [200, {}];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockReset();
    confirmMock.mockImplementation(async () => true);
    saved.files = [];
    rows = ROWS;
    decisionAnswer = [200, { ...ROWS[0], productSerialNoList: [] }];
    server = fakeApi(route);
    setUser(demoUser(['TTG_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<CancelQueuePage />, { path: '/cancelSale' });
    await screen.findByTestId(`sale-cancel-queue-row-${rows.at(-1)!.id}`);
  };
  /** The newest of a dialog's elements: one a previous test opened may land late in jsdom (see the /saleInfoList tests). */
  const cell = (id: number, label: string) => (screen.getByTestId(`sale-cancel-queue-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;

  it('asks for the waiting sales 10 a page (10, 20, 30) with every filter and the column filters', async () => {
    await open();
    expect(pages()[0].url).toBe('/api/sale/cancelQueue/search?page=0&size=10&sort=completedDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    for (const key of ['saleDateStart', 'saleDateEnd', 'serialNo', 'serial', 'pass', 'saleType', 'saleStatus', 'customerType', 'parentResellerCode', 'resellerCode', 'sellerName', 'sellerSurname']) {
      expect(screen.getByTestId(`sale-cancel-queue-filter-${key}`)).toBeTruthy();
    }
    const statuses = Array.from(screen.getByTestId('sale-cancel-queue-filter-saleStatus').querySelectorAll('ion-select-option')).map((o) => o.textContent);
    expect(statuses).toEqual(['İptal Onayı']);
    expect(Array.from((screen.getByTestId('sale-cancel-queue-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['10', '20', '30']);
  });

  it('labels the sale types Kampanyalı and Peşin-Kredi Kartlı, with the reason and the money in lira', async () => {
    await open();
    expect(cell(1, 'Satış Tipi')).toBe('Kampanyalı');
    expect(cell(2, 'Satış Tipi')).toBe('Peşin-Kredi Kartlı');
    expect(cell(1, 'Tutar')).toBe('₺1,500.00');
    expect(cell(1, 'İptal Nedeni')).toBe('Satış operatör sistemlerinde yapılamadı.');
    const options = Array.from(screen.getByTestId('sale-cancel-queue-filter-saleType').querySelectorAll('ion-select-option')).map((o) => o.textContent);
    expect(options).toEqual(['Kampanyalı', 'Peşin-Kredi Kartlı']);
  });

  it('gives each row Detay, İptal Ret and İptal Onay', async () => {
    await open();
    expect(screen.getByTestId('queue-detail-1').textContent).toBe('Detay');
    expect(screen.getByTestId('queue-reject-1').textContent).toBe('İptal Ret');
    expect(screen.getByTestId('queue-approve-1').textContent).toBe('İptal Onay');
    await click('queue-detail-1');
    await last('sale-detail-fields');
    expect((await last('sale-detail-dialog')).textContent).toContain('Satış Detay');
  });

  it("says 'Seçilen işlem yok.' when approving with nothing selected, and asks nothing", async () => {
    await open();
    expect(screen.getByTestId('queue-approve-selected').textContent).toBe('Seçilenlerin İptalini Onayla');
    await click('queue-approve-selected');
    await waitFor(() => expect(toastsOf('warn')).toEqual([SALES_MSG.noneSelected]));
    expect(confirmMock).not.toHaveBeenCalled();
    expect(server.to('/api/sale/multiCancelSaleApprove')).toHaveLength(0);
  });

  it("selects all ('Tümünü Seç') and approves them in one call after asking", async () => {
    await open();
    expect(screen.getByTestId('sale-cancel-queue-table').querySelector('thead')!.textContent).toContain(SALES_MSG.selectAll);
    fireEvent.click(screen.getByTestId('sale-cancel-queue-select-all'));
    expect(screen.getByTestId('sale-cancel-queue-selected-count').textContent).toBe('2 kayıt seçildi');
    await click('queue-approve-selected');
    await waitFor(() => expect(server.to('/api/sale/multiCancelSaleApprove')).toHaveLength(1));
    expect(confirmMock.mock.calls[0][0].message).toBe(SALES_MSG.approveSelectedConfirm(2));
    expect(server.to('/api/sale/multiCancelSaleApprove')[0].body).toEqual({ productSaleIdList: [1, 2] });
    await waitFor(() => expect(toastsOf('success')).toEqual([SALES_MSG.cancelApproved]));
    // The selection clears and the queue is asked again.
    await waitFor(() => expect(screen.getByTestId('sale-cancel-queue-selected-count').textContent).toBe('0 kayıt seçildi'));
    await waitFor(() => expect(pages().length).toBeGreaterThan(1));
  });

  it('approves one sale after asking, and nothing when the answer is no', async () => {
    await open();
    confirmMock.mockImplementationOnce(async () => false);
    await click('queue-approve-1');
    await waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(1));
    expect(confirmMock.mock.calls[0][0].message).toBe(SALES_MSG.approveConfirm);
    expect(server.to('/api/sale/cancelSaleApprove')).toHaveLength(0);
    await click('queue-approve-2');
    await waitFor(() => expect(server.to('/api/sale/cancelSaleApprove')).toHaveLength(1));
    expect(server.to('/api/sale/cancelSaleApprove')[0].body).toEqual({ productSaleId: 2 });
    await waitFor(() => expect(toastsOf('success')).toEqual([SALES_MSG.cancelApproved]));
  });

  it("says 'İşlemler iptal için onaya gönderilemedi.' when an approval fails without the server's words", async () => {
    decisionAnswer = [500, { status: 500, code: 500, errors: [], fields: [] }];
    await open();
    await click('queue-approve-1');
    await waitFor(() => expect(toastsOf('error')).toEqual([SALES_MSG.queueFailed]));
    expect(toastsOf('success')).toEqual([]);
  });

  it("shows the server's words when an approval is refused", async () => {
    decisionAnswer = [422, refusal(422, SALES_MSG.notAwaitingApproval, [SALES_MSG.notAwaitingApproval])];
    await open();
    await click('queue-approve-1');
    await waitFor(() => expect(toastsOf('error')).toEqual([SALES_MSG.notAwaitingApproval]));
  });

  it("rejects with no reason (it is optional) in the 'İptal Ret' dialog", async () => {
    await open();
    await click('queue-reject-1');
    const dialog = await last('queue-reject-dialog');
    expect(dialog.textContent).toContain(SALES_MSG.rejectTitle);
    expect(dialog.textContent).toContain(SALES_MSG.rejectDescription);
    fireEvent.click(await last('queue-reject-dialog-submit'));
    await waitFor(() => expect(server.to('/api/sale/cancelSaleReject')).toHaveLength(1));
    expect(server.to('/api/sale/cancelSaleReject')[0].body).toEqual({ productSaleId: 1 });
    await waitFor(() => expect(toastsOf('success')).toEqual([SALES_MSG.cancelRejected]));
  });

  it('rejects with the reason typed', async () => {
    await open();
    await click('queue-reject-2');
    await last('queue-reject-dialog');
    const field = (await last('queue-reject-dialog-description')).querySelector('textarea')!;
    fireEvent.input(field, { target: { value: '  Satış operatörde duruyor.  ' } });
    fireEvent.click(await last('queue-reject-dialog-submit'));
    await waitFor(() => expect(server.to('/api/sale/cancelSaleReject')).toHaveLength(1));
    expect(server.to('/api/sale/cancelSaleReject')[0].body).toEqual({ productSaleId: 2, rejectCancelSaleDescription: 'Satış operatörde duruyor.' });
  });

  it("says 'İptal onayı bekleyen işlem bulunamadı' when the queue is empty", async () => {
    rows = [];
    renderScreen(<CancelQueuePage />, { path: '/cancelSale' });
    expect((await screen.findByTestId('sale-cancel-queue-empty')).textContent).toBe(SALES_MSG.queueEmpty);
  });

  it("exports the queue as 'İptal Onayı Bekleyen İşlemler.xlsx' with the filter as typed", async () => {
    await open();
    await typeIon('sale-cancel-queue-filter-resellerCode', 'BY10001');
    await click('sale-cancel-queue-export');
    await waitFor(() => expect(saved.files).toEqual([{ name: SALE_FILES.cancelQueue }]));
    expect(server.to('/api/sale/cancelQueue/findAll')[0].body).toEqual({ resellerCode: 'BY10001' });
  });
});
