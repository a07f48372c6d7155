import { yieldToMain } from './lib/yield-to-main.js';

/**
 * The page's only script: it lets the browser paint index.html's splash (the public card's brand
 * band) first and only then loads the app (main.tsx) and its stylesheet. A module script runs as
 * soon as the HTML is parsed — before the first frame when the files arrive at once (a warm
 * cache, a fast line) — so starting the app directly would hold the first paint until React,
 * Ionic and the app had been evaluated. index.html preloads the app's files
 * (scripts/vite-app-preload.ts), so the wait costs no network round trip.
 *
 * It waits until the splash is fully on screen: its brand band painted (the page's largest paint,
 * reported as such where the browser reports it), else its first contentful paint, else the next
 * frame — and never more than a second. A hidden tab paints nothing and starts at once.
 */
/**
 * The app's modules run in steps, each in a task of its own: React, then Ionic's runtime, then
 * the app (main.tsx). Run at once, evaluating them was the start's longest task (a third of a
 * second on a phone: Lighthouse counts all of it above 50 ms as blocking time); a step's modules
 * are the same ones main.tsx imports, so each runs once, in the same order as before.
 */
const start = () =>
  void import('./start/react-stage.js')
    .then(yieldToMain)
    .then(() => import('./start/ionic-stage.js'))
    .then(yieldToMain)
    .then(() => import('./main.js'));
const SPLASH_BAND = '/brand/auth-header.svg';

function afterSplashPainted(run: () => void) {
  if (document.visibilityState !== 'visible') return run();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const types = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  const waitFor = (type: string, painted: (entry: PerformanceEntry) => boolean) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(painted)) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type, buffered: true });
  };
  if (types.includes('largest-contentful-paint')) waitFor('largest-contentful-paint', (e) => ((e as PerformanceEntry & { url?: string }).url ?? '').endsWith(SPLASH_BAND));
  else if (types.includes('paint')) waitFor('paint', (e) => e.name === 'first-contentful-paint');
  else requestAnimationFrame(() => setTimeout(once, 0));
  // A paint that is never reported (band image missing) must not keep the app away.
  setTimeout(once, 1000);
}

afterSplashPainted(start);
