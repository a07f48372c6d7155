import { useEffect, useState } from 'react';
import { SETTINGS_MSG, type SubCategoryThreshold, thresholdUpdate } from '../../../shared/contract/settings.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { saveOr } from '../settings-calls.js';
import { useInvalidateThresholds } from './threshold-data.js';
import { ThresholdFields } from './threshold-fields.js';
import { checkThresholds, type ThresholdTexts } from './threshold-form.js';

export interface ThresholdDialogProps {
  row: SubCategoryThreshold | null;
  isOpen: boolean;
  onClose: () => void;
}

const CLEAN = { none: false, limited: false };

/** Edits one sub-category's thresholds by hand (spec 3 §2.5, §5): 'Stok durumu düzenlendi.'. */
export function ThresholdDialog({ row, isOpen, onClose }: ThresholdDialogProps) {
  const invalidate = useInvalidateThresholds();
  const [texts, setTexts] = useState<ThresholdTexts>({ none: '', limited: '' });
  const [invalid, setInvalid] = useState(CLEAN);

  useEffect(() => {
    if (!isOpen || !row) return;
    setTexts({ none: String(row.noneStockStatusMax), limited: String(row.limitedStockStatusMax) });
    setInvalid(CLEAN);
  }, [isOpen, row]);

  const submit = async () => {
    if (!row) return;
    const checked = checkThresholds(texts);
    if (!checked.ok) {
      setInvalid(checked.fields);
      checked.messages.forEach((m) => toast.warn(m));
      return;
    }
    const saved = await saveOr(SETTINGS_MSG.oneEditFailed, () => call(thresholdUpdate, { body: { subCategoryId: row.id, ...checked.pair } }));
    if (!saved) return;
    toast.success(SETTINGS_MSG.oneEdited);
    void invalidate();
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title={row ? `${SETTINGS_MSG.editTitle}: ${row.name}` : SETTINGS_MSG.editTitle} onClose={onClose} onSubmit={submit} testId="threshold-dialog">
      {(flagged) => (
        <div className="settings-form">
          <ThresholdFields
            testId="threshold-dialog"
            value={texts}
            onValue={(v) => {
              setTexts(v);
              setInvalid(CLEAN);
            }}
            invalid={{ none: invalid.none || !!flagged.noneStockStatusMax, limited: invalid.limited || !!flagged.limitedStockStatusMax }}
          />
        </div>
      )}
    </FormDialog>
  );
}
