import { IonInput, IonInputPasswordToggle } from '@ionic/react';
import { useInputFill } from '../lib/layout-settings.js';

export interface TextFieldProps {
  testId: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'tel';
  autocomplete?: 'username' | 'current-password' | 'new-password' | 'email' | 'tel' | 'off';
  disabled?: boolean;
  /** Shown under the field; also marks it invalid. */
  error?: string;
  /** Marks the field invalid without a text (a field the server flagged). */
  flagged?: boolean;
  helperText?: string;
  placeholder?: string;
  maxlength?: number;
}

/**
 * One labelled input of the portal: floating label, the configurator's input style,
 * invalid state with its message, a show/hide toggle for passwords.
 */
export function TextField({ testId, label, value, onValue, type = 'text', autocomplete, disabled, error, flagged, helperText, placeholder, maxlength }: TextFieldProps) {
  const fill = useInputFill();
  return (
    <IonInput
      data-testid={testId}
      type={type}
      label={label}
      labelPlacement="floating"
      fill={fill}
      autocomplete={autocomplete}
      autocapitalize="off"
      helperText={helperText}
      placeholder={placeholder}
      maxlength={maxlength}
      value={value}
      disabled={disabled}
      className={error || flagged ? 'ion-invalid ion-touched' : undefined}
      errorText={error}
      onIonInput={(e) => onValue(String(e.detail.value ?? ''))}
    >
      {type === 'password' && <IonInputPasswordToggle slot="end" />}
    </IonInput>
  );
}
