import { IonInput } from '@ionic/react';
import { useInputFill } from '../lib/layout-settings.js';
import { formatOtpCode } from './otp-state.js';
import { AUTH_TEXT } from './texts.js';

interface Props {
  value: string;
  onChange: (masked: string) => void;
  testId: string;
  disabled?: boolean;
  /** Locked but still legible (the accepted code stays green, not greyed out). */
  readonly?: boolean;
  /** Shown under the field in red. */
  error?: string;
  /** Shown under the field in green (accepted code). */
  success?: string;
}

/** The 6-digit code field masked as 999-999 (spec 1 §2.2); only digits get in. */
export function CodeInput({ value, onChange, testId, disabled, readonly, error, success }: Props) {
  const fill = useInputFill();
  const classes = ['auth-code', error ? 'ion-invalid ion-touched' : '', success ? 'auth-code-ok ion-valid ion-touched' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <IonInput
      data-testid={testId}
      className={classes}
      label={AUTH_TEXT.code}
      labelPlacement="floating"
      fill={fill}
      value={value}
      placeholder="___-___"
      inputmode="numeric"
      autocomplete="one-time-code"
      maxlength={7}
      disabled={disabled}
      readonly={readonly}
      errorText={error}
      helperText={success}
      onIonInput={(e) => {
        const masked = formatOtpCode(String(e.detail.value ?? ''));
        // Ionic keeps the typed letter when the state value does not change: set it back here.
        e.target.value = masked;
        onChange(masked);
      }}
    />
  );
}
