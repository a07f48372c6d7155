import { useEffect, useState } from 'react';
import { paramUpdate, type Parameter, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { call } from '../../lib/api.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { TextField } from '../../ui/text-field.js';
import { useParamForm } from './use-param-form.js';

export interface ParamEditDialogProps {
  param: Parameter | null;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Parametre Düzenle' (spec 3 §2.3, §5): the key read-only; description and value editable, value required. */
export function ParamEditDialog({ param, isOpen, onClose }: ParamEditDialogProps) {
  const { value, setValue, valueError, save } = useParamForm(param, isOpen, onClose);
  const [description, setDescription] = useState('');

  useEffect(() => {
    if (isOpen && param) setDescription(param.description);
  }, [isOpen, param]);

  const submit = async () => {
    if (!param) return;
    await save(value.trim() ? undefined : SETTINGS_MSG.valueRequired, () => call(paramUpdate, { body: { key: param.key, description, value } }));
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
            onValue={setValue}
            error={valueError}
            flagged={flagged.value}
          />
        </div>
      )}
    </FormDialog>
  );
}
