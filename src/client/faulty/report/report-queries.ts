import { useQuery } from '@tanstack/react-query';
import { faultyCatalogue, faultyModels, faultySupplier } from '../../../shared/contract/faulty.js';
import { ApiError, call } from '../../lib/api.js';
import { refusalText } from '../../lib/offline/outbox.js';

/** The report screen's reads, under 'faulty' with the area's other keys (../lists/faulty-queries.ts). */
export const reportKeys = {
  catalogue: () => ['faulty', 'report', 'catalogue'] as const,
  models: (brandId: number, subCategoryId: number) => ['faulty', 'report', 'models', brandId, subCategoryId] as const,
  supplier: (modelId: number) => ['faulty', 'report', 'supplier', modelId] as const,
};

/**
 * The server's own words for a failed lookup or report (spec 3 §8): the envelope's text whatever
 * the status (a 404 says 'Ürün bulunamadı'); the generic handler's text when it has none.
 */
export function serverWords(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.body) {
    const { body } = error;
    const text = body.fields?.[0] ?? body.description ?? body.errors?.find((e) => e.message)?.message;
    if (text) return text;
  }
  if (fallback && error instanceof ApiError && error.status === 404) return fallback;
  return refusalText(error);
}

/** Brands (active only), categories and their sub-categories for the cascade without a serial. */
export const useFaultyCatalogue = (enabled: boolean) => useQuery({ queryKey: reportKeys.catalogue(), queryFn: () => call(faultyCatalogue), enabled, staleTime: 5 * 60_000 });

/** The products of a brand in a sub-category. */
export const useFaultyModels = (brandId: number | null, subCategoryId: number | null) =>
  useQuery({
    queryKey: reportKeys.models(brandId ?? 0, subCategoryId ?? 0),
    queryFn: () => call(faultyModels, { query: { brandId: brandId!, subCategoryId: subCategoryId! } }),
    enabled: brandId !== null && subCategoryId !== null,
  });

/** The chosen product's supplier with its shipping information; null when it has none (404, shown as the spec's empty text). */
export const useFaultySupplier = (modelId: number | null) =>
  useQuery({
    queryKey: reportKeys.supplier(modelId ?? 0),
    queryFn: async () => {
      try {
        return await call(faultySupplier, { params: { modelId: modelId! } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: modelId !== null,
  });
