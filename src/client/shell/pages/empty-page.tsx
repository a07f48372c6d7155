import { AppPage } from '../../ui/app-page.js';

/** Template page (spec 1 §2.7): a blank canvas inside the shell. */
export default function EmptyPage() {
  return (
    <AppPage title="Boş Sayfa">
      <div className="panel">
        <p className="muted">Bu sayfa boş bir şablondur.</p>
      </div>
    </AppPage>
  );
}
