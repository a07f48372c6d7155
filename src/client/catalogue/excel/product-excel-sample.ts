import { PRODUCT_EXCEL_COLUMNS } from '../../../shared/catalogue.js';
import { downloadSampleFile } from '../../ui/spreadsheet/sample-file.js';

export const PRODUCT_EXCEL_SAMPLE_NAME = 'Ürün Yükleme Örnek.xlsx';

/**
 * One realistic row in sheet order: names as the catalogue spells them, the price date as
 * yyyymmdd (spec 1 §5), prices with a decimal point, tax ratio one of 1, 8, 18, 20.
 */
export const PRODUCT_EXCEL_SAMPLE_ROW: Record<(typeof PRODUCT_EXCEL_COLUMNS)[number][1], string | number> = {
  category: 'Şarj Ürünleri',
  subCategory: 'Duvar Şarj Adaptörleri',
  brand: 'Anker',
  name: 'Anker 20W USB-C Hızlı Şarj Adaptörü',
  barcode: '8690000000017',
  description: 'PD 3.0 destekli, katlanır fişli duvar adaptörü.',
  origin: 'Çin',
  supplyStatus: 'AÇIK',
  eol: 'HAYIR',
  startDate: 20260101,
  taxRatio: 20,
  distyPrice: 350,
  recommendedEdmPrice: 390,
  recommendedResellerPrice: 420,
  recommendedSellPrice: 549.9,
};

export function downloadProductExcelSample() {
  return downloadSampleFile(
    PRODUCT_EXCEL_SAMPLE_NAME,
    PRODUCT_EXCEL_COLUMNS.map(([header]) => header),
    [PRODUCT_EXCEL_COLUMNS.map(([, field]) => PRODUCT_EXCEL_SAMPLE_ROW[field])],
  );
}
