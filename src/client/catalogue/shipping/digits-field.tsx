import { IonInput } from '@ionic/react';
import { type FieldProps, useFieldFrame } from '../../ui/field-state.js';

export interface DigitsFieldProps extends FieldProps {
  /** Keeps what may stand in the field (digits, grouping) of what was typed. */
  format: (typed: string) => string;
  type?: 'text' | 'tel';
  autocomplete?: 'postal-code' | 'tel-national' | 'off';
  placeholder?: string;
}

/** A numeric field (post code, phone): the phone's digit keypad, only what `format` keeps gets in. */
export function DigitsField(props: DigitsFieldProps) {
  const { value, onValue, format, type = 'text', autocomplete = 'off', placeholder } = props;
  return (
    <IonInput
      {...useFieldFrame(props)}
      type={type}
      inputmode="numeric"
      autocomplete={autocomplete}
      placeholder={placeholder}
      value={value}
      onIonInput={(e) => {
        const raw = String(e.detail.value ?? '');
        const next = format(raw);
        // Ionic keeps a typed letter when the state value does not change: set it back here.
        if (next !== raw && e.target) (e.target as HTMLIonInputElement).value = next;
        onValue(next);
      }}
    />
  );
}
