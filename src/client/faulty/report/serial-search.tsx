import { useState } from 'react';
import { FAULTY_ERROR_TOAST_MS, FAULTY_MSG, type FaultyUnit, faultyUnitBySerial } from '../../../shared/contract/faulty.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { PlainButton } from '../../ui/plain-button.js';
import { ScanField } from '../../ui/scan-field.js';
import { serverWords } from './report-queries.js';
import { REPORT_UI } from './report-texts.js';

/**
 * Spec 3 §2.8 the serial number, typed, read by a hardware scanner (Enter) or by the camera
 * ('Seri No Okundu'), and 'Ürünü Ara': the unit this dealer sold under it. A failure shows the
 * server's words for 4 s (spec 3 §8) and keeps what was found before out of the form.
 */
export function SerialSearch({ disabled, onFound }: { disabled?: boolean; onFound: (unit: FaultyUnit | null) => void }) {
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string>();
  const [searching, setSearching] = useState(false);

  const search = async (value = serial) => {
    const serialNo = value.trim();
    if (!serialNo) {
      setError(FAULTY_MSG.serialRequired);
      toast.error(FAULTY_MSG.serialRequired, FAULTY_ERROR_TOAST_MS);
      return;
    }
    setError(undefined);
    setSearching(true);
    try {
      onFound(await call(faultyUnitBySerial, { query: { serialNo } }));
    } catch (e) {
      onFound(null);
      toast.error(serverWords(e, FAULTY_MSG.productNotFound), FAULTY_ERROR_TOAST_MS);
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="faulty-report-scan">
      <ScanField
        label={REPORT_UI.serialNo}
        value={serial}
        testId="faulty-serial"
        maxlength={100}
        disabled={disabled}
        error={error}
        onChange={(v) => {
          setSerial(v);
          if (v.trim()) setError(undefined);
        }}
        onScan={(code) => {
          setSerial(code);
          toast.success(FAULTY_MSG.serialRead);
          void search(code);
        }}
        onEnter={() => void search()}
      />
      <PlainButton onClick={() => void search()} disabled={disabled || searching} data-testid="faulty-search">
        {FAULTY_MSG.searchButton}
      </PlainButton>
    </div>
  );
}
