import { constructOutline } from 'ionicons/icons';
import { AppPage } from '../../ui/app-page.js';
import { StatusCard } from './status-card.js';

/** A route of the table whose screen has not landed yet. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <AppPage title={title}>
      <StatusCard icon={constructOutline} testId="placeholder">
        <p>Bu ekran hazırlanıyor.</p>
      </StatusCard>
    </AppPage>
  );
}
