import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { read, utils } from 'xlsx';
import { type DistyPriceCheck, type SupplyPriceCheck, sampleStartDay } from '../../../shared/contract/price-excel.js';
import { demoUser, renderAt, signIn } from '../../testing/session-testing.js';
import { clearToasts, currentToasts, json, type SeenCall } from '../../ui/kit-test-utils.js';
import { pickFile, stubSheetApi, toastTexts, xlsxFile } from '../../ui/spreadsheet/spreadsheet-testing.js';
import DistyPriceExcelPage from './disty-price-excel-page.js';
import SupplyPriceExcelPage from './supply-price-excel-page.js';

const saved = vi.hoisted(() => ({ files: [] as { blob: Blob; name: string }[] }));
vi.mock('../../lib/save-file.js', () => ({ saveFile: (blob: Blob, name: string) => saved.files.push({ blob, name }) }));

const DIGEST = 'c'.repeat(64);
const good = {
  rowNumber: 2,
  barcode: '8697000000011',
  productName: 'Anker 20W USB-C Hızlı Şarj Adaptörü',
  startDate: '20260105',
  distyPrice: '350',
  recommendedEdmPrice: null,
  recommendedResellerPrice: '420',
  recommendedSellPrice: '549,90',
  taxRatio: '20',
};
const noPrice = { ...good, rowNumber: 3, distyPrice: null, errorMaps: { distyPrice: true }, messages: ['Distribütör Alış Fiyatı: Bu alan zorunludur.'] };
const badTax = { ...good, rowNumber: 4, barcode: 'YOK-1', productName: null, taxRatio: '17', errorMaps: { barcode: true, taxRatio: true }, messages: ['Barkod: …', 'Kdv Oranı: …'] };

const pickPrices = (testId: string, file = xlsxFile('fiyatlar.xlsx')) => pickFile(testId, file);
const cellsOf = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('td')];

