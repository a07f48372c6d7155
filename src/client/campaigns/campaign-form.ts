import { type Campaign, CAMPAIGN_MSG, type CampaignSaveBody, campaignSaveSchema } from '../../shared/contract/campaigns.js';

/** The campaign dialog's fields as typed ('' = empty; numbers with a '.' or a Turkish ','). */
export interface CampaignForm {
  voucherCode: string;
  description: string;
  billTemplate: string;
  amount: string;
  amountCode: string;
  termNumber: string;
  termNumberCode: string;
  termAmount: string;
  stockWarning: string;
  passStockWarning: string;
}

export type CampaignField = keyof CampaignForm;

/** The fields in the dialog's order (also the schema's names, which the server flags). */
export const CAMPAIGN_FIELDS: CampaignField[] = [
  'voucherCode',
  'description',
  'billTemplate',
  'amount',
  'amountCode',
  'termNumber',
  'termNumberCode',
  'termAmount',
  'stockWarning',
  'passStockWarning',
];

/** Spec 1 §5 "Campaign save": these may not be empty. */
export const REQUIRED_FIELDS: CampaignField[] = ['voucherCode', 'description', 'billTemplate', 'amount', 'termNumber', 'termAmount'];

export function formOf(campaign: Campaign | null): CampaignForm {
  if (!campaign) {
    return {
      voucherCode: '',
      description: '',
      billTemplate: '',
      amount: '',
      amountCode: '',
      termNumber: '',
      termNumberCode: '',
      termAmount: '',
      stockWarning: '0',
      passStockWarning: '0',
    };
  }
  return {
    voucherCode: campaign.voucherCode,
    description: campaign.description,
    billTemplate: campaign.billTemplate,
    amount: String(campaign.amount),
    amountCode: campaign.amountCode ?? '',
    termNumber: String(campaign.termNumber),
    termNumberCode: campaign.termNumberCode ?? '',
    termAmount: campaign.termAmount.toFixed(2),
    stockWarning: String(campaign.stockWarning),
    passStockWarning: String(campaign.passStockWarning),
  };
}

/** A number as typed: a Turkish comma is the decimal point; '' is no number. */
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/**
 * The field's own text when the schema's is not (a length past a field's maxlength takes the
 * schema's 'required' text, but every required field is filled by then).
 */
const FALLBACK: Record<CampaignField, string> = {
  voucherCode: CAMPAIGN_MSG.snCode,
  description: CAMPAIGN_MSG.required,
  billTemplate: CAMPAIGN_MSG.required,
  amount: CAMPAIGN_MSG.amount,
  amountCode: CAMPAIGN_MSG.amountCode,
  termNumber: CAMPAIGN_MSG.termNumber,
  termNumberCode: CAMPAIGN_MSG.termCode,
  termAmount: CAMPAIGN_MSG.termAmount,
  stockWarning: CAMPAIGN_MSG.stockWarning,
  passStockWarning: CAMPAIGN_MSG.stockWarning,
};
const OURS = new Set<string>(Object.values(CAMPAIGN_MSG).filter((m) => m !== CAMPAIGN_MSG.required));

export type CampaignCheck = { ok: true; body: CampaignSaveBody } | { ok: false; messages: string[]; fields: Partial<Record<CampaignField, true>> };

/**
 * The checks before sending (spec 1 §5 "Campaign save"), in the spec's words: an empty
 * required field ('Kampanya kaydetmek için zorunlu alanlar dolu olmalıdır.' once, every empty
 * one flagged); then the server's own schema — SN code 7 characters, amount and term codes 1
 * character, the term amount with exactly 2 decimals, and the numbers' ranges. The body
 * carries the amounts as numbers, the term amount as its text with a point ('16.50').
 */
export function checkCampaign(form: CampaignForm, id?: number): CampaignCheck {
  const empty = REQUIRED_FIELDS.filter((f) => form[f].trim() === '');
  if (empty.length) return { ok: false, messages: [CAMPAIGN_MSG.required], fields: Object.fromEntries(empty.map((f) => [f, true])) };

  const result = campaignSaveSchema.safeParse({
    id,
    voucherCode: form.voucherCode,
    description: form.description,
    billTemplate: form.billTemplate,
    amount: toNumber(form.amount),
    amountCode: form.amountCode,
    termNumber: toNumber(form.termNumber),
    termNumberCode: form.termNumberCode,
    termAmount: form.termAmount,
    stockWarning: toNumber(form.stockWarning),
    passStockWarning: toNumber(form.passStockWarning),
  });
  if (result.success) return { ok: true, body: { ...result.data, termAmount: form.termAmount.trim().replace(',', '.') } };

  const problems = result.error.issues.map((issue) => {
    const field = issue.path[0] as CampaignField;
    return { field, text: OURS.has(issue.message) ? issue.message : FALLBACK[field] };
  });
  // In the dialog's order, each text once.
  problems.sort((a, b) => CAMPAIGN_FIELDS.indexOf(a.field) - CAMPAIGN_FIELDS.indexOf(b.field));
  return {
    ok: false,
    messages: [...new Set(problems.map((p) => p.text))],
    fields: Object.fromEntries(problems.map((p) => [p.field, true])),
  };
}
