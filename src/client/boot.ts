/**
 * The page's only script: it lets the browser paint index.html's splash (the login card's frame)
 * first and only then loads the app (main.tsx) and its stylesheet. A module script runs as soon
 * as the HTML is parsed — before the first frame when the files arrive at once (a warm cache, a
 * fast line) — so starting the app directly would hold the first paint until React, Ionic and the
 * app had been evaluated. index.html preloads the app's files (scripts/vite-app-preload.ts), so
 * the wait costs no network round trip. A hidden tab gets no animation frames: it starts at once.
 */
const start = () => import('./main.js');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else void start();
