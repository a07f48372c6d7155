import 'fake-indexeddb/auto';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupIonicReact } from '@ionic/react';
import '../../src/shared/zod-tr.js';

// jsdom lacks matchMedia, which Ionic's split pane and menus query.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no scrolling; Ionic's segment (the Tabs) scrolls its active button into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

setupIonicReact({ mode: 'md' });

// findBy*/waitFor wait up to 5 s: on a busy 2-core CI machine a screen can take longer
// than the 1 s default to settle, and a slow pass must not read as a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * An Ionic overlay (modal, alert, popover …) still closing when a file ends would run its dismiss
 * after jsdom is gone ('document is not defined', an unhandled rejection that fails the run): the
 * file waits, up to 3 s, until none is left in the page.
 */
const OVERLAYS = 'ion-modal, ion-alert, ion-popover, ion-action-sheet, ion-loading, ion-picker';
afterAll(async () => {
  vi.useRealTimers();
  const until = Date.now() + 3_000;
  while (typeof document !== 'undefined' && document.querySelector(OVERLAYS) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  // One more turn for a dismiss that has just begun.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
