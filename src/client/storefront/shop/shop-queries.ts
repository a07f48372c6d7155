import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StorefrontFilter } from '../../../shared/contract/storefront.js';
import { call } from '../../lib/api.js';
import { useNetworkDown } from '../../lib/offline/network-state.js';
import { isLocalResult, readOrLocal } from '../../ui/list/read-or-local.js';
import { storefrontKeys } from '../storefront-queries.js';

/**
 * The storefront's reads (errors go to the shared handler, spec 3 §8 "Storefront errors").
 * Each asks the server while the network works and reads the offline storefront when it is
 * down, slow or gone (readOrLocal). The network state is part of each key, so the screen
 * switches to the offline data when the network goes and back to the server when it returns;
 * a result read offline is stale at once, so the server's answer replaces it.
 */

// The contract and the offline storefront (IndexedDB) load when a read first needs them, not with
// the storefront's first screen. Each read takes its one endpoint by name (`(await import(…)).x`),
// so the bundler keeps only the endpoints: a helper that returned the module's namespace kept
// every schema of the contract in the client, and zod with them.
const products = async () => (await import('../../../shared/contract/storefront.js')).storefrontProducts;
const filters = async () => (await import('../../../shared/contract/storefront.js')).storefrontFilters;
const product = async () => (await import('../../../shared/contract/storefront.js')).storefrontProduct;
const similar = async () => (await import('../../../shared/contract/storefront.js')).storefrontSimilar;
const local = () => import('./local-storefront.js');

const staleUnlessLocal = (ms: number) => (query: { state: { data: unknown } }) => (isLocalResult(query.state.data) ? 0 : ms);

/** 'local' while the network is down: the last part of every key below. */
const useSource = () => (useNetworkDown() ? 'local' : 'server');

/** While only the source changes, the same product stays on screen (another product never stands in for the one asked). */
const keepSameProduct = <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined, key: readonly unknown[]) =>
  previousQuery && previousQuery.queryKey.slice(0, -1).every((part, i) => part === key[i]) ? previous : undefined;

/** One page of the grid; the previous page stays on screen while the next one loads. */
export function useStorefrontPage(filter: StorefrontFilter, page: number, size: number) {
  const source = useSource();
  return useQuery({
    queryKey: [...storefrontKeys.products(), 'page', filter, page, size, source],
    queryFn: ({ signal }) =>
      readOrLocal(async (s) => call(await products(), { body: filter, query: { page, size }, signal: s }), async () => (await local()).localStorefrontPage(filter, page, size), signal),
    placeholderData: keepPreviousData,
    staleTime: staleUnlessLocal(15_000),
  });
}

/** The sidebar's choices (brands, categories with sub-categories, origins of this storefront). */
export function useStorefrontFilterOptions() {
  const source = useSource();
  return useQuery({
    queryKey: [...storefrontKeys.all, 'filters', source],
    queryFn: ({ signal }) => readOrLocal(async (s) => call(await filters(), { signal: s }), async () => (await local()).localFilterOptions(), signal),
    placeholderData: keepPreviousData,
    staleTime: staleUnlessLocal(5 * 60_000),
  });
}

/** A product's detail; a product that left the storefront answers 404 (the page says 'Ürün bulunamadı'). */
export function useStorefrontProduct(id: number | null) {
  const source = useSource();
  return useQuery({
    queryKey: [...storefrontKeys.product(id ?? 0), source],
    queryFn: ({ signal }) => readOrLocal(async (s) => call(await product(), { params: { id: id! }, signal: s }), async () => (await local()).localProduct(id!), signal),
    enabled: id !== null,
    placeholderData: (previous, previousQuery) => keepSameProduct(previous, previousQuery, storefrontKeys.product(id ?? 0)),
    staleTime: staleUnlessLocal(30_000),
    retry: false,
    // Gone from the storefront (404) or no answer without local data: the page says so; any other failure is toasted (spec 3 §8).
    meta: { quietStatuses: [0, 404] },
  });
}

export function useSimilarProducts(id: number | null) {
  const source = useSource();
  return useQuery({
    queryKey: [...storefrontKeys.similar(id ?? 0), source],
    queryFn: ({ signal }) => readOrLocal(async (s) => call(await similar(), { params: { id: id! }, signal: s }), async () => (await local()).localSimilar(id!), signal),
    enabled: id !== null,
    placeholderData: (previous, previousQuery) => keepSameProduct(previous, previousQuery, storefrontKeys.similar(id ?? 0)),
    staleTime: staleUnlessLocal(30_000),
    retry: false,
    // Gone from the storefront (404) or no answer without local data: the page says so; any other failure is toasted (spec 3 §8).
    meta: { quietStatuses: [0, 404] },
  });
}
