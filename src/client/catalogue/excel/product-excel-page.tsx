import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isDistyRole } from '../../../shared/access.js';
import { CATALOGUE_MSG, PRODUCT_EXCEL_MAX_BYTES, UPLOAD_TIMEOUT_MS } from '../../../shared/catalogue.js';
import { productExcelErrors, productExcelRead, productExcelSave } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { download, upload } from '../../lib/api.js';
import { useSessionUser } from '../../lib/session.js';
import { SelectField } from '../../ui/select-field.js';
import { SpreadsheetImport } from '../../ui/spreadsheet/spreadsheet-import.js';
import { catalogueKeys, useSupplies } from '../catalogue-queries.js';
import { PRODUCT_EXCEL_RESULT_COLUMNS } from './product-excel-columns.js';
import { downloadProductExcelSample } from './product-excel-sample.js';

function SupplyPicker({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  const { data = [] } = useSupplies();
  return (
    <SelectField
      testId="product-excel-supply"
      label="Tedarikçi"
      value={value}
      options={data.map((s) => ({ value: String(s.id), label: `${s.code} - ${s.name}` }))}
      onValue={onValue}
      helperText={value ? undefined : CATALOGUE_MSG.supplyRequired}
    />
  );
}

const TEXTS = {
  errorsFound: CATALOGUE_MSG.wrongProductFound,
  noErrors: CATALOGUE_MSG.noWrongProduct,
  noneApproved: CATALOGUE_MSG.noApprovedProduct,
  saved: CATALOGUE_MSG.excelSentToApproval,
  acceptedLabel: 'Onaylanan Ürünler',
  erroneousLabel: 'Hatalı Ürünler',
};

/**
 * /ProductExcel 'Excel ile Ürün Yükleme' (spec 1 §2.13, §5): sample file, upload checked by
 * the server, accepted and erroneous rows in two tabs, accepted rows sent to approval.
 * A distributor first picks which of its supplies the products belong to (a new pick
 * clears the loaded rows). Saving sends the file again with the accepted count the user
 * saw (the server checks it anew).
 */
export default function ProductExcelPage() {
  const user = useSessionUser();
  const isDisty = isDistyRole(user?.user.roles ?? []);
  const client = useQueryClient();
  const [supplyId, setSupplyId] = useState('');
  const supplyField = isDisty ? { supplyId } : {};

  return (
    <AppPage>
      <SpreadsheetImport
        testId="product-excel"
        columns={PRODUCT_EXCEL_RESULT_COLUMNS}
        maxBytes={PRODUCT_EXCEL_MAX_BYTES}
        texts={TEXTS}
        inputs={isDisty ? <SupplyPicker value={supplyId} onValue={setSupplyId} /> : undefined}
        // Rows were checked against the chosen supply's catalogue.
        resetKey={supplyId}
        uploadDisabled={isDisty && !supplyId}
        read={(file) => upload(productExcelRead, { fields: supplyField, files: [file], timeoutMs: UPLOAD_TIMEOUT_MS })}
        save={async (file, check) =>
          (await upload(productExcelSave, { fields: { ...supplyField, acceptedCount: check.acceptedCount }, files: [file], timeoutMs: UPLOAD_TIMEOUT_MS })).count
        }
        downloadErrors={(file) => download(productExcelErrors, { upload: { fields: supplyField, files: [file] }, fileName: 'Hatalı Ürünler.xlsx', timeoutMs: UPLOAD_TIMEOUT_MS })}
        downloadSample={downloadProductExcelSample}
        onSaved={() => void client.invalidateQueries({ queryKey: catalogueKeys.products() })}
      />
    </AppPage>
  );
}
