import {
  PRICE_EXCEL_MSG,
  SUPPLY_PRICE_ERRORS_FILE,
  SUPPLY_PRICE_EXCEL_COLUMNS,
  SUPPLY_PRICE_SAMPLE_FILE,
  supplyPriceExcelErrors,
  supplyPriceExcelRead,
  supplyPriceExcelSave,
} from '../../../shared/contract/price-excel.js';
import { PriceExcelScreen, type PriceSheetScreen } from './price-excel-screen.js';

/** Barkod, date (yyyymmdd), the four supplier prices and Kdv Oranı (1, 8, 18, 20). */
const SUPPLY_SHEET: PriceSheetScreen = {
  testId: 'supply-price-excel',
  columns: SUPPLY_PRICE_EXCEL_COLUMNS,
  read: supplyPriceExcelRead,
  errors: supplyPriceExcelErrors,
  save: supplyPriceExcelSave,
  errorsFile: SUPPLY_PRICE_ERRORS_FILE,
  sampleFile: SUPPLY_PRICE_SAMPLE_FILE,
  sampleRow: (day) => ['8690000000017', day, 350, 390, 420, 549.9, 20],
  saved: PRICE_EXCEL_MSG.sentToApproval,
};

/**
 * /ProductPrice-Supply-Excel 'Excel ile Fiyat Yükleme': a supplier's prices of its own
 * products, or a distributor's of the products it created, sent to the distributors for
 * approval ('İşleminiz Onaya Gönderilmiştir').
 */
export default function SupplyPriceExcelPage() {
  return <PriceExcelScreen sheet={SUPPLY_SHEET} />;
}
