import { IonInput } from '@ionic/react';
import { type FieldProps, useFieldFrame } from '../ui/field-state.js';
import { formatGsm } from './gsm.js';

/** The mobile number field, masked 599 999 99 99 while typing (spec 2 §5); only digits get in. */
export function GsmField(props: FieldProps) {
  const { value, onValue } = props;
  return (
    <IonInput
      {...useFieldFrame(props)}
      type="tel"
      inputmode="numeric"
      autocomplete="tel"
      placeholder="5__ ___ __ __"
      value={value}
      onIonInput={(e) => {
        const masked = formatGsm(String(e.detail.value ?? ''));
        // Ionic keeps a typed letter when the state value does not change: set it back here.
        e.target.value = masked;
        onValue(masked);
      }}
    />
  );
}
