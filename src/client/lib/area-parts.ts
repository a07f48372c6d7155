import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { StoredUser } from './session.js';

/**
 * What an area hands to app/: its screens and its top-bar bells. The types live here, below
 * every layer, so an area can declare them without importing the shell that shows them.
 */

/** Screens by route path of shared/access.ts; a lazy one (lib/lazy-screen.ts) can be preloaded. */
export type ScreenMap = Readonly<Record<string, ComponentType & { preload?: () => Promise<unknown> }>>;

/** A top-bar bell: a link to a work queue with the queue's size as a badge. */
export interface BellDef {
  title: string;
  link: string;
  testId: string;
  /** The count's query for this user, or null when the bell is not theirs. */
  query: (user: StoredUser) => { queryKey: QueryKey; count: () => Promise<number> } | null;
}
