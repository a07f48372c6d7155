import { setupIonicReact } from '@ionic/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getLayout } from './lib/layout-settings.js';
import { App } from './app/app.js';
import './styles.js';

setupIonicReact({ mode: 'md', rippleEffect: getLayout().ripple });

// The first render as a transition: React renders it in slices and yields between them, so a slow
// phone stays responsive (no long task while the whole tree renders at once).
const start = () => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
};
// Paint index.html's splash first, then let React's first render take the main thread: the page
// shows something at once even when the scripts arrive in one go (a warm cache, a fast line).
// A hidden tab gets no animation frames, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
