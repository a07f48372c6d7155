import { describe, expect, it } from 'vitest';
import { type Campaign, CAMPAIGN_MSG } from '../../shared/contract/campaigns.js';
import { type CampaignForm, checkCampaign, formOf } from './campaign-form.js';

const FORM: CampaignForm = {
  voucherCode: 'AK10006',
  description: 'Aksesuar Kampanyası 100 TL 6 Taksit',
  billTemplate: 'Aksesuar paketi 100 TL - 6 ay',
  amount: '100',
  amountCode: 'A',
  termNumber: '6',
  termNumberCode: '1',
  termAmount: '16.67',
  stockWarning: '500',
  passStockWarning: '300',
};
const fails = (patch: Partial<CampaignForm>) => {
  const checked = checkCampaign({ ...FORM, ...patch });
  return checked.ok ? null : { messages: checked.messages, fields: Object.keys(checked.fields) };
};

describe('campaign rules (spec 1 §5 "Campaign save")', () => {
  it('asks for every required field once and flags the empty ones', () => {
    expect(fails({ voucherCode: ' ', termAmount: '' })).toEqual({ messages: [CAMPAIGN_MSG.required], fields: ['voucherCode', 'termAmount'] });
    // Codes and critical stock levels may stay empty.
    expect(fails({ amountCode: '', termNumberCode: '', stockWarning: '', passStockWarning: '' })).toBeNull();
  });

  it('wants a 7-character SN code, 1-character codes and a term amount with exactly 2 decimals', () => {
    expect(fails({ voucherCode: 'AK100' })).toEqual({ messages: [CAMPAIGN_MSG.snCode], fields: ['voucherCode'] });
    expect(fails({ voucherCode: 'AK1000600' })?.messages).toEqual([CAMPAIGN_MSG.snCode]);
    expect(fails({ amountCode: 'AB' })?.messages).toEqual([CAMPAIGN_MSG.amountCode]);
    expect(fails({ termNumberCode: '12' })?.messages).toEqual([CAMPAIGN_MSG.termCode]);
    expect(fails({ termAmount: '16.667' })).toEqual({ messages: [CAMPAIGN_MSG.termAmount], fields: ['termAmount'] });
    expect(fails({ termAmount: '16,667' })?.messages).toEqual([CAMPAIGN_MSG.termAmount]);
    expect(fails({ termAmount: '.' })?.messages).toEqual([CAMPAIGN_MSG.termAmount]);
    for (const termAmount of ['50', '16.5', '16,5', '16.', '.50']) expect(fails({ termAmount }), termAmount).toEqual({ messages: [CAMPAIGN_MSG.termAmount], fields: ['termAmount'] });
    expect(fails({ termAmount: '50.00' })).toBeNull();
    expect(fails({ termAmount: ' 16,50 ' })).toBeNull();
    expect(fails({ voucherCode: 'AK1', termAmount: '1.234' })?.messages).toEqual([CAMPAIGN_MSG.snCode, CAMPAIGN_MSG.termAmount]);
    expect(fails({ termNumber: '0' })?.messages).toEqual([CAMPAIGN_MSG.termNumber]);
    expect(fails({ amount: '0' })?.messages).toEqual([CAMPAIGN_MSG.amount]);
  });

  it('sends the amounts as numbers and the term amount as its 2-decimal text, a Turkish comma taken as the point, empty codes as null', () => {
    const checked = checkCampaign({ ...FORM, amount: '250', termAmount: '41,50', amountCode: '', termNumberCode: '', stockWarning: '' }, 3);
    expect(checked).toEqual({
      ok: true,
      body: {
        id: 3,
        voucherCode: 'AK10006',
        description: FORM.description,
        billTemplate: FORM.billTemplate,
        amount: 250,
        amountCode: null,
        termNumber: 6,
        termNumberCode: null,
        termAmount: '41.50',
        stockWarning: 0,
        passStockWarning: 300,
      },
    });
  });

  it('fills the form from a campaign, the term amount with 2 decimals', () => {
    const campaign: Campaign = { id: 1, status: 1, voucherCode: 'AK15009', description: 'd', billTemplate: 'b', amount: 150, amountCode: null, termNumber: 9, termNumberCode: '2', termAmount: 16.7, stockWarning: 500, passStockWarning: 300 };
    expect(formOf(campaign)).toMatchObject({ amount: '150', amountCode: '', termNumber: '9', termAmount: '16.70', stockWarning: '500' });
    expect(formOf(null).voucherCode).toBe('');
  });
});
