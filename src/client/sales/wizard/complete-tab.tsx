import { useState } from 'react';
import { type CustomerType, SALE_TYPE_LABELS, type SaleType, WIZARD_MSG, WIZARD_TABS } from '../../../shared/contract/sale-texts.js';
import { type SaleCompleteInput, saleCompleteBodySchema } from '../../../shared/contract/sale-wizard.js';
import { formatMoney } from '../../../shared/format.js';
import { toast } from '../../lib/toast.js';
import { PlainButton } from '../../ui/plain-button.js';
import { Spinner } from '../../ui/spinner.js';
import { type BasketLine, basketTotals, priceError, priceOf } from './basket.js';
import { type CampaignCode, CodeDialog, NO_CODE } from './code-dialog.js';
import type { CustomerForm } from './customer.js';
import { type CompleteOutcome, useCompleteSale } from './use-complete-sale.js';
import { useSaleCampaigns } from './use-sale-campaigns.js';
import { WIZARD_UI } from './wizard-texts.js';

const SALE_TYPE_ORDER: SaleType[] = ['VANILLA', 'TEMLIK'];
/** 'Sepetim' (spec 2 §2.15 My Basket). */
const WIZARD_TABS_BASKET = WIZARD_TABS[2];
const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The body 'SATIŞI TAMAMLA' sends: the customer, the sale type with its campaign and code, each line at its price. */
export function saleBodyOf(customer: CustomerForm, basket: readonly BasketLine[], saleType: SaleType, campaignId: number | null, code: CampaignCode): SaleCompleteInput {
  const temlik = saleType === 'TEMLIK';
  return {
    productSaleType: saleType,
    // The form's type is checked (customerErrors) before a body is built; '' fails the schema anyway.
    customerType: customer.customerType as CustomerType,
    customerName: customer.customerName,
    customerSurname: customer.customerSurname,
    customerPhoneNo: orNull(customer.customerPhoneNo),
    customerServiceNo: orNull(customer.customerServiceNo),
    customerPstnNo: orNull(customer.customerPstnNo),
    accessoryCampaignId: temlik ? campaignId : null,
    serialValue: temlik ? orNull(code.serialValue) : null,
    passValue: temlik ? orNull(code.passValue) : null,
    lines: basket.map((l) => ({ unitId: l.unit.unitId, serialNo: l.unit.serialNo, modelId: l.unit.modelId, price: priceOf(l) })),
  };
}

/**
 * Spec 2 §2.15 Complete Sale, made real (issue 31): VANILLA (Peşin-Kredi Kartlı) or TEMLIK
 * (Kampanyalı) with an active campaign of GET /sale/campaigns (kept for offline) and the campaign
 * serial or password the customer got (the code dialog); the amount to pay from the lines; and
 * 'SATIŞI TAMAMLA' through the outbox (use-complete-sale.ts).
 */
