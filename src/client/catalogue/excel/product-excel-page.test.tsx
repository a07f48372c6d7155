import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PRODUCT_EXCEL_COLUMNS } from '../../../shared/catalogue.js';
import type { ProductExcelCheck } from '../../../shared/contract/models.js';
import { demoUser, renderAt, signIn } from '../../testing/session-testing.js';
import { clearToasts, json, type SeenCall } from '../../ui/kit-test-utils.js';
import { pickFile, stubSheetApi, toastTexts, xlsxFile } from '../../ui/spreadsheet/spreadsheet-testing.js';
import ProductExcelPage from './product-excel-page.js';

const emptyRow = () => Object.fromEntries(PRODUCT_EXCEL_COLUMNS.map(([, f]) => [f, null])) as Record<(typeof PRODUCT_EXCEL_COLUMNS)[number][1], string | null>;
const good = {
  ...emptyRow(),
  category: 'Şarj Ürünleri',
  subCategory: 'Duvar Şarj Adaptörleri',
  brand: 'Anker',
  name: 'Anker 20W USB-C Hızlı Şarj Adaptörü',
  barcode: '8697000000011',
  supplyStatus: 'AÇIK',
  startDate: '20260101',
  taxRatio: '20',
  distyPrice: '350',
  recommendedResellerPrice: '420',
  recommendedSellPrice: '549.9',
  rowNumber: 2,
};
const noName = { ...good, name: null, barcode: '8697000000028', rowNumber: 3, errorMaps: { name: true }, messages: ['Ürün Adı: Bu alan zorunludur.'] };
const badBrand = { ...good, brand: 'Yokmarka', barcode: '8697000000035', rowNumber: 4, errorMaps: { brand: true, taxRatio: true }, taxRatio: '17', messages: ['Marka: Marka bulunamadı.'] };

const pickUrunler = (file = xlsxFile('urunler.xlsx')) => pickFile('product-excel', file);

