import { type Campaign, packageName } from '../../../../shared/contract/campaigns.js';
import { DISTRIBUTION_PAGE_SIZES } from '../../../../shared/contract/code-batches.js';
import type { DistributionRow } from '../../../../shared/distribution-key.js';
import { formatPercent, formatQuantity } from '../../../../shared/format.js';
import { ClientTable } from '../../../ui/list/client-table.js';
import type { ColumnDef } from '../../../ui/list/list-types.js';

const SIZES = [...DISTRIBUTION_PAGE_SIZES];

/** The counts each reseller gets (spec 1 §3 reseller distribution row), 5 a page (5/10/15); one column per campaign counted. */
export function DistributionTable({ rows, campaigns, emptyText }: { rows: DistributionRow[]; campaigns: Campaign[]; emptyText: string }) {
  const columns: ColumnDef<DistributionRow>[] = [
    { header: 'Bayi Kodu', width: '8rem', cell: (r) => <strong>{r.bayiKodu}</strong> },
    { header: 'Yüzde', width: '6rem', align: 'end', cell: (r) => formatPercent(r.yuzde) },
    { header: 'Toplam', width: '6rem', align: 'end', cell: (r) => formatQuantity(r.toplamSayi) },
    ...campaigns.map(
      (c): ColumnDef<DistributionRow> => ({
        header: `${packageName(c.amount)} · ${c.termNumber} Taksit`,
        headerTitle: c.voucherCode,
        width: '8.5rem',
        align: 'end',
        cell: (r) => formatQuantity(r.sayilar.find((s) => s.id === c.id)?.unit ?? 0),
      }),
    ),
  ];
  return <ClientTable columns={columns} rows={rows} rowKey={(r) => r.bayiKodu} sizes={SIZES} defaultSize={5} emptyText={emptyText} testId="batch-distribution-table" />;
}
