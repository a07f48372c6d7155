import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
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
