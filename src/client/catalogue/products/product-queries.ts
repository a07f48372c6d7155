import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { productById } from '../../../shared/contract/models.js';
import { call } from '../../lib/api.js';
import { catalogueKeys } from '../catalogue-queries.js';

/** One product with its pending change, pictures, price and audit (GET model/byid). */
export const useProduct = (id: number | null | undefined, enabled = true) =>
  useQuery({
    queryKey: catalogueKeys.product(id ?? 0),
    queryFn: () => call(productById, { params: { id: id as number } }),
    enabled: enabled && !!id,
    // A decision elsewhere (admin) changes it; always read fresh when a screen opens it.
    staleTime: 0,
  });

/** The product of the route's `:productId`; none for an id that is not a positive whole number. */
export function useRouteProduct() {
  const { productId } = useParams();
  const id = Number(productId);
  return useProduct(Number.isInteger(id) && id > 0 ? id : null);
}
