import { IonInput } from '@ionic/react';
import { useInputFill } from '../lib/layout-settings.js';
import { invalidClass } from './field-state.js';

export interface DateFieldProps {
  testId: string;
  label: string;
  /** 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm' with `withTime`) or ''. */
  value: string;
  onValue: (value: string) => void;
  disabled?: boolean;
  flagged?: boolean;
  error?: string;
  withTime?: boolean;
  min?: string;
  max?: string;
  helperText?: string;
}

/**
 * The browser's own date picker (native on phones, typeable on desktop); Playwright fills
 * `[data-testid=x] input` with '2025-01-31'.
 */
export function DateField({ testId, label, value, onValue, disabled, flagged, error, withTime, min, max, helperText }: DateFieldProps) {
  const fill = useInputFill();
  return (
    <IonInput
      data-testid={testId}
      type={withTime ? 'datetime-local' : 'date'}
      label={label}
      labelPlacement="stacked"
      fill={fill}
      value={value}
      min={min}
      max={max}
      disabled={disabled}
      helperText={helperText}
      errorText={error}
      className={invalidClass(error, flagged)}
      onIonInput={(e) => onValue(String(e.detail.value ?? ''))}
    />
  );
}
