import { useState } from 'react';
import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { scanOutline } from 'ionicons/icons';
import { useInputFill } from '../lib/layout-settings.js';
import { invalidClass } from './field-state.js';
import { SCAN_MSG } from '../lib/scan/scan-texts.js';
import { ScanSheet } from './scan-sheet.js';
import './scan-field.css';

export interface ScanFieldProps {
  /** Field label (the input's accessible name too). */
  label: string;
  value: string;
  /** Typing (keyboard or a hardware scanner's keystrokes). */
  onChange: (value: string) => void;
  /** A code read by the camera (default: onChange(code)). */
  onScan?: (code: string) => void;
  placeholder?: string;
  /** data-testid on the wrapper; the text input inside is `input`, the camera button `${testId}-scan`, the sheet `${testId}-sheet`. */
  testId?: string;
  inputMode?: 'text' | 'numeric';
  clearInput?: boolean;
  /** Enter in the input: a hardware scanner ends each code with it. */
  onEnter?: () => void;
  disabled?: boolean;
  maxlength?: number;
  /** Marks the field invalid without a text (a form field the server flagged). */
  flagged?: boolean;
  /** Shown under the field; also marks it invalid. */
  error?: string;
}

/**
 * One field for every barcode and serial (issue 12 §3): an Ionic text input that always works,
 * typed or filled by a hardware scanner, and a camera button that opens the scanning sheet.
 * The camera code (and zxing, where the browser has no BarcodeDetector) loads only then.
 */
export function ScanField({ label, value, onChange, onScan, placeholder, testId, inputMode = 'text', clearInput, onEnter, disabled, maxlength, flagged, error }: ScanFieldProps) {
  const [scanning, setScanning] = useState(false);
  const fill = useInputFill();
  const sheetId = `${testId ?? 'scan'}-sheet`;
  const take = (code: string) => {
    setScanning(false);
    (onScan ?? onChange)(code);
  };
  return (
    <div className="scan-field" data-testid={testId}>
      <IonInput
        label={label}
        labelPlacement="floating"
        fill={fill}
        className={invalidClass(error, flagged)}
        errorText={error}
        value={value}
        placeholder={placeholder}
        inputmode={inputMode}
        clearInput={clearInput}
        disabled={disabled}
        maxlength={maxlength}
        autocapitalize="off"
        autocomplete="off"
        spellcheck={false}
        onIonInput={(e) => onChange(String(e.detail.value ?? ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onEnter?.();
        }}
      >
        <IonButton
          slot="end"
          fill="clear"
          className="scan-button"
          onClick={() => setScanning(true)}
          disabled={disabled}
          aria-label={`${label}: ${SCAN_MSG.open}`}
          title={SCAN_MSG.open}
          data-testid={testId ? `${testId}-scan` : undefined}
        >
          <IonIcon slot="icon-only" icon={scanOutline} aria-hidden="true" />
        </IonButton>
      </IonInput>
      <ScanSheet isOpen={scanning} onClose={() => setScanning(false)} onCode={take} testId={sheetId} />
    </div>
  );
}
