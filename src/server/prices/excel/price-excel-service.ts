import type { FastifyReply } from 'fastify';
import {
  DISTY_PRICE_ERRORS_FILE,
  DISTY_PRICE_EXCEL_COLUMNS,
  type DistyPriceExcelField,
  PRICE_EXCEL_MAX_ROWS,
  SUPPLY_PRICE_ERRORS_FILE,
  SUPPLY_PRICE_EXCEL_COLUMNS,
  type SupplyPriceExcelField,
} from '../../../shared/contract/price-excel.js';
import { ERROR_CODES } from '../../../shared/errors.js';
import { MSG } from '../../../shared/messages.js';
import { SHEET_MSG } from '../../../shared/spreadsheet.js';
import { type Db, inTransaction } from '../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { codedError, validationError } from '../../lib/app-error.js';
import { erroneousRowColumns, type RowVerdict, type SheetCheck, SheetReport, VerdictDigest, type WrongRow } from '../../lib/sheet-check.js';
import type { SheetRecord, SheetRows, SheetSpec } from '../../lib/sheet-intake/read-sheet.js';
import { type ExportColumn, sendXlsxArray } from '../../lib/xlsx-reply.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { type DistyVersionInput, setDistyPrices, submitSupplierPrices, type SupplierVersionInput } from '../price-versions.js';
import {
  carriedResellerPrices,
  distySheetProducts,
  type SheetOwner,
  type SheetProduct,
  supplierSheetProducts,
  unchangedDistyRows,
  unchangedSupplierRows,
} from './price-excel-repo.js';
import { istanbulToday } from '../price-start.js';
import { checkDistyPriceRow, checkSupplyPriceRow, countRepeats, type PriceSheetLookups } from './price-excel-validate.js';

/**
 * The two price sheets (docs/prices.md): read and check (nothing written), download the
 * erroneous rows, save all accepted rows in one transaction. Both follow one flow; a
 * sheet kind says whose products it takes, how a row is checked and how rows are written.
 */
interface PriceSheet<F extends string, V> {
  spec: SheetSpec<F>;
  errorColumns: ExportColumn<WrongRow<F>>[];
  errorsFile: string;
  /** The caller as an owner of prices on this sheet; 403 for anyone else. */
  owner(user: AuthUser): SheetOwner;
  products(db: Db, owner: SheetOwner, barcodes: string[]): Promise<Map<string, SheetProduct>>;
  check(row: SheetRecord<F>, lookups: PriceSheetLookups): RowVerdict<F, V>;
  /** Indexes of `rows` that change nothing (equal to the version in force at their start). */
  unchanged(tx: Db, owner: SheetOwner, rows: V[]): Promise<Set<number>>;
  /** Writes the rows as new versions; answers how many. */
  write(tx: Db, owner: SheetOwner, userId: number, rows: V[]): Promise<number>;
}

const forbidden = () => codedError(403, ERROR_CODES.FORBIDDEN, MSG.forbidden);
function distyOf(owner: SheetOwner): number {
  if (owner.kind !== 'disty') throw forbidden();
  return owner.distyId;
}

/** A distributor caller as an owner of prices (403 for anyone else). */
function distyOwner(user: AuthUser): SheetOwner {
  if (user.distyId) return { kind: 'disty', distyId: user.distyId };
  throw forbidden();
}

/** What a sheet's columns give: the file's spec, the erroneous rows' columns, and that file's name. */
const sheetOf = <F extends string>(columns: SheetSpec<F>['columns'], errorsFile: string) => ({
  spec: { columns, maxRows: PRICE_EXCEL_MAX_ROWS },
  errorColumns: erroneousRowColumns(columns),
  errorsFile,
});

/** Supplier prices: a supplier's own supply, or a distributor's own creations (its own row approved at once). */
export const SUPPLY_PRICE_SHEET: PriceSheet<SupplyPriceExcelField, SupplierVersionInput> = {
  ...sheetOf(SUPPLY_PRICE_EXCEL_COLUMNS, SUPPLY_PRICE_ERRORS_FILE),
  owner: (user) => (user.supplyId ? { kind: 'supply', supplyId: user.supplyId } : distyOwner(user)),
  products: supplierSheetProducts,
  check: checkSupplyPriceRow,
  unchanged: (tx, _owner, rows) => unchangedSupplierRows(tx, rows),
  async write(tx, owner, userId, rows) {
    if (owner.kind === 'supply') return (await submitSupplierPrices(tx, rows, { userId })).length;
    const carried = await carriedResellerPrices(tx, owner.distyId, rows);
    const withCarried = rows.map((r, i) => ({ ...r, resellerPrice: carried[i] }));
    return (await submitSupplierPrices(tx, withCarried, { userId, ownDistyId: owner.distyId })).length;
  },
};

/** A distributor's reseller prices of products it has an approved supplier version of. */
export const DISTY_PRICE_SHEET: PriceSheet<DistyPriceExcelField, DistyVersionInput> = {
  ...sheetOf(DISTY_PRICE_EXCEL_COLUMNS, DISTY_PRICE_ERRORS_FILE),
  owner: distyOwner,
  products: (db, owner, barcodes) => distySheetProducts(db, distyOf(owner), barcodes),
  check: checkDistyPriceRow,
  unchanged: (tx, owner, rows) => unchangedDistyRows(tx, distyOf(owner), rows),
  write: async (tx, owner, userId, rows) => (await setDistyPrices(tx, distyOf(owner), rows, userId)).length,
};

