import { useQuery } from '@tanstack/react-query';
import { LOOKUP_LOAD_MSG } from '../../shared/catalogue.js';
import { distiesAll } from '../../shared/contract/can-sell.js';
import { call } from '../lib/api.js';
import { LOOKUP_STALE_MS } from '../lib/lookups.js';

/** Query keys of the prices area (one factory; invalidate by prefix). */
export const priceKeys = {
  all: ['prices'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key). */
  lists: () => [...priceKeys.all, 'list'] as const,
  /** The brand–supplier mapping (/CanSell): the whole list and each brand's. */
  canSell: () => [...priceKeys.all, 'canSell'] as const,
  disties: () => [...priceKeys.all, 'disties'] as const,
  /** Price detail screens (spec 1 §2.11): a version, a product's history and rejections; invalidate after an update. */
  detail: () => [...priceKeys.all, 'detail'] as const,
  supplyPriceDetail: (id: number | null) => [...priceKeys.detail(), 'supply', id] as const,
  distyPriceDetail: (mpdId: number | null, modelId: number | null) => [...priceKeys.detail(), 'disty', mpdId, modelId] as const,
  priceHistory: (modelId: number | null, mpdId?: number | null) => [...priceKeys.detail(), 'history', modelId, mpdId ?? null] as const,
  rejectedPrices: (modelId: number | null) => [...priceKeys.detail(), 'rejected', modelId] as const,
  /** /WaitingMySupplyPrice's bell: how many prices wait for the distributor (invalidated after each decision). */
  waitingCount: () => [...priceKeys.all, 'approval', 'waitingCount'] as const,
};

/** Every distributor (GET disty/all), for the admin screens' distributor choices. */
export const fetchDisties = () => call(distiesAll);
export const useDisties = () =>
  useQuery({ queryKey: priceKeys.disties(), queryFn: fetchDisties, staleTime: LOOKUP_STALE_MS, meta: { failedText: LOOKUP_LOAD_MSG.disties } });
