import { IonButton, IonIcon } from '@ionic/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloudDownloadOutline, saveOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { isDistyRole } from '../../../shared/access.js';
import { CATALOGUE_MSG, PRODUCT_EXCEL_MAX_BYTES, UPLOAD_TIMEOUT_MS } from '../../../shared/catalogue.js';
import { productExcelErrors, productExcelRead, productExcelSave, type ProductExcelCheck } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { download, upload } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { useSessionUser } from '../../lib/session.js';
import { toast } from '../../lib/toast.js';
import { SelectField } from '../../ui/select-field.js';
import { SpreadsheetUpload } from '../../ui/spreadsheet/spreadsheet-upload.js';
import { UploadResultTabs } from '../../ui/spreadsheet/upload-result-tabs.js';
import { catalogueKeys, useSupplies } from '../catalogue-queries.js';
import { PRODUCT_EXCEL_RESULT_COLUMNS } from './product-excel-columns.js';
import { downloadProductExcelSample } from './product-excel-sample.js';
import './product-excel-page.css';

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

/**
 * /ProductExcel 'Excel ile Ürün Yükleme' (spec 1 §2.13, §5): sample file, upload checked by
 * the server, accepted and erroneous rows in two tabs, accepted rows sent to approval.
 * A distributor first picks which of its supplies the products belong to. Saving sends
 * the file again with the accepted count the user saw (the server checks it anew).
 */
export default function ProductExcelPage() {
  const user = useSessionUser();
  const isDisty = isDistyRole(user?.user.roles ?? []);
  const client = useQueryClient();
  const [supplyId, setSupplyId] = useState('');
  const [result, setResult] = useState<{ file: File; check: ProductExcelCheck } | null>(null);
  // A new key remounts the upload field, so 'Temizle' also forgets the chosen file.
  const [uploadKey, setUploadKey] = useState(0);

  const clear = () => {
    setResult(null);
    setUploadKey((k) => k + 1);
  };

  const supplyField = isDisty ? { supplyId } : {};
  const read = useMutation({
    mutationFn: async (file: File) => ({
      file,
      check: await upload(productExcelRead, { fields: supplyField, files: [file], timeoutMs: UPLOAD_TIMEOUT_MS }),
    }),
    onSuccess: (next) => {
      setResult(next);
      toast.info(next.check.number > 0 ? CATALOGUE_MSG.wrongProductFound : CATALOGUE_MSG.noWrongProduct);
    },
  });

  const downloadErrors = (file: File) =>
    void download(productExcelErrors, { upload: { fields: supplyField, files: [file] }, fileName: 'Hatalı Ürünler.xlsx', timeoutMs: UPLOAD_TIMEOUT_MS }).catch(handleError);

  const save = useMutation({
    mutationFn: ({ file, acceptedCount }: { file: File; acceptedCount: number }) =>
      upload(productExcelSave, { fields: { ...supplyField, acceptedCount }, files: [file], timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: ({ count }) => {
      if (count === 0) {
        toast.warn(CATALOGUE_MSG.noApprovedProduct);
        return;
      }
      toast.success(CATALOGUE_MSG.excelSentToApproval);
      clear();
      void client.invalidateQueries({ queryKey: catalogueKeys.products() });
    },
  });


  const onSave = () => {
    if (!result || result.check.acceptedCount === 0) {
      toast.warn(CATALOGUE_MSG.noApprovedProduct);
      return;
    }
    save.mutate({ file: result.file, acceptedCount: result.check.acceptedCount });
  };

  const busy = read.isPending || save.isPending;

  return (
    <AppPage>
      <section className="panel product-excel" data-testid="product-excel">
        <div className="product-excel-head">
          <IonButton fill="outline" onClick={() => void downloadProductExcelSample().catch(handleError)} data-testid="product-excel-sample">
            <IonIcon slot="start" icon={cloudDownloadOutline} />
            Örnek Dosya İndir
          </IonButton>
        </div>
        <div className={isDisty ? 'product-excel-inputs product-excel-inputs-two' : 'product-excel-inputs'}>
          {isDisty && (
            <SupplyPicker
              value={supplyId}
              onValue={(v) => {
                setSupplyId(v);
                // Rows were checked against the previous supply's catalogue.
                clear();
              }}
            />
          )}
          <SpreadsheetUpload
            key={uploadKey}
            label="Excel Dosyası Seç"
            maxBytes={PRODUCT_EXCEL_MAX_BYTES}
            onFile={(file) => read.mutate(file)}
            busy={read.isPending}
            // A distributor's rows are checked against the chosen supply.
            disabled={isDisty && !supplyId}
            testId="product-excel-upload"
          />
        </div>
        {result && (
          <UploadResultTabs
            columns={PRODUCT_EXCEL_RESULT_COLUMNS}
            accepted={result.check.checkData}
            erroneous={result.check.errorData}
            acceptedTotal={result.check.acceptedCount}
            erroneousTotal={result.check.number}
            onDownloadErroneous={() => downloadErrors(result.file)}
            acceptedLabel="Onaylanan Ürünler"
            erroneousLabel="Hatalı Ürünler"
            testId="product-excel-result"
          />
        )}
        <div className="product-excel-actions">
          <IonButton fill="outline" color="medium" onClick={clear} disabled={busy} data-testid="product-excel-clear">
            <IonIcon slot="start" icon={trashOutline} />
            Temizle
          </IonButton>
          <IonButton onClick={onSave} disabled={busy} data-testid="product-excel-save">
            <IonIcon slot="start" icon={saveOutline} />
            Kaydet
          </IonButton>
        </div>
      </section>
    </AppPage>
  );
}
