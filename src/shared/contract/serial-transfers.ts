import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell } from '../export-cells.js';
import { formatDateTime } from '../format.js';
import {
  exportRangeRule,
  LEDGER_FILES,
  LEDGER_MSG,
  pickedTimeSchema,
  searchOrderRule,
  TRANSFER_EXPORT_MAX_MS,
  TRANSFER_MAX_BYTES,
} from '../ledger.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { coercedIdSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';

/**
 * /mySerialTransfers and /serialTransfersFromMe (spec 2 §2.11, §3 Serial transfer record and
 * filter, §5, §8): units moved between resellers of one family (the same main dealer). The
 * receiving reseller uploads a file of serials ('Aksesuar Seri Numara'); the server moves the
 * family's units it names and answers the three lists. A reseller sees the transfers to it and
 * from it, never another's. Our paths: POST /serialTransfer/toMe, /serialTransfer/fromMe (+ /findAll
 * xlsx), GET /serialTransfer/detail/:id, POST /serialTransfer/upload (multipart).
 */
const text = (max: number) => z.string().trim().max(max);

export const transferFilterSchema = z
  .object({
    serialNo: text(100).optional(),
    barcode: text(50).optional(),
    saleDateStart: pickedTimeSchema.optional(),
    saleDateEnd: pickedTimeSchema.optional(),
    /** /serialTransfersFromMe: the receiving reseller. */
    resellerCode: text(50).optional(),
    /** /mySerialTransfers: the transferring reseller. */
    transferredResellerCode: text(50).optional(),
  })
  .superRefine((f, ctx) => {
    const refused = searchOrderRule(f.saleDateStart, f.saleDateEnd);
    if (refused) ctx.addIssue({ code: 'custom', path: ['saleDateEnd'], message: refused });
  });
export type TransferFilter = z.infer<typeof transferFilterSchema>;

/** Spec 2 §5: both dates, at most 93 days apart, the start first. */
export const transferExportRule = (f: TransferFilter) => exportRangeRule(f.saleDateStart, f.saleDateEnd, TRANSFER_EXPORT_MAX_MS, LEDGER_MSG.exportOverThreeMonths);

export const transferRowSchema = z.object({
  id: z.number(),
  /** When the units moved (the spec's invoiceDateString). */
  createDateTime: z.string(),
  resellerCode: z.string(),
  resellerName: z.string(),
  transferredByCode: z.string(),
  transferredByName: z.string(),
  lineCount: z.number(),
});
export type TransferRow = z.infer<typeof transferRowSchema>;

const transferList = (id: string, title: string, path: string, screen: string, fileName: string) =>
  defineList({
    id,
    title,
    path,
    access: screens(screen),
    filter: transferFilterSchema,
    row: transferRowSchema,
    columns: [
      { key: 'createDateTime', header: 'Devir Tarihi', text: (r) => formatDateTime(r.createDateTime), exportCell: (r) => dateCell(r.createDateTime), exportWidth: 18 },
      { key: 'transferredBy', header: 'Devreden Bayi', text: (r) => `${r.transferredByCode} - ${r.transferredByName}`, exportWidth: 40 },
      { key: 'reseller', header: 'Devralan Bayi', text: (r) => `${r.resellerCode} - ${r.resellerName}`, exportWidth: 40 },
      { key: 'lineCount', header: 'Adet', text: (r) => r.lineCount, exportCell: (r) => r.lineCount, exportWidth: 8 },
    ],
    sorts: ['createDateTime', 'lineCount'],
    defaultSort: 'createDateTime,desc',
    pageSizes: PAGE_SIZE_OPTIONS,
    defaultPageSize: 10,
    emptyText: LEDGER_MSG.empty,
    export: { path: `${path}/findAll`, fileName, rule: transferExportRule },
  });

export const transfersToMeList = transferList('transfers-to-me', 'Bayiye gelen seri numara transferleri', '/serialTransfer/toMe', '/mySerialTransfers', LEDGER_FILES.toMe);
export const transfersFromMeList = transferList('transfers-from-me', 'Bayinin yaptığı seri numara transferleri', '/serialTransfer/fromMe', '/serialTransfersFromMe', LEDGER_FILES.fromMe);

/** Spec 2 §3: productSaleInfoDetailList of a transfer (serialNo, barcode, model name, brand). */
export const transferLineSchema = z.object({ id: z.number(), serialNo: z.string(), barcode: z.string(), modelName: z.string(), brandName: z.string() });
export type TransferLine = z.infer<typeof transferLineSchema>;

export const transferDetail = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/serialTransfer/detail/:id',
  summary: 'Seri numara transferi detayı (satırlarıyla)',
  description: 'Kapsam dışı transfer 404.',
  access: screens('/mySerialTransfers', '/serialTransfersFromMe'),
  params: z.object({ id: coercedIdSchema }),
  response: transferRowSchema.extend({ productSaleInfoDetailList: z.array(transferLineSchema) }),
});

/** Spec 2 §2.11 upload results. */
export const transferUploadResultSchema = z.object({
  transferred: z.number(),
  notFoundSerialNoList: z.array(z.string()),
  soldSerialNoList: z.array(z.string()),
  alreadyExistSerialNoList: z.array(z.string()),
});
export type TransferUploadResult = z.infer<typeof transferUploadResultSchema>;

export const transferUpload = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/serialTransfer/upload',
  summary: 'Seri numara transferi yükle (Excel)',
  access: screens('/mySerialTransfers'),
  upload: { field: 'file', kind: 'spreadsheet', maxFiles: 1, maxBytes: TRANSFER_MAX_BYTES, required: true },
  response: transferUploadResultSchema,
});

export const TRANSFER_TEXTS = {
  upload: 'Excel Yükle',
  sample: 'Örnek Excel',
  detail: 'Detay',
  detailTitle: 'Devir Detayı',
} as const;
