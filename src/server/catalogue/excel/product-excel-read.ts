import { PRODUCT_EXCEL_COLUMNS, PRODUCT_EXCEL_MAX_ROWS, type ProductExcelField } from '../../../shared/catalogue.js';
import type { SheetIntake, SheetRecord, SheetRows, SheetSpec } from '../../lib/sheet-intake/read-sheet.js';
import type { UploadedFile } from '../../plugins/uploads.js';

export type SheetRow = SheetRecord<ProductExcelField>;

const PRODUCT_SHEET: SheetSpec<ProductExcelField> = { columns: PRODUCT_EXCEL_COLUMNS, maxRows: PRODUCT_EXCEL_MAX_ROWS };

/**
 * The first sheet of a product spreadsheet, read off the event loop under the intake's
 * caps. The header row must name every column of PRODUCT_EXCEL_COLUMNS, in any order;
 * blank rows are skipped; rowNumber is the row's number in the sheet.
 */
export const readProductSheet = (sheets: SheetIntake, file: UploadedFile): Promise<SheetRows<ProductExcelField>> => sheets.read(file, PRODUCT_SHEET);
