import { IonTextarea } from '@ionic/react';
import { useFieldFrame, type FieldProps } from './field-state.js';

export interface TextareaFieldProps extends FieldProps {
  rows?: number;
  /** Also shows a character counter. */
  maxlength?: number;
}

/** Multi-line text that grows with its content; type into `[data-testid=x] textarea`. */
export function TextareaField(props: TextareaFieldProps) {
  const { value, onValue, rows = 3, maxlength } = props;
  return (
    <IonTextarea
      {...useFieldFrame(props)}
      rows={rows}
      autoGrow
      maxlength={maxlength}
      counter={maxlength !== undefined}
      value={value}
      onIonInput={(e) => onValue(String(e.detail.value ?? ''))}
    />
  );
}
