import { createContext, useContext, type ComponentType } from 'react';

/**
 * The top bar and footer every page shows. app/ provides the shell's; the kit only places
 * them, so ui/ never imports the shell.
 */
export interface PageFrame {
  TopBar: ComponentType;
  Footer: ComponentType;
}

const none = () => null;
const PageFrameContext = createContext<PageFrame>({ TopBar: none, Footer: none });

export const PageFrameProvider = PageFrameContext.Provider;
export const usePageFrame = () => useContext(PageFrameContext);
