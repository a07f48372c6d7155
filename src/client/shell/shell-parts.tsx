import { createContext, useContext, type ComponentType } from 'react';
import type { BellDef } from '../lib/area-parts.js';

/** What app/ gathers from the areas for the shell: which routes have a screen, and the bells. */
export interface ShellParts {
  hasScreen: (path: string) => boolean;
  bells: readonly BellDef[];
  /** TTG_ADMIN's dashboard gauges (the reports area, loaded with the chart library only when shown); none: the cards show a dash. */
  DashboardGauges?: ComponentType<{ titles: readonly string[] }>;
}

const ShellPartsContext = createContext<ShellParts>({ hasScreen: () => false, bells: [] });

export const ShellPartsProvider = ShellPartsContext.Provider;
export const useShellParts = () => useContext(ShellPartsContext);
