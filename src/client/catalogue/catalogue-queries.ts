import { useQuery } from '@tanstack/react-query';
import { LOOKUP_LOAD_MSG } from '../../shared/catalogue.js';
import * as lookups from '../../shared/contract/catalogue.js';
import { call } from '../lib/api.js';
import { lookupKeys } from '../lib/lookups.js';

/** Query keys of the catalogue area (one factory; invalidate by prefix). */
export const catalogueKeys = {
  ...lookupKeys,
  all: lookupKeys.all,
  brandsWithPassive: () => [...catalogueKeys.all, 'brands', 'withPassive'] as const,
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

// The shared dropdown data lives in lib/ (other areas read it too).
export { fetchBrands, fetchCategories, fetchSubCategories, fetchSupplies, useBrands, useCategories, useSubCategories, useSupplies } from '../lib/lookups.js';
const LOOKUP_STALE_MS = 5 * 60_000;

// Lookup administration screens (brands, tolerance ratios, categories).
/** /brandCreate's brands, passive ones too; a failed read says 'Markaları getirme başarısız.' (spec 3 §8) like the dropdowns'. */
export const useBrandsWithPassive = () =>
  useQuery({ queryKey: catalogueKeys.brandsWithPassive(), queryFn: () => call(lookups.brandsWithPassive), meta: { failedText: LOOKUP_LOAD_MSG.brands } });
export const useTolerances = () => useQuery({ queryKey: catalogueKeys.tolerances(), queryFn: () => call(lookups.tolerancesAll) });
export const useCategoryTree = () => useQuery({ queryKey: catalogueKeys.categoryTree(), queryFn: () => call(lookups.categoryTree) });
export const useScoreTypes = () =>
  useQuery({ queryKey: catalogueKeys.scoreTypes(), queryFn: () => call(lookups.scoreTypes), staleTime: LOOKUP_STALE_MS });