describe('/ProductExcel', () => {
  let check: ProductExcelCheck;
  let callsTo: (url: string) => SeenCall[];
  beforeEach(() => {
    clearToasts();
    check = { checkData: [good], errorData: [noName, badBrand], number: 2, acceptedCount: 1 };
    callsTo = stubSheetApi((url) => {
      if (url === '/api/model/readExcel') return json(200, check);
      if (url === '/api/model/saveExcel') return json(200, { count: check.acceptedCount });
      if (url === '/api/model/readExcel/errors') return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200 });
      if (url === '/api/supply/getAll') return json(200, [{ id: 2, code: 'TDR002', name: 'Marmara Telekom' }]);
      return undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads a file: info toast, the wrong rows first with pink cells and Boş Değer, then saves the accepted rows', async () => {
    signIn(demoUser(['SUPPLY_ADMIN']));
    renderAt('/ProductExcel', <ProductExcelPage />);
    await pickUrunler();

    await screen.findByTestId('product-excel-result');
    expect(toastTexts()).toContain('Bilgi: Hatalı Ürün bulundu');
    const [read] = callsTo('/api/model/readExcel');
    expect(read.method).toBe('POST');
    const form = read.body as FormData;
    expect((form.get('file') as File).name).toBe('urunler.xlsx');
    // A supplier's own supply is implied: no supplyId part.
    expect(form.has('supplyId')).toBe(false);

    expect(screen.getByTestId('product-excel-result-tabs-accepted').textContent).toBe('Onaylanan Ürünler (1)');
    expect(screen.getByTestId('product-excel-result-tabs-erroneous').textContent).toBe('Hatalı Ürünler (2)');
    const nameCol = 1 + PRODUCT_EXCEL_COLUMNS.findIndex(([, f]) => f === 'name');
    const brandCol = 1 + PRODUCT_EXCEL_COLUMNS.findIndex(([, f]) => f === 'brand');
    const first = screen.getByTestId('product-excel-result-erroneous-row-0').querySelectorAll('td');
    expect(first[0].textContent).toBe('3');
    expect(first[nameCol].textContent).toBe('Boş Değer');
    expect(first[nameCol].className).toContain('cell-invalid');
    expect(first[brandCol].className).not.toContain('cell-invalid');
    expect(first[first.length - 1].textContent).toBe('Ürün Adı: Bu alan zorunludur.');
    const second = screen.getByTestId('product-excel-result-erroneous-row-1').querySelectorAll('td');
    expect(second[brandCol].textContent).toBe('Yokmarka');
    expect(second[brandCol].className).toContain('cell-invalid');
    expect(document.querySelectorAll('.cell-invalid')).toHaveLength(3);

    fireEvent.click(screen.getByTestId('product-excel-result-tabs-accepted'));
    expect(screen.getByTestId('product-excel-result-accepted-row-0').textContent).toContain('Anker 20W USB-C Hızlı Şarj Adaptörü');
    expect(document.querySelectorAll('.cell-invalid')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('product-excel-save'));
    await waitFor(() => expect(toastTexts()).toContain('Başarılı İşlem: İşleminiz Onaya Gönderilmiştir'));
    // The file goes again with the accepted count the user saw; the server checks it anew.
    const [save] = callsTo('/api/model/saveExcel');
    const saved = save.body as FormData;
    expect((saved.get('file') as File).name).toBe('urunler.xlsx');
    expect(saved.get('acceptedCount')).toBe('1');
    expect(saved.has('supplyId')).toBe(false);
    // Saved: the loaded data is gone.
    await waitFor(() => expect(screen.queryByTestId('product-excel-result')).toBeNull());
  });

  it('warns instead of saving when no row was accepted, and Temizle clears the result', async () => {
    check = { checkData: [], errorData: [noName], number: 1, acceptedCount: 0 };
    signIn(demoUser(['SUPPLY_USER']));
    renderAt('/ProductExcel', <ProductExcelPage />);
    await pickUrunler();
    await screen.findByTestId('product-excel-result');
    fireEvent.click(screen.getByTestId('product-excel-save'));
    expect(toastTexts()).toContain('Uyarı: Onaylanan Ürün Bulunamadı');
    expect(callsTo('/api/model/saveExcel')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('product-excel-clear'));
    await waitFor(() => expect(screen.queryByTestId('product-excel-result')).toBeNull());
    expect(screen.getByTestId('product-excel-upload-name').textContent).not.toContain('urunler.xlsx');
  });

  it("says 'Hatalı Ürün Bulunamadı' when every row passed", async () => {
    check = { checkData: [good], errorData: [], number: 0, acceptedCount: 1 };
    signIn(demoUser(['SUPPLY_ADMIN']));
    renderAt('/ProductExcel', <ProductExcelPage />);
    await pickUrunler();
    await screen.findByTestId('product-excel-result-accepted-row-0');
    expect(toastTexts()).toContain('Bilgi: Hatalı Ürün Bulunamadı');
  });

  it('makes a distributor pick the supply first and sends it with the file and the rows', async () => {
    signIn(demoUser(['DISTY_ADMIN'], { disty: { id: 4, code: 'DST001', name: 'Ege Dağıtım' } as never }));
    renderAt('/ProductExcel', <ProductExcelPage />);
    const pick = await screen.findByTestId('product-excel-upload-pick');
    expect(pick.hasAttribute('disabled') || (pick as unknown as { disabled: boolean }).disabled).toBe(true);
    await waitFor(() => expect(callsTo('/api/supply/getAll')).toHaveLength(1));
    const select = screen.getByTestId('product-excel-supply');
    select.dispatchEvent(new CustomEvent('ionChange', { detail: { value: '2' }, bubbles: true }));
    await waitFor(() => expect((screen.getByTestId('product-excel-upload-pick') as unknown as { disabled: boolean }).disabled).toBeFalsy());

    await pickUrunler();
    await screen.findByTestId('product-excel-result');
    expect((callsTo('/api/model/readExcel')[0].body as FormData).get('supplyId')).toBe('2');
    fireEvent.click(screen.getByTestId('product-excel-save'));
    await waitFor(() => expect(callsTo('/api/model/saveExcel')).toHaveLength(1));
    expect((callsTo('/api/model/saveExcel')[0].body as FormData).get('supplyId')).toBe('2');
  });

  it('counts every row of a large file, says how many are shown, and downloads all erroneous rows', async () => {
    check = { checkData: [good], errorData: [noName, badBrand], number: 4_321, acceptedCount: 95_000 };
    signIn(demoUser(['SUPPLY_ADMIN']));
    renderAt('/ProductExcel', <ProductExcelPage />);
    await pickUrunler();
    await screen.findByTestId('product-excel-result');
    expect(screen.getByTestId('product-excel-result-tabs-accepted').textContent).toBe('Onaylanan Ürünler (95000)');
    expect(screen.getByTestId('product-excel-result-tabs-erroneous').textContent).toBe('Hatalı Ürünler (4321)');
    expect(screen.getByTestId('product-excel-result-erroneous-note').textContent).toBe('Toplam 4.321 satırın ilk 2 satırı gösteriliyor.');
    fireEvent.click(screen.getByTestId('product-excel-result-download-erroneous'));
    await waitFor(() => expect(callsTo('/api/model/readExcel/errors')).toHaveLength(1));
    expect(((callsTo('/api/model/readExcel/errors')[0].body as FormData).get('file') as File).name).toBe('urunler.xlsx');
    fireEvent.click(screen.getByTestId('product-excel-result-tabs-accepted'));
    expect(screen.getByTestId('product-excel-result-accepted-note').textContent).toBe('Toplam 95.000 satırın ilk 1 satırı gösteriliyor.');
  });
});
