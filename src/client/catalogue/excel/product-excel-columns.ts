import { PRODUCT_EXCEL_COLUMNS } from '../../../shared/catalogue.js';
import { MESSAGES_COLUMN, ROW_NUMBER_COLUMN, type ResultColumn } from '../../ui/spreadsheet/upload-result-tabs.js';

const WIDE = new Set(['name', 'description']);

/** Result table columns: the sheet's row number, every sheet column under its header, then the server's notes of a wrong row. */
export const PRODUCT_EXCEL_RESULT_COLUMNS: ResultColumn[] = [
  ROW_NUMBER_COLUMN,
  ...PRODUCT_EXCEL_COLUMNS.map(([header, key]) => ({ key, header, width: WIDE.has(key) ? '14rem' : '9rem' })),
  MESSAGES_COLUMN,
];
