import { useQuery } from '@tanstack/react-query';
import { LOOKUP_LOAD_MSG } from '../../shared/catalogue.js';
import * as lookups from '../../shared/contract/catalogue.js';
import type { FilterDef, FilterValues } from '../ui/list/list-types.js';
import { call } from './api.js';

/**
 * The reference data every area's dropdowns read (brands, categories, sub-categories,
 * supplies). Their keys sit under the catalogue's prefix, so the catalogue's "invalidate
 * everything" also refreshes them wherever they are shown. A failed read says which lookup
 * failed (spec 3 §8, `LOOKUP_LOAD_MSG`) through the shared handler (`meta.failedText`), in a form's
 * dropdown and in a list's filter alike.
 */
export const lookupKeys = {
  all: ['catalogue'] as const,
  brands: () => [...lookupKeys.all, 'brands'] as const,
  categories: () => [...lookupKeys.all, 'categories'] as const,
  subCategories: (categoryId?: number | string) => [...lookupKeys.all, 'subCategories', categoryId ? String(categoryId) : 'all'] as const,
  supplies: () => [...lookupKeys.all, 'supplies'] as const,
};

// Loaders (also used by list filters' option loaders).
export const fetchBrands = () => call(lookups.brandsAll);
export const fetchCategories = () => call(lookups.categoriesAll);
export const fetchSubCategories = (categoryId?: number | string) =>
  call(lookups.subCategoriesAll, { query: categoryId ? { categoryId: Number(categoryId) } : {} });
export const fetchSupplies = () => call(lookups.suppliesAll);

export const LOOKUP_STALE_MS = 5 * 60_000;

export const useBrands = () => useQuery({ queryKey: lookupKeys.brands(), queryFn: fetchBrands, staleTime: LOOKUP_STALE_MS, meta: { failedText: LOOKUP_LOAD_MSG.brands } });
export const useCategories = () =>
  useQuery({ queryKey: lookupKeys.categories(), queryFn: fetchCategories, staleTime: LOOKUP_STALE_MS, meta: { failedText: LOOKUP_LOAD_MSG.categories } });
/** Sub-categories load per category (spec 2 §2.2); nothing before one is chosen unless `all`. */
export const useSubCategories = (categoryId?: number | string | null, all = false) =>
  useQuery({
    queryKey: lookupKeys.subCategories(categoryId ?? undefined),
    queryFn: () => fetchSubCategories(categoryId ?? undefined),
    enabled: all || !!categoryId,
    staleTime: LOOKUP_STALE_MS,
    meta: { failedText: LOOKUP_LOAD_MSG.subCategories },
  });
export const useSupplies = () => useQuery({ queryKey: lookupKeys.supplies(), queryFn: fetchSupplies, staleTime: LOOKUP_STALE_MS });

type SelectChoices = Pick<Extract<FilterDef, { kind: 'select' }>, 'options' | 'dependsOn' | 'requiresDependencies' | 'failedText'>;
const byName = <T extends { id: number; name: string }>(items: T[]) => items.map((i) => ({ value: String(i.id), label: i.name }));

/** A select filter's choices from the lookups, by name, each failing with its own text: `{ kind: 'select', key, label, ...brandChoices }`. */
export const brandChoices: SelectChoices = { options: async () => byName(await fetchBrands()), failedText: LOOKUP_LOAD_MSG.brands };
export const categoryChoices: SelectChoices = { options: async () => byName(await fetchCategories()), failedText: LOOKUP_LOAD_MSG.categories };
/** The chosen category's sub-categories (the filter waits for a category). */
export const subCategoryChoices: SelectChoices = {
  dependsOn: ['category'],
  requiresDependencies: true,
  options: async (values: FilterValues) => (values.category ? byName(await fetchSubCategories(values.category)) : []),
  failedText: LOOKUP_LOAD_MSG.subCategories,
};
export const supplyChoices: SelectChoices = { options: async () => byName(await fetchSupplies()) };
