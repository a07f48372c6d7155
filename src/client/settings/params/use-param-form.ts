import { useEffect, useState } from 'react';
import { type Parameter, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { toast } from '../../lib/toast.js';
import { saveOr } from '../settings-calls.js';
import { useInvalidateSettings } from './param-data.js';

/**
 * The value of a parameter dialog (the group's and a reseller's, spec 3 §2.3, §2.12): filled from
 * the parameter when the dialog opens, its error cleared on each change, and the save's course —
 * refused with a message under the field and as a warning, else saved, 'Parametre düzenlendi.',
 * lists read again and the dialog closed.
 */
export function useParamForm(param: Parameter | null, isOpen: boolean, onClose: () => void) {
  const invalidate = useInvalidateSettings();
  const [value, setRawValue] = useState('');
  const [valueError, setValueError] = useState<string>();

  useEffect(() => {
    if (!isOpen || !param) return;
    setRawValue(param.value);
    setValueError(undefined);
  }, [isOpen, param]);

  const setValue = (next: string) => {
    setRawValue(next);
    setValueError(undefined);
  };

  const save = async (error: string | undefined, request: () => Promise<unknown>) => {
    if (error) {
      setValueError(error);
      toast.warn(error);
      return;
    }
    if (!(await saveOr(SETTINGS_MSG.paramEditFailed, request))) return;
    toast.success(SETTINGS_MSG.paramEdited);
    void invalidate();
    onClose();
  };

  return { value, setValue, valueError, save };
}
