import type { CategoryData } from './catalogue-data.js';
import { GEAR_CATEGORIES } from './catalogue-categories-gear.js';
import { PHONE_CATEGORIES } from './catalogue-categories-phone.js';

/** The demo category tree, in menu order: phone accessories, then other gear (the words of product names are in catalogue-words.ts). */
export const CATEGORIES: CategoryData[] = [...PHONE_CATEGORIES, ...GEAR_CATEGORIES];
