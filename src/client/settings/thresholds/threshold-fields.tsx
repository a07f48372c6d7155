import { NumberField } from '../../ui/number-field.js';
import type { ThresholdTexts } from './threshold-form.js';

export interface ThresholdFieldsProps {
  value: ThresholdTexts;
  onValue: (value: ThresholdTexts) => void;
  invalid: { none: boolean; limited: boolean };
  testId: string;
}

/** The none and limited threshold inputs ('Stok Yok Sınırı', 'Stok Limitli Sınırı'), integers ≥ 0. */
export function ThresholdFields({ value, onValue, invalid, testId }: ThresholdFieldsProps) {
  return (
    <>
      <NumberField testId={`${testId}-none`} label="Stok Yok Sınırı" value={value.none} step={1} min={0} onValue={(none) => onValue({ ...value, none })} flagged={invalid.none} />
      <NumberField
        testId={`${testId}-limited`}
        label="Stok Limitli Sınırı"
        value={value.limited}
        step={1}
        min={0}
        onValue={(limited) => onValue({ ...value, limited })}
        flagged={invalid.limited}
      />
    </>
  );
}
