import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { CATALOGUE_MSG, PRODUCT_EXCEL_MAX_BYTES, PRODUCT_EXCEL_MAX_ROWS } from '../../src/shared/catalogue.js';
import { MSG } from '../../src/shared/messages.js';
import { SHEET_MSG, SHEET_REPORT_ROWS } from '../../src/shared/spreadsheet.js';
import { PRODUCT_HEADERS, productRows, xlsxBuffer, zipBombXlsx } from '../support/sheet-files.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation } from '../support/api-helpers.js';
import {
  type Catalogue,
  type Client,
  clientFor,
  createCatalogue,
  FIXTURE,
  fixtureFile,
  insertApprovedProduct,
  sqlRows,
} from '../support/catalogue-fixtures.js';

type SheetRow = Record<string, string | null> & { rowNumber: number };
interface Check {
  checkData: SheetRow[];
  errorData: (SheetRow & { errorMaps: Record<string, boolean>; messages: string[] })[];
  number: number;
  acceptedCount: number;
}

const excel = (name: string) => ({ field: 'file', fileName: name, data: fixtureFile('excel', name) });
const sheet = (fileName: string, data: Buffer) => ({ field: 'file', fileName, data });

describe.each(dbKinds())('product spreadsheet import on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let supply: Client;
  let disty: Client;
  let admin: Client;
  const read = async (client: Client, file: ReturnType<typeof excel>, fields: Record<string, string | number> = {}) => {
    const res = await client.upload('/api/model/readExcel', fields, [file]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Check;
  };
  const modelCount = async () => (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from models`))[0].n;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    await insertApprovedProduct(t, { supplyId: cat.supplies.TDR002, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode: FIXTURE.takenBarcode });
    [supply, disty, admin] = await Promise.all(['supply_admin', 'disty_admin', 'ttg_admin'].map((u) => clientFor(t, u)));
  });
  afterAll(() => t.close());

  it('reads a good xlsx: names in any case, barcodes as text, date cells and formulas as values', async () => {
    const check = await read(supply, excel('models-valid.xlsx'));
    expect(check.number).toBe(0);
    expect(check.errorData).toEqual([]);
    expect(check.checkData).toEqual([
      {
        rowNumber: 2,
        category: 'Fixture Kılıflar',
        subCategory: 'Fixture Silikon Kılıf',
        brand: 'Fixture İnci',
        name: 'Fixture Excel Ürün 1',
        barcode: '8690000000001',
        description: 'Darbeye dayanıklı kılıf.',
        origin: 'Çin',
        supplyStatus: 'AÇIK',
        eol: 'EVET',
        startDate: '20250601',
        taxRatio: '20',
        distyPrice: '100,50',
        recommendedEdmPrice: null,
        recommendedResellerPrice: '120',
        recommendedSellPrice: '149.9',
      },
      expect.objectContaining({
        rowNumber: 3,
        category: 'FIXTURE KILIFLAR',
        brand: 'FIXTURE INCI',
        barcode: 'FXE-0002',
        supplyStatus: 'kapalı',
        startDate: '20250701',
        recommendedEdmPrice: '9,75',
        recommendedResellerPrice: '12',
      }),
      expect.objectContaining({ rowNumber: 4, barcode: '8690000000003', eol: null, startDate: '20250101', distyPrice: '0' }),
    ]);
    // Nothing is written by reading.
    expect(await sqlRows(t, sql`select id from models where barcode = '8690000000001'`)).toEqual([]);
  });

  it('reads a good xls the same way', async () => {
    const check = await read(supply, excel('models-valid.xls'));
    expect(check.number).toBe(0);
    expect(check.checkData.map((r) => [r.rowNumber, r.barcode, r.startDate, r.supplyStatus])).toEqual([
      [2, 'FXL-0001', '20250601', 'AÇIK'],
      [3, 'FXL-0002', '20250701', 'kapalı'],
      [4, 'FXL-0003', '20250101', 'AÇIK'],
    ]);
  });

  it('reports every wrong cell of every wrong row', async () => {
    const check = await read(supply, excel('models-mixed.xlsx'));
    expect(check.checkData.map((r) => [r.rowNumber, r.barcode])).toEqual([
      [2, 'FXM-OK-1'],
      [3, 'FXM-OK-2'],
    ]);
    // Row 4 is blank and skipped; the others keep their sheet row numbers.
    const errors = Object.fromEntries(check.errorData.map((r) => [`${r.rowNumber} ${r.barcode}`, r.errorMaps]));
    expect(errors).toEqual({
      '5 FXM-E01': { category: true },
      '6 FXM-E02': { subCategory: true },
      '7 FXM-E03': { brand: true },
      '8 FXM-E04': { name: true, supplyStatus: true },
      '9 FX 12/3': { barcode: true },
      '10 FXM-DUP': { barcode: true },
      '11 FXM-DUP': { barcode: true },
      [`12 ${FIXTURE.takenBarcode}`]: { barcode: true },
      '13 FXM-E07': { supplyStatus: true, eol: true },
      '14 FXM-E08': { startDate: true, taxRatio: true },
      '15 FXM-E09': { distyPrice: true, recommendedSellPrice: true, recommendedEdmPrice: true },
    });
    expect(check.number).toBe(11);
    const messages = (barcode: string) => check.errorData.find((r) => r.barcode === barcode)!.messages;
    expect(messages('FXM-E01')).toEqual(['Kategori: Kategori bulunamadı.']);
    expect(messages('FXM-E03')).toEqual([`Marka: ${CATALOGUE_MSG.brandPassive}`]);
    expect(messages('FXM-E04')).toEqual([`Ürün Adı: ${MSG.requiredField}`, `Tedarikçi Durumu: ${MSG.requiredField}`]);
    expect(messages(FIXTURE.takenBarcode)).toEqual([`Barkod: ${CATALOGUE_MSG.barcodeExists}`]);
    expect(messages('FXM-E08')).toEqual(expect.arrayContaining(['Kdv Oranı: 1, 8, 18 veya 20 olmalıdır.']));
    // The wrong row comes back with its cells, for the pink table.
    expect(check.errorData[0]).toMatchObject({ category: 'Olmayan Kategori', name: 'Fixture Ürün', distyPrice: '100,50' });
  });

  it('names the missing header columns', async () => {
    const body = expectValidation(await supply.upload('/api/model/readExcel', {}, [excel('models-wrong-headers.xlsx')]));
    expect(body.errors).toEqual([
      { field: 'file', message: "'Ürün Adı' sütunu bulunamadı." },
      { field: 'file', message: "'Kdv Oranı' sütunu bulunamadı." },
    ]);
  });

  it('refuses too many rows, unreadable files and files that are not spreadsheets', async () => {
    const rows = productRows(PRODUCT_EXCEL_MAX_ROWS + 1, { category: FIXTURE.categories.cases, subCategory: FIXTURE.subCategories.silicone, brand: FIXTURE.brands.active });
    const tooMany = expectValidation(await supply.upload('/api/model/readExcel', {}, [sheet('too-many.xlsx', await xlsxBuffer(PRODUCT_HEADERS, rows))]));
    expect(tooMany.errors).toEqual([{ field: 'file', message: 'Excel dosyasında en fazla 100.000 satır olabilir.' }]);
    const corrupt = expectValidation(await supply.upload('/api/model/readExcel', {}, [excel('models-corrupt.xlsx')]));
    expect(corrupt.errors).toEqual([{ field: 'file', message: MSG.spreadsheetUnreadable }]);
    const png = expectValidation(
      await supply.upload('/api/model/readExcel', {}, [{ field: 'file', fileName: 'not-a-spreadsheet.xlsx', data: fixtureFile('images', 'not-a-spreadsheet.xlsx') }]),
    );
    expect(png.errors).toEqual([{ field: 'file', message: MSG.notSpreadsheet }]);
    const html = expectValidation(
      await supply.upload('/api/model/readExcel', {}, [{ field: 'file', fileName: 'fake-image.xlsx', data: fixtureFile('images', 'fake-image.png') }]),
    );
    expect(html.errors).toEqual([{ field: 'file', message: MSG.notSpreadsheet }]);
    const none = expectValidation(await supply.upload('/api/model/readExcel', {}, []));
    expect(none.errors).toEqual([{ field: 'file', message: MSG.fileRequired }]);
    const big = expectValidation(
      await supply.upload('/api/model/readExcel', {}, [
        { field: 'file', fileName: 'big.xlsx', data: Buffer.concat([fixtureFile('excel', 'models-valid.xlsx'), Buffer.alloc(PRODUCT_EXCEL_MAX_BYTES)]) },
      ]),
    );
    expect(big.errors).toEqual([{ field: 'file', message: MSG.fileTooBig(PRODUCT_EXCEL_MAX_BYTES) }]);
  });

  it('refuses a zip bomb before inflating it, writes nothing, and keeps answering other requests meanwhile', async () => {
    const bomb = sheet('bomba.xlsx', await zipBombXlsx(400 * 1024 * 1024));
    const liar = sheet('yalanci.xlsx', await zipBombXlsx(50 * 1024 * 1024, { lie: true, headers: PRODUCT_HEADERS }));
    const count = await modelCount();
    const [bombRes, liarRes, health] = await Promise.all([
      supply.upload('/api/model/readExcel', {}, [bomb]),
      supply.upload('/api/model/saveExcel', { acceptedCount: 1 }, [liar]),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(expectValidation(bombRes).errors).toEqual([{ field: 'file', message: SHEET_MSG.unpacked }]);
    expect(expectValidation(liarRes).errors).toEqual([{ field: 'file', message: SHEET_MSG.unpacked }]);
    expect(health.statusCode).toBe(200);
    expect(await modelCount()).toBe(count);
  });

  it('lets a distributor read only for a supply it distributes', async () => {
    const refused = expectValidation(await disty.upload('/api/model/readExcel', { supplyId: cat.supplies.TDR003 }, [excel('models-valid.xlsx')]));
    expect(refused.errors).toEqual([{ field: 'supplyId', message: CATALOGUE_MSG.supplyRequired }]);
    expect((await read(disty, excel('models-valid.xlsx'), { supplyId: cat.supplies.TDR002 })).number).toBe(0);
    expectCoded(await admin.upload('/api/model/readExcel', {}, [excel('models-valid.xlsx')]), 403, 403, MSG.forbidden);
  });

  it('saves the accepted rows of the file sent again as new products awaiting approval, all in one', async () => {
    const check = await read(supply, excel('models-valid.xlsx'));
    expect(check.acceptedCount).toBe(3);
    const waitingBefore = (await admin.get('/api/model/waiting/count')).json() as number;
    const res = await supply.upload('/api/model/saveExcel', { acceptedCount: check.acceptedCount }, [excel('models-valid.xlsx')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    expect((await admin.get('/api/model/waiting/count')).json()).toBe(waitingBefore + 3);

    const saved = await sqlRows<Record<string, unknown>>(
      t,
      sql`select m.name, m.barcode, m.supply_id, m.created_by_disty_id, m.brand_id, m.category_id, m.sub_category_id, m.supply_status, m.eol,
            m.approve_type, m.last_approve_type, u.kind, u.status, u.tax_ratio, u.disty_price::float8 as disty_price,
            u.recommended_edm_price::float8 as edm, u.recommended_reseller_price::float8 as reseller, u.recommended_sell_price::float8 as sell,
            u.start_date, (select count(*)::int from model_audit a where a.model_id = m.id and a.action = 'CREATE_REQUESTED') as audits
          from models m join model_updates u on u.model_id = m.id
          where m.barcode in ('8690000000001', 'FXE-0002', '8690000000003') order by m.name`,
    );
    expect(saved).toHaveLength(3);
    for (const row of saved) {
      expect(row).toMatchObject({ supply_id: cat.supplies.TDR001, created_by_disty_id: null, approve_type: 'WAITING', last_approve_type: 'WAITING', kind: 'CREATE', status: 'WAITING', audits: 1 });
    }
    expect(saved[0]).toMatchObject({ barcode: '8690000000001', brand_id: cat.brands.active, category_id: cat.categories.cases, eol: true, tax_ratio: 20, disty_price: 100.5, edm: null, reseller: 120, sell: 149.9 });
    expect(new Date(saved[0].start_date as string).toISOString()).toBe('2025-06-01T13:00:00.000Z');
    expect(saved[1]).toMatchObject({ barcode: 'FXE-0002', supply_status: 'KAPALI', eol: false, tax_ratio: 18, edm: 9.75, reseller: 12 });
    expect(new Date(saved[1].start_date as string).toISOString()).toBe('2025-07-01T13:00:00.000Z');
    expect(saved[2]).toMatchObject({ barcode: '8690000000003', brand_id: cat.brands.second, category_id: cat.categories.chargers, sub_category_id: cat.subCategories.fast, eol: null, disty_price: 0 });

    // The same file again with the count the user saw then: every barcode is taken now, so
    // the accepted rows are not the ones seen and nothing is saved.
    const count = await modelCount();
    const again = expectValidation(await supply.upload('/api/model/saveExcel', { acceptedCount: 3 }, [excel('models-valid.xlsx')]));
    expect(again.errors).toEqual([{ field: 'file', message: SHEET_MSG.changedSinceRead }]);
    expect(await modelCount()).toBe(count);
    // Reading the file now reports them.
    expect((await read(supply, excel('models-valid.xlsx'))).number).toBe(3);
  });

  it('saves only the accepted rows of a mixed file, and nothing when the count differs from what was seen', async () => {
    const check = await read(supply, excel('models-mixed.xlsx'));
    expect([check.acceptedCount, check.number]).toEqual([2, 11]);
    const count = await modelCount();
    for (const seen of [0, 1, 3, 13]) {
      const refused = expectValidation(await supply.upload('/api/model/saveExcel', { acceptedCount: seen }, [excel('models-mixed.xlsx')]));
      expect(refused.errors).toEqual([{ field: 'file', message: SHEET_MSG.changedSinceRead }]);
    }
    expectValidation(await supply.upload('/api/model/saveExcel', { acceptedCount: -1 }, [excel('models-mixed.xlsx')]));
    expectValidation(await supply.upload('/api/model/saveExcel', { acceptedCount: 'iki' }, [excel('models-mixed.xlsx')]));
    expectValidation(await supply.upload('/api/model/saveExcel', { acceptedCount: 2 }, []));
    expect(await modelCount()).toBe(count);

    expect((await supply.upload('/api/model/saveExcel', { acceptedCount: 2 }, [excel('models-mixed.xlsx')])).json()).toEqual({ count: 2 });
    expect(await modelCount()).toBe(count + 2);
    expect(await sqlRows(t, sql`select barcode from models where barcode like 'FXM-%' order by barcode`)).toEqual([{ barcode: 'FXM-OK-1' }, { barcode: 'FXM-OK-2' }]);
  });

  it('saves for a distributor only into a supply it distributes', async () => {
    const check = await read(disty, excel('models-valid.xls'), { supplyId: cat.supplies.TDR002 });
    const seen = { acceptedCount: check.acceptedCount };
    const count = await modelCount();
    expectValidation(await disty.upload('/api/model/saveExcel', seen, [excel('models-valid.xls')]));
    expectValidation(await disty.upload('/api/model/saveExcel', { ...seen, supplyId: cat.supplies.TDR003 }, [excel('models-valid.xls')]));
    expect(await modelCount()).toBe(count);
    expect((await disty.upload('/api/model/saveExcel', { ...seen, supplyId: cat.supplies.TDR002 }, [excel('models-valid.xls')])).json()).toEqual({ count: 3 });
    expect(await sqlRows(t, sql`select distinct supply_id, created_by_disty_id from models where barcode like 'FXL-%'`)).toEqual([
      { supply_id: cat.supplies.TDR002, created_by_disty_id: cat.disties.DST001 },
    ]);
  });

  it('reads and saves 5,000 rows; the answer holds the first 1,000 of each kind and both totals', async () => {
    const names = { category: FIXTURE.categories.cases, subCategory: FIXTURE.subCategories.leather, brand: FIXTURE.brands.second };
    async function* rows() {
      let i = 0;
      for (const row of productRows(5_000, names, 8_692_000_000_000)) {
        // Every fourth row names a category that does not exist.
        yield i++ % 4 === 3 ? ['Olmayan Kategori', ...row.slice(1)] : row;
      }
    }
    const file = sheet('bes-bin.xlsx', await xlsxBuffer(PRODUCT_HEADERS, rows()));
    const res = await supply.upload('/api/model/readExcel', {}, [file]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const check = res.json() as Check;
    expect([check.acceptedCount, check.number]).toEqual([3_750, 1_250]);
    expect([check.checkData.length, check.errorData.length]).toEqual([SHEET_REPORT_ROWS, SHEET_REPORT_ROWS]);
    expect(check.checkData[0]).toMatchObject({ rowNumber: 2, barcode: '8692000000000', name: 'Toplu Ürün 1' });
    expect(check.errorData[0]).toMatchObject({ rowNumber: 5, category: 'Olmayan Kategori', errorMaps: { category: true } });

    // Every erroneous row downloads, in the upload's columns plus row number and messages.
    const errors = await supply.upload('/api/model/readExcel/errors', {}, [file]);
    expect(errors.statusCode, errors.body.slice(0, 300)).toBe(200);
    expect(errors.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(errors.rawPayload, { type: 'buffer' });
    const sheetRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.data);
    expect(sheetRows).toHaveLength(1_250);
    expect(sheetRows[0]).toMatchObject({ Kategori: 'Olmayan Kategori', Barkod: '8692000000003', 'Satır No': 5, 'Hata Açıklaması': 'Kategori: Kategori bulunamadı.' });

    const count = await modelCount();
    const saved = await supply.upload('/api/model/saveExcel', { acceptedCount: 3_750 }, [file]);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(saved.json()).toEqual({ count: 3_750 });
    expect(await modelCount()).toBe(count + 3_750);
    expect((await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from model_updates where barcode like '8692%' and kind = 'CREATE'`))[0].n).toBe(3_750);
  });
});