describe('price spreadsheet pages', () => {
  let supplyCheck: SupplyPriceCheck;
  let distyCheck: DistyPriceCheck;
  let saveAnswer: { count: number; unchanged: number };
  let callsTo: (url: string) => SeenCall[];
  beforeEach(() => {
    clearToasts();
    saved.files = [];
    supplyCheck = { checkData: [good], errorData: [noPrice, badTax], number: 2, acceptedCount: 1, checkDigest: DIGEST };
    distyCheck = {
      checkData: [{ rowNumber: 2, barcode: '8697000000011', productName: 'Anker', startDate: '20260105', resellerPrice: '405,5' }],
      errorData: [],
      number: 0,
      acceptedCount: 1,
      checkDigest: DIGEST,
    };
    saveAnswer = { count: 1, unchanged: 0 };
    callsTo = stubSheetApi((url) => {
      if (url === '/api/modelPriceSupply/readExcel') return json(200, supplyCheck);
      if (url === '/api/modelPriceDisty/readExcel') return json(200, distyCheck);
      if (url.endsWith('/saveExcel')) return json(200, saveAnswer);
      if (url.endsWith('/excel')) return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200 });
      return undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('supplier sheet: checks the file, shows wrong cells pink and Boş Değer, saves with the check’s digest and clears', async () => {
    signIn(demoUser(['SUPPLY_ADMIN']));
    renderAt('/ProductPrice-Supply-Excel', <SupplyPriceExcelPage />);
    await pickPrices('supply-price-excel');
    await screen.findByTestId('supply-price-excel-result');
    expect(toastTexts()).toContain('Bilgi: Hatalı Ürün bulundu');
    const form = callsTo('/api/modelPriceSupply/readExcel')[0].body as FormData;
    expect((form.get('file') as File).name).toBe('fiyatlar.xlsx');

    expect(screen.getByTestId('supply-price-excel-result-tabs-accepted').textContent).toBe('Onaylanan Ürünler (1)');
    expect(screen.getByTestId('supply-price-excel-result-tabs-erroneous').textContent).toBe('Hatalı Ürünler (2)');
    const headers = [...screen.getByTestId('supply-price-excel-result-erroneous-table').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Satır',
      'Barkod',
      'Ürün Adı',
      'Fiyat Geçerlilik Tarihi',
      'Distribütör Alış Fiyatı',
      'Önerilen EDM Alış Fiyatı',
      'Önerilen Bayi Alış Fiyatı',
      'Önerilen Satış Fiyatı',
      'Kdv Oranı',
      'Hata Açıklaması',
    ]);
    const first = cellsOf('supply-price-excel-result-erroneous-row-0');
    expect(first[4].textContent).toBe('Boş Değer');
    expect(first[4].className).toContain('cell-invalid');
    // An empty cell that is not wrong stays empty and white.
    expect(first[5].textContent).toBe('');
    expect(first[5].className).not.toContain('cell-invalid');
    const second = cellsOf('supply-price-excel-result-erroneous-row-1');
    expect([second[1].textContent, second[8].textContent]).toEqual(['YOK-1', '17']);
    expect(second[8].className).toContain('cell-invalid');
    expect(document.querySelectorAll('.cell-invalid')).toHaveLength(3);

    fireEvent.click(screen.getByTestId('supply-price-excel-result-tabs-accepted'));
    expect(screen.getByTestId('supply-price-excel-result-accepted-row-0').textContent).toContain('Anker 20W USB-C Hızlı Şarj Adaptörü');

    fireEvent.click(screen.getByTestId('supply-price-excel-save'));
    await waitFor(() => expect(toastTexts()).toContain('Başarılı İşlem: İşleminiz Onaya Gönderilmiştir'));
    const save = callsTo('/api/modelPriceSupply/saveExcel')[0].body as FormData;
    expect((save.get('file') as File).name).toBe('fiyatlar.xlsx');
    expect(save.get('checkDigest')).toBe(DIGEST);
    await waitFor(() => expect(screen.queryByTestId('supply-price-excel-result')).toBeNull());
  });

  it('warns when nothing was accepted or the save wrote nothing, says what was unchanged, and Temizle clears', async () => {
    supplyCheck = { ...supplyCheck, checkData: [], acceptedCount: 0 };
    signIn(demoUser(['DISTY_USER']));
    renderAt('/ProductPrice-Supply-Excel', <SupplyPriceExcelPage />);
    await pickPrices('supply-price-excel');
    await screen.findByTestId('supply-price-excel-result');
    fireEvent.click(screen.getByTestId('supply-price-excel-save'));
    expect(toastTexts()).toContain('Uyarı: Onaylanan Ürün Bulunamadı');
    expect(callsTo('/api/modelPriceSupply/saveExcel')).toHaveLength(0);

    supplyCheck = { ...supplyCheck, checkData: [good], acceptedCount: 1 };
    saveAnswer = { count: 0, unchanged: 1 };
    clearToasts();
    await pickPrices('supply-price-excel');
    await screen.findByTestId('supply-price-excel-result-tabs-accepted');
    await waitFor(() => expect(screen.getByTestId('supply-price-excel-result-tabs-accepted').textContent).toBe('Onaylanan Ürünler (1)'));
    fireEvent.click(screen.getByTestId('supply-price-excel-save'));
    await waitFor(() => expect(toastTexts()).toContain('Uyarı: Onaylanan Ürün Bulunamadı'));
    expect(toastTexts()).toContain('Bilgi: 1 satırın fiyatı o tarihte zaten aynı olduğu için kaydedilmedi.');
    // Nothing saved: the data stays until cleared.
    expect(screen.getByTestId('supply-price-excel-result')).toBeTruthy();
    fireEvent.click(screen.getByTestId('supply-price-excel-clear'));
    await waitFor(() => expect(screen.queryByTestId('supply-price-excel-result')).toBeNull());
    expect(screen.getByTestId('supply-price-excel-upload-name').textContent).not.toContain('fiyatlar.xlsx');
  });

  it('downloads the erroneous rows from modelPriceSupply/excel and a sample file dated tomorrow', async () => {
    supplyCheck = { ...supplyCheck, number: 1_500 };
    signIn(demoUser(['SUPPLY_USER']));
    renderAt('/ProductPrice-Supply-Excel', <SupplyPriceExcelPage />);
    await pickPrices('supply-price-excel');
    await screen.findByTestId('supply-price-excel-result');
    expect(screen.getByTestId('supply-price-excel-result-erroneous-note').textContent).toBe('Toplam 1.500 satırın ilk 2 satırı gösteriliyor.');
    fireEvent.click(screen.getByTestId('supply-price-excel-result-download-erroneous'));
    await waitFor(() => expect(callsTo('/api/modelPriceSupply/excel')).toHaveLength(1));
    expect(((callsTo('/api/modelPriceSupply/excel')[0].body as FormData).get('file') as File).name).toBe('fiyatlar.xlsx');
    await waitFor(() => expect(saved.files.map((f) => f.name)).toContain('Hatalı Fiyatlar.xlsx'));

    fireEvent.click(screen.getByTestId('supply-price-excel-sample'));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toContain('Fiyat Yükleme Örnek.xlsx'));
    const sample = saved.files.find((f) => f.name === 'Fiyat Yükleme Örnek.xlsx')!;
    const book = read(new Uint8Array(await sample.blob.arrayBuffer()), { type: 'array' });
    expect(utils.sheet_to_json(book.Sheets.data, { header: 1 })).toEqual([
      ['Barkod', 'Fiyat Geçerlilik Tarihi', 'Distribütör Alış Fiyatı', 'Önerilen EDM Alış Fiyatı', 'Önerilen Bayi Alış Fiyatı', 'Önerilen Satış Fiyatı', 'Kdv Oranı'],
      ['8690000000017', sampleStartDay(), 350, 390, 420, 549.9, 20],
    ]);
  });

  it('distributor sheet: Hatalı Ürün Bulunamadı, saves reseller prices with Onaylanan Ürünler Başarıyla Güncellendi', async () => {
    signIn(demoUser(['DISTY_ADMIN']));
    renderAt('/ProductPrice-Disty-Excel', <DistyPriceExcelPage />);
    await pickPrices('disty-price-excel', xlsxFile('bayi.xlsx'));
    await screen.findByTestId('disty-price-excel-result-accepted-row-0');
    expect(toastTexts()).toContain('Bilgi: Hatalı Ürün Bulunamadı');
    expect(cellsOf('disty-price-excel-result-accepted-row-0').map((td) => td.textContent)).toEqual(['2', '8697000000011', 'Anker', '20260105', '405,5', '']);
    fireEvent.click(screen.getByTestId('disty-price-excel-save'));
    await waitFor(() => expect(toastTexts()).toContain('Başarılı İşlem: Onaylanan Ürünler Başarıyla Güncellendi'));
    expect((callsTo('/api/modelPriceDisty/saveExcel')[0].body as FormData).get('checkDigest')).toBe(DIGEST);
    await waitFor(() => expect(screen.queryByTestId('disty-price-excel-result')).toBeNull());
  });

  it('refuses a file that is not a spreadsheet before sending it', async () => {
    signIn(demoUser(['DISTY_USER']));
    renderAt('/ProductPrice-Disty-Excel', <DistyPriceExcelPage />);
    await pickPrices('disty-price-excel', new File(['Barkod;Tarih'], 'fiyat.csv'));
    await waitFor(() => expect(currentToasts().some((t) => t.severity === 'warn')).toBe(true));
    expect(callsTo('/api/modelPriceDisty/readExcel')).toHaveLength(0);
  });
});
