import { useEffect, useState } from 'react';
import { resellerParamUpdate, type Parameter, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { NumberField } from '../../ui/number-field.js';
import { useInvalidateSettings } from '../params/param-data.js';
import { saveOr } from '../settings-calls.js';
import { isResellerParamKey, ratioError, ratioValue } from './reseller-param-data.js';

export interface ResellerParamDialogProps {
  param: Parameter | null;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Parametre Düzenle' of a reseller parameter (spec 3 §2.12, §5): the ratio in percent, 0–100. */
export function ResellerParamDialog({ param, isOpen, onClose }: ResellerParamDialogProps) {
  const invalidate = useInvalidateSettings();
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string>();

  useEffect(() => {
    if (!isOpen || !param) return;
    setValue(param.value);
    setValueError(undefined);
  }, [isOpen, param]);

  const submit = async () => {
    if (!param || !isResellerParamKey(param.key)) return;
    const error = ratioError(value);
    if (error) {
      setValueError(error);
      toast.warn(error);
      return;
    }
    const key = param.key;
    const saved = await saveOr(SETTINGS_MSG.paramEditFailed, () => call(resellerParamUpdate, { body: { key, value: ratioValue(value) } }));
    if (!saved) return;
    toast.success(SETTINGS_MSG.paramEdited);
    void invalidate();
    onClose();
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
            onValue={(v) => {
              setValue(v);
              setValueError(undefined);
            }}
            error={valueError}
            flagged={flagged.value}
          />
        </div>
      )}
    </FormDialog>
  );
}
