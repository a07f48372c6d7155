import { MAX_BATCH_CODES } from '../../../../shared/contract/code-batches.js';

/** What the user typed, as digits only and at most MAX_BATCH_CODES ('' stays empty): counts are 0 or more. */
export function cleanCount(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return String(Math.min(MAX_BATCH_CODES, Number(digits.slice(0, 9))));
}

/** A typed count as a number ('' is 0). */
export const countOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : 0);

/** A whole number of codes (minimum 0) in a table cell. */
export function CountInput({ value, onValue, label, testId, disabled }: { value: string; onValue: (v: string) => void; label: string; testId: string; disabled?: boolean }) {
  return (
    <input
      className="batch-count-input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      aria-label={label}
      value={value}
      disabled={disabled}
      data-testid={testId}
      onChange={(e) => onValue(cleanCount(e.target.value))}
    />
  );
}
