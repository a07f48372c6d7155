import { IonIcon } from '@ionic/react';
import { checkmarkOutline } from 'ionicons/icons';

interface Props<T extends string> {
  label: string;
  options: Record<T, { name: string; color: string }>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  testId: string;
}

/** A row of colour swatches acting as one radio group. */
export function SwatchPicker<T extends string>({ label, options, value, onChange, disabled, testId }: Props<T>) {
  return (
    <div className={`swatches${disabled ? ' swatches-disabled' : ''}`} role="radiogroup" aria-label={label} aria-disabled={disabled}>
      {(Object.keys(options) as T[]).map((key) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={key === value}
          aria-label={options[key].name}
          title={options[key].name}
          className="swatch"
          style={{ background: options[key].color }}
          disabled={disabled}
          onClick={() => onChange(key)}
          data-testid={`${testId}-${key}`}
        >
          {key === value && <IonIcon icon={checkmarkOutline} aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
}
