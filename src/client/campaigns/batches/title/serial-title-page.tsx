import { BatchTitlePage } from './batch-title-page.js';
import { SerialCreate } from './serial-create.js';

/** /accessoryCampaignSerialTitle: a new serial batch in two steps, or the stored one (TTG_ADMIN, spec 1 §2.14, §4, §5). */
export default function SerialTitlePage() {
  return <BatchTitlePage kind="serial" Create={SerialCreate} />;
}
