import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { closeCircleOutline, downloadOutline, searchOutline } from 'ionicons/icons';
import type { ListDecl, RowOfList } from '../../../shared/contract/list.js';
import { FILTER_DEBOUNCE_MS, type Page } from '../../../shared/paging.js';
import { ApiError, downloadList, fetchListPage } from '../../lib/api.js';
import { isNetworkDown, useNetworkDown } from '../../lib/offline/network-state.js';
import { toast } from '../../lib/toast.js';
import { DataTable, nextSort, type RowKey } from './data-table.js';
import { FilterBar } from './filter-bar.js';
import { changeValue, initialValues, withoutEmpty } from './filter-values.js';
import { type FilterValues, type ListHandle, type ListView, viewColumns } from './list-types.js';
import { readOrLocal } from './read-or-local.js';
import { pageCount, Paginator } from './paginator.js';

export const LIST_MSG = {
  exportOffline: "İnternet bağlantısı olmadan Excel'e aktarılamaz. Bağlantı gelince tekrar deneyiniz.",
} as const;

/** A page of the list read from the offline data, as the server would answer it; undefined while the device holds none. */
export type LocalPage<L extends ListDecl> = (query: { page: number; size: number; sort?: string }, filter: FilterValues) => Promise<Page<RowOfList<L>> | undefined>;

export interface ListScreenProps<L extends ListDecl> {
  view: ListView<L>;
  listRef?: Ref<ListHandle>;
  /** Buttons beside the title (e.g. 'Yeni'). */
  toolbar?: ReactNode;
  title?: ReactNode;
  /**
   * The list's offline data (ARCHITECTURE "Offline field kit"): pages are read from it while the
   * network is down, slow or gone (readOrLocal); the export stays online-only.
   */
  localPage?: LocalPage<L>;
}

interface ListState {
  filter: FilterValues;
  page: number;
  size: number;
  sort?: string;
}

/**
 * A server-paged list from its shared declaration and the screen's view: filters searched
 * 2 s after the last change, lazy pages sorted on the server, selection with bulk
 * actions, row actions and export.
 */
