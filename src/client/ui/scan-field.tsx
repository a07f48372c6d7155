import { lazy, Suspense } from 'react';
import { scanOutline } from 'ionicons/icons';
import { SCAN_MSG } from '../lib/scan/scan-texts.js';
import { PlainButton } from './plain-button.js';
import { PlainField } from './plain-field.js';
import { useOverlay } from './use-overlay.js';
import './scan-field.css';

// The sheet (and with it the camera code, zxing where the browser has no BarcodeDetector) comes with the first scan.
const ScanSheet = lazy(() => import('./scan-sheet.js').then((m) => ({ default: m.ScanSheet })));

export interface ScanFieldProps {
  /** Field label (the input's accessible name too). */
  label: string;
  value: string;
  /** Typing (keyboard or a hardware scanner's keystrokes). */
  onChange: (value: string) => void;
  /** A code read by the camera (default: onChange(code)). */
  onScan?: (code: string) => void;
  placeholder?: string;
  /** data-testid on the field; the text input inside is `input`, the camera button `${testId}-scan`, the sheet `${testId}-sheet`. */
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
 * One field for every barcode and serial (issue 12 §3): a text input that always works, typed or
 * filled by a hardware scanner, and a camera button that opens the scanning sheet. A plain field
 * (ui/plain-field.tsx) drawn like the Ionic inputs beside it: the storefront's search and the
 * lists' barcode filters are on the first screen of a visit.
 */
export function ScanField({ label, value, onChange, onScan, placeholder, testId, inputMode = 'text', clearInput, onEnter, disabled, maxlength, flagged, error }: ScanFieldProps) {
  const sheet = useOverlay();
  const sheetId = `${testId ?? 'scan'}-sheet`;
  const take = (code: string) => {
    sheet.close();
    (onScan ?? onChange)(code);
  };
  return (
    <div className="scan-field">
      <PlainField
        label={label}
        value={value}
        onValue={onChange}
        testId={testId}
        placeholder={placeholder}
        inputMode={inputMode}
        clearInput={clearInput}
        disabled={disabled}
        maxLength={maxlength}
        flagged={flagged}
        error={error}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onEnter?.();
        }}
        end={
          <PlainButton
            fill="clear"
            className="scan-button"
            icon={scanOutline}
            onClick={sheet.open}
            disabled={disabled}
            aria-label={`${label}: ${SCAN_MSG.open}`}
            title={SCAN_MSG.open}
            data-testid={testId ? `${testId}-scan` : undefined}
          />
        }
      />
      {sheet.mounted && (
        <Suspense fallback={null}>
          <ScanSheet isOpen={sheet.isOpen} onClose={sheet.close} onDismissed={sheet.dismissed} onCode={take} testId={sheetId} />
        </Suspense>
      )}
    </div>
  );
}
