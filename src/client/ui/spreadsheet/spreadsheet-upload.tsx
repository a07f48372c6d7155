import { useRef, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { cloudUploadOutline, documentOutline } from 'ionicons/icons';
import { detectSpreadsheetType, spreadsheetExtension } from '../../../shared/file-signatures.js';
import { MSG } from '../../../shared/messages.js';
import { toast } from '../../lib/toast.js';
import { readHead } from '../read-head.js';
import { formatTrCount } from '../../../shared/format.js';

export const SPREADSHEET_ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

export interface SpreadsheetUploadProps {
  label?: string;
  maxBytes: number;
  /** Called with one checked file (xlsx/xls by name and content, at most maxBytes). */
  onFile: (file: File) => void | Promise<void>;
  busy?: boolean;
  /** `${testId}` (the box), `${testId}-input` (hidden file input), `${testId}-pick`, `${testId}-name`. */
  testId: string;
  disabled?: boolean;
}

/** The warning for a chosen spreadsheet, or null when it may be sent. */
export async function checkSpreadsheet(file: File, maxBytes: number): Promise<string | null> {
  if (!spreadsheetExtension(file.name)) return MSG.notSpreadsheet;
  if (file.size > maxBytes) return MSG.fileTooBig(maxBytes);
  if (!detectSpreadsheetType(await readHead(file), file.name)) return MSG.notSpreadsheet;
  return null;
}

/** One .xlsx/.xls file: checked in the browser, then handed to `onFile` (which sends it). */
export function SpreadsheetUpload({ label = 'Excel Dosyası Seç', maxBytes, onFile, busy, testId, disabled }: SpreadsheetUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');

  const take = async (file: File | undefined) => {
    if (!file || busy || disabled) return;
    const warning = await checkSpreadsheet(file, maxBytes);
    if (warning) {
      toast.warn(warning);
      return;
    }
    setName(file.name);
    await onFile(file);
  };

  return (
    <div className="spreadsheet-upload" data-testid={testId}>
      <input
        ref={input}
        type="file"
        hidden
        accept={SPREADSHEET_ACCEPT}
        disabled={disabled || busy}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so that the same file can be sent again after a fix.
          e.target.value = '';
          void take(file);
        }}
      />
      <IonButton onClick={() => input.current?.click()} disabled={disabled || busy} data-testid={`${testId}-pick`}>
        {busy ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={cloudUploadOutline} />}
        {label}
      </IonButton>
      <span className="spreadsheet-upload-name muted" data-testid={`${testId}-name`}>
        {name ? (
          <>
            <IonIcon icon={documentOutline} aria-hidden="true" /> {name}
          </>
        ) : (
          `xlsx veya xls, en fazla ${formatTrCount(maxBytes)} bayt`
        )}
      </span>
    </div>
  );
}
