import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paramAll } from '../../../shared/contract/settings.js';
import { call } from '../../lib/api.js';
import { settingsKeys } from '../settings-queries.js';

/** The global parameters; a failed read shows 'Parametre bilgisi getirme başarısız.' (the page's own text). */
export const useParams = () => useQuery({ queryKey: settingsKeys.params(), queryFn: () => call(paramAll), meta: { silent: true }, staleTime: 0 });

export function useInvalidateSettings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: settingsKeys.all });
}
