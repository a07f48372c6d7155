import 'fake-indexeddb/auto';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupIonicReact } from '@ionic/react';
import '../../src/shared/zod-tr.js';
import { performance as nodePerformance } from 'node:perf_hooks';

/**
 * The client files run in VM contexts (vitest's vmThreads pool: one jsdom context per file in a
 * reused worker, not one process per file), where `performance` is jsdom's, without User Timing's
 * measure/mark, which the offline storefront records for its bench: Node's own stands in.
 */
if (typeof performance.measure !== 'function') Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true, writable: true });

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

/**
 * An Ionic overlay (modal, alert, popover …) is removed from the page only once its dismiss has
 * run, after React unmounted it: one left open by a test (a dialog kept open on purpose) could
 * still be in the page when the next test looks for its own (two elements of one test id, seen on
 * a busy CI machine). Each test waits, up to 1 s, for the open ones to go, then removes what is
 * left (a closed inline modal that no dismiss will ever remove).
 */
const OVERLAYS = 'ion-modal, ion-alert, ion-popover, ion-action-sheet, ion-loading, ion-picker';
const OPEN_OVERLAYS = OVERLAYS.split(', ').map((tag) => `${tag}:not(.overlay-hidden)`).join(', ');
async function overlaysGone(selector: string, ms: number) {
  const until = Date.now() + ms;
  while (typeof document !== 'undefined' && document.querySelector(selector) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * A modal of a test that has ended can still finish its present after the clean-up: Ionic then
 * moves it into the page, where the next test would find its buttons first. Every ion-modal here
 * is React's own (inline; no modal controller is used), so one without React's fiber key belongs to
 * an unmounted tree: as it lands, its test ids are taken off (it and everything in it), so no query
 * of the next test finds it. It is not removed: Ionic is still presenting it, and a removed overlay
 * fails that present ('framework delegate is missing', an unhandled rejection of the run).
 */
const isStaleModal = (node: Node) => node instanceof Element && node.tagName === 'ION-MODAL' && !Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
const disown = (modal: Element) => {
  modal.removeAttribute('data-testid');
  modal.querySelectorAll('[data-testid]').forEach((el) => el.removeAttribute('data-testid'));
};
if (typeof document !== 'undefined' && typeof MutationObserver !== 'undefined') {
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => isStaleModal(node) && disown(node as Element));
  }).observe(document.body, { childList: true, subtree: true });
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A test still on fake timers would never see the wait end.
  if (vi.isFakeTimers()) return;
  await overlaysGone(OPEN_OVERLAYS, 1_000);
  document.querySelectorAll(OVERLAYS).forEach((overlay) => overlay.remove());
});

/**
 * An overlay still closing when a file ends would run its dismiss after jsdom is gone ('document
 * is not defined', an unhandled rejection that fails the run): the file waits for it too.
 */
afterAll(async () => {
  vi.useRealTimers();
  await overlaysGone(OVERLAYS, 3_000);
  // One more turn for a dismiss that has just begun.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
