import { lockClosedOutline } from 'ionicons/icons';
import { MSG } from '../../../shared/messages.js';
import { AppPage } from '../../ui/app-page.js';
import { StatusCard } from './status-card.js';

/** A route whose role list has none of the user's roles (spec 1 §2.6). */
export default function NoAccessPage() {
  return (
    <AppPage title={MSG.noAccessTitle}>
      <StatusCard icon={lockClosedOutline} danger home="/dashboard" testId="no-access">
        <h2>{MSG.noAccessTitle}</h2>
        <p>{MSG.noAccessText}</p>
      </StatusCard>
    </AppPage>
  );
}
