import type { CodeKind } from '../../../../shared/contract/code-batches.js';
import { AppPage } from '../../../ui/app-page.js';
import { BatchSummary } from './batch-summary.js';
import { CodeSearch } from './code-search.js';
import { LowStockList } from './low-stock-list.js';
import { TitleList } from './title-list.js';
import './batch-lists.css';

/**
 * /accessoryCampaignSerialTitleList and /accessoryCampaignPassTitleList (TTG_ADMIN, spec 1
 * §2.14, §3, §5, §9): the summary, the batches, a code search with its export and the low stock.
 */
export function BatchListPage({ kind }: { kind: CodeKind }) {
  return (
    <AppPage>
      <BatchSummary kind={kind} />
      <TitleList kind={kind} />
      <CodeSearch kind={kind} />
      <LowStockList kind={kind} />
    </AppPage>
  );
}