export function CompleteTab({
  customer,
  basket,
  customerInvalid,
  onBasketInvalid,
  onDone,
}: {
  customer: CustomerForm;
  basket: BasketLine[];
  /** True (and the customer tab shown) when the customer's form does not pass. */
  customerInvalid: () => boolean;
  onBasketInvalid: () => void;
  onDone: (outcome: CompleteOutcome) => void;
}) {
  const [saleType, setSaleType] = useState<SaleType | ''>('');
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [code, setCode] = useState<CampaignCode>(NO_CODE);
  const [codeOpen, setCodeOpen] = useState(false);
  const campaigns = useSaleCampaigns(saleType === 'TEMLIK');
  const { complete, pending } = useCompleteSale();
  const totals = basketTotals(basket);
  const campaign = campaigns.data?.find((c) => c.id === campaignId) ?? null;

  const submit = async () => {
    if (!basket.length) return void toast.error(WIZARD_MSG.emptyBasket);
    if (customerInvalid()) return void toast.error(WIZARD_MSG.customerRequired);
    const badPrice = basket.map(priceError).find((e) => e !== null);
    if (badPrice) {
      onBasketInvalid();
      return void toast.error(badPrice, 4000);
    }
    if (!saleType) return void toast.error(WIZARD_MSG.saleTypeRequired);
    const body = saleBodyOf(customer, basket, saleType, campaignId, code);
    const parsed = saleCompleteBodySchema.safeParse(body);
    if (!parsed.success) return void toast.error([...new Set(parsed.error.issues.map((i) => i.message))].join(' '), 4000);
    const outcome = await complete(body);
    if (outcome === 'sent' || outcome === 'queued') {
      setSaleType('');
      setCampaignId(null);
      setCode(NO_CODE);
    }
    onDone(outcome);
  };

  return (
    <section className="wizard-section" data-testid="wizard-complete">
      <fieldset className="wizard-sale-types">
        <legend>{WIZARD_MSG.saleType}</legend>
        {SALE_TYPE_ORDER.map((t) => (
          <PlainButton key={t} fill={saleType === t ? 'solid' : 'outline'} aria-pressed={saleType === t} onClick={() => setSaleType(t)} data-testid={`sale-type-${t}`}>
            {SALE_TYPE_LABELS[t]}
          </PlainButton>
        ))}
      </fieldset>

      {saleType === 'TEMLIK' && (
        <div className="wizard-campaigns">
          <h2>{WIZARD_MSG.campaign}</h2>
          {campaigns.isPending ? (
            <Spinner />
          ) : campaigns.data === null ? (
            <p className="wizard-note">{WIZARD_UI.campaignsOffline}</p>
          ) : !campaigns.data?.length ? (
            <p className="wizard-note">{WIZARD_UI.campaignsEmpty}</p>
          ) : (
            <div className="wizard-campaign-scroll">
              <table className="wizard-campaign-table" data-testid="wizard-campaigns">
                <thead>
                  <tr>
                    <th scope="col">{WIZARD_MSG.campaign}</th>
                    <th scope="col">{WIZARD_UI.campaignAmount}</th>
                    <th scope="col">{WIZARD_UI.campaignTerm}</th>
                    <th scope="col">{WIZARD_UI.campaignTerms}</th>
                  </tr>
                </thead>
                <tbody>
                  {campaigns.data.map((c) => (
                    <tr
                      key={c.id}
                      className={c.id === campaignId ? 'wizard-campaign-chosen' : undefined}
                      aria-selected={c.id === campaignId}
                      onClick={() => {
                        setCampaignId(c.id);
                        setCodeOpen(true);
                      }}
                      data-testid={`campaign-${c.id}`}
                    >
                      <td>{c.description}</td>
                      <td>{formatMoney(c.amount)}</td>
                      <td>{formatMoney(c.termAmount)}</td>
                      <td>{c.termNumber}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {campaignId !== null && (
            <div className="wizard-code">
              <span data-testid="wizard-code-shown">
                {WIZARD_UI.codeLine}: {code.serialValue || code.passValue || '—'}
              </span>
              <PlainButton fill="outline" size="small" onClick={() => setCodeOpen(true)} data-testid="wizard-code-open">
                {WIZARD_UI.codeEnter}
              </PlainButton>
            </div>
          )}
        </div>
      )}

      <dl className="wizard-summary">
        <dt>{WIZARD_TABS_BASKET}</dt>
        <dd data-testid="wizard-line-count">{WIZARD_UI.lineCount(basket.length)}</dd>
        {totals.discountAmount > 0 && (
          <>
            <dt>{WIZARD_UI.discount}</dt>
            <dd>{formatMoney(totals.discountAmount)}</dd>
          </>
        )}
        {saleType === 'TEMLIK' && campaign && (
          <>
            <dt>{WIZARD_UI.campaignLine}</dt>
            <dd>
              {campaign.description} · {campaign.termNumber} × {formatMoney(campaign.termAmount)}
            </dd>
          </>
        )}
        <dt>{WIZARD_MSG.amountToPay}</dt>
        <dd className="wizard-amount" data-testid="wizard-amount">
          {formatMoney(totals.finalPrice)}
        </dd>
      </dl>

      <PlainButton expand="block" onClick={() => void submit()} disabled={pending || !basket.length} data-testid="wizard-complete-sale">
        {WIZARD_MSG.completeSale}
      </PlainButton>

      <CodeDialog
        isOpen={codeOpen}
        code={code}
        onClose={() => setCodeOpen(false)}
        onSave={(c) => {
          setCode(c);
          setCodeOpen(false);
        }}
      />
    </section>
  );
}
