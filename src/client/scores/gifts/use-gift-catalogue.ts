import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Gift, GIFT_FILTER_DEBOUNCE_MS, GIFT_MSG, giftActivate, giftList, giftPassivate } from '../../../shared/contract/gifts.js';
import { ApiError, call, downloadList, fetchListPage } from '../../lib/api.js';
import { handleError, handleErrorOr } from '../../lib/error-handler.js';
import { isNetworkDown } from '../../lib/offline/network-state.js';
import { toast } from '../../lib/toast.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { changeValue, initialValues, withoutEmpty } from '../../ui/list/filter-values.js';
import type { FilterValues } from '../../ui/list/list-types.js';
import { LIST_MSG } from '../../ui/list/list-screen.js';
import { pageCount } from '../../ui/list/paginator.js';
import { useDebouncedState } from '../../ui/list/use-debounced-value.js';
import { GIFT_CATALOGUE_FILTERS, GIFT_SORT_KEY, GIFT_UI, giftCatalogueKeys } from './gift-views.js';

/** The filter bar's values as the page asks them: the body (empty values left out) and the order. */
export function pageRequest(values: FilterValues) {
  const { [GIFT_SORT_KEY]: sort = '', ...filter } = values;
  return { body: withoutEmpty(filter), sort: sort || giftList.defaultSort };
}

const INITIAL = initialValues(GIFT_CATALOGUE_FILTERS);

/**
 * The catalogue's page (contract giftList): the filter searched 2 s after the last change (an
 * order at once, as 'Ara' and 'Temizle' do), 12/24/36 a page, a failed read said with
 * GIFT_MSG.loadFailed (spec 3 §8), and the export 'Bayi Puan Hediyeleri' of the filter as typed.
 */
export function useGiftCatalogue() {
  const { value: draft, settled, set, flush } = useDebouncedState<FilterValues>(INITIAL, GIFT_FILTER_DEBOUNCE_MS);
  // The page belongs to the filter it was chosen under: a new filter starts at the first page.
  const [paging, setPaging] = useState({ of: settled, page: 0, size: giftList.defaultPageSize });
  const page = paging.of === settled ? paging.page : 0;
  const { size } = paging;
  const { body, sort } = pageRequest(settled);

  const query = useQuery({
    queryKey: [...giftCatalogueKeys.lists(), body, page, size, sort],
    queryFn: ({ signal }) => fetchListPage(giftList, { page, size, sort }, body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { failedText: GIFT_MSG.loadFailed },
  });
  const { data } = query;

  // A page that emptied under us (its last gift passivated under the 'Aktif' filter) moves to the new last page.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > 0 && data.content.length === 0 && data.totalElements > 0) {
      setPaging((p) => ({ ...p, of: settled, page: pageCount(data.totalElements, p.size) - 1 }));
    }
  }, [data, query.isPlaceholderData, page, settled]);

  const onFilter = (key: string, value: string) => set(changeValue(GIFT_CATALOGUE_FILTERS, draft, key, value), key === GIFT_SORT_KEY);
  const clear = () => set({ ...INITIAL }, true);

  const exporter = useMutation({
    mutationFn: () => {
      const typed = pageRequest(draft);
      return downloadList(giftList, typed.body, typed.sort);
    },
    meta: { silent: true },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 0) toast.warn(LIST_MSG.exportOffline);
      else handleErrorOr(error, GIFT_MSG.loadFailed);
    },
  });
  const runExport = () => (isNetworkDown() ? toast.warn(LIST_MSG.exportOffline) : exporter.mutate());

  return {
    draft,
    onFilter,
    search: flush,
    clear,
    gifts: data?.content ?? [],
    total: data?.totalElements ?? 0,
    isPending: query.isPending,
    isFetching: query.isFetching,
    page,
    size,
    setPage: (p: number) => setPaging((s) => ({ ...s, of: settled, page: p })),
    setSize: (n: number) => setPaging({ of: settled, page: 0, size: n }),
    runExport,
    exporting: exporter.isPending,
  };
}

/**
 * Delete (a confirmation, then passivate) and 'Aktif Et' (activate) of spec 3 §2.10, §4: one at a
 * time; the grid reloads after either, also after a refusal (the gift may have changed elsewhere).
 */
export function useGiftStatus() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: giftCatalogueKeys.all });

  const change = async (gift: Gift, active: boolean) => {
    setBusy(gift.id);
    try {
      await call(active ? giftActivate : giftPassivate, { body: { id: gift.id } });
      toast.success(active ? GIFT_MSG.activated : GIFT_MSG.deactivated);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
      void reload();
    }
  };
  const remove = async (gift: Gift) => {
    const sure = await confirm({ header: GIFT_UI.removeTitle, message: GIFT_UI.removeConfirm(gift.name), confirmText: GIFT_MSG.remove, cancelText: GIFT_UI.cancel, danger: true });
    if (sure) await change(gift, false);
  };
  return { busy, reload, remove, activate: (gift: Gift) => change(gift, true) };
}
