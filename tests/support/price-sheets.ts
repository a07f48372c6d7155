import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { DISTY_PRICE_EXCEL_COLUMNS, SUPPLY_PRICE_EXCEL_COLUMNS } from '../../src/shared/contract/price-excel.js';
import { inTransaction, queryRows } from '../../src/server/db/sql.js';
import { decidePrices, setDistyPrices, submitSupplierPrices } from '../../src/server/prices/price-versions.js';
import { priceStartOf } from '../../src/shared/prices.js';
import type { BuiltApp } from '../../src/server/app.js';
import { type Catalogue, insertApprovedProduct, type ProductSeed } from './catalogue-fixtures.js';
import { xlsxBuffer } from './sheet-files.js';

/**
 * Price spreadsheets for tests/api/price-excel.test.ts: real xlsx files written by the
 * app's own streaming writer and real xls (BIFF8) files written by SheetJS, with dates
 * relative to today (a price may not start before today), and the products and price
 * versions they refer to.
 */

export type Cell = string | number | null | Date;
export const SUPPLY_PRICE_HEADERS = SUPPLY_PRICE_EXCEL_COLUMNS.map(([header]) => header);
export const DISTY_PRICE_HEADERS = DISTY_PRICE_EXCEL_COLUMNS.map(([header]) => header);

const DAY = 86_400_000;

/** Today + `offset` days in Istanbul as yyyymmdd. */
export function dayText(offset: number): string {
  const at = new Date(Date.now() + 3 * 3_600_000 + offset * DAY);
  return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}${String(at.getUTCDate()).padStart(2, '0')}`;
}

/** That day 16:00 Istanbul, as the server stores it. */
export const startOf = (yyyymmdd: string) => priceStartOf(yyyymmdd)!;

export interface SupplyPriceCells {
  barcode: Cell;
  startDate: Cell;
  distyPrice?: Cell;
  recommendedEdmPrice?: Cell;
  recommendedResellerPrice?: Cell;
  recommendedSellPrice?: Cell;
  taxRatio?: Cell;
}

/** A supplier sheet row in column order; prices default to a plausible set. */
export const supplyRow = (c: SupplyPriceCells): Cell[] => [
  c.barcode,
  c.startDate,
  c.distyPrice === undefined ? '100,50' : c.distyPrice,
  c.recommendedEdmPrice === undefined ? null : c.recommendedEdmPrice,
  c.recommendedResellerPrice === undefined ? 120 : c.recommendedResellerPrice,
  c.recommendedSellPrice === undefined ? 149.9 : c.recommendedSellPrice,
  c.taxRatio === undefined ? 20 : c.taxRatio,
];

export const distyRow = (barcode: Cell, startDate: Cell, resellerPrice: Cell): Cell[] => [barcode, startDate, resellerPrice];

/** An xlsx of the app's own writer (numbers as number cells, text as inline strings). */
export const priceXlsx = (headers: string[], rows: Cell[][]) => xlsxBuffer(headers, rows.map((r) => r.map((c) => (c instanceof Date ? c.toISOString() : c))));

/** A legacy xls (BIFF8) by SheetJS; a Date becomes a real date cell (yyyy-mm-dd format). */
export function priceXls(headers: string[], rows: Cell[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([headers, ...rows], { cellDates: true, dateNF: 'yyyy-mm-dd' });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'data');
  return XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

export const sheetFile = (fileName: string, data: Buffer) => ({ field: 'file', fileName, data });

export interface PriceProducts {
  /** TDR001 (supply_admin's supply; distributed by DST001 and DST002), brand mapped, approved. */
  own: { id: number; barcode: string; name: string }[];
  /** TDR002's (another supplier's). */
  other: { id: number; barcode: string };
  /** TDR001, brand not mapped to TDR001. */
  unmapped: { id: number; barcode: string };
  /** TDR001, creation still waiting for approval. */
  waiting: { id: number; barcode: string };
  /** TDR001, created by DST001 (disty_admin's distributor). */
  distyMade: { id: number; barcode: string };
  /** TDR001, created by DST002. */
  otherDistyMade: { id: number; barcode: string };
  /** TDR003 (not distributed by DST001). */
  farSupply: { id: number; barcode: string };
}

/** The products the price sheets refer to; barcodes carry `prefix` so every test file has its own. */
export async function createPriceProducts(built: BuiltApp, cat: Catalogue, prefix: string): Promise<PriceProducts> {
  const db = built.database.db;
  const product = (supplyId: number, n: string, over: Partial<ProductSeed> = {}) =>
    insertApprovedProduct(built, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode: `${prefix}-${n}`, ...over });
  const [{ id: loneBrand }] = await queryRows<{ id: number }>(db, sql`insert into brands (name, status) values (${`Fixture Eşleşmesiz ${prefix}`}, 1) returning id`);
  const own = [];
  for (const n of ['001', '002', '003', '004']) own.push(await product(cat.supplies.TDR001, n));
  const distyMade = await product(cat.supplies.TDR001, 'D01');
  const otherDistyMade = await product(cat.supplies.TDR001, 'D02');
  await db.execute(sql`update models set created_by_disty_id = ${cat.disties.DST001} where id = ${distyMade.id}`);
  await db.execute(sql`update models set created_by_disty_id = ${cat.disties.DST002} where id = ${otherDistyMade.id}`);
  return {
    own,
    other: await product(cat.supplies.TDR002, 'T2'),
    unmapped: await product(cat.supplies.TDR001, 'UM', { brandId: loneBrand }),
    waiting: await product(cat.supplies.TDR001, 'WT', { approveType: 'WAITING' }),
    distyMade,
    otherDistyMade,
    farSupply: await product(cat.supplies.TDR003, 'T3'),
  };
}

/** A supplier version of the product approved by `distyId` (and, optionally, the distributor's reseller price on it). */
export async function approvedSupplierPrice(built: BuiltApp, modelId: number, distyId: number, opts: { startDay?: string; resellerPrice?: number } = {}) {
  await inTransaction(built.database.db, async (tx) => {
    const startDate = startOf(opts.startDay ?? dayText(-30));
    const [version] = await submitSupplierPrices(
      tx,
      [{ modelId, startDate, taxRatio: 20, distyPrice: 80, recommendedEdmPrice: null, recommendedResellerPrice: 95, recommendedSellPrice: 120 }],
      { userId: null },
    );
    const waiting = await queryRows<{ id: number }>(tx, sql`select id from model_price_disties where model_price_supply_id = ${version} and disty_id = ${distyId}`);
    const [decider] = await queryRows<{ id: number }>(tx, sql`select id from users order by disty_id = ${distyId} desc nulls last, id limit 1`);
    await decidePrices(tx, { ids: waiting.map((w) => w.id), distyId, approve: true, userId: decider.id });
    if (opts.resellerPrice !== undefined) await setDistyPrices(tx, distyId, [{ modelId, startDate, resellerPrice: opts.resellerPrice }], null);
  });
}