export function ListScreen<L extends ListDecl>({ view, listRef, toolbar, title, localPage }: ListScreenProps<L>) {
  type T = RowOfList<L>;
  const { list } = view;
  const def = { ...view, id: view.id ?? list.id, emptyText: list.emptyText, columns: viewColumns(view) };
  const debounceMs = view.debounceMs ?? FILTER_DEBOUNCE_MS;
  const sizes = [...list.pageSizes];
  const [initial] = useState(() => initialValues(view.filters, view.initialFilter));
  const [draft, setDraft] = useState<FilterValues>(initial);
  const [state, setState] = useState<ListState>(() => ({ filter: initial, page: 0, size: list.defaultPageSize, sort: list.defaultSort }));
  const [selected, setSelected] = useState<Map<RowKey, T>>(() => new Map());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const body = withoutEmpty(state.filter);
  const pageQuery = { page: state.page, size: state.size, ...(state.sort ? { sort: state.sort } : {}) };
  // A list with offline data switches to it when the network goes, and back when it returns.
  const down = useNetworkDown();
  const source = localPage ? [down ? 'local' : 'server'] : [];
  const query = useQuery({
    // Under the area's key: one invalidation of the area refreshes its lists.
    queryKey: [...view.queryKey, list.id, body, state.page, state.size, state.sort ?? null, ...source],
    queryFn: ({ signal }) =>
      localPage
        ? readOrLocal((s) => fetchListPage(list, pageQuery, body, s), () => localPage(pageQuery, body), signal)
        : fetchListPage(list, pageQuery, body, signal),
    placeholderData: keepPreviousData,
    // Coming back to a list shows the cached page at once and refreshes it.
    staleTime: 0,
    refetchInterval: view.pollWhile ? (q) => view.pollWhile!(q.state.data?.content ?? []) : false,
    // A failed page gets the screen's own text where the spec gives one (lib/query-client.ts).
    meta: view.fetchFailedText ? { failedText: view.fetchFailedText } : undefined,
  });
  const rows = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;

  // A page that emptied under us (rows removed elsewhere) moves to the new last page.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && state.page > 0 && query.data.content.length === 0 && query.data.totalElements > 0) {
      setState((s) => ({ ...s, page: pageCount(query.data.totalElements, s.size) - 1 }));
    }
  }, [query.data, query.isPlaceholderData, state.page]);

  const apply = (values: FilterValues) => {
    clearTimeout(timer.current);
    setState((s) => ({ ...s, filter: values, page: 0 }));
    setSelected(new Map());
  };
  const onFilter = (key: string, value: string) => {
    const next = changeValue(def.filters, draft, key, value);
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), debounceMs);
  };
  // A scan (camera read, or a hardware scanner's Enter) is a whole value: search at once.
  const onCommit = (key: string, value: string) => {
    const next = changeValue(def.filters, draft, key, value);
    setDraft(next);
    apply(next);
  };
  const clear = () => {
    setDraft(initial);
    apply(initial);
  };

  const { refetch } = query;
  useImperativeHandle(
    listRef,
    () => ({
      reload: () => void refetch(),
      clearSelection: () => setSelected(new Map()),
      filter: () => withoutEmpty(draft),
    }),
    [refetch, draft],
  );

  const exporter = useMutation({
    mutationFn: async () => {
      try {
        await downloadList(list, withoutEmpty(draft), state.sort);
      } catch (error) {
        // No answer: say why instead of the generic error.
        if (error instanceof ApiError && error.status === 0) toast.warn(LIST_MSG.exportOffline);
        // A refusal with the server's words (400/422) goes to the generic handler; any other failure
        // gets the screen's own text when the spec gives one (e.g. 'Bayi bilgisi getirme başarısız.').
        else if (view.exportFailedText && !(error instanceof ApiError && (error.status === 400 || error.status === 422))) toast.error(view.exportFailedText, 4000);
        else throw error;
      }
    },
  });
  const runExport = () => {
    if (isNetworkDown()) {
      toast.warn(LIST_MSG.exportOffline);
      return;
    }
    const warning = list.export?.rule?.(withoutEmpty(draft));
    if (warning) {
      toast.warn(warning);
      return;
    }
    exporter.mutate();
  };

  const toggle = (row: T) =>
    setSelected((prev) => {
      const next = new Map(prev);
      const key = def.rowKey(row);
      if (next.has(key)) next.delete(key);
      else next.set(key, row);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Map(prev);
      const all = rows.length > 0 && rows.every((r) => next.has(def.rowKey(r)));
      for (const r of rows) {
        if (all) next.delete(def.rowKey(r));
        else next.set(def.rowKey(r), r);
      }
      return next;
    });
  // The freshest copy of each selected row (a reload may have changed it).
  const selectedRows = () => {
    const fresh = new Map(rows.map((r) => [def.rowKey(r), r] as const));
    return [...selected.entries()].map(([k, r]) => fresh.get(k) ?? r);
  };

  const selectable = !!def.bulkActions?.length;
  const hasFilters = def.filters.length > 0;
  const exportButton = list.export && view.exportLabel !== false && (
    <IonButton color="success" fill="outline" onClick={runExport} disabled={exporter.isPending} data-testid={`${def.id}-export`}>
      {exporter.isPending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />}
      {view.exportLabel ?? "Excel'e Aktar"}
    </IonButton>
  );

  return (
    <section className="list-screen" data-testid={def.id}>
      {(title || toolbar) && (
        <header className="list-header">
          {title && <h2 className="list-title">{title}</h2>}
          {toolbar && <div className="list-toolbar">{toolbar}</div>}
        </header>
      )}
      {hasFilters && (
        <FilterBar
          id={def.id}
          filters={def.filters}
          values={draft}
          onChange={onFilter}
          onCommit={onCommit}
          locked={def.lockedFilters}
          actions={
            <>
              <IonButton onClick={() => apply(draft)} data-testid={`${def.id}-search`}>
                <IonIcon aria-hidden="true" slot="start" icon={searchOutline} />
                Ara
              </IonButton>
              <IonButton fill="outline" color="medium" onClick={clear} data-testid={`${def.id}-clear`}>
                <IonIcon aria-hidden="true" slot="start" icon={closeCircleOutline} />
                Temizle
              </IonButton>
              <span className="filter-actions-spacer" />
              {exportButton}
            </>
          }
        />
      )}
      {!hasFilters && exportButton && <div className="filter-actions list-commands">{exportButton}</div>}
      {selectable && (
        <div className="bulk-bar" data-testid={`${def.id}-bulk`}>
          <span className="bulk-count" data-testid={`${def.id}-selected-count`}>
            {selected.size} kayıt seçildi
          </span>
          <span className="bulk-actions">
            {def.bulkActions!.map((a, i) => (
              <IonButton
                key={i}
                size="small"
                color={a.color ?? 'primary'}
                disabled={selected.size === 0 && !a.allowEmpty}
                data-testid={a.testId ?? `${def.id}-bulk-${i}`}
                onClick={() => a.onClick(selectedRows())}
              >
                {a.label}
              </IonButton>
            ))}
          </span>
        </div>
      )}
      <DataTable
        columns={def.columns}
        rows={rows}
        rowKey={def.rowKey}
        rowActions={def.rowActions}
        selectable={selectable}
        selected={new Set(selected.keys())}
        onToggle={toggle}
        onToggleAll={toggleAll}
        sort={state.sort}
        onSort={(field) => setState((s) => ({ ...s, sort: nextSort(s.sort, field), page: 0 }))}
        emptyText={def.emptyText}
        loading={query.isFetching}
        testId={`${def.id}-table`}
        rowClass={def.rowClass}
      />
      <Paginator
        total={total}
        page={state.page}
        size={state.size}
        sizes={sizes}
        onPage={(page) => setState((s) => ({ ...s, page }))}
        onSize={(size) => setState((s) => ({ ...s, size, page: 0 }))}
        testId={`${def.id}-paginator`}
      />
    </section>
  );
}
