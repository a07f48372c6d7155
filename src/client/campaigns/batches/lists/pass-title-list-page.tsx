import { BatchListPage } from './batch-list-page.js';

/** /accessoryCampaignPassTitleList 'Şifre Paketleri'. */
export default function PassTitleListPage() {
  return <BatchListPage kind="pass" />;
}
