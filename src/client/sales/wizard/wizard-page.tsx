import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { WIZARD_MSG, WIZARD_TABS } from '../../../shared/contract/sale-texts.js';
import { formatTrDateTime } from '../../../shared/format.js';
import { offlineDb } from '../../lib/offline/db.js';
import { ownerKey } from '../../lib/offline/meta-keys.js';
import { outbox } from '../../lib/offline/outbox-runner.js';
import { useLiveQuery } from '../../lib/offline/use-live-query.js';
import { AppPage } from '../../ui/app-page.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { Tabs } from '../../ui/tabs.js';
import { BasketTab } from './basket-tab.js';
import type { BasketLine } from './basket.js';
import { BrandsTab } from './brands-tab.js';
import { CompleteTab } from './complete-tab.js';
import { ConflictPanel } from './conflict-panel.js';
import { CustomerTab } from './customer-tab.js';
import { type CustomerField, type CustomerForm, customerErrors, EMPTY_CUSTOMER } from './customer.js';
import { stockSyncedAt } from '../../lib/offline/sale-stock-store.js';
import { syncSaleStock } from '../../lib/offline/sale-stock-sync.js';
import { getUser } from '../../lib/session.js';
import { stuckSaleOf } from './use-complete-sale.js';
import { prefetchSaleCampaigns } from './use-sale-campaigns.js';
import { WIZARD_UI } from './wizard-texts.js';
import './wizard.css';

/** Spec 2 §2.15: tab index 0 to 3. */
const TAB_KEYS = ['customer', 'brands', 'basket', 'complete'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const TABS = TAB_KEYS.map((key, i) => ({ key, label: WIZARD_TABS[i] }));

/**
 * /satis — the in-store sales wizard (spec 2 §2.15, made the real way a dealer records a sale by
 * issue 31): on open the eligibility warning; then Customer Info, Brands, My Basket and Complete
 * Sale. Works without a signal: the basket resolves serials from the stock synced on the device,
 * the campaigns are kept from the last visit, and the sale waits in the outbox. Phone first (390 px).
 */
export default function WizardPage() {
  const navigate = useNavigate();
  const [eligible, setEligible] = useState(false);
  const [tab, setTab] = useState<TabKey>('customer');
  const [customer, setCustomer] = useState<CustomerForm>(EMPTY_CUSTOMER);
  const [showErrors, setShowErrors] = useState(false);
  const [basket, setBasket] = useState<BasketLine[]>([]);
  const stuck = stuckSaleOf(useLiveQuery(() => outbox.entries(), 'wizard-outbox') ?? []);
  const syncedAt = useLiveQuery(() => stockSyncedAt(offlineDb()), 'wizard-stock');
  const client = useQueryClient();
  // The stock as it is now when there is a signal (an unchanged stock costs a few hundred bytes), and the campaigns kept for a sale without one.
  useEffect(() => {
    const owner = ownerKey(getUser());
    if (owner && navigator.onLine) {
      void syncSaleStock(owner);
      void prefetchSaleCampaigns(client);
    }
  }, [client]);

  const errors: Partial<Record<CustomerField, string>> = showErrors ? customerErrors(customer) : {};
  /** Checks the customer; on a failure shows the form with its errors. */
  const customerInvalid = () => {
    const found = customerErrors(customer);
    setShowErrors(true);
    if (!Object.keys(found).length) return false;
    setTab('customer');
    return true;
  };
  const reset = () => {
    setCustomer(EMPTY_CUSTOMER);
    setShowErrors(false);
    setBasket([]);
    setTab('customer');
  };
  const syncNote = syncedAt === undefined ? null : syncedAt === null ? WIZARD_UI.stockNeverSynced : WIZARD_UI.stockSynced(formatTrDateTime(new Date(syncedAt)));

  return (
    <AppPage>
      <div className="wizard" data-testid="wizard">
        <FormDialog
          isOpen={!eligible}
          title={WIZARD_MSG.eligibilityTitle}
          onClose={() => navigate('/')}
          onSubmit={async () => setEligible(true)}
          submitText={WIZARD_MSG.eligibilityConfirm}
          testId="wizard-eligibility"
        >
          <p>{WIZARD_MSG.eligibilityText}</p>
        </FormDialog>
        <Tabs tabs={TABS} value={tab} onValue={(k) => setTab(k as TabKey)} testId="wizard-tabs" />
        {!getUser()?.user.loginReseller && (
          <p className="wizard-note" role="alert" data-testid="wizard-no-reseller">
            {WIZARD_MSG.noReseller}
          </p>
        )}
        {stuck && <ConflictPanel stuck={stuck} />}
        {tab === 'customer' && (
          <CustomerTab
            form={customer}
            errors={errors}
            onChange={setCustomer}
            onNext={() => {
              if (!customerInvalid()) setTab('brands');
            }}
            onClear={() => {
              setCustomer(EMPTY_CUSTOMER);
              setShowErrors(false);
            }}
          />
        )}
        {tab === 'brands' && <BrandsTab onNext={() => setTab('basket')} />}
        {tab === 'basket' && <BasketTab basket={basket} setBasket={setBasket} onComplete={() => setTab('complete')} syncNote={syncNote} />}
        {tab === 'complete' && (
          <CompleteTab
            customer={customer}
            basket={basket}
            customerInvalid={customerInvalid}
            onBasketInvalid={() => setTab('basket')}
            onDone={(outcome) => {
              if (outcome === 'sent' || outcome === 'queued') reset();
            }}
          />
        )}
      </div>
    </AppPage>
  );
}
