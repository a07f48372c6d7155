import { IonBadge } from '@ionic/react';
import { type Campaign, CAMPAIGN_MSG, CAMPAIGN_PAGE_SIZES, packageName } from '../../shared/contract/campaigns.js';
import { formatMoney, formatQuantity } from '../../shared/format.js';
import { AppPage } from '../ui/app-page.js';
import { confirm } from '../ui/dialogs/confirm.js';
import { useDialogTarget } from '../ui/dialogs/use-dialog-target.js';
import { ClientTable } from '../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../ui/list/list-types.js';
import { AddButton, TableToolbar } from '../ui/table-toolbar.js';
import { CampaignDialog } from './campaign-dialog.js';
import { isActiveCampaign, useCampaignStatus, useCampaigns } from './campaigns-data.js';
import './campaigns.css';

const SIZES = [...CAMPAIGN_PAGE_SIZES];

const columns: ColumnDef<Campaign>[] = [
  { header: 'Paket', width: '6.5rem', cell: (c) => <strong>{packageName(c.amount)}</strong> },
  { header: 'SN Kodu', width: '6.5rem', cell: (c) => c.voucherCode },
  { header: 'Açıklama', cell: (c) => c.description },
  { header: 'Fatura Şablonu', cell: (c) => c.billTemplate },
  { header: 'Tutar', width: '7rem', align: 'end', cell: (c) => formatMoney(c.amount) },
  { header: 'Tutar Kodu', width: '4.5rem', align: 'center', cell: (c) => c.amountCode ?? '' },
  { header: 'Taksit Sayısı', width: '5rem', align: 'end', cell: (c) => c.termNumber },
  { header: 'Taksit Kodu', width: '4.5rem', align: 'center', cell: (c) => c.termNumberCode ?? '' },
  { header: 'Taksit Tutarı', width: '7rem', align: 'end', cell: (c) => formatMoney(c.termAmount) },
  { header: 'Seri Kritik Stok', width: '5.5rem', align: 'end', cell: (c) => formatQuantity(c.stockWarning) },
  { header: 'Şifre Kritik Stok', width: '5.5rem', align: 'end', cell: (c) => formatQuantity(c.passStockWarning) },
  {
    header: 'Durum',
    width: '5rem',
    cell: (c) => (
      <IonBadge color={isActiveCampaign(c) ? 'success' : 'medium'} data-testid={`campaign-status-${c.id}`}>
        {isActiveCampaign(c) ? 'Aktif' : 'Pasif'}
      </IonBadge>
    ),
  },
];

/**
 * /accessoryCampaignList 'Aksesuar Kampanyaları' (TTG_ADMIN, spec 1 §2.14, §3, §9): every
 * campaign, passive ones muted, paged here by 10/20/30. Every campaign can be edited (a passive
 * one stays passive; the same checks); an active one deactivated, a passive one activated, both
 * asked first.
 */
export default function CampaignListPage() {
  const campaigns = useCampaigns();
  const status = useCampaignStatus();
  const dialog = useDialogTarget<Campaign>();

  const setActive = async (campaign: Campaign, active: boolean) => {
    const ok = await confirm({
      header: active ? 'Aktif Et' : 'Pasif Et',
      message: active ? CAMPAIGN_MSG.activeConfirm : CAMPAIGN_MSG.passiveConfirm,
      danger: !active,
    });
    if (ok) status.mutate({ id: campaign.id, active });
  };

  const actions: RowAction<Campaign>[] = [
    { label: 'Düzenle', color: 'primary', onClick: dialog.show, testId: (c) => `campaign-edit-${c.id}` },
    { label: 'Pasif Et', color: 'danger', visible: isActiveCampaign, onClick: (c) => void setActive(c, false), testId: (c) => `campaign-passive-${c.id}` },
    { label: 'Aktif Et', color: 'success', visible: (c) => !isActiveCampaign(c), onClick: (c) => void setActive(c, true), testId: (c) => `campaign-active-${c.id}` },
  ];

  return (
    <AppPage>
      <TableToolbar>
        <AddButton testId="campaign-new" label="Yeni Kampanya" onClick={() => dialog.show(null)} />
      </TableToolbar>
      <ClientTable
        columns={columns}
        rows={campaigns.data ?? []}
        rowKey={(c) => c.id}
        rowActions={actions}
        sizes={SIZES}
        emptyText={CAMPAIGN_MSG.empty}
        loading={(campaigns.isPending && !campaigns.isError) || status.isPending}
        testId="campaign-table"
        rowClass={(c) => (isActiveCampaign(c) ? undefined : 'row-passive')}
      />
      <CampaignDialog campaign={dialog.item} isOpen={dialog.isOpen} onClose={dialog.close} />
    </AppPage>
  );
}
