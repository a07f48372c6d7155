import { useQuery } from '@tanstack/react-query';
import * as lookups from '../../shared/contract/catalogue.js';
import { call } from '../lib/api.js';

/** Query keys of the catalogue area (one factory; invalidate by prefix). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  brands: () => [...catalogueKeys.all, 'brands'] as const,
  brandsWithPassive: () => [...catalogueKeys.all, 'brands', 'withPassive'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  subCategories: (categoryId?: number | string) => [...catalogueKeys.all, 'subCategories', categoryId ? String(categoryId) : 'all'] as const,
  supplies: () => [...catalogueKeys.all, 'supplies'] as const,
  tolerances: () => [...catalogueKeys.all, 'tolerances'] as const,
  categoryTree: () => [...catalogueKeys.all, 'categoryTree'] as const,
  scoreTypes: () => [...catalogueKeys.all, 'scoreTypes'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key). */
  lists: () => [...catalogueKeys.all, 'list'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  product: (id: number | string) => [...catalogueKeys.all, 'products', 'byId', String(id)] as const,
  waiting: () => [...catalogueKeys.all, 'waiting'] as const,
  waitingCount: () => [...catalogueKeys.all, 'waiting', 'count'] as const,
  tree: (kind: string) => [...catalogueKeys.all, 'tree', kind] as const,
};

// Loaders (also used by list filters' option loaders, through the query cache).
export const fetchBrands = () => call(lookups.brandsAll);
export const fetchCategories = () => call(lookups.categoriesAll);
export const fetchSubCategories = (categoryId?: number | string) =>
  call(lookups.subCategoriesAll, { query: categoryId ? { categoryId: Number(categoryId) } : {} });
export const fetchSupplies = () => call(lookups.suppliesAll);

const LOOKUP_STALE_MS = 5 * 60_000;

export const useBrands = () => useQuery({ queryKey: catalogueKeys.brands(), queryFn: fetchBrands, staleTime: LOOKUP_STALE_MS });
export const useCategories = () => useQuery({ queryKey: catalogueKeys.categories(), queryFn: fetchCategories, staleTime: LOOKUP_STALE_MS });
/** Sub-categories load per category (spec 2 §2.2); nothing before one is chosen unless `all`. */
export const useSubCategories = (categoryId?: number | string | null, all = false) =>
  useQuery({
    queryKey: catalogueKeys.subCategories(categoryId ?? undefined),
    queryFn: () => fetchSubCategories(categoryId ?? undefined),
    enabled: all || !!categoryId,
    staleTime: LOOKUP_STALE_MS,
  });
export const useSupplies = () => useQuery({ queryKey: catalogueKeys.supplies(), queryFn: fetchSupplies, staleTime: LOOKUP_STALE_MS });

// Lookup administration screens (brands, tolerance ratios, categories).
export const useBrandsWithPassive = () => useQuery({ queryKey: catalogueKeys.brandsWithPassive(), queryFn: () => call(lookups.brandsWithPassive) });
export const useTolerances = () => useQuery({ queryKey: catalogueKeys.tolerances(), queryFn: () => call(lookups.tolerancesAll) });
export const useCategoryTree = () => useQuery({ queryKey: catalogueKeys.categoryTree(), queryFn: () => call(lookups.categoryTree) });
export const useScoreTypes = () =>
  useQuery({ queryKey: catalogueKeys.scoreTypes(), queryFn: () => call(lookups.scoreTypes), staleTime: LOOKUP_STALE_MS });
