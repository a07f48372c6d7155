import { IonInput } from '@ionic/react';
import { useFieldFrame, type FieldProps } from './field-state.js';

export interface NumberFieldProps extends FieldProps {
  /** The typed number as text ('' = empty), always with a '.' decimal point. */
  value: string;
  step?: number;
  min?: number;
  max?: number;
  /** Text after the number, e.g. '%' or '₺'. */
  suffix?: string;
}

/**
 * Keeps what can still become a number: digits, one decimal point (a Turkish comma is
 * taken as the point) and a leading minus when negatives are allowed.
 */
export function normalizeDecimal(raw: string, allowNegative = true, allowDecimal = true) {
  let s = raw.replace(/\s/g, '').replace(/,/g, '.');
  const negative = allowNegative && s.startsWith('-');
  s = s.replace(/[^0-9.]/g, '');
  if (!allowDecimal) s = s.replace(/\./g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  return (negative ? '-' : '') + s;
}

/** A decimal input that accepts '12,5' as well as '12.5' (phones show the decimal keypad). */
export function NumberField(props: NumberFieldProps) {
  const { value, onValue, step, min, max, suffix } = props;
  const integer = step !== undefined && Number.isInteger(step);
  return (
    <IonInput
      {...useFieldFrame(props)}
      type="text"
      inputmode={integer ? 'numeric' : 'decimal'}
      value={value}
      min={min === undefined ? undefined : String(min)}
      max={max === undefined ? undefined : String(max)}
      step={step === undefined ? undefined : String(step)}
      onIonInput={(e) => {
        const raw = String(e.detail.value ?? '');
        const next = normalizeDecimal(raw, min === undefined || min < 0, !integer);
        // Show the cleaned text at once, even when it equals the previous value.
        if (next !== raw && e.target) (e.target as HTMLIonInputElement).value = next;
        onValue(next);
      }}
    >
      {suffix && (
        <span slot="end" className="field-suffix">
          {suffix}
        </span>
      )}
    </IonInput>
  );
}
