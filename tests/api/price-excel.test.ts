import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { PRICE_EXCEL_MSG } from '../../src/shared/contract/price-excel.js';
import { MSG } from '../../src/shared/messages.js';
import { SHEET_MSG, SHEET_REPORT_ROWS } from '../../src/shared/spreadsheet.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation, userId } from '../support/api-helpers.js';
import { type Catalogue, type Client, clientFor, createCatalogue, sqlRows } from '../support/catalogue-fixtures.js';
import {
  approvedSupplierPrice,
  createPriceProducts,
  dayText,
  DISTY_PRICE_HEADERS,
  distyRow,
  type PriceProducts,
  priceXls,
  priceXlsx,
  sheetFile,
  startOf,
  SUPPLY_PRICE_HEADERS,
  supplyRow,
} from '../support/price-sheets.js';

type Row = Record<string, string | null> & { rowNumber: number; productName: string | null };
interface Check {
  checkData: Row[];
  errorData: (Row & { errorMaps: Record<string, boolean>; messages: string[] })[];
  number: number;
  acceptedCount: number;
  checkDigest: string;
}
type File = ReturnType<typeof sheetFile>;

const SUPPLY = '/api/modelPriceSupply';
const DISTY = '/api/modelPriceDisty';

describe.each(dbKinds())('price spreadsheets on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let p: PriceProducts;
  let supply: Client;
  let supplyUser: Client;
  let disty: Client;
  let distyUser: Client;
  let reseller: Client;
  let admin: Client;

  const read = async (client: Client, base: string, file: File) => {
    const res = await client.upload(`${base}/readExcel`, {}, [file]);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    return res.json() as Check;
  };
  const save = (client: Client, base: string, file: File, checkDigest: string) => client.upload(`${base}/saveExcel`, { checkDigest }, [file]);
  const counts = async () =>
    (
      await sqlRows<{ supplies: number; disties: number }>(
        t,
        sql`select (select count(*)::int from model_price_supplies) as supplies, (select count(*)::int from model_price_disties) as disties`,
      )
    )[0];
  const supplyXlsx = async (name: string, rows: Parameters<typeof supplyRow>[0][]) => sheetFile(name, await priceXlsx(SUPPLY_PRICE_HEADERS, rows.map(supplyRow)));

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    p = await createPriceProducts(t, cat, 'PX');
    [supply, supplyUser, disty, distyUser, reseller, admin] = await Promise.all(
      ['supply_admin', 'supply_user', 'disty_admin', 'disty_user', 'reseller_admin', 'ttg_admin'].map((u) => clientFor(t, u)),
    );
  });
  afterAll(() => t.close());

  it('checks a supplier xlsx: cells come back as text with the product name, nothing is written', async () => {
    const before = await counts();
    const file = await supplyXlsx('fiyatlar.xlsx', [
      { barcode: p.own[0].barcode, startDate: dayText(3) },
      { barcode: p.own[1].barcode, startDate: Number(dayText(5)), distyPrice: 99, recommendedEdmPrice: '9,75', taxRatio: 8 },
    ]);
    const check = await read(supply, SUPPLY, file);
    expect(check.number).toBe(0);
    expect(check.errorData).toEqual([]);
    expect(check.acceptedCount).toBe(2);
    expect(check.checkDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(check.checkData).toEqual([
      {
        rowNumber: 2,
        barcode: p.own[0].barcode,
        startDate: dayText(3),
        distyPrice: '100,50',
        recommendedEdmPrice: null,
        recommendedResellerPrice: '120',
        recommendedSellPrice: '149.9',
        taxRatio: '20',
        productName: p.own[0].name,
      },
      expect.objectContaining({ rowNumber: 3, startDate: dayText(5), distyPrice: '99', recommendedEdmPrice: '9,75', taxRatio: '8' }),
    ]);
    // The same file checks the same way: the digest is the file's and its verdicts'.
    expect((await read(supplyUser, SUPPLY, file)).checkDigest).toBe(check.checkDigest);
    expect(await counts()).toEqual(before);
  });

  it('marks every wrong cell: bad or past date, tax ratio, unknown or another supplier’s barcode, empty required cells, brand, approval, repeats', async () => {
    const file = await supplyXlsx('karisik.xlsx', [
      { barcode: p.own[0].barcode, startDate: dayText(4) },
      { barcode: p.own[1].barcode, startDate: '20261345' },
      { barcode: p.own[1].barcode, startDate: dayText(-1) },
      { barcode: p.own[2].barcode, startDate: dayText(4), taxRatio: 17 },
      { barcode: 'PX-YOK-999', startDate: dayText(4) },
      { barcode: p.other.barcode, startDate: dayText(4) },
      { barcode: p.own[3].barcode, startDate: dayText(4), distyPrice: null, recommendedSellPrice: '12a' },
      { barcode: null, startDate: null, taxRatio: null },
      { barcode: p.unmapped.barcode, startDate: dayText(4) },
      { barcode: p.waiting.barcode, startDate: dayText(4) },
      { barcode: p.own[3].barcode, startDate: dayText(6) },
      { barcode: p.own[3].barcode, startDate: dayText(6), distyPrice: 101 },
      { barcode: p.farSupply.barcode, startDate: dayText(4) },
    ]);
    const check = await read(supply, SUPPLY, file);
    expect(check.checkData.map((r) => [r.rowNumber, r.barcode])).toEqual([[2, p.own[0].barcode]]);
    const errors = Object.fromEntries(check.errorData.map((r) => [r.rowNumber, r.errorMaps]));
    expect(errors).toEqual({
      3: { startDate: true },
      4: { startDate: true },
      5: { taxRatio: true },
      6: { barcode: true },
      7: { barcode: true },
      8: { distyPrice: true, recommendedSellPrice: true },
      9: { barcode: true, startDate: true, taxRatio: true },
      10: { barcode: true },
      11: { barcode: true },
      12: { barcode: true },
      13: { barcode: true },
      14: { barcode: true },
    });
    expect([check.number, check.acceptedCount]).toEqual([12, 1]);
    const messages = (n: number) => check.errorData.find((r) => r.rowNumber === n)!.messages;
    expect(messages(3)).toEqual(['Fiyat Geçerlilik Tarihi: Tarih yyyyaagg biçiminde (ör. 20250131) geçerli bir tarih olmalıdır.']);
    expect(messages(4)).toEqual([`Fiyat Geçerlilik Tarihi: ${PRICE_EXCEL_MSG.pastDate}`]);
    expect(messages(5)).toEqual(['Kdv Oranı: 1, 8, 18 veya 20 olmalıdır.']);
    // Unknown and another supplier's barcode read alike: nothing is revealed.
    expect(messages(6)).toEqual([`Barkod: ${PRICE_EXCEL_MSG.notYourProduct}`]);
    expect(messages(7)).toEqual([`Barkod: ${PRICE_EXCEL_MSG.notYourProduct}`]);
    expect(messages(8)).toEqual([`Distribütör Alış Fiyatı: ${MSG.requiredField}`, 'Önerilen Satış Fiyatı: Sıfır veya daha büyük bir sayı olmalıdır (ör. 1250,50).']);
    expect(messages(10)).toEqual([`Barkod: ${PRICE_EXCEL_MSG.brandNotMapped}`]);
    expect(messages(11)).toEqual([`Barkod: ${PRICE_EXCEL_MSG.productNotApproved}`]);
    expect(messages(12)).toEqual([`Barkod: ${PRICE_EXCEL_MSG.repeated}`]);
    // The wrong rows keep their cells (empty ones null) for the pink table; a product the caller may price is named.
    expect(check.errorData.find((r) => r.rowNumber === 8)).toMatchObject({ distyPrice: null, recommendedSellPrice: '12a', productName: p.own[3].name });
    expect(check.errorData.find((r) => r.rowNumber === 7)!.productName).toBeNull();
  });

  it('reads an xls the same way; a date cell counts as its day', async () => {
    const day = dayText(7);
    const asDate = new Date(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
    const file = sheetFile(
      'fiyatlar.xls',
      priceXls(SUPPLY_PRICE_HEADERS, [
        supplyRow({ barcode: p.own[0].barcode, startDate: Number(day) }),
        supplyRow({ barcode: p.own[1].barcode, startDate: asDate, taxRatio: 18 }),
        supplyRow({ barcode: p.other.barcode, startDate: day }),
      ]),
    );
    const check = await read(supply, SUPPLY, file);
    expect(check.checkData.map((r) => [r.rowNumber, r.barcode, r.startDate, r.taxRatio])).toEqual([
      [2, p.own[0].barcode, day, '20'],
      [3, p.own[1].barcode, day, '18'],
    ]);
    expect(check.errorData.map((r) => [r.rowNumber, r.errorMaps])).toEqual([[4, { barcode: true }]]);
  });

  it('downloads every erroneous row as xlsx from modelPriceSupply/excel, in the upload’s columns', async () => {
    const file = await supplyXlsx('hatali.xlsx', [
      { barcode: p.own[0].barcode, startDate: dayText(4) },
      { barcode: 'PX-YOK-1', startDate: dayText(4) },
      { barcode: p.own[1].barcode, startDate: dayText(4), taxRatio: 7 },
    ]);
    const res = await supply.upload(`${SUPPLY}/excel`, {}, [file]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets.data);
    expect(rows).toEqual([
      expect.objectContaining({ Barkod: 'PX-YOK-1', 'Satır No': 3, 'Hata Açıklaması': `Barkod: ${PRICE_EXCEL_MSG.notYourProduct}` }),
      expect.objectContaining({ Barkod: p.own[1].barcode, 'Kdv Oranı': '7', 'Satır No': 4, 'Hata Açıklaması': 'Kdv Oranı: 1, 8, 18 veya 20 olmalıdır.' }),
    ]);
  });

  it('names the missing columns and refuses what is not a spreadsheet', async () => {
    const wrong = sheetFile('eksik.xlsx', await priceXlsx(['Barkod', 'Tarih', 'Satış Fiyatı'], [['PX-1', dayText(3), 10]]));
    expect(expectValidation(await supply.upload(`${SUPPLY}/readExcel`, {}, [wrong])).errors).toEqual([
      { field: 'file', message: "'Fiyat Geçerlilik Tarihi' sütunu bulunamadı." },
      { field: 'file', message: "'Distribütör Alış Fiyatı' sütunu bulunamadı." },
      { field: 'file', message: "'Önerilen EDM Alış Fiyatı' sütunu bulunamadı." },
      { field: 'file', message: "'Önerilen Bayi Alış Fiyatı' sütunu bulunamadı." },
      { field: 'file', message: "'Önerilen Satış Fiyatı' sütunu bulunamadı." },
      { field: 'file', message: "'Kdv Oranı' sütunu bulunamadı." },
    ]);
    expect(expectValidation(await disty.upload(`${DISTY}/readExcel`, {}, [wrong])).errors).toEqual([
      { field: 'file', message: "'Fiyat Geçerlilik Tarihi' sütunu bulunamadı." },
    ]);
    const csv = sheetFile('fiyat.xlsx', Buffer.from('Barkod;Tarih\nPX-1;20260101\n'));
    expect(expectValidation(await supply.upload(`${SUPPLY}/readExcel`, {}, [csv])).errors).toEqual([{ field: 'file', message: MSG.notSpreadsheet }]);
    expect(expectValidation(await supply.upload(`${SUPPLY}/readExcel`, {}, [])).errors).toEqual([{ field: 'file', message: MSG.fileRequired }]);
  });

  it('refuses the roles of other screens', async () => {
    const file = await supplyXlsx('fiyatlar.xlsx', [{ barcode: p.own[0].barcode, startDate: dayText(3) }]);
    const digest = 'a'.repeat(64);
    for (const client of [reseller, admin]) {
      for (const path of ['readExcel', 'excel']) expectCoded(await client.upload(`${SUPPLY}/${path}`, {}, [file]), 403, 403, MSG.forbidden);
      expectCoded(await save(client, SUPPLY, file, digest), 403, 403, MSG.forbidden);
    }
    for (const client of [supply, supplyUser, reseller, admin]) {
      for (const path of ['readExcel', 'excel']) expectCoded(await client.upload(`${DISTY}/${path}`, {}, [file]), 403, 403, MSG.forbidden);
      expectCoded(await save(client, DISTY, file, digest), 403, 403, MSG.forbidden);
    }
  });

  it('saves supplier rows as new versions waiting for each distributor of the supply, and a second save adds nothing', async () => {
    const [d3, d5] = [dayText(3), dayText(5)];
    const file = await supplyXlsx('kaydet.xlsx', [
      { barcode: p.own[0].barcode, startDate: d3, distyPrice: '210,40', recommendedEdmPrice: 215, recommendedResellerPrice: 230, recommendedSellPrice: 299.9, taxRatio: 18 },
      { barcode: p.own[1].barcode, startDate: d5 },
      { barcode: 'PX-YOK-2', startDate: d5 },
    ]);
    const check = await read(supply, SUPPLY, file);
    expect([check.acceptedCount, check.number]).toEqual([2, 1]);
    const before = await counts();
    const res = await save(supply, SUPPLY, file, check.checkDigest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2, unchanged: 0 });
    expect(await counts()).toEqual({ supplies: before.supplies + 2, disties: before.disties + 4 });

    const versions = await sqlRows<Record<string, unknown>>(
      t,
      sql`select p.model_id, p.supply_id, p.start_date, p.tax_ratio, p.disty_price::float8 as disty_price, p.recommended_edm_price::float8 as edm,
            p.recommended_reseller_price::float8 as reseller, p.recommended_sell_price::float8 as sell, p.approve_type, p.created_by,
            (select json_agg(json_build_object('disty', d.disty_id, 'type', d.approve_type, 'price', d.reseller_price) order by d.disty_id)
             from model_price_disties d where d.model_price_supply_id = p.id) as disties
          from model_price_supplies p where p.model_id in (${p.own[0].id}, ${p.own[1].id}) order by p.model_id`,
    );
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ model_id: p.own[0].id, supply_id: cat.supplies.TDR001, tax_ratio: 18, disty_price: 210.4, edm: 215, reseller: 230, sell: 299.9 });
    expect(versions[0]).toMatchObject({ approve_type: 'WAITING', created_by: await userId(t, 'supply_admin') });
    expect(new Date(versions[0].start_date as string).toISOString()).toBe(startOf(d3).toISOString());
    expect(new Date(versions[1].start_date as string).toISOString()).toBe(startOf(d5).toISOString());
    expect(versions[1]).toMatchObject({ tax_ratio: 20, disty_price: 100.5, edm: null, reseller: 120, sell: 149.9 });
    // TDR001 is distributed by DST001 and DST002: each gets the version to approve.
    for (const v of versions) {
      expect(v.disties).toEqual([
        { disty: cat.disties.DST001, type: 'WAITING', price: null },
        { disty: cat.disties.DST002, type: 'WAITING', price: null },
      ]);
    }

    // Saved twice (a double click): the prices in force at those dates are these already.
    const again = await save(supply, SUPPLY, file, check.checkDigest);
    expect(again.json()).toEqual({ count: 0, unchanged: 2 });
    expect(await counts()).toEqual({ supplies: before.supplies + 2, disties: before.disties + 4 });
  });

  it('saves nothing when the file changed after the check (a row turned bad) or the digest is not the check’s', async () => {
    const rows = [
      { barcode: p.own[2].barcode, startDate: dayText(8) },
      { barcode: p.own[3].barcode, startDate: dayText(8) },
    ];
    const checked = await supplyXlsx('ilk.xlsx', rows);
    const check = await read(supply, SUPPLY, checked);
    expect(check.acceptedCount).toBe(2);
    const changed = await supplyXlsx('ilk.xlsx', [rows[0], { ...rows[1], taxRatio: 17 }]);
    const before = await counts();
    expect(expectValidation(await save(supply, SUPPLY, changed, check.checkDigest)).errors).toEqual([{ field: 'file', message: SHEET_MSG.changedSinceRead }]);
    // A fixed cell is a change too: what is saved is only ever what was seen.
    const edited = await supplyXlsx('ilk.xlsx', [rows[0], { ...rows[1], distyPrice: 101 }]);
    expectValidation(await save(supply, SUPPLY, edited, check.checkDigest));
    expectValidation(await save(supply, SUPPLY, checked, 'f'.repeat(64)));
    expectValidation(await save(supply, SUPPLY, checked, 'kontrol'));
    expectValidation(await supply.upload(`${SUPPLY}/saveExcel`, {}, [checked]));
    expect(await counts()).toEqual(before);

    // A verdict that changed meanwhile (the brand is no longer mapped to the supply) refuses it as well.
    await t.database.db.execute(sql`delete from brand_supplies where brand_id = ${cat.brands.active} and supply_id = ${cat.supplies.TDR001}`);
    try {
      expectValidation(await save(supply, SUPPLY, checked, check.checkDigest));
      expect(await counts()).toEqual(before);
    } finally {
      await t.database.db.execute(sql`insert into brand_supplies (brand_id, supply_id) values (${cat.brands.active}, ${cat.supplies.TDR001})`);
    }
    expect((await save(supply, SUPPLY, checked, check.checkDigest)).json()).toEqual({ count: 2, unchanged: 0 });
  });

  it('lets a distributor price only its own creations on the supplier sheet: its row is approved at once with its reseller price kept', async () => {
    await approvedSupplierPrice(t, p.distyMade.id, cat.disties.DST001, { resellerPrice: 88.5 });
    const file = await supplyXlsx('dist.xlsx', [
      { barcode: p.distyMade.barcode, startDate: dayText(2), distyPrice: 70 },
      { barcode: p.otherDistyMade.barcode, startDate: dayText(2) },
      { barcode: p.own[0].barcode, startDate: dayText(2) },
    ]);
    const check = await read(disty, SUPPLY, file);
    expect(check.checkData.map((r) => r.barcode)).toEqual([p.distyMade.barcode]);
    expect(check.errorData.map((r) => [r.barcode, r.messages])).toEqual([
      [p.otherDistyMade.barcode, [`Barkod: ${PRICE_EXCEL_MSG.notYourProduct}`]],
      [p.own[0].barcode, [`Barkod: ${PRICE_EXCEL_MSG.notYourProduct}`]],
    ]);
    expect((await save(distyUser, SUPPLY, file, check.checkDigest)).json()).toEqual({ count: 1, unchanged: 0 });
    const rows = await sqlRows<{ disty_id: number; approve_type: string; reseller_price: number | null; summary: string }>(
      t,
      sql`select d.disty_id, d.approve_type, d.reseller_price::float8 as reseller_price, p.approve_type as summary
          from model_price_disties d join model_price_supplies p on p.id = d.model_price_supply_id
          where p.model_id = ${p.distyMade.id} and p.disty_price = 70 order by d.disty_id`,
    );
    expect(rows).toEqual([
      { disty_id: cat.disties.DST001, approve_type: 'APPROVED', reseller_price: 88.5, summary: 'APPROVED' },
      { disty_id: cat.disties.DST002, approve_type: 'WAITING', reseller_price: null, summary: 'APPROVED' },
    ]);
  });

  it('distributor sheet: only products it has an approved supplier price for; saving makes approved reseller prices at once', async () => {
    await approvedSupplierPrice(t, p.own[1].id, cat.disties.DST001);
    const [d1, d9] = [dayText(1), dayText(9)];
    const rows = [
      distyRow(p.own[1].barcode, d1, '105,25'),
      distyRow(p.own[1].barcode, Number(d9), 110),
      // Only waiting for DST001 (saved by the supplier above): no approved supplier price yet.
      distyRow(p.own[0].barcode, d1, 100),
      distyRow(p.farSupply.barcode, d1, 100),
      distyRow('PX-YOK-3', d1, 100),
      distyRow(p.own[1].barcode, dayText(2), null),
      distyRow(p.own[1].barcode, 'yarın', 100),
    ];
    for (const file of [sheetFile('bayi.xlsx', await priceXlsx(DISTY_PRICE_HEADERS, rows)), sheetFile('bayi.xls', priceXls(DISTY_PRICE_HEADERS, rows))]) {
      const check = await read(distyUser, DISTY, file);
      expect(check.checkData.map((r) => [r.rowNumber, r.resellerPrice, r.productName])).toEqual([
        [2, '105,25', p.own[1].name],
        [3, '110', p.own[1].name],
      ]);
      expect(check.errorData.map((r) => [r.rowNumber, r.errorMaps, r.messages])).toEqual([
        [4, { barcode: true }, [`Barkod: ${PRICE_EXCEL_MSG.noSupplierPrice}`]],
        [5, { barcode: true }, [`Barkod: ${PRICE_EXCEL_MSG.notYourProduct}`]],
        [6, { barcode: true }, [`Barkod: ${PRICE_EXCEL_MSG.notYourProduct}`]],
        [7, { resellerPrice: true }, [`Satış Fiyatı: ${MSG.requiredField}`]],
        [8, { startDate: true }, ['Fiyat Geçerlilik Tarihi: Tarih yyyyaagg biçiminde (ör. 20250131) geçerli bir tarih olmalıdır.']],
      ]);
    }
    // The accepted rows of the mixed file are saved; the erroneous ones are left out.
    const file = sheetFile('bayi.xlsx', await priceXlsx(DISTY_PRICE_HEADERS, rows));
    const check = await read(disty, DISTY, file);
    expect([check.acceptedCount, check.number]).toEqual([2, 5]);
    const res = await save(disty, DISTY, file, check.checkDigest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2, unchanged: 0 });
    const saved = await sqlRows<Record<string, unknown>>(
      t,
      sql`select d.start_date, d.reseller_price::float8 as reseller_price, d.approve_type, d.decided_by, d.end_date
          from model_price_disties d where d.model_id = ${p.own[1].id} and d.disty_id = ${cat.disties.DST001} and d.reseller_price is not null
          order by d.start_date`,
    );
    const adminId = await userId(t, 'disty_admin');
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ reseller_price: 105.25, approve_type: 'APPROVED', decided_by: adminId });
    expect(saved[1]).toMatchObject({ reseller_price: 110, approve_type: 'APPROVED', decided_by: adminId, end_date: null });
    expect(new Date(saved[0].start_date as string).toISOString()).toBe(startOf(d1).toISOString());
    expect(new Date(saved[0].end_date as string).toISOString()).toBe(startOf(d9).toISOString());
    // The erroneous rows of the distributor sheet download too.
    const errors = await disty.upload(`${DISTY}/excel`, {}, [file]);
    expect(errors.statusCode).toBe(200);
    expect(XLSX.utils.sheet_to_json(XLSX.read(errors.rawPayload, { type: 'buffer' }).Sheets.data)).toHaveLength(5);
  });

  it('answers the first rows of each kind of a large file with both totals, and saves every accepted row', async () => {
    const many = 1_200;
    await t.database.db.execute(sql`
      insert into models (name, barcode, brand_id, sub_category_id, category_id, supply_id, supply_status, approve_type, last_approve_type)
      select 'Toplu Fiyat ' || g, 'PXB-' || g, ${cat.brands.second}::int, sc.id, sc.category_id, ${cat.supplies.TDR001}::int, 'AÇIK', 'APPROVED', 'APPROVED'
      from generate_series(1, ${many}::int) g cross join (select id, category_id from sub_categories where id = ${cat.subCategories.fast}) sc`);
    const day = dayText(12);
    const rows = [
      ...Array.from({ length: many }, (_, i) => supplyRow({ barcode: `PXB-${i + 1}`, startDate: day, distyPrice: 50 + i })),
      ...Array.from({ length: 1_100 }, (_, i) => supplyRow({ barcode: `PXB-YOK-${i}`, startDate: day })),
    ];
    const file = sheetFile('buyuk.xlsx', await priceXlsx(SUPPLY_PRICE_HEADERS, rows));
    const check = await read(supply, SUPPLY, file);
    expect([check.acceptedCount, check.number]).toEqual([many, 1_100]);
    expect([check.checkData.length, check.errorData.length]).toEqual([SHEET_REPORT_ROWS, SHEET_REPORT_ROWS]);
    expect(check.errorData[0]).toMatchObject({ rowNumber: many + 2, barcode: 'PXB-YOK-0' });
    const before = await counts();
    expect((await save(supply, SUPPLY, file, check.checkDigest)).json()).toEqual({ count: many, unchanged: 0 });
    expect(await counts()).toEqual({ supplies: before.supplies + many, disties: before.disties + 2 * many });
  });
});
