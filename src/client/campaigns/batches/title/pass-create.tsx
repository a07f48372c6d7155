import { useMemo, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { checkmarkOutline } from 'ionicons/icons';
import { type Campaign, CAMPAIGN_MSG, packageName, type TtCrm } from '../../../../shared/contract/campaigns.js';
import { BATCH_MSG } from '../../../../shared/contract/code-batches.js';
import { toast } from '../../../lib/toast.js';
import type { ColumnDef } from '../../../ui/list/list-types.js';
import { isActiveCampaign, useCampaigns, useTtCrms } from '../../campaigns-data.js';
import { TITLE_BUTTONS } from './batch-texts.js';
import { countOf } from './count-input.js';
import { type Counts, CountTable, totalOf } from './count-table.js';
import { StepHead, TotalLine } from './step-parts.js';
import { useCreateBatch } from './use-create-batch.js';

/** One row of the password count editor: a TT CRM record and an active campaign. */
export interface PassRow {
  key: string;
  crm: TtCrm;
  campaign: Campaign;
}

/** Every TT CRM record with every active campaign (password usage is always on, spec 1 §2.14). */
export const passRowsOf = (crms: TtCrm[], campaigns: Campaign[]): PassRow[] =>
  crms.flatMap((crm) => campaigns.filter(isActiveCampaign).map((campaign) => ({ key: `${crm.id}-${campaign.id}`, crm, campaign })));

/** The create body (spec 1 §3): the rows with a count above zero. */
export const passCreateBody = (rows: PassRow[], counts: Counts) => ({
  rows: rows
    .filter((r) => countOf(counts[r.key]) > 0)
    .map((r) => ({
      ttCrmId: r.crm.id,
      ttCrmName: r.crm.name,
      accessoryCampaignId: r.campaign.id,
      amount: r.campaign.amount,
      termNumber: r.campaign.termNumber,
      unit: countOf(counts[r.key]),
    })),
});

const columns: ColumnDef<PassRow>[] = [
  { header: 'TT CRM', width: '9rem', cell: (r) => <strong>{r.crm.crmCode}</strong> },
  { header: 'TT CRM Adı', cell: (r) => r.crm.name },
  { header: 'Paket', width: '7rem', cell: (r) => packageName(r.campaign.amount) },
  { header: 'SN Kodu', width: '7rem', cell: (r) => r.campaign.voucherCode },
  { header: 'Taksit Sayısı', width: '6rem', align: 'end', cell: (r) => r.campaign.termNumber },
];

/** A new password batch (spec 1 §3, §5): a count per TT CRM record and active campaign, then 'Oluştur' with a total above zero. */
export function PassCreate({ onCreated }: { onCreated: (id: number) => void }) {
  const crms = useTtCrms();
  const campaigns = useCampaigns();
  const rows = useMemo(() => passRowsOf(crms.data ?? [], campaigns.data ?? []), [crms.data, campaigns.data]);
  const [counts, setCounts] = useState<Counts>({});
  const create = useCreateBatch('pass', onCreated);
  const total = totalOf(counts);

  const submit = () => {
    const body = passCreateBody(rows, counts);
    if (!body.rows.length) {
      toast.warn(BATCH_MSG.pass.totalZero);
      return;
    }
    create.mutate(body);
  };

  return (
    <section className="panel batch-step" data-testid="pass-step-counts">
      <StepHead text="TT CRM kaydı ve kampanya başına oluşturulacak şifre adedini giriniz." />
      <CountTable
        rows={rows}
        rowKey={(r) => r.key}
        columns={columns}
        label={(r) => `${r.crm.name} ${packageName(r.campaign.amount)} ${r.campaign.voucherCode} adet`}
        counts={counts}
        onCounts={setCounts}
        loading={(crms.isPending && !crms.isError) || (campaigns.isPending && !campaigns.isError)}
        emptyText={CAMPAIGN_MSG.empty}
        testId="pass-counts"
        disabled={create.isPending}
      />
      <div className="batch-step-actions">
        <TotalLine total={total} testId="pass-total" />
        <IonButton onClick={submit} disabled={create.isPending} data-testid="pass-create">
          {create.isPending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon slot="start" icon={checkmarkOutline} aria-hidden="true" />}
          {TITLE_BUTTONS.create}
        </IonButton>
      </div>
    </section>
  );
}
