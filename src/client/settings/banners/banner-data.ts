import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bannerAll } from '../../../shared/contract/banners.js';
import { call } from '../../lib/api.js';
import { settingsKeys } from '../settings-queries.js';

export const useBanners = () => useQuery({ queryKey: settingsKeys.banners(), queryFn: () => call(bannerAll), staleTime: 0 });

/** Banners changed: the admin list and the storefront carousel's current banners (storefrontKeys.banners(): areas do not import each other). */
export function useInvalidateBanners() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: settingsKeys.banners() }), client.invalidateQueries({ queryKey: ['storefront', 'banners'] })]);
}
