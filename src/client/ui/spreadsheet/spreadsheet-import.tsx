import { IonButton, IonIcon } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { cloudDownloadOutline, saveOutline, trashOutline } from 'ionicons/icons';
import { type ReactNode, useState } from 'react';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { SpreadsheetUpload } from './spreadsheet-upload.js';
import { type ErroneousRow, type ResultColumn, UploadResultTabs } from './upload-result-tabs.js';
import './spreadsheet-import.css';

/** What a server check answers (spec 1 §3): the first rows of each kind and both totals. */
export interface SpreadsheetCheck<T = Record<string, unknown>> {
  checkData: T[];
  errorData: ErroneousRow<T>[];
  /** All erroneous rows. */
  number: number;
  acceptedCount: number;
}

export interface SpreadsheetImportTexts {
  /** Info after a check with erroneous rows / without. */
  errorsFound: string;
  noErrors: string;
  /** Warning when there is nothing to save, or the save wrote nothing. */
  noneApproved: string;
  /** Success of a save. */
  saved: string;
  acceptedLabel: string;
  erroneousLabel: string;
}

export interface SpreadsheetImportProps<C extends SpreadsheetCheck> {
  /**
   * `${testId}` (the panel), `${testId}-sample`, `${testId}-upload` (see SpreadsheetUpload),
   * `${testId}-result` (see UploadResultTabs), `${testId}-clear`, `${testId}-save`.
   */
  testId: string;
  columns: ResultColumn[];
  maxBytes: number;
  texts: SpreadsheetImportTexts;
  /** Sends the file to be checked (nothing is written). */
  read: (file: File) => Promise<C>;
  /** Sends the checked file to be saved; answers how many rows were written. */
  save: (file: File, check: C) => Promise<number>;
  /** Downloads every erroneous row of the file. */
  downloadErrors: (file: File) => Promise<void>;
  downloadSample: () => Promise<void>;
  onSaved?: (count: number) => void;
  /** Fields before the upload (e.g. the supply a distributor picks). */
  inputs?: ReactNode;
  /** A change clears the loaded data (the rows were checked for the previous value). */
  resetKey?: string;
  uploadDisabled?: boolean;
}

/**
 * A spreadsheet upload screen's body (spec 1 §2.12, §2.13, §5): sample file, one xlsx/xls
 * checked by the server, accepted and erroneous rows in two tabs (wrong cells pink, an
 * empty wrong cell 'Boş Değer'), save and clear. Saving sends the file again with what
 * the check answered: the server checks it anew, so no row the browser holds is trusted.
 */
export function SpreadsheetImport<C extends SpreadsheetCheck>({
  testId,
  columns,
  maxBytes,
  texts,
  read,
  save,
  downloadErrors,
  downloadSample,
  onSaved,
  inputs,
  resetKey,
  uploadDisabled,
}: SpreadsheetImportProps<C>) {
  const [result, setResult] = useState<{ file: File; check: C } | null>(null);
  // A new key remounts the upload field, so clearing also forgets the chosen file.
  const [uploadKey, setUploadKey] = useState(0);

  const clear = () => {
    setResult(null);
    setUploadKey((k) => k + 1);
  };

  // Cleared in the same render as the change (not in an effect), so no stale field is ever shown.
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setResult(null);
    setUploadKey((k) => k + 1);
  }

  const check = useMutation({
    mutationFn: async (file: File) => ({ file, check: await read(file) }),
    onSuccess: (next) => {
      setResult(next);
      toast.info(next.check.number > 0 ? texts.errorsFound : texts.noErrors);
    },
  });

  const store = useMutation({
    mutationFn: ({ file, check }: { file: File; check: C }) => save(file, check),
    onSuccess: (count) => {
      if (count === 0) {
        toast.warn(texts.noneApproved);
        return;
      }
      toast.success(texts.saved);
      clear();
      onSaved?.(count);
    },
  });

  const onSave = () => {
    if (!result || result.check.acceptedCount === 0) {
      toast.warn(texts.noneApproved);
      return;
    }
    store.mutate(result);
  };

  const busy = check.isPending || store.isPending;

  return (
    <section className="panel spreadsheet-import" data-testid={testId}>
      <div className="spreadsheet-import-head">
        <IonButton fill="outline" onClick={() => void downloadSample().catch(handleError)} data-testid={`${testId}-sample`}>
          <IonIcon aria-hidden="true" slot="start" icon={cloudDownloadOutline} />
          Örnek Dosya İndir
        </IonButton>
      </div>
      <div className={inputs ? 'spreadsheet-import-inputs spreadsheet-import-inputs-two' : 'spreadsheet-import-inputs'}>
        {inputs}
        <SpreadsheetUpload
          key={uploadKey}
          label="Excel Dosyası Seç"
          maxBytes={maxBytes}
          onFile={(file) => check.mutate(file)}
          busy={check.isPending}
          disabled={uploadDisabled}
          testId={`${testId}-upload`}
        />
      </div>
      {result && (
        <UploadResultTabs
          columns={columns}
          accepted={result.check.checkData}
          erroneous={result.check.errorData}
          acceptedTotal={result.check.acceptedCount}
          erroneousTotal={result.check.number}
          onDownloadErroneous={() => void downloadErrors(result.file).catch(handleError)}
          acceptedLabel={texts.acceptedLabel}
          erroneousLabel={texts.erroneousLabel}
          testId={`${testId}-result`}
        />
      )}
      <div className="spreadsheet-import-actions">
        <IonButton fill="outline" color="medium" onClick={clear} disabled={busy} data-testid={`${testId}-clear`}>
          <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />
          Temizle
        </IonButton>
        <IonButton onClick={onSave} disabled={busy} data-testid={`${testId}-save`}>
          <IonIcon aria-hidden="true" slot="start" icon={saveOutline} />
          Kaydet
        </IonButton>
      </div>
    </section>
  );
}
