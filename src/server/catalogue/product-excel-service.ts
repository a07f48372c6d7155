import type { ProductExcelCheck, ProductExcelRow } from '../../shared/contract/models.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation, validationError } from '../lib/app-error.js';
import type { AuthUser } from '../plugins/access-guard.js';
import type { UploadedFile } from '../plugins/uploads.js';
import { barcodeTaken } from './model-checks.js';
import { supplyForWrite } from './model-scope.js';
import { inTransaction } from './model-sql.js';
import { readProductSheet, type SheetRow } from './product-excel-read.js';
import { insertExcelProducts, loadExcelLookups } from './product-excel-repo.js';
import { validateExcelRows } from './product-excel-validate.js';

const barcodesOf = (rows: SheetRow[]) => [...new Set(rows.map((r) => r.barcode).filter((b): b is string => !!b))];

/** model/readExcel: the sheet's rows split into accepted and erroneous (nothing is written). */
export async function readProductExcel(db: Db, user: AuthUser, file: UploadedFile, supplyId: number | undefined): Promise<ProductExcelCheck> {
  // A distributor that already picked a supply learns now, not at saving, that it may not.
  if (!user.supplyId && supplyId !== undefined) await supplyForWrite(db, user, supplyId);
  const rows = readProductSheet(file.data);
  const { checkData, errorData } = validateExcelRows(rows, await loadExcelLookups(db, barcodesOf(rows)));
  return { checkData, errorData, number: errorData.length };
}

/**
 * model/saveExcel: the accepted rows as new products awaiting approval. The rows come
 * back from the browser, so every one is checked again; one wrong row and nothing is saved.
 */
export async function saveProductExcel(db: Db, user: AuthUser, body: { supplyId?: number; rows: ProductExcelRow[] }): Promise<{ count: number }> {
  const supplyId = await supplyForWrite(db, user, body.supplyId);
  const rows: SheetRow[] = body.rows.map((row, i) => ({ ...row, rowNumber: i + 1 }));
  try {
    return await inTransaction(db, async (tx) => {
      const { valid, issuesByRow } = validateExcelRows(rows, await loadExcelLookups(tx, barcodesOf(rows)));
      if (issuesByRow.length) {
        throw validationError(
          issuesByRow.flatMap(({ rowNumber, issues }) =>
            issues.map((issue) => ({ field: `rows.${rowNumber - 1}.${issue.field}`, message: `${rowNumber}. satır - ${issue.message}` })),
          ),
        );
      }
      const count = await insertExcelProducts(tx, valid, supplyId, user.supplyId ? null : user.distyId, user.id);
      return { count };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'models_barcode_uq')) throw barcodeTaken();
    throw error;
  }
}
