import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../lib/api.js';
import { handleError } from '../lib/error-handler.js';
import { isNetworkDown } from '../lib/offline/network-state.js';
import { toast } from '../lib/toast.js';
import { LIST_MSG } from '../ui/list/list-screen.js';

/**
 * A report's Excel export: not asked offline (the lists' text), a refusal shows the server's
 * words (the daily report's checks), any other failure the generic text.
 */
export function useReportExport<A>(download: (arg: A) => Promise<void>) {
  const exporter = useMutation({
    mutationFn: download,
    meta: { silent: true },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 0) toast.warn(LIST_MSG.exportOffline);
      else handleError(error);
    },
  });
  const run = (arg: A) => (isNetworkDown() ? toast.warn(LIST_MSG.exportOffline) : exporter.mutate(arg));
  return { run, isPending: exporter.isPending };
}
