import { setupIonicReact } from '@ionic/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getLayout } from './lib/layout-settings.js';
import { yieldToMain } from './lib/yield-to-main.js';
import { App } from './app/app.js';
import { preloadFirstScreen } from './app/first-screen.js';
import './styles.js';

setupIonicReact({ mode: 'md', rippleEffect: getLayout().ripple });

// boot.ts imports this module once the splash is on screen. Each step below is a task of its own
// (evaluating the app, asking for the first screen's files, rendering): one task for all of them
// was the longest of a phone's start. The splash stays until the first screen's code is there,
// so the first render draws it at once; that render is a transition, which React renders in
// slices, yielding between them.
await yieldToMain();
void preloadFirstScreen(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
});
