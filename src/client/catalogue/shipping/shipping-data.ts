import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shippingInfoList, type ShippingInfo } from '../../../shared/contract/shipping-info.js';
import { call } from '../../lib/api.js';
import { catalogueKeys } from '../catalogue-queries.js';

export const shippingKeys = {
  infos: () => [...catalogueKeys.all, 'shippingInfo'] as const,
};

/** The suppliers the user may edit, with their shipping information (a supplier user: its own). */
export const useShippingInfos = () => useQuery({ queryKey: shippingKeys.infos(), queryFn: () => call(shippingInfoList), staleTime: 0 });

/** Puts a saved record into the list without reading it again. */
export function useStoreShippingInfo() {
  const client = useQueryClient();
  return (saved: ShippingInfo) => client.setQueryData<ShippingInfo[]>(shippingKeys.infos(), (list) => list?.map((s) => (s.id === saved.id ? saved : s)));
}
