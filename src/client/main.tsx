import { setupIonicReact } from '@ionic/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getLayout } from './lib/layout-settings.js';
import { App } from './app/app.js';
import { preloadFirstScreen } from './app/first-screen.js';
import './styles.js';

setupIonicReact({ mode: 'md', rippleEffect: getLayout().ripple });

// The splash stays until the first screen's code is there, so the first render draws it at once.
// The first render as a transition: React renders it in slices and yields between them, so a slow
// phone stays responsive (no long task while the whole tree renders at once). boot.ts imports this
// module once the splash is on screen.
void preloadFirstScreen(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
});
