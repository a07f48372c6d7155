import { useEffect, useState } from 'react';
import { paramUpdate, type Parameter, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { TextField } from '../../ui/text-field.js';
import { saveOr } from '../settings-calls.js';
import { useInvalidateSettings } from './param-data.js';

export interface ParamEditDialogProps {
  param: Parameter | null;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Parametre Düzenle' (spec 3 §2.3, §5): the key read-only; description and value editable, value required. */
export function ParamEditDialog({ param, isOpen, onClose }: ParamEditDialogProps) {
  const invalidate = useInvalidateSettings();
  const [description, setDescription] = useState('');
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string>();

  useEffect(() => {
    if (!isOpen || !param) return;
    setDescription(param.description);
    setValue(param.value);
    setValueError(undefined);
  }, [isOpen, param]);

  const submit = async () => {
    if (!param) return;
    if (!value.trim()) {
      setValueError(SETTINGS_MSG.valueRequired);
      toast.warn(SETTINGS_MSG.valueRequired);
      return;
    }
    const saved = await saveOr(SETTINGS_MSG.paramEditFailed, () => call(paramUpdate, { body: { key: param.key, description, value } }));
    if (!saved) return;
    toast.success(SETTINGS_MSG.paramEdited);
    void invalidate();
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title={SETTINGS_MSG.paramEditTitle} onClose={onClose} onSubmit={submit} testId="param-dialog">
      {(flagged) => (
        <div className="settings-form">
          <TextField testId="param-dialog-key" label="Ad" value={param?.key ?? ''} onValue={() => undefined} disabled />
          <TextField testId="param-dialog-description" label="Açıklama" value={description} onValue={setDescription} maxlength={300} flagged={flagged.description} />
          <TextField
            testId="param-dialog-value"
            label="Değer"
            value={value}
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
