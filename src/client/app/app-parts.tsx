import type { ReactNode } from 'react';
import { ShellPartsProvider, type ShellParts } from '../shell/shell-parts.js';
import { PageFrameProvider, type PageFrame } from '../ui/page-frame.js';
import { FrameFooter, FrameTopBar } from './lazy-shell.js';
import { hasScreen } from './screens.js';
import { ReportGauges } from '../reports/dashboard-parts.js';

// The bells come with the lazily loaded top bar (app/shell-frame.tsx).
const SHELL_PARTS: ShellParts = { hasScreen, bells: [], DashboardGauges: ReportGauges };
const PAGE_FRAME: PageFrame = { TopBar: FrameTopBar, Footer: FrameFooter };

/** Hands the areas' screens and bells to the shell, and the shell's frame to every page. */
export function AppParts({ children }: { children: ReactNode }) {
  return (
    <ShellPartsProvider value={SHELL_PARTS}>
      <PageFrameProvider value={PAGE_FRAME}>{children}</PageFrameProvider>
    </ShellPartsProvider>
  );
}
