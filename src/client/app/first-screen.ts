import { matchPath } from 'react-router-dom';
import { canAccess, SHELL_ROUTES } from '../../shared/access.js';
import { getTokens, getUser } from '../lib/session.js';
import { preloadFrame } from './lazy-shell.js';
import { PUBLIC_PAGES } from './router.js';
import { SCREENS } from './screens.js';

/**
 * Loads what the screen a visit starts on needs — its chunk and, signed in, the frame (top bar,
 * menu) — so the first render draws that screen in one go. main.tsx waits
 * for it while index.html's splash is on screen; without it React would commit a loading page, then
 * the frame, then the screen: several long tasks on a slow phone. A chunk that fails to load (no
 * network, no service worker yet) is left to the screen's own Suspense.
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  const signedIn = getTokens() !== null;
  const wait: Promise<unknown>[] = [];
  const publicPage = PUBLIC_PAGES.find((p) => matchPath(p.path, pathname));
  if (publicPage) {
    if (!(publicPage.publicOnly && signedIn)) wait.push(publicPage.Screen.preload());
  } else if (signedIn) {
    wait.push(preloadFrame());
    const route = SHELL_ROUTES.find((r) => matchPath(r.path, pathname));
    const user = getUser();
    const preload = route && user && canAccess(route, user.user.roles) ? SCREENS[route.path]?.preload : undefined;
    if (preload) wait.push(preload());
  }
  return Promise.allSettled(wait);
}
