import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_MSG, UPLOAD_TIMEOUT_MS } from '../../../shared/catalogue.js';
import * as lookups from '../../../shared/contract/catalogue.js';
import type { ScoreType } from '../../../shared/catalogue.js';
import { ApiError, call, upload } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { catalogueKeys } from '../catalogue-queries.js';

/**
 * A 400/422 answer carries the server's own Turkish text and the fields to flag, so it
 * goes through the generic handler; anything else (network, 404, 5xx) is the spec's
 * failure text of that action (spec 2 §8 brand failures).
 */
export const isServerVerdict = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 422) && error.body !== null;

/** Shows the failure of a brand action: the server's verdict or the spec's text. */
export function showFailure(error: unknown, failureText: string) {
  if (isServerVerdict(error)) handleError(error);
  else toast.error(failureText);
}

export interface BrandInput {
  id?: number;
  name: string;
  newBrand: boolean;
  files: File[];
}

/** Create (image required) or update (image optional) a brand, multipart with the 60 s upload time-out. */
export function saveBrand({ id, name, newBrand, files }: BrandInput) {
  const fields = { name: name.trim(), newBrand: String(newBrand) };
  return id
    ? upload(lookups.brandUpdate, { fields: { ...fields, id: String(id) }, files, timeoutMs: UPLOAD_TIMEOUT_MS })
    : upload(lookups.brandCreate, { fields, files, timeoutMs: UPLOAD_TIMEOUT_MS });
}

export const saveTolerance = (input: { id?: number; marjRatio: number; subCategoryId: number }) =>
  call(lookups.toleranceUpsert, { body: { id: input.id, marjRatio: input.marjRatio, subCategory: { id: input.subCategoryId } } });

export const saveCategory = (input: { id?: number; name: string }) => call(lookups.categoryUpsert, { body: { id: input.id, name: input.name.trim() } });

export const saveSubCategory = (input: { id?: number; name: string; categoryId: number; productScoreType: ScoreType; scoreRatio: number }) =>
  call(lookups.subCategoryUpsert, { body: { ...input, name: input.name.trim() } });

/** Invalidate every cached list a lookup change can touch (filters of other screens read them too). */
export function useInvalidateLookups() {
  const client = useQueryClient();
  return {
    brands: () => client.invalidateQueries({ queryKey: catalogueKeys.brands() }),
    tolerances: () => client.invalidateQueries({ queryKey: catalogueKeys.tolerances() }),
    categories: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: catalogueKeys.categories() }),
        // Prefix of every per-category sub-category list.
        client.invalidateQueries({ queryKey: [...catalogueKeys.all, 'subCategories'] }),
        client.invalidateQueries({ queryKey: catalogueKeys.categoryTree() }),
        // Tolerance rows show category and sub-category names.
        client.invalidateQueries({ queryKey: catalogueKeys.tolerances() }),
      ]),
  };
}

/** Passivate / activate a brand; errors are shown here (spec texts), not by the global handler. */
export function useBrandStatus() {
  const invalidate = useInvalidateLookups();
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: ({ id, active }: { id: number; active: boolean }) => call(active ? lookups.brandActive : lookups.brandPassive, { body: { id } }),
    onSuccess: (_brand, { active }) => {
      toast.success(active ? CATALOGUE_MSG.brandActivated : CATALOGUE_MSG.brandPassivated);
      return invalidate.brands();
    },
    onError: (error, { active }) => showFailure(error, active ? CATALOGUE_MSG.brandActivateFailed : CATALOGUE_MSG.brandPassivateFailed),
  });
  return mutation;
}

/** Delete a category or a sub-category; refusals (e.g. still in use) come from the global handler. */
export function useLookupDelete() {
  const invalidate = useInvalidateLookups();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'category' | 'subCategory'; id: number }) =>
      call(kind === 'category' ? lookups.categoryDelete : lookups.subCategoryDelete, { body: { id } }),
    onSuccess: () => {
      toast.success(CATALOGUE_MSG.success);
      return invalidate.categories();
    },
  });
}