type Verdict<F extends string, V> = { row: SheetRecord<F>; verdict: RowVerdict<F, V>; product: SheetProduct | null };

/**
 * Checks every row of the file (in slices, so other requests run in between) against the
 * products the owner may price, and hands each verdict on.
 */
async function checkRows<F extends string, V>(db: Db, sheet: PriceSheet<F, V>, owner: SheetOwner, rows: SheetRows<F>, each: (v: Verdict<F, V>) => void) {
  const { barcodes, repeats } = await countRepeats(rows as SheetRows<F | 'barcode' | 'startDate'>);
  const lookups: PriceSheetLookups = { products: await sheet.products(db, owner, barcodes), repeats, today: istanbulToday() };
  await rows.forEach((row) => {
    const barcode = (row as SheetRecord<F | 'barcode'>).barcode;
    each({ row, verdict: sheet.check(row, lookups), product: barcode ? (lookups.products.get(barcode) ?? null) : null });
  });
}

const fieldsOf = <F extends string>(sheet: PriceSheet<F, unknown>) => sheet.spec.columns.map(([, field]) => field);

export type PriceCheckAnswer<F extends string> = SheetCheck<SheetRecord<F> & { productName: string | null }> & { checkDigest: string };

/**
 * readExcel: the file's rows split into accepted and erroneous (nothing is written), the
 * first SHEET_REPORT_ROWS of each with both totals, and the digest a save must send back.
 */
export async function readPriceSheet<F extends string, V>(deps: AppDeps, user: AuthUser, file: UploadedFile, sheet: PriceSheet<F, V>): Promise<PriceCheckAnswer<F>> {
  const owner = sheet.owner(user);
  const rows = await deps.sheets.read(file, sheet.spec);
  const report = new SheetReport<SheetRecord<F> & { productName: string | null }>();
  const digest = new VerdictDigest(fieldsOf(sheet));
  await checkRows(deps.db, sheet, owner, rows, ({ row, verdict, product }) => {
    digest.add(row, verdict.ok);
    // The product's name helps to recognise a row; only a product the caller may price is named.
    report.add({ ...row, productName: product?.name ?? null }, verdict.ok ? null : verdict.issues);
  });
  return { ...report.answer, checkDigest: digest.hex() };
}

/** excel: every erroneous row of the file as an xlsx in the upload's own columns, with row numbers and messages. */
export async function sendPriceSheetErrors<F extends string, V>(deps: AppDeps, user: AuthUser, file: UploadedFile, sheet: PriceSheet<F, V>, reply: FastifyReply) {
  const owner = sheet.owner(user);
  const rows = await deps.sheets.read(file, sheet.spec);
  const wrong: WrongRow<F>[] = [];
  await checkRows(deps.db, sheet, owner, rows, ({ row, verdict }) => {
    if (!verdict.ok) wrong.push({ row, issues: verdict.issues });
  });
  return sendXlsxArray(reply, sheet.errorsFile, sheet.errorColumns, wrong);
}

/**
 * Rows per write statement. Set-based writes pay per statement for locking the products and
 * re-dating their timelines, so fewer, larger statements are faster (measured: 100,000 rows
 * in 10 statements 9.5 s, in 2 about 7 s on PostgreSQL); 50,000 rows are a ~8 MB parameter.
 */
const WRITE_CHUNK = 50_000;

/**
 * saveExcel: the file's accepted rows become new price versions, all or nothing. The file
 * is read and checked again inside the transaction; when a cell or a verdict differs from
 * the check the user saw (`checkDigest`), nothing is saved. A row equal to the version in
 * force at its start changes nothing and is skipped (`unchanged`): saving a file twice
 * adds nothing the second time.
 */
export async function savePriceSheet<F extends string, V>(
  deps: AppDeps,
  user: AuthUser,
  file: UploadedFile,
  sheet: PriceSheet<F, V>,
  checkDigest: string,
): Promise<{ count: number; unchanged: number }> {
  const owner = sheet.owner(user);
  const rows = await deps.sheets.read(file, sheet.spec);
  return inTransaction(deps.db, async (tx) => {
    const valid: V[] = [];
    const digest = new VerdictDigest(fieldsOf(sheet));
    await checkRows(tx, sheet, owner, rows, ({ row, verdict }) => {
      digest.add(row, verdict.ok);
      if (verdict.ok) valid.push(verdict.valid);
    });
    if (digest.hex() !== checkDigest) throw validationError([{ field: 'file', message: SHEET_MSG.changedSinceRead }]);
    const answer = { count: 0, unchanged: 0 };
    for (let at = 0; at < valid.length; at += WRITE_CHUNK) {
      const chunk = valid.slice(at, at + WRITE_CHUNK);
      const same = await sheet.unchanged(tx, owner, chunk);
      answer.unchanged += same.size;
      answer.count += await sheet.write(tx, owner, user.id, chunk.filter((_, i) => !same.has(i)));
    }
    return answer;
  });
}
