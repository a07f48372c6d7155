import { IonTextarea } from '@ionic/react';
import { useInputFill } from '../lib/layout-settings.js';
import { invalidClass } from './field-state.js';

export interface TextareaFieldProps {
  testId: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  disabled?: boolean;
  flagged?: boolean;
  error?: string;
  rows?: number;
  /** Also shows a character counter. */
  maxlength?: number;
  helperText?: string;
}

/** Multi-line text that grows with its content; type into `[data-testid=x] textarea`. */
export function TextareaField({ testId, label, value, onValue, disabled, flagged, error, rows = 3, maxlength, helperText }: TextareaFieldProps) {
  const fill = useInputFill();
  return (
    <IonTextarea
      data-testid={testId}
      label={label}
      labelPlacement="floating"
      fill={fill}
      rows={rows}
      autoGrow
      maxlength={maxlength}
      counter={maxlength !== undefined}
      value={value}
      disabled={disabled}
      helperText={helperText}
      errorText={error}
      className={invalidClass(error, flagged)}
      onIonInput={(e) => onValue(String(e.detail.value ?? ''))}
    />
  );
}
