import { BatchTitlePage } from './batch-title-page.js';
import { PassCreate } from './pass-create.js';

/** /accessoryCampaignPassTitle: a new password batch, or the stored one (TTG_ADMIN, spec 1 §2.14, §4, §5). */
export default function PassTitlePage() {
  return <BatchTitlePage kind="pass" Create={PassCreate} />;
}
