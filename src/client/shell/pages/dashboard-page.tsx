import { useMemo } from 'react';
import { IonIcon, IonRouterLink } from '@ionic/react';
import { speedometerOutline } from 'ionicons/icons';
import { ROLE_LABELS, isResellerRole, type Role } from '../../../shared/access.js';
import { AppPage } from '../../ui/app-page.js';
import { useSessionUser, type StoredUser } from '../../lib/session.js';
import { iconFor } from '../icons.js';
import { menuSections } from '../menu-model.js';
import { useShellParts } from '../shell-parts.js';

// The values come from the reports area (spec 3); until it lands the cards show a dash.
const GAUGES = ['Günlük toplam aksesuar satış adedi', 'Günlük toplam satış tutarı'];

function Welcome({ user }: { user: StoredUser }) {
  const u = user.user;
  const reseller = isResellerRole(u.roles) ? u.loginReseller : null;
  const company = reseller ? `${reseller.code} - ${reseller.name}` : (u.supply?.name ?? u.disty?.name);
  return (
    <section className="panel welcome" data-testid="dashboard-welcome">
      <h2>
        Hoş geldiniz, {u.name} {u.surname}
      </h2>
      <p className="welcome-roles">{u.roles.map((r: Role) => ROLE_LABELS[r] ?? r).join(', ')}</p>
      {company && (
        <p className="welcome-company">
          {reseller ? 'Aktif bayi: ' : ''}
          <strong>{company}</strong>
        </p>
      )}
    </section>
  );
}

export default function DashboardPage() {
  const user = useSessionUser();
  const { hasScreen } = useShellParts();
  const sections = useMemo(() => menuSections(user, hasScreen), [user, hasScreen]);
  if (!user) return null;
  return (
    <AppPage>
      <Welcome user={user} />
      {user.user.roles.includes('TTG_ADMIN') && (
        <section className="card-grid" aria-label="Günlük göstergeler">
          {GAUGES.map((title) => (
            <div key={title} className="panel gauge-card">
              <IonIcon icon={speedometerOutline} className="gauge-icon" aria-hidden="true" />
              <h3>{title}</h3>
              <p className="gauge-value">—</p>
              <small className="muted">Rapor verisi bağlandığında gösterilecektir.</small>
            </div>
          ))}
        </section>
      )}
      {sections.length > 0 && (
        <section className="panel" aria-labelledby="quick-links">
          <h2 id="quick-links">Hızlı Erişim</h2>
          <div className="quick-links">
            {sections.flatMap((s) =>
              s.routes.map((r) => (
                <IonRouterLink key={r.path} routerLink={r.path} className="quick-link">
                  <IonIcon icon={iconFor(s.icon)} aria-hidden="true" />
                  <span>
                    <strong>{r.title}</strong>
                    <small>{s.title}</small>
                  </span>
                </IonRouterLink>
              )),
            )}
          </div>
        </section>
      )}
    </AppPage>
  );
}
