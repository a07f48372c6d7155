import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { UPLOAD_TIMEOUT_MS } from '../../../shared/catalogue.js';
import type { Endpoint } from '../../../shared/contract/endpoint.js';
import { PRICE_EXCEL_MAX_BYTES, PRICE_EXCEL_MSG, type PriceCheck, priceSaveAnswerSchema, sampleStartDay } from '../../../shared/contract/price-excel.js';
import { download, upload } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { downloadSampleFile } from '../../ui/spreadsheet/sample-file.js';
import { SpreadsheetImport } from '../../ui/spreadsheet/spreadsheet-import.js';
import { MESSAGES_COLUMN, ROW_NUMBER_COLUMN, type ResultColumn } from '../../ui/spreadsheet/upload-result-tabs.js';
import { priceKeys } from '../price-queries.js';

/** One price sheet as a screen shows it: its calls, columns, sample and texts. */
export interface PriceSheetScreen {
  testId: string;
  columns: readonly (readonly [header: string, field: string])[];
  read: Endpoint;
  errors: Endpoint;
  save: Endpoint<z.ZodType, z.ZodType, z.ZodType, typeof priceSaveAnswerSchema>;
  errorsFile: string;
  sampleFile: string;
  /** The sample row in column order; the date cell is `sampleStartDay()`. */
  sampleRow: (day: number) => (string | number)[];
  /** Success of a save. */
  saved: string;
}

/** Result columns: row number, the sheet's columns with the product's name after the barcode, the server's notes. */
export const priceResultColumns = (columns: PriceSheetScreen['columns']): ResultColumn[] => [
  ROW_NUMBER_COLUMN,
  ...columns.flatMap(([header, key]) =>
    key === 'barcode'
      ? [
          { key, header, width: '10rem' },
          { key: 'productName', header: 'Ürün Adı', width: '16rem' },
        ]
      : [{ key, header, width: '9rem' }],
  ),
  MESSAGES_COLUMN,
];

/**
 * A price spreadsheet screen (spec 1 §2.12, §5): sample file, one xlsx/xls (at most
 * 100,000,000 bytes) checked by the server, accepted and erroneous rows in two tabs of 20
 * rows, every erroneous row downloadable, save and clear. Saving sends the file again with
 * the check's digest: the server saves every accepted row or, when the file or a verdict
 * changed since the check, nothing. The spec's random save delay is not copied.
 */
export function PriceExcelScreen({ sheet }: { sheet: PriceSheetScreen }) {
  const client = useQueryClient();
  return (
    <AppPage>
      <SpreadsheetImport<PriceCheck>
        testId={sheet.testId}
        columns={priceResultColumns(sheet.columns)}
        maxBytes={PRICE_EXCEL_MAX_BYTES}
        texts={{
          errorsFound: PRICE_EXCEL_MSG.errorsFound,
          noErrors: PRICE_EXCEL_MSG.noErrors,
          noneApproved: PRICE_EXCEL_MSG.noneApproved,
          saved: sheet.saved,
          acceptedLabel: 'Onaylanan Ürünler',
          erroneousLabel: 'Hatalı Ürünler',
        }}
        read={(file) => upload(sheet.read, { files: [file], timeoutMs: UPLOAD_TIMEOUT_MS }) as Promise<PriceCheck>}
        save={async (file, check) => {
          const answer = await upload(sheet.save, { fields: { checkDigest: check.checkDigest }, files: [file], timeoutMs: UPLOAD_TIMEOUT_MS });
          if (answer.unchanged > 0) toast.info(PRICE_EXCEL_MSG.unchanged(answer.unchanged));
          return answer.count;
        }}
        downloadErrors={(file) => download(sheet.errors, { upload: { files: [file] }, fileName: sheet.errorsFile, timeoutMs: UPLOAD_TIMEOUT_MS })}
        downloadSample={() =>
          downloadSampleFile(
            sheet.sampleFile,
            sheet.columns.map(([header]) => header),
            [sheet.sampleRow(sampleStartDay())],
          )
        }
        onSaved={() => void client.invalidateQueries({ queryKey: priceKeys.all })}
      />
    </AppPage>
  );
}
