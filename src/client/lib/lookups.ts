import { useQuery } from '@tanstack/react-query';
import * as lookups from '../../shared/contract/catalogue.js';
import { call } from './api.js';

/**
 * The reference data every area's dropdowns read (brands, categories, sub-categories,
 * supplies). Their keys sit under the catalogue's prefix, so the catalogue's "invalidate
 * everything" also refreshes them wherever they are shown.
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

export const useBrands = () => useQuery({ queryKey: lookupKeys.brands(), queryFn: fetchBrands, staleTime: LOOKUP_STALE_MS });
export const useCategories = () => useQuery({ queryKey: lookupKeys.categories(), queryFn: fetchCategories, staleTime: LOOKUP_STALE_MS });
/** Sub-categories load per category (spec 2 §2.2); nothing before one is chosen unless `all`. */
export const useSubCategories = (categoryId?: number | string | null, all = false) =>
  useQuery({
    queryKey: lookupKeys.subCategories(categoryId ?? undefined),
    queryFn: () => fetchSubCategories(categoryId ?? undefined),
    enabled: all || !!categoryId,
    staleTime: LOOKUP_STALE_MS,
  });
export const useSupplies = () => useQuery({ queryKey: lookupKeys.supplies(), queryFn: fetchSupplies, staleTime: LOOKUP_STALE_MS });
