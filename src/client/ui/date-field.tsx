import { IonInput } from '@ionic/react';
import { useFieldFrame, type FieldProps } from './field-state.js';

export interface DateFieldProps extends FieldProps {
  /** 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm' with `withTime`) or ''. */
  value: string;
  withTime?: boolean;
  min?: string;
  max?: string;
}

/**
 * The browser's own date picker (native on phones, typeable on desktop); Playwright fills
 * `[data-testid=x] input` with '2025-01-31'.
 */
export function DateField(props: DateFieldProps) {
  const { value, onValue, withTime, min, max } = props;
  return (
    <IonInput
      {...useFieldFrame(props, 'stacked')}
      type={withTime ? 'datetime-local' : 'date'}
      value={value}
      min={min}
      max={max}
      onIonInput={(e) => onValue(String(e.detail.value ?? ''))}
    />
  );
}
