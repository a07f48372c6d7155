import { resellerParamUpdate, type Parameter, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { call } from '../../lib/api.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { NumberField } from '../../ui/number-field.js';
import { useParamForm } from '../params/use-param-form.js';
import { isResellerParamKey, ratioError, ratioValue } from './reseller-param-data.js';

export interface ResellerParamDialogProps {
  param: Parameter | null;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Parametre Düzenle' of a reseller parameter (spec 3 §2.12, §5): the ratio in percent, 0–100. */
export function ResellerParamDialog({ param, isOpen, onClose }: ResellerParamDialogProps) {
  const { value, setValue, valueError, save } = useParamForm(param, isOpen, onClose);

  const submit = async () => {
    if (!param || !isResellerParamKey(param.key)) return;
    const key = param.key;
    await save(ratioError(value), () => call(resellerParamUpdate, { body: { key, value: ratioValue(value) } }));
  };

  return (
    <FormDialog isOpen={isOpen} title={SETTINGS_MSG.paramEditTitle} onClose={onClose} onSubmit={submit} testId="reseller-param-dialog">
      {(flagged) => (
        <div className="settings-form">
          {param && <p className="reseller-param-description">{param.description}</p>}
          <NumberField
            testId="reseller-param-value"
            label="Değer (%)"
            value={value}
            min={0}
            max={100}
            onValue={setValue}
            error={valueError}
            flagged={flagged.value}
          />
        </div>
      )}
    </FormDialog>
  );
}
