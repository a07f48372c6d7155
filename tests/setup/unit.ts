import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
