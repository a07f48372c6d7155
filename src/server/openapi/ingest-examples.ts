import { INGEST_MSG, type IngestRefusal } from '../../shared/contract/ingest.js';
import { ERROR_CODES, type ErrorEnvelope } from '../../shared/errors.js';

/**
 * Request and answer examples of the ingestion feeds (`POST /api/ingest/<feed>`), shown by the
 * OpenAPI document (`examples`) and the reference page. Each request example is a valid batch for
 * its row schema (openapi-examples.test.ts parses them with the contracts' schemas, and the lint
 * checks them against the document's JSON Schema); each refusal is a real message of its feed.
 */
export interface FeedExamples {
  /** A batch of two rows. */
  request: { rows: Record<string, unknown>[] };
  /** The 422 of a batch with one bad row: the envelope with its IngestRefusal. */
  refusal: { row: Record<string, unknown>; error: { field: string; message: string } };
}

export const INGEST_EXAMPLES: Readonly<Record<string, FeedExamples>> = {
  '/ingest/distyStock': {
    request: {
      rows: [
        { distyCode: 'DST001', barcode: '8690000000017', quantity: 25 },
        { distyCode: 'DST001', barcode: '8690000000024', quantity: 0 },
      ],
    },
    refusal: { row: { distyCode: 'DST001', barcode: '0000000000000', quantity: 3 }, error: { field: 'barcode', message: 'Barkod bulunamadı.' } },
  },
  '/ingest/resellers': {
    request: {
      rows: [
        { code: 'BY10001', name: 'Örnek İletişim Ltd.', parentCode: null, distyCode: 'DST001', resellerType: 'BAYI', active: true, email: 'bayi@example.com', phoneNumber: '05321234567', province: 'İstanbul', district: 'Kadıköy' },
        { code: 'BY10002', name: 'Örnek İletişim Şube', parentCode: 'BY10001', distyCode: 'DST001', active: true },
      ],
    },
    refusal: { row: { code: 'BY10003', name: 'Yeni Bayi', parentCode: 'BY99999', distyCode: 'DST001' }, error: { field: 'parentCode', message: 'Üst bayi kodu bulunamadı (ne kayıtlı ne de bu gönderimde).' } },
  },
  '/ingest/supplyInvoices': {
    request: {
      rows: [
        { supplyCode: 'TDR001', distyCode: 'DST001', invoiceNo: 'TF2026000123', invoiceDate: '2026-11-27', waybillNo: null, barcode: '8690000000017', serialNo: 'SN000000001', price: 850, discount: 0, vatRatio: 20 },
        { supplyCode: 'TDR001', distyCode: 'DST001', invoiceNo: 'TF2026000123', invoiceDate: '2026-11-27', waybillNo: null, barcode: '8690000000017', serialNo: 'SN000000002', price: 850, discount: 50, vatRatio: 20, description: 'Kampanya indirimi' },
      ],
    },
    refusal: {
      row: { supplyCode: 'TDR001', distyCode: 'DST001', invoiceNo: 'TF2026000124', invoiceDate: '2026-02-30', barcode: '8690000000017', serialNo: 'SN000000003', price: 850, vatRatio: 20 },
      error: { field: 'invoiceDate', message: 'Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalıdır.' },
    },
  },
  '/ingest/distribution': {
    request: {
      rows: [
        { type: 'INVOICE', distyCode: 'DST001', resellerCode: 'BY10001', invoiceNo: 'DF2026000456', invoiceDate: '2026-11-28', barcode: '8690000000017', serialNo: 'SN000000001', price: 1000, discount: 0, vatRatio: 20, shipmentCompanyName: 'Örnek Kargo', shipmentTrackingCode: 'KRG123456' },
        { type: 'WAYBILL', distyCode: 'DST001', resellerCode: 'BY10001', waybillNo: 'IRS2026000789', waybillDate: '2026-11-28', barcode: '8690000000017', serialNo: 'SN000000002', price: 1000, vatRatio: 20 },
      ],
    },
    refusal: {
      row: { type: 'WAYBILL', distyCode: 'DST001', resellerCode: 'BY10001', invoiceNo: 'DF2026000457', barcode: '8690000000017', serialNo: 'SN000000004', price: 1000, vatRatio: 20 },
      error: { field: 'waybillNo', message: 'İrsaliye için irsaliye numarası ve tarihi zorunludur; fatura numarası gönderilmez.' },
    },
  },
  '/ingest/sales': {
    request: {
      rows: [
        { saleNo: 'OPR-2026-000001', resellerCode: 'BY10001', completedDateTime: '2026-11-28T14:30', productSaleType: 'VANILLA', customerType: 'MOBILE', customerName: 'Ayşe', customerSurname: 'Yılmaz', customerPhoneNo: '05321234567', barcode: '8690000000017', serialNo: 'SN000000001', price: 1199.9 },
        { saleNo: 'OPR-2026-000002', resellerCode: 'BY10001', completedDateTime: '2026-11-28T15:05:00+03:00', productSaleType: 'VANILLA', customerType: 'BROADBAND', customerName: 'Ali', customerSurname: 'Kaya', customerServiceNo: '1234567890', sellerName: 'Mehmet', sellerSurname: 'Demir', barcode: '8690000000017', serialNo: 'SN000000002', price: 1199.9 },
      ],
    },
    refusal: {
      row: { saleNo: 'OPR-2026-000003', resellerCode: 'BY99999', completedDateTime: '2026-11-28T16:00', productSaleType: 'VANILLA', customerType: 'FIXED_LINE', customerName: 'Can', customerSurname: 'Öz', customerPstnNo: '2161234567', barcode: '8690000000017', serialNo: 'SN000000005', price: 99.9 },
      error: { field: 'resellerCode', message: 'Bayi kodu bulunamadı.' },
    },
  },
};

/** The 422 of a two-row batch whose second row is `refusal.row`: what the server answers (batch-ingest.ts refusedBatch). */
export function refusalExample(feed: FeedExamples): { request: { rows: Record<string, unknown>[] }; answer: ErrorEnvelope & { details: IngestRefusal } } {
  const details: IngestRefusal = { totalRows: 2, rejectedRows: 1, errors: [{ row: 2, ...feed.refusal.error }] };
  return {
    request: { rows: [feed.request.rows[0], feed.refusal.row] },
    answer: { status: 422, code: ERROR_CODES.VALIDATION, message: String(ERROR_CODES.VALIDATION), description: INGEST_MSG.rejected(1, 2), errors: [], fields: ['rows'], details },
  };
}
