import type { ReactNode } from 'react';
import { catalogueBells } from '../catalogue/bells.js';
import { faultyBells } from '../faulty/bells.js';
import { priceBells } from '../prices/bells.js';
import { Footer } from '../shell/footer.js';
import { ShellPartsProvider, type ShellParts } from '../shell/shell-parts.js';
import { TopBar } from '../shell/top-bar.js';
import { PageFrameProvider, type PageFrame } from '../ui/page-frame.js';
import { hasScreen } from './screens.js';

const SHELL_PARTS: ShellParts = { hasScreen, bells: [...catalogueBells, ...priceBells, ...faultyBells] };
const PAGE_FRAME: PageFrame = { TopBar, Footer };

/** Hands the areas' screens and bells to the shell, and the shell's frame to every page. */
export function AppParts({ children }: { children: ReactNode }) {
  return (
    <ShellPartsProvider value={SHELL_PARTS}>
      <PageFrameProvider value={PAGE_FRAME}>{children}</PageFrameProvider>
    </ShellPartsProvider>
  );
}
