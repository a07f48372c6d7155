import { IonButton, IonIcon, IonSelect, IonSelectOption } from '@ionic/react';
import { closeCircle } from 'ionicons/icons';
import { useIsDesktop } from './use-desktop.js';
import { useFieldFrame, type FieldProps } from './field-state.js';
import type { Option } from './list/list-types.js';

export interface SelectFieldProps extends FieldProps {
  /** '' = nothing chosen. */
  value: string;
  options: Option[];
  placeholder?: string;
  /** A small × that sets the value back to '' (testid `${testId}-clear`). */
  clearable?: boolean;
}

/**
 * One labelled choice: a popover on desktop, an action sheet on phones. In Playwright:
 * click `[data-testid=x]`, then the option (`ion-popover ion-radio` / `ion-action-sheet button`) by its text.
 */
export function SelectField(props: SelectFieldProps) {
  const { testId, label, value, options, onValue, disabled, placeholder = 'Seçiniz', clearable } = props;
  const desktop = useIsDesktop();
  return (
    <IonSelect
      {...useFieldFrame(props)}
      interface={desktop ? 'popover' : 'action-sheet'}
      interfaceOptions={desktop ? { size: 'cover' } : { header: label }}
      cancelText="Vazgeç"
      placeholder={placeholder}
      // null, not '': Ionic shows the placeholder only for an empty value.
      value={value === '' ? null : value}
      onIonChange={(e) => onValue(e.detail.value == null ? '' : String(e.detail.value))}
    >
      {options.map((o) => (
        <IonSelectOption key={o.value} value={o.value}>
          {o.label}
        </IonSelectOption>
      ))}
      {clearable && value !== '' && !disabled && (
        <IonButton
          slot="end"
          fill="clear"
          size="small"
          className="field-clear"
          aria-label="Seçimi temizle"
          title="Seçimi temizle"
          data-testid={`${testId}-clear`}
          onClick={(e) => {
            e.stopPropagation();
            onValue('');
          }}
        >
          <IonIcon aria-hidden="true" slot="icon-only" icon={closeCircle} />
        </IonButton>
      )}
    </IonSelect>
  );
}
