import { useMemo, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { arrowBackOutline, arrowForwardOutline, checkmarkOutline } from 'ionicons/icons';
import { type Campaign, CAMPAIGN_MSG, packageName } from '../../../../shared/contract/campaigns.js';
import { BATCH_MSG } from '../../../../shared/contract/code-batches.js';
import { type CampaignCount, distribute, keyError, KEY_MSG, type KeyRow } from '../../../../shared/distribution-key.js';
import { formatQuantity } from '../../../../shared/format.js';
import { SPREADSHEET_MAX_BYTES } from '../../../../shared/spreadsheet.js';
import { toast } from '../../../lib/toast.js';
import type { ColumnDef } from '../../../ui/list/list-types.js';
import { SpreadsheetUpload } from '../../../ui/spreadsheet/spreadsheet-upload.js';
import { isActiveCampaign, useCampaigns } from '../../campaigns-data.js';
import { TITLE_BUTTONS } from './batch-texts.js';
import { countOf } from './count-input.js';
import { type Counts, CountTable, totalOf } from './count-table.js';
import { DistributionTable } from './distribution-table.js';
import { readKeyFile } from './key-file.js';
import { StepHead, TotalLine } from './step-parts.js';
import { useCreateBatch } from './use-create-batch.js';

const campaignColumns: ColumnDef<Campaign>[] = [
  { header: 'Paket', width: '7rem', cell: (c) => <strong>{packageName(c.amount)}</strong> },
  { header: 'SN Kodu', width: '7rem', cell: (c) => c.voucherCode },
  { header: 'Taksit Sayısı', width: '6rem', align: 'end', cell: (c) => c.termNumber },
];

/** The body of a serial batch (spec 1 §3): the counts and key as JSON text, and the numbers they make. */
export function serialCreateBody(counts: CampaignCount[], key: KeyRow[]) {
  const rows = distribute(counts, key);
  return {
    accessoryCampaignParams: JSON.stringify({ counts: counts.map((c) => ({ campaignId: c.campaignId, unit: c.unit })), key: key.map((k) => ({ bayiKodu: k.bayiKodu, yuzde: k.yuzde })) }),
    accessoryCampaignNumbers: rows.flatMap((r) => r.sayilar.map((s) => ({ resellerCode: r.bayiKodu, accessoryCampaignId: s.id, unit: s.unit }))),
  };
}

/**
 * A new serial batch in two steps (spec 1 §4, §5, §9): (1) a count per active campaign, then
 * 'Devam' with a total above zero; (2) the reseller distribution key file, read in the browser,
 * its distribution shown, then 'Oluştur'.
 */
export function SerialCreate({ onCreated }: { onCreated: (id: number) => void }) {
  const campaigns = useCampaigns();
  const active = useMemo(() => (campaigns.data ?? []).filter(isActiveCampaign), [campaigns.data]);
  const [counts, setCounts] = useState<Counts>({});
  const [step, setStep] = useState<1 | 2>(1);
  const [key, setKey] = useState<KeyRow[] | null>(null);
  const [reading, setReading] = useState(false);
  const create = useCreateBatch('serial', onCreated);

  const counted = useMemo(
    (): CampaignCount[] => active.filter((c) => countOf(counts[c.id]) > 0).map((c) => ({ campaignId: c.id, amount: c.amount, unit: countOf(counts[c.id]) })),
    [active, counts],
  );
  const distribution = useMemo(() => (key ? distribute(counted, key) : []), [counted, key]);
  const total = totalOf(counts);

  const next = () => {
    if (total <= 0) {
      toast.warn(BATCH_MSG.serial.totalZero);
      return;
    }
    setStep(2);
  };

  const readKey = async (file: File) => {
    setReading(true);
    try {
      const rows = await readKeyFile(file);
      const problem = keyError(rows);
      if (problem) {
        setKey(null);
        toast.error(problem);
        return;
      }
      setKey(rows);
      toast.success(KEY_MSG.loaded);
    } catch {
      setKey(null);
      toast.error(KEY_MSG.readFailed);
    } finally {
      setReading(false);
    }
  };

  if (step === 1) {
    return (
      <section className="panel batch-step" data-testid="serial-step-counts">
        <StepHead step={1} text="Kampanya başına oluşturulacak seri numara adedini giriniz." />
        <CountTable
          rows={active}
          rowKey={(c) => String(c.id)}
          columns={campaignColumns}
          label={(c) => `${packageName(c.amount)} ${c.voucherCode} adet`}
          counts={counts}
          onCounts={setCounts}
          loading={campaigns.isPending && !campaigns.isError}
          emptyText={CAMPAIGN_MSG.empty}
          testId="serial-counts"
        />
        <div className="batch-step-actions">
          <TotalLine total={total} testId="serial-total" />
          <IonButton onClick={next} data-testid="serial-next">
            {TITLE_BUTTONS.next}
            <IonIcon slot="end" icon={arrowForwardOutline} aria-hidden="true" />
          </IonButton>
        </div>
      </section>
    );
  }

  const countedCampaigns = active.filter((c) => counted.some((x) => x.campaignId === c.id));
  return (
    <section className="panel batch-step" data-testid="serial-step-key">
      <StepHead step={2} text="Bayi dağıtım anahtarı dosyasını yükleyiniz ('Bayi Kodu' ve 'Yüzde %' sütunları)." />
      <p className="batch-step-summary muted" data-testid="serial-step-summary">
        {countedCampaigns.map((c) => `${packageName(c.amount)} (${c.voucherCode}): ${formatQuantity(countOf(counts[c.id]))}`).join(' · ')}
      </p>
      <SpreadsheetUpload label={TITLE_BUTTONS.pickKey} maxBytes={SPREADSHEET_MAX_BYTES} onFile={readKey} busy={reading} disabled={create.isPending} testId="serial-key-upload" />
      {key && <DistributionTable rows={distribution} campaigns={countedCampaigns} emptyText={KEY_MSG.noValidRows} />}
      <div className="batch-step-actions">
        <IonButton fill="outline" color="medium" onClick={() => setStep(1)} disabled={create.isPending} data-testid="serial-back">
          <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
          {TITLE_BUTTONS.back}
        </IonButton>
        <TotalLine total={distribution.reduce((s, r) => s + r.toplamSayi, 0)} testId="serial-distributed" label="Dağıtılan" hidden={!key} />
        <IonButton onClick={() => key && create.mutate(serialCreateBody(counted, key))} disabled={!key || reading || create.isPending} data-testid="serial-create">
          {create.isPending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon slot="start" icon={checkmarkOutline} aria-hidden="true" />}
          {TITLE_BUTTONS.create}
        </IonButton>
      </div>
    </section>
  );
}
