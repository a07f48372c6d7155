import type { ReactNode } from 'react';
import { lazyScreen } from '../lib/lazy-screen.js';

/**
 * zod's Turkish messages are set before any screen validates, yet zod stays out of the entry
 * chunk: the imports start with the app and load beside the first page's chunk, and every page
 * renders inside <ZodReady> (router's public pages, RequireAuth's screens), which suspends until
 * they are done — normally they already are.
 */
const zodTr = import('./zod-locale.js');

const Pass = ({ children }: { children: ReactNode }) => <>{children}</>;
// A lazy component, not use(): it suspends only until the one shared promise settles, and once
// settled renders at once (app/first-screen.ts waits for it before the first render).
export const ZodReady = lazyScreen(() => zodTr.then(() => ({ default: Pass })));
