import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { read, utils } from 'xlsx';
import type { TransferRow, TransferUploadResult } from '../../../shared/contract/serial-transfers.js';
import { LEDGER_FILES, LEDGER_MSG } from '../../../shared/ledger.js';
import { clearSession } from '../../lib/session.js';
import { type ApiCall, clearToasts, fakeApi, renderScreen, settle, toastsOf } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { currentToasts } from '../../ui/kit-test-utils.js';
import { xlsxFile } from '../../ui/spreadsheet/spreadsheet-testing.js';
import { buildTransferSample } from './transfer-sample.js';
import TransfersToMePage from './transfers-to-me-page.js';

const saved = vi.hoisted(() => ({ files: [] as { blob: Blob; name: string }[] }));
vi.mock('../../lib/save-file.js', () => ({ saveFile: (blob: Blob, name: string) => saved.files.push({ blob, name }) }));

const row = (id: number, over: Partial<TransferRow> = {}): TransferRow => ({
  id,
  createDateTime: '2026-03-04T08:30:00.000Z',
  resellerCode: 'BY10001',
  resellerName: 'Kadıköy İletişim',
  transferredByCode: 'BY10002',
  transferredByName: 'Moda İletişim',
  lineCount: 7,
  ...over,
});

const lines = Array.from({ length: 7 }, (_, i) => ({ id: 100 + i, serialNo: `ANK2026A00010${i}`, barcode: '8697000000011', modelName: 'Anker 20W Adaptör', brandName: 'Anker' }));
const empty: TransferUploadResult = { transferred: 3, notFoundSerialNoList: [], soldSerialNoList: [], alreadyExistSerialNoList: [] };

const LIST = '/api/serialTransfer/toMe';
const UPLOAD = '/api/serialTransfer/upload';

/** Chooses `file` in the toolbar's hidden file input. */
const pick = async (file = xlsxFile('devir.xlsx')) => fireEvent.change(await screen.findByTestId('transfer-upload-input'), { target: { files: [file] } });

