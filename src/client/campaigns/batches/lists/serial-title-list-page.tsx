import { BatchListPage } from './batch-list-page.js';

/** /accessoryCampaignSerialTitleList 'Seri Numara Paketleri'. */
export default function SerialTitleListPage() {
  return <BatchListPage kind="serial" />;
}
