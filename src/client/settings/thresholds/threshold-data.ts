import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paramByKey, thresholdsAll } from '../../../shared/contract/settings.js';
import { PARAM_KEYS } from '../../../shared/storefront.js';
import { call } from '../../lib/api.js';
import { settingsKeys } from '../settings-queries.js';

/** The page's reads report their own failure texts (spec 3 §8), so they are silent for the global handler. */
const READ = { meta: { silent: true }, staleTime: 0 } as const;

export const useThresholdRows = () => useQuery({ queryKey: settingsKeys.thresholds(), queryFn: () => call(thresholdsAll), ...READ });

/** One of the two global thresholds (a parameter). */
export const useGlobalThreshold = (key: typeof PARAM_KEYS.noneStockMax | typeof PARAM_KEYS.limitedStockMax) =>
  useQuery({ queryKey: [...settingsKeys.params(), key], queryFn: () => call(paramByKey, { params: { key } }), ...READ });

export function useInvalidateThresholds() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: settingsKeys.all });
}