describe('/mySerialTransfers', () => {
  let calls: ApiCall[];
  let uploadAnswer: [number, unknown] | 'network';
  const to = (path: string) => calls.filter((c) => c.path === path);
  beforeEach(() => {
    clearToasts();
    saved.files = [];
    uploadAnswer = [200, empty];
    ({ calls } = fakeApi((c) => {
      if (c.path === LIST) return [200, { content: [row(5)], totalElements: 1 }];
      if (c.path === '/api/serialTransfer/detail/5') return [200, { ...row(5), productSaleInfoDetailList: lines }];
      if (c.path === UPLOAD) {
        if (uploadAnswer === 'network') throw new TypeError('Failed to fetch');
        return uploadAnswer;
      }
      return undefined;
    }));
    signIn(demoUser(['RESELLER_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<TransfersToMePage />, { path: '/mySerialTransfers' });
    await screen.findByTestId('transfers-to-me-row-5');
  };

  it('lists the transfers to me newest first, without the receiver column (always me)', async () => {
    await open();
    expect(to(LIST)[0].url).toBe('/api/serialTransfer/toMe?page=0&size=10&sort=createDateTime%2Cdesc');
    const headers = [...screen.getByTestId('transfers-to-me-table').querySelectorAll('th')].map((th) => th.textContent).filter(Boolean);
    expect(headers).toEqual(['Devir Tarihi', 'Devreden Bayi', 'Adet']);
    expect(screen.getByTestId('transfers-to-me-row-5').textContent).toContain('BY10002 - Moda İletişim');
    expect((screen.getByTestId('transfers-to-me-filter-transferredResellerCode') as HTMLIonInputElement).label).toBe('Devreden Bayi Kodu');
  });

  it("'Detay' shows the date, both resellers and the serials 5 a page (5/10/15)", async () => {
    await open();
    fireEvent.click(screen.getByTestId('transfers-to-me-detail-5'));
    const dialog = await screen.findByTestId('transfer-detail');
    await waitFor(() => expect(screen.getByTestId('transfer-detail-transferredBy').textContent).toBe('BY10002 - Moda İletişim'));
    expect(within(dialog).getByText('Devir Detayı')).toBeTruthy();
    expect(screen.getByTestId('transfer-detail-reseller').textContent).toBe('BY10001 - Kadıköy İletişim');
    expect(screen.getByTestId('transfer-detail-createDateTime').textContent).toMatch(/^04-03-2026 \d\d:30$/);
    expect(screen.getByTestId('transfer-detail-lines-paginator-report').textContent).toBe('7 kayıttan 1 - 5 arası gösteriliyor');
    expect(screen.getByTestId('transfer-detail-lines-table').querySelectorAll('tbody tr')).toHaveLength(5);
    expect([...screen.getByTestId('transfer-detail-lines-paginator-size').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['5', '10', '15']);
    const headers = [...screen.getByTestId('transfer-detail-lines-table').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Seri No', 'Barkod', 'Model', 'Marka']);
    expect(screen.getByTestId('transfer-detail-lines-row-100').textContent).toContain('ANK2026A000100');
  });

  it("full success: 'Seri numaralar devredildi.' and the list reloads", async () => {
    await open();
    const before = to(LIST).length;
    await pick();
    await waitFor(() => expect(toastsOf('success')).toContain(LEDGER_MSG.uploadDone));
    const form = to(UPLOAD)[0].body as FormData;
    expect((form.get('file') as File).name).toBe('devir.xlsx');
    await waitFor(() => expect(to(LIST).length).toBeGreaterThan(before));
    expect(screen.queryByTestId('transfer-results')).toBeNull();
  });

  it('partial success: a warning and, on the page, the lists that have serials under their headings', async () => {
    uploadAnswer = [200, { transferred: 1, notFoundSerialNoList: ['YOK-1', 'YOK-2'], soldSerialNoList: ['SATILDI-1'], alreadyExistSerialNoList: ['BENDE-1'] }];
    await open();
    await pick();
    await screen.findByTestId('transfer-results');
    const warning = currentToasts().find((t) => t.severity === 'warn')!;
    expect([warning.title, warning.text]).toEqual(['Uyarı', LEDGER_MSG.uploadPartial]);
    expect(screen.getByTestId('transfer-not-found').textContent).toBe(`${LEDGER_MSG.notFoundList} (2)YOK-1YOK-2`);
    expect(screen.getByTestId('transfer-sold').textContent).toBe(`${LEDGER_MSG.soldList} (1)SATILDI-1`);
    expect(screen.getByTestId('transfer-already').textContent).toBe(`${LEDGER_MSG.alreadyList} (1)BENDE-1`);
    expect([...screen.getByTestId('transfer-not-found-list').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['YOK-1', 'YOK-2']);

    // Another file whose only refusal is one already held: the empty lists are not shown.
    uploadAnswer = [200, { ...empty, alreadyExistSerialNoList: ['BENDE-2'] }];
    await pick();
    await waitFor(() => expect(screen.getByTestId('transfer-already').textContent).toContain('BENDE-2'));
    expect(screen.queryByTestId('transfer-not-found')).toBeNull();
    expect(screen.queryByTestId('transfer-sold')).toBeNull();
    fireEvent.click(screen.getByTestId('transfer-results-close'));
    expect(screen.queryByTestId('transfer-results')).toBeNull();
  });

  it("a refused file shows the server's words until closed; any other failure 'Bayi Seri No Devir Excel`i Yüklenemedi'", async () => {
    uploadAnswer = [400, { status: 400, code: 10000, errors: [], fields: [LEDGER_MSG.uploadInvalid] }];
    await open();
    await pick();
    await waitFor(() => expect(toastsOf('error')).toEqual([LEDGER_MSG.uploadInvalid]));
    expect(currentToasts()[0]).toMatchObject({ title: 'Hata', sticky: true });
    // Still there after a toast's usual lifetime.
    await new Promise((r) => setTimeout(r, 4500));
    expect(toastsOf('error')).toEqual([LEDGER_MSG.uploadInvalid]);

    uploadAnswer = [500, { status: 500, code: 500, errors: [], fields: [] }];
    fireEvent.click(document.body);
    await pick();
    await waitFor(() => expect(toastsOf('error')).toEqual([LEDGER_MSG.uploadFailed]));
    expect(currentToasts()[0].sticky).toBe(false);

    uploadAnswer = 'network';
    fireEvent.click(document.body);
    await pick();
    await settle();
    await waitFor(() => expect(toastsOf('error')).toEqual([LEDGER_MSG.uploadFailed]));
    expect(toastsOf('error')).not.toContain('Beklenmedik bir hata oluştu');
  });

  it('refuses a file that is no spreadsheet without sending it', async () => {
    await open();
    await pick(new File(['a,b'], 'devir.csv'));
    await waitFor(() => expect(toastsOf('warn')).toHaveLength(1));
    expect(to(UPLOAD)).toHaveLength(0);
  });

  it("'Örnek Excel' saves a workbook whose one column is 'Aksesuar Seri Numara' with two serials", async () => {
    await open();
    fireEvent.click(screen.getByTestId('transfer-sample'));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual([LEDGER_FILES.transferSample]));
    const book = read(new Uint8Array(await saved.files[0].blob.arrayBuffer()), { type: 'array' });
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['Aksesuar Seri Numara']);
    expect(rows.slice(1)).toHaveLength(2);
    for (const [serial] of rows.slice(1)) expect(typeof serial).toBe('string');
  });
});

describe('transfer sample file', () => {
  it("has the header 'Aksesuar Seri Numara' and two example serials as text", async () => {
    const book = read(new Uint8Array(await buildTransferSample()), { type: 'array' });
    expect(utils.sheet_to_json(book.Sheets.data, { header: 1 })).toEqual([['Aksesuar Seri Numara'], ['ANK2026A000001'], ['ANK2026A000002']]);
  });
});
