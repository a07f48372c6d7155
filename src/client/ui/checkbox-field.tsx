import { IonCheckbox } from '@ionic/react';

export interface CheckboxFieldProps {
  testId: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  disabled?: boolean;
}

/** A checkbox with its label after it. */
export function CheckboxField({ testId, label, checked, onChecked, disabled }: CheckboxFieldProps) {
  return (
    <IonCheckbox
      data-testid={testId}
      className="checkbox-field"
      labelPlacement="end"
      justify="start"
      checked={checked}
      disabled={disabled}
      onIonChange={(e) => onChecked(e.detail.checked)}
    >
      {label}
    </IonCheckbox>
  );
}
