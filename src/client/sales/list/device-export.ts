import { useMutation } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/contract/endpoint.js';
import { SALE_FILES, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { saleDeviceExcel, saleExportRule, type SaleFilter } from '../../../shared/contract/sale-lists.js';
import { ApiError, download } from '../../lib/api.js';
import { handleErrorOr } from '../../lib/error-handler.js';
import { isNetworkDown } from '../../lib/offline/network-state.js';
import { toast } from '../../lib/toast.js';
import { LIST_MSG } from '../../ui/list/list-screen.js';
import type { FilterValues } from '../../ui/list/list-types.js';

/** The export rule on the filter as typed (its strings are what the server's schema reads). */
export const saleExportWarning = (filter: FilterValues) => saleExportRule(filter as Pick<SaleFilter, 'saleDateStart' | 'saleDateEnd'> & FilterValues);

/**
 * The second export of /productSaleList, one row a unit (POST /sale/findAllDevices, 'Satış
 * Detay.xlsx'): the same rule as the list's own export (spec 2 §5), warned before anything is
 * asked, and the same failure texts ('İşlem bilgisi getirme başarısız.', spec 2 §8).
 */
export function useDeviceExport(currentFilter: () => FilterValues) {
  const exporter = useMutation({
    // The filter strings go as the list's do (api.ts fetchListPage): the server's schema coerces them.
    mutationFn: (filter: FilterValues) => download(saleDeviceExcel as Endpoint, { body: filter, fileName: SALE_FILES.devices }),
    meta: { silent: true },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 0) toast.warn(LIST_MSG.exportOffline);
      else handleErrorOr(error, SALES_MSG.fetchFailed);
    },
  });
  const run = () => {
    if (isNetworkDown()) {
      toast.warn(LIST_MSG.exportOffline);
      return;
    }
    const filter = currentFilter();
    const warning = saleExportWarning(filter);
    if (warning) {
      toast.warn(warning);
      return;
    }
    exporter.mutate(filter);
  };
  return { run, isPending: exporter.isPending };
}
