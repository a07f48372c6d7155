import { IonInput, IonInputPasswordToggle } from '@ionic/react';
import { useFieldFrame, type FieldProps } from './field-state.js';

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'password' | 'email' | 'tel';
  autocomplete?: 'username' | 'current-password' | 'new-password' | 'email' | 'tel' | 'off';
  placeholder?: string;
  maxlength?: number;
}

/**
 * One labelled input of the portal: floating label, the configurator's input style,
 * invalid state with its message, a show/hide toggle for passwords.
 */
export function TextField(props: TextFieldProps) {
  const { value, onValue, type = 'text', autocomplete, placeholder, maxlength } = props;
  return (
    <IonInput
      {...useFieldFrame(props)}
      type={type}
      autocomplete={autocomplete}
      autocapitalize="off"
      placeholder={placeholder}
      maxlength={maxlength}
      value={value}
      onIonInput={(e) => onValue(String(e.detail.value ?? ''))}
    >
      {type === 'password' && <IonInputPasswordToggle slot="end" />}
    </IonInput>
  );
}
