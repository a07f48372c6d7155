import { setupIonicReact } from '@ionic/react';
import { createRoot } from 'react-dom/client';
import '../shared/zod-tr.js';
import { getLayout } from './lib/layout-settings.js';
import { App } from './app/app.js';
import './styles.js';

setupIonicReact({ mode: 'md', rippleEffect: getLayout().ripple });

createRoot(document.getElementById('root')!).render(<App />);
