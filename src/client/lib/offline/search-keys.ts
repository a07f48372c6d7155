import { foldForSearch } from '../../../shared/text.js';
import type { Searchable } from './db.js';

/** The search key a synced row is stored with (db.ts Searchable). */
export const searchKeys = (name: string): Searchable => ({ nameKey: foldForSearch(name) });
