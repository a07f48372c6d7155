import { useState } from 'react';
import { IonToggle } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_MSG, type TtCrm, ttCrmSerialUsage } from '../../shared/contract/campaigns.js';
import { call } from '../lib/api.js';
import { toast } from '../lib/toast.js';
import { AppPage } from '../ui/app-page.js';
import { confirm } from '../ui/dialogs/confirm.js';
import { ClientTable } from '../ui/list/client-table.js';
import type { ColumnDef } from '../ui/list/list-types.js';
import { useTtCrms } from './campaigns-data.js';
import { campaignKeys } from './campaigns-queries.js';
import './campaigns.css';

/** Spec 1 §9: the shared tables' page sizes, 10 by default. */
const SIZES = [5, 10, 25];

/**
 * /ttCrmList 'TT CRM Listesi' (TTG_ADMIN, spec 1 §2.14): a record's serial-number usage is
 * turned on or off with its toggle, asked first; the toggle shows the new state while asking
 * and saving, and returns when the answer is no or the save fails. Password usage is always on
 * (shown, disabled).
 */
export default function TtCrmListPage() {
  const crms = useTtCrms();
  const client = useQueryClient();
  // The state a toggle shows while its change is asked and saved, by record id.
  const [pending, setPending] = useState<Record<number, boolean>>({});

  const setSerialUsage = async (row: TtCrm, on: boolean) => {
    if (row.id in pending) return;
    setPending((p) => ({ ...p, [row.id]: on }));
    try {
      if (!(await confirm({ header: 'Seri Numara Kullanımı', message: on ? CAMPAIGN_MSG.serialOnConfirm : CAMPAIGN_MSG.serialOffConfirm }))) return;
      const saved = await call(ttCrmSerialUsage, { body: { ttCrmId: row.id, serialOptionActive: on } });
      client.setQueryData<TtCrm[]>(campaignKeys.ttCrms(), (rows) => rows?.map((r) => (r.id === saved.id ? saved : r)));
      toast.success(CAMPAIGN_MSG.serialUsageSaved);
    } catch {
      toast.error(CAMPAIGN_MSG.serialUsageFailed);
    } finally {
      setPending(({ [row.id]: _done, ...rest }) => rest);
    }
    void client.invalidateQueries({ queryKey: campaignKeys.ttCrms() });
  };

  const columns: ColumnDef<TtCrm>[] = [
    { header: 'CRM Kodu', width: '9rem', cell: (r) => <strong>{r.crmCode}</strong> },
    { header: 'Ad', cell: (r) => r.name },
    { header: 'Firma', cell: (r) => r.firmName ?? '' },
    {
      header: 'Seri Numara Kullanımı',
      width: '11rem',
      align: 'center',
      cell: (r) => (
        <IonToggle
          className="ttcrm-toggle"
          aria-label={`${r.name} seri numara kullanımı`}
          checked={pending[r.id] ?? r.serialOptionActive}
          disabled={r.id in pending}
          onIonChange={(e) => void setSerialUsage(r, e.detail.checked)}
          data-testid={`ttcrm-serial-${r.id}`}
        />
      ),
    },
    {
      header: 'Şifre Kullanımı',
      headerTitle: 'Şifre kullanımı her zaman açıktır.',
      width: '9rem',
      align: 'center',
      cell: (r) => <IonToggle className="ttcrm-toggle" aria-label={`${r.name} şifre kullanımı`} checked disabled data-testid={`ttcrm-pass-${r.id}`} />,
    },
  ];

  return (
    <AppPage>
      <ClientTable
        columns={columns}
        rows={crms.data ?? []}
        rowKey={(r) => r.id}
        sizes={SIZES}
        defaultSize={10}
        emptyText={CAMPAIGN_MSG.empty}
        loading={crms.isPending && !crms.isError}
        testId="ttcrm-table"
      />
    </AppPage>
  );
}
