import {
  DISTY_PRICE_ERRORS_FILE,
  DISTY_PRICE_EXCEL_COLUMNS,
  DISTY_PRICE_SAMPLE_FILE,
  distyPriceExcelErrors,
  distyPriceExcelRead,
  distyPriceExcelSave,
  PRICE_EXCEL_MSG,
} from '../../../shared/contract/price-excel.js';
import { PriceExcelScreen, type PriceSheetScreen } from './price-excel-screen.js';

/** Barkod, date (yyyymmdd) and Satış Fiyatı (what resellers buy for). */
const DISTY_SHEET: PriceSheetScreen = {
  testId: 'disty-price-excel',
  columns: DISTY_PRICE_EXCEL_COLUMNS,
  read: distyPriceExcelRead,
  errors: distyPriceExcelErrors,
  save: distyPriceExcelSave,
  errorsFile: DISTY_PRICE_ERRORS_FILE,
  sampleFile: DISTY_PRICE_SAMPLE_FILE,
  sampleRow: (day) => ['8690000000017', day, 405.5],
  saved: PRICE_EXCEL_MSG.distyUpdated,
};

/**
 * /ProductPrice-Disty-Excel 'Excel ile Bayi Fiyatı Yükleme': a distributor's reseller
 * prices of products it has an approved supplier price for, in force at once from their
 * date ('Onaylanan Ürünler Başarıyla Güncellendi').
 */
export default function DistyPriceExcelPage() {
  return <PriceExcelScreen sheet={DISTY_SHEET} />;
}
