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

setupIonicReact({ mode: 'md' });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
