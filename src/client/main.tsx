import { setupIonicReact } from '@ionic/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getLayout } from './lib/layout-settings.js';
import { App } from './app/app.js';
import './styles.js';

setupIonicReact({ mode: 'md', rippleEffect: getLayout().ripple });

// The first render as a transition: React renders it in slices and yields between them, so a slow
// phone stays responsive (no long task while the whole tree renders at once). boot.ts imports this
// module once the splash is on screen.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
