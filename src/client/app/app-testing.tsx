import type { ReactNode } from 'react';
import { renderAt } from '../testing/session-testing.js';
import { AppParts } from './app-parts.js';
import { BellsProvider } from './shell-frame.js';

/** renderAt with the shell assembled as the app assembles it (screens, bells, page frame). */
export const renderInApp = (path: string, ui: ReactNode, extraRoutes: Record<string, ReactNode> = {}) =>
  renderAt(
    path,
    <AppParts>
      <BellsProvider>{ui}</BellsProvider>
    </AppParts>,
    extraRoutes,
  );
