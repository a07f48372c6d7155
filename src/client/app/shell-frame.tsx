import { useMemo, type ReactNode } from 'react';
import { catalogueBells } from '../catalogue/bells.js';
import { faultyBells } from '../faulty/bells.js';
import { priceBells } from '../prices/bells.js';
import { Footer } from '../shell/footer.js';
import { ShellPartsProvider, useShellParts } from '../shell/shell-parts.js';
import { SideMenu } from '../shell/side-menu.js';
import { TopBar } from '../shell/top-bar.js';
import '../theme/menu-themes.css';
import '../theme/side-menu.css';

/**
 * The signed-in frame (side menu, top bar with the areas' bells, footer), loaded apart from the
 * entry: the login page never needs it, and a signed-in page fetches it beside its own chunk.
 */
const BELLS = [...catalogueBells, ...priceBells, ...faultyBells];

/** Adds the areas' bells to the shell parts app-parts.tsx provides. */
export function BellsProvider({ children }: { children: ReactNode }) {
  const parts = useShellParts();
  const value = useMemo(() => ({ ...parts, bells: BELLS }), [parts]);
  return <ShellPartsProvider value={value}>{children}</ShellPartsProvider>;
}

export function TopBarWithBells() {
  return (
    <BellsProvider>
      <TopBar />
    </BellsProvider>
  );
}

export { Footer, SideMenu };
