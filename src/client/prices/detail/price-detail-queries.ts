import { useQuery } from '@tanstack/react-query';
import {
  distyPriceDetail,
  distyPriceHistory,
  type PriceDetailRequest,
  rejectedPrices,
  supplyPriceDetail,
  supplyPriceHistory,
} from '../../../shared/contract/price-detail.js';
import { call } from '../../lib/api.js';
import { priceKeys } from '../price-queries.js';

/**
 * The detail screens' reads. Errors while loading are ignored (spec 1 §8): no toast, the
 * screen shows what it has ('Ürün Bulunamadı.' without a version, empty tables without history).
 * Prices change under the screen's feet (approvals), so every open reads afresh.
 */
const READ = { meta: { silent: true }, staleTime: 0 } as const;

export const useSupplyPriceDetail = (id: number | null) =>
  useQuery({ queryKey: priceKeys.supplyPriceDetail(id), queryFn: () => call(supplyPriceDetail, { params: { id: id! } }), enabled: id !== null, ...READ });

export const useDistyPriceDetail = (req: PriceDetailRequest | null) =>
  useQuery({
    queryKey: [...priceKeys.distyPriceDetail(req?.mpdId ?? null, req?.modelId ?? null), req],
    queryFn: () => call(distyPriceDetail, { body: req! }),
    enabled: req !== null,
    ...READ,
  });

/** GET last/{modelId} (supplier detail), or the distributor detail's POST with its body. */
export const usePriceHistory = (modelId: number | null, req?: PriceDetailRequest | null) =>
  useQuery({
    queryKey: priceKeys.priceHistory(modelId, req?.mpdId),
    queryFn: () => (req ? call(distyPriceHistory, { body: req }) : call(supplyPriceHistory, { params: { modelId: modelId! } })),
    enabled: modelId !== null && req !== null,
    ...READ,
  });

export const useRejectedPrices = (modelId: number | null) =>
  useQuery({ queryKey: priceKeys.rejectedPrices(modelId), queryFn: () => call(rejectedPrices, { params: { modelId: modelId! } }), enabled: modelId !== null, ...READ });

/** A route segment or query value as an id, or null. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
