import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storefrontFilters, storefrontProduct, storefrontProducts, storefrontSimilar, type StorefrontFilter } from '../../../shared/contract/storefront.js';
import { call } from '../../lib/api.js';
import { storefrontKeys } from '../storefront-queries.js';

/** The storefront's reads (errors go to the shared handler, spec 3 §8 "Storefront errors"). */

/** One page of the grid; the previous page stays on screen while the next one loads. */
export const useStorefrontPage = (filter: StorefrontFilter, page: number, size: number) =>
  useQuery({
    queryKey: [...storefrontKeys.products(), 'page', filter, page, size],
    queryFn: ({ signal }) => call(storefrontProducts, { body: filter, query: { page, size }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The sidebar's choices (brands, categories with sub-categories, origins of this storefront). */
export const useStorefrontFilterOptions = () =>
  useQuery({ queryKey: [...storefrontKeys.all, 'filters'], queryFn: () => call(storefrontFilters), staleTime: 5 * 60_000 });

/** A product's detail; a product that left the storefront answers 404 (the page says 'Ürün bulunamadı'). */
export const useStorefrontProduct = (id: number | null) =>
  useQuery({
    queryKey: storefrontKeys.product(id ?? 0),
    queryFn: () => call(storefrontProduct, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
    meta: { silent: true },
  });

export const useSimilarProducts = (id: number | null) =>
  useQuery({
    queryKey: storefrontKeys.similar(id ?? 0),
    queryFn: () => call(storefrontSimilar, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
    meta: { silent: true },
  });
