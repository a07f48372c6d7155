import type { FastifyReply } from 'fastify';
import { PRODUCT_EXCEL_COLUMNS, type ProductExcelField } from '../../../shared/catalogue.js';
import type { ProductExcelCheck } from '../../../shared/contract/models.js';
import { SHEET_MSG } from '../../../shared/spreadsheet.js';
import { type Db, inTransaction } from '../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { isUniqueViolation, validationError } from '../../lib/app-error.js';
import type { SheetRows } from '../../lib/sheet-intake/read-sheet.js';
import { erroneousRowColumns, SheetReport, type WrongRow } from '../../lib/sheet-check.js';
import { sendXlsxArray } from '../../lib/xlsx-reply.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { barcodeTaken } from '../products/product-checks.js';
import { supplyForWrite } from '../products/product-scope.js';
import { readProductSheet } from './product-excel-read.js';
import { insertExcelProducts, loadExcelLookups } from './product-excel-repo.js';
import { countBarcodes, type Issue, productRowChecker, type ValidExcelRow } from './product-excel-validate.js';
import type { SheetRow } from './product-excel-read.js';

type Rows = SheetRows<ProductExcelField>;

/**
 * Checks every row (in chunks, so other requests run in between) and hands each verdict on.
 * `supplyId`: the supply the rows are for (brands must be mapped to it); null when not known yet.
 */
async function checkRows(db: Db, rows: Rows, supplyId: number | null, each: (row: SheetRow, valid: ValidExcelRow | null, issues: Issue[]) => void) {
  const barcodeCount = await countBarcodes(rows);
  const check = productRowChecker(await loadExcelLookups(db, [...barcodeCount.keys()], supplyId), barcodeCount);
  await rows.forEach((row) => {
    const verdict = check(row);
    if (verdict.ok) each(row, verdict.valid, []);
    else each(row, null, verdict.issues);
  });
}

/**
 * The sheet's rows and the supply they are for: a supplier's own, the distributor's pick
 * (checked now, not at saving), or null while a distributor has not picked one.
 */
async function readChecked(deps: AppDeps, user: AuthUser, file: UploadedFile, supplyId: number | undefined): Promise<{ rows: Rows; supplyId: number | null }> {
  const supply = user.supplyId || supplyId !== undefined ? await supplyForWrite(deps.db, user, supplyId) : null;
  return { rows: await readProductSheet(deps.sheets, file), supplyId: supply };
}

/**
 * model/readExcel: the sheet's rows split into accepted and erroneous (nothing is written).
 * The answer is bounded: the first SHEET_REPORT_ROWS of each kind and both totals.
 */
export async function readProductExcel(deps: AppDeps, user: AuthUser, file: UploadedFile, supplyId: number | undefined): Promise<ProductExcelCheck> {
  const { rows, supplyId: supply } = await readChecked(deps, user, file, supplyId);
  const report = new SheetReport<SheetRow>();
  await checkRows(deps.db, rows, supply, (row, valid, issues) => report.add(row, valid ? null : issues));
  return report.answer;
}

const ERROR_EXPORT_COLUMNS = erroneousRowColumns(PRODUCT_EXCEL_COLUMNS);

/**
 * model/readExcel/errors: every erroneous row as an xlsx in the upload's own columns (so
 * the user can fix the rows and upload them again), with the row number and the messages.
 */
export async function sendProductExcelErrors(deps: AppDeps, user: AuthUser, file: UploadedFile, supplyId: number | undefined, reply: FastifyReply) {
  const { rows, supplyId: supply } = await readChecked(deps, user, file, supplyId);
  const wrong: WrongRow<ProductExcelField>[] = [];
  await checkRows(deps.db, rows, supply, (row, valid, issues) => {
    if (!valid) wrong.push({ row, issues });
  });
  return sendXlsxArray(reply, 'Hatalı Ürünler.xlsx', ERROR_EXPORT_COLUMNS, wrong);
}

const INSERT_CHUNK = 5_000;

/**
 * model/saveExcel: the file's accepted rows become new products awaiting approval, all or
 * nothing. The file is read and checked again inside the transaction; if its accepted
 * rows are not the ones the user saw (`acceptedCount`), nothing is saved.
 */
export async function saveProductExcel(
  deps: AppDeps,
  user: AuthUser,
  file: UploadedFile,
  body: { supplyId?: number; acceptedCount: number },
): Promise<{ count: number }> {
  const supplyId = await supplyForWrite(deps.db, user, body.supplyId);
  const rows = await readProductSheet(deps.sheets, file);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const valid: ValidExcelRow[] = [];
      await checkRows(tx, rows, supplyId, (_row, ok) => {
        if (ok) valid.push(ok);
      });
      if (valid.length !== body.acceptedCount) throw validationError([{ field: 'file', message: SHEET_MSG.changedSinceRead }]);
      let count = 0;
      for (let at = 0; at < valid.length; at += INSERT_CHUNK) {
        count += await insertExcelProducts(tx, valid.slice(at, at + INSERT_CHUNK), supplyId, user.supplyId ? null : user.distyId, user.id);
      }
      return { count };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'models_barcode_uq')) throw barcodeTaken();
    throw error;
  }
}
