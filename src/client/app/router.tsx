import { lazy, Suspense } from 'react';
import { IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { Route } from 'react-router-dom';
import { SHELL_ROUTES } from '../../shared/access.js';
import { useHasToken } from '../lib/session.js';
import { MOBILE_BREAKPOINT } from '../lib/config.js';
import { useLayoutSettings } from '../lib/layout-settings.js';
import LoadingPage from '../shell/pages/loading-page.js';
import { PublicOnly, RequireAuth } from './require-auth.js';
import { FrameSideMenu } from './lazy-shell.js';
import { ZodReady } from './zod-ready.js';

const LoginPage = lazy(() => import('../auth/login-page.js'));
const ForgotPasswordPage = lazy(() => import('../auth/forgot-password-page.js'));
const ResellerLoginPage = lazy(() => import('../auth/reseller-login-page.js'));
const AutoLoginPage = lazy(() => import('../auth/auto-login-page.js'));
const NotFoundPage = lazy(() => import('../shell/pages/not-found-page.js'));

const page = (element: React.ReactNode) => (
  <Suspense fallback={<LoadingPage />}>
    <ZodReady>{element}</ZodReady>
  </Suspense>
);

/** Routes of the whole app: public pages, every shell route of the table, not-found. */
export function AppRouter() {
  const hasToken = useHasToken();
  const { menuMode } = useLayoutSettings();
  // static and slim menus sit beside the content on desktop; overlay always slides in.
  const splitWhen = menuMode === 'overlay' ? false : `(min-width: ${MOBILE_BREAKPOINT + 1}px)`;
  return (
    <IonReactRouter>
      <IonSplitPane contentId="main" when={splitWhen} disabled={!hasToken} className={`menu-mode-${menuMode}`}>
        {hasToken && <FrameSideMenu contentId="main" />}
        <IonRouterOutlet id="main">
          <Route path="/" element={<PublicOnly>{page(<LoginPage />)}</PublicOnly>} />
          <Route path="/login" element={<PublicOnly>{page(<LoginPage />)}</PublicOnly>} />
          <Route path="/sifremiunuttum" element={page(<ForgotPasswordPage />)} />
          <Route path="/resellerLogin/:ticketId" element={page(<ResellerLoginPage />)} />
          <Route path="/autoLogin/:token/:refreshToken/:resellerCode/:redirectPage" element={page(<AutoLoginPage />)} />
          {SHELL_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RequireAuth route={route} />} />
          ))}
          <Route path="*" element={page(<NotFoundPage />)} />
        </IonRouterOutlet>
      </IonSplitPane>
    </IonReactRouter>
  );
}
