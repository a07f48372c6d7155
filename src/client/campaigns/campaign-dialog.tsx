import { useEffect, useState } from 'react';
import { type Campaign, CAMPAIGN_MSG, campaignUpsert } from '../../shared/contract/campaigns.js';
import { call } from '../lib/api.js';
import { toast } from '../lib/toast.js';
import { FormDialog } from '../ui/dialogs/form-dialog.js';
import { NumberField } from '../ui/number-field.js';
import { TextField } from '../ui/text-field.js';
import { type CampaignField, type CampaignForm, checkCampaign, formOf } from './campaign-form.js';
import { isServerVerdict, useInvalidateCampaigns } from './campaigns-data.js';
import './campaigns.css';

export interface CampaignDialogProps {
  /** null: a new campaign. */
  campaign: Campaign | null;
  isOpen: boolean;
  onClose: () => void;
}

type Flags = Partial<Record<CampaignField, true>>;

/**
 * 'Kampanya' (spec 1 §2.14, §3, §5 "Campaign save"): add or edit an accessory campaign. Checked
 * here first (warnings, flagged fields, nothing sent); the server's field errors flag the fields
 * too; any other failure says 'Kampanya kaydedilemedi.' and keeps the dialog open.
 */
export function CampaignDialog({ campaign, isOpen, onClose }: CampaignDialogProps) {
  const invalidate = useInvalidateCampaigns();
  const [form, setForm] = useState<CampaignForm>(() => formOf(null));
  const [invalid, setInvalid] = useState<Flags>({});

  useEffect(() => {
    if (!isOpen) return;
    setForm(formOf(campaign));
    setInvalid({});
  }, [isOpen, campaign]);

  const edit = (field: CampaignField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setInvalid((i) => ({ ...i, [field]: undefined }));
  };

  const submit = async () => {
    const checked = checkCampaign(form, campaign?.id);
    if (!checked.ok) {
      setInvalid(checked.fields);
      checked.messages.forEach((m) => toast.warn(m));
      return;
    }
    try {
      await call(campaignUpsert, { body: checked.body });
    } catch (error) {
      // The server's own verdict (texts and flagged fields) goes to the dialog's generic handler.
      if (isServerVerdict(error)) throw error;
      toast.error(CAMPAIGN_MSG.saveFailed);
      return;
    }
    toast.success(CAMPAIGN_MSG.saved);
    void invalidate();
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title="Kampanya" onClose={onClose} onSubmit={submit} testId="campaign-dialog" wide>
      {(flagged) => {
        const field = (name: CampaignField) => ({ testId: `campaign-dialog-${name}`, value: form[name], onValue: edit(name), flagged: !!invalid[name] || !!flagged[name] });
        return (
          <div className="campaign-form">
            <TextField {...field('voucherCode')} label="SN Kodu" maxlength={7} helperText="7 karakter" />
            <TextField {...field('description')} label="Açıklama" maxlength={300} />
            <TextField {...field('billTemplate')} label="Fatura Şablonu" maxlength={300} />
            <NumberField {...field('amount')} label="Tutar" min={0} suffix="₺" />
            <TextField {...field('amountCode')} label="Tutar Kodu" maxlength={1} />
            <NumberField {...field('termNumber')} label="Taksit Sayısı" min={1} max={120} step={1} />
            <TextField {...field('termNumberCode')} label="Taksit Kodu" maxlength={1} />
            <NumberField {...field('termAmount')} label="Taksit Tutarı" min={0} suffix="₺" helperText="Tam 2 ondalık hane (ör. 16,50)" />
            <NumberField {...field('stockWarning')} label="Seri Kritik Stok" min={0} step={1} />
            <NumberField {...field('passStockWarning')} label="Şifre Kritik Stok" min={0} step={1} />
          </div>
        );
      }}
    </FormDialog>
  );
}
