import { useEffect, useState } from 'react';
import { campaignCodeSchema } from '../../../shared/contract/sales.js';
import { WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { TextField } from '../../ui/text-field.js';
import { WIZARD_UI } from './wizard-texts.js';

export interface CampaignCode {
  serialValue: string;
  passValue: string;
}

export const NO_CODE: CampaignCode = { serialValue: '', passValue: '' };

/** Exactly one of the two, in the codes' form (contract campaignCodeSchema: a typo is caught here, before any lookup). */
export function codeErrors(code: CampaignCode): Partial<Record<keyof CampaignCode, string>> {
  const serial = code.serialValue.trim();
  const pass = code.passValue.trim();
  if (!serial && !pass) return { serialValue: WIZARD_MSG.codeRequired };
  if (serial && pass) return { passValue: WIZARD_MSG.codeBoth };
  const field = serial ? 'serialValue' : 'passValue';
  return campaignCodeSchema.safeParse(serial || pass).success ? {} : { [field]: WIZARD_MSG.codeInvalid };
}

/** Spec 2 §2.15's code dialog: the campaign serial or the password the customer got. */
export function CodeDialog({ isOpen, code, onSave, onClose }: { isOpen: boolean; code: CampaignCode; onSave: (code: CampaignCode) => void; onClose: () => void }) {
  const [draft, setDraft] = useState(code);
  const [errors, setErrors] = useState<Partial<Record<keyof CampaignCode, string>>>({});
  useEffect(() => {
    if (isOpen) {
      setDraft(code);
      setErrors({});
    }
  }, [isOpen, code]);
  const save = async () => {
    const found = codeErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSave({ serialValue: draft.serialValue.trim(), passValue: draft.passValue.trim() });
  };
  return (
    <FormDialog isOpen={isOpen} title={WIZARD_MSG.codeDialogTitle} onClose={onClose} onSubmit={save} submitText={WIZARD_UI.codeSave} testId="wizard-code">
      <TextField testId="wizard-serialValue" label={WIZARD_MSG.serialValue} value={draft.serialValue} onValue={(v) => setDraft({ ...draft, serialValue: v })} maxlength={40} error={errors.serialValue} />
      <TextField testId="wizard-passValue" label={WIZARD_MSG.passValue} value={draft.passValue} onValue={(v) => setDraft({ ...draft, passValue: v })} maxlength={40} error={errors.passValue} />
    </FormDialog>
  );
}
