import { Suspense } from 'react';
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
import { lazyScreen, type LazyScreen } from '../lib/lazy-screen.js';

const LoginPage = lazyScreen(() => import('../auth/login-page.js'));
const ForgotPasswordPage = lazyScreen(() => import('../auth/forgot-password-page.js'));
const ResellerLoginPage = lazyScreen(() => import('../auth/reseller-login-page.js'));
const AutoLoginPage = lazyScreen(() => import('../auth/auto-login-page.js'));
const NotFoundPage = lazyScreen(() => import('../shell/pages/not-found-page.js'));

/** The public pages by route (app/first-screen.ts preloads the one a visit starts on). */
export const PUBLIC_PAGES: readonly { path: string; Screen: LazyScreen; publicOnly?: boolean }[] = [
  { path: '/', Screen: LoginPage, publicOnly: true },
  { path: '/login', Screen: LoginPage, publicOnly: true },
  { path: '/sifremiunuttum', Screen: ForgotPasswordPage },
  { path: '/resellerLogin/:ticketId', Screen: ResellerLoginPage },
  { path: '/autoLogin/:token/:refreshToken/:resellerCode/:redirectPage', Screen: AutoLoginPage },
];

const page = (element: React.ReactNode) => <Suspense fallback={<LoadingPage />}>{element}</Suspense>;

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
          {PUBLIC_PAGES.map(({ path, Screen, publicOnly }) => (
            <Route key={path} path={path} element={publicOnly ? <PublicOnly>{page(<Screen />)}</PublicOnly> : page(<Screen />)} />
          ))}
          {SHELL_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RequireAuth route={route} />} />
          ))}
          <Route path="*" element={page(<NotFoundPage />)} />
        </IonRouterOutlet>
      </IonSplitPane>
    </IonReactRouter>
  );
}
