import { lazy, Suspense, useEffect } from 'react';
import { canAccess, passesResellerAllowList, type RouteDef } from '../../shared/access.js';
import { call } from '../lib/api.js';
import { setUser, useHasToken, useSessionUser } from '../lib/session.js';
import { RedirectOnce } from './redirect-once.js';
import { SCREENS } from './screens.js';
import LoadingPage from '../shell/pages/loading-page.js';
import NoAccessPage from '../shell/pages/no-access-page.js';

// A route without its screen yet loads on demand, like the screens.
const PlaceholderPage = lazy(() => import('../shell/pages/placeholder-page.js'));

/**
 * Guards one shell route: no token → login; unknown user → fetch own user; a role not in
 * the route's list → no-access page; order screens for a reseller code off the
 * allow-list → /dashboard (spec 1 §2.7).
 */
export function RequireAuth({ route }: { route: RouteDef }) {
  const hasToken = useHasToken();
  const user = useSessionUser();

  useEffect(() => {
    // The contract comes on demand: it carries zod, which stays out of the entry chunk.
    if (hasToken && !user) {
      import('../../shared/contract/user.js')
        .then(({ ownWeb }) => call(ownWeb))
        .then((u) => setUser(u), () => undefined);
    }
  }, [hasToken, user]);

  if (!hasToken) return <RedirectOnce to="/login" />;
  if (!user) return <LoadingPage />;
  if (!canAccess(route, user.user.roles)) return <NoAccessPage />;
  if (!passesResellerAllowList(route, { roles: user.user.roles, canOrder: user.canOrder })) {
    return <RedirectOnce to="/dashboard" />;
  }
  const Screen = SCREENS[route.path];
  return (
    <Suspense fallback={<LoadingPage />}>
      {Screen ? <Screen /> : <PlaceholderPage title={route.title} />}
    </Suspense>
  );
}

/** Public pages (login, reset) send a signed-in user on to /dashboard. */
export function PublicOnly({ children }: { children: React.ReactNode }) {
  const hasToken = useHasToken();
  return hasToken ? <RedirectOnce to="/dashboard" /> : <>{children}</>;
}
