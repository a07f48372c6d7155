import { useCallback } from 'react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Cart, type CartLineBody, deleteCartLine, getCart, setCartLine } from '../../../shared/contract/cart.js';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { storefrontKeys } from '../storefront-queries.js';

/** The login reseller's cart (GET /order/cart/0), fresh on every visit. */
export function useCart() {
  return useQuery({
    queryKey: storefrontKeys.cart(),
    queryFn: ({ signal }) => call(getCart, { params: { id: 0 }, signal }),
    staleTime: 0,
  });
}

/** Every cart answer is the whole cart: shown at once, then the key is refreshed. */
function keep(qc: QueryClient, cart: Cart) {
  qc.setQueryData(storefrontKeys.cart(), cart);
  void qc.invalidateQueries({ queryKey: storefrontKeys.cart() });
}

/**
 * Adds a product to the cart (or raises its line) from a card or the detail page; toasts
 * `message` ('Ürün Sepete Eklendi.' unless given). False on failure (the shared handler toasts it).
 */
export function useAddToCart(): (line: { modelId: number; barcode: string; quantity: number }, message?: string) => Promise<boolean> {
  const qc = useQueryClient();
  return useCallback(
    async (line, message = STOREFRONT_MSG.addedToCart) => {
      try {
        keep(qc, await call(setCartLine, { body: line }));
        toast.success(message);
        return true;
      } catch (error) {
        handleError(error);
        return false;
      }
    },
    [qc],
  );
}

/** The panel's line changes: set a quantity ('Düzenle'; 0 removes) and remove. Throw on failure (the caller shows it). */
export function useCartLines() {
  const qc = useQueryClient();
  return {
    setQuantity: async (line: { id: number; modelId: number }, quantity: number) => {
      const body: CartLineBody = { resellerProductDetailId: line.id, modelId: line.modelId, quantity };
      keep(qc, await call(setCartLine, { body }));
    },
    remove: async (line: { id: number; modelId: number }) => {
      keep(qc, await call(deleteCartLine, { body: { resellerProductDetailId: line.id, modelId: line.modelId } }));
    },
    refresh: () => qc.invalidateQueries({ queryKey: storefrontKeys.cart() }),
  };
}
