import { IonSelect, IonSelectOption } from '@ionic/react';
import { type FieldFrameProps, useFieldFrame } from './field-state.js';
import type { Option } from './list/list-types.js';
import { useIsDesktop } from './use-desktop.js';

export interface MultiSelectFieldProps extends FieldFrameProps {
  /** Chosen option values. */
  values: string[];
  options: Option[];
  onValues: (values: string[]) => void;
  placeholder?: string;
}

/**
 * Several labelled choices in one field: checkboxes in a popover on desktop, in an alert
 * on phones (an action sheet takes one choice only). The change event carries the chosen values.
 */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const { label, values, options, onValues, placeholder = 'Seçiniz' } = props;
  const desktop = useIsDesktop();
  return (
    <IonSelect
      {...useFieldFrame(props)}
      multiple
      interface={desktop ? 'popover' : 'alert'}
      interfaceOptions={desktop ? { size: 'cover' } : { header: label }}
      okText="Tamam"
      cancelText="Vazgeç"
      placeholder={placeholder}
      value={values}
      onIonChange={(e) => {
        const chosen: unknown = e.detail.value;
        onValues(Array.isArray(chosen) ? chosen.map(String) : chosen == null || chosen === '' ? [] : [String(chosen)]);
      }}
    >
      {options.map((o) => (
        <IonSelectOption key={o.value} value={o.value}>
          {o.label}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}
