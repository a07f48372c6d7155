import { useRef } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { cloudDownloadOutline, cloudUploadOutline } from 'ionicons/icons';
import { TRANSFER_TEXTS } from '../../../shared/contract/serial-transfers.js';
import { TRANSFER_MAX_BYTES } from '../../../shared/ledger.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { checkSpreadsheet, SPREADSHEET_ACCEPT } from '../../ui/spreadsheet/spreadsheet-upload.js';
import { downloadTransferSample } from './transfer-sample.js';

export interface TransferUploadButtonsProps {
  /** Called with one checked file (xlsx/xls by name and content, within the size). */
  onFile: (file: File) => void;
  busy: boolean;
}

/**
 * The toolbar of /mySerialTransfers: 'Örnek Excel' and 'Excel Yükle'. Test ids: `transfer-sample`,
 * `transfer-upload-pick`, `transfer-upload-input` (the hidden file input).
 */
export function TransferUploadButtons({ onFile, busy }: TransferUploadButtonsProps) {
  const input = useRef<HTMLInputElement>(null);
  const take = async (file: File | undefined) => {
    if (!file || busy) return;
    // The browser refuses what the server would (another type, a disguised file, too big) without sending it.
    const warning = await checkSpreadsheet(file, TRANSFER_MAX_BYTES);
    if (warning) toast.warn(warning);
    else onFile(file);
  };
  return (
    <>
      <IonButton fill="outline" onClick={() => void downloadTransferSample().catch(handleError)} data-testid="transfer-sample">
        <IonIcon aria-hidden="true" slot="start" icon={cloudDownloadOutline} />
        {TRANSFER_TEXTS.sample}
      </IonButton>
      <input
        ref={input}
        type="file"
        hidden
        accept={SPREADSHEET_ACCEPT}
        disabled={busy}
        data-testid="transfer-upload-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so that the same file can be sent again after a fix.
          e.target.value = '';
          void take(file);
        }}
      />
      <IonButton onClick={() => input.current?.click()} disabled={busy} data-testid="transfer-upload-pick" aria-busy={busy || undefined}>
        {busy ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={cloudUploadOutline} />}
        {TRANSFER_TEXTS.upload}
      </IonButton>
    </>
  );
}
