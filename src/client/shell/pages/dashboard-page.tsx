import { Suspense, useMemo } from 'react';
import { IonIcon, IonRouterLink } from '@ionic/react';
import { cartOutline, cloudUploadOutline } from 'ionicons/icons';
import { ROLE_LABELS, isResellerRole, type QuickPanel, type Role } from '../../../shared/access.js';
import { AppPage } from '../../ui/app-page.js';
import { GaugeDash } from '../../ui/gauge-dash.js';
import { OFFLINE_MSG } from '../../lib/offline/offline-texts.js';
import { requestPanel } from '../../lib/panel-requests.js';
import { useSessionUser, type StoredUser } from '../../lib/session.js';
import { iconFor } from '../icons.js';
import { quickLinks, type QuickLink } from '../menu-model.js';
import { useShellParts } from '../shell-parts.js';

/**
 * Spec 3 §2.17: TTG_ADMIN's gauges, from the reports area; they and the chart library load only for
 * that role. Their titles are REPORT_MSG's (reports/dashboard/gauge-texts.test.ts compares them),
 * written here so every other user's dashboard does not load the reports contract.
 */
export const DASHBOARD_GAUGE_TITLES = ['Günlük Toplam Aksesuar Satış Adedi', 'Günlük Toplam Satış Tutarı'] as const;
const GAUGES = DASHBOARD_GAUGE_TITLES;

const PANELS: Record<QuickPanel, { title: string; icon: string }> = {
  cart: { title: 'Sepetim', icon: cartOutline },
  pending: { title: OFFLINE_MSG.trayTitle, icon: cloudUploadOutline },
};

/** A quick link: the route's screen, or a panel over it (the cart over the storefront; the pending tray, over any page). */
function QuickLinkItem({ link }: { link: QuickLink }) {
  const panel = link.panel && PANELS[link.panel];
  const body = (
    <span className="quick-link-body">
      <IonIcon icon={panel?.icon ?? iconFor(link.section.icon)} aria-hidden="true" />
      <span className="quick-link-text">
        <strong>{panel?.title ?? link.route.title}</strong>
        <small>{link.section.title}</small>
      </span>
    </span>
  );
  const testId = `quick-link-${link.route.path}${link.panel ? `#${link.panel}` : ''}`;
  if (link.panel === 'pending') {
    return (
      <button type="button" className="quick-link" onClick={() => requestPanel('pending')} data-testid={testId}>
        {body}
      </button>
    );
  }
  return (
    <IonRouterLink routerLink={link.route.path} className="quick-link" onClick={link.panel ? () => requestPanel(link.panel!) : undefined} data-testid={testId}>
      {body}
    </IonRouterLink>
  );
}

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
  const { hasScreen, DashboardGauges } = useShellParts();
  const links = useMemo(() => quickLinks(user, hasScreen), [user, hasScreen]);
  if (!user) return null;
  return (
    <AppPage>
      <Welcome user={user} />
      {user.user.roles.includes('TTG_ADMIN') && (
        <section className="card-grid" aria-label="Günlük göstergeler" data-testid="dashboard-gauges">
          <Suspense fallback={GAUGES.map((title) => <GaugeDash key={title} title={title} />)}>
            {DashboardGauges ? <DashboardGauges titles={GAUGES} /> : GAUGES.map((title) => <GaugeDash key={title} title={title} />)}
          </Suspense>
        </section>
      )}
      {links.length > 0 && (
        <section className="panel" aria-labelledby="quick-links">
          <h2 id="quick-links">Hızlı Erişim</h2>
          <div className="quick-links" data-testid="quick-links">
            {links.map((link) => (
              <QuickLinkItem key={`${link.route.path}#${link.panel ?? ''}`} link={link} />
            ))}
          </div>
        </section>
      )}
    </AppPage>
  );
}
