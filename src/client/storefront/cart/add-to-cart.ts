import { useCallback } from 'react';

export type AddToCart = (line: { modelId: number; barcode: string; quantity: number }, message?: string) => Promise<boolean>;

/**
 * Adds a product to the cart from a card or the detail page (use-cart.ts addToCart): the cart's
 * code — the outbox, IndexedDB, the cart's contract — loads with the first add, not with the
 * storefront's first screen.
 */
export function useAddToCart(): AddToCart {
  return useCallback(async (line, message) => (await import('./use-cart.js')).addToCart(line, message), []);
}
