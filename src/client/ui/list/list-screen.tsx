import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { closeCircleOutline, downloadOutline, searchOutline } from 'ionicons/icons';
import { DEFAULT_PAGE_SIZE, FILTER_DEBOUNCE_MS, PAGE_SIZE_OPTIONS, type Page } from '../../../shared/paging.js';
import { call, download } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { DataTable, nextSort, type RowKey } from './data-table.js';
import { FilterBar } from './filter-bar.js';
import { changeValue, initialValues, withoutEmpty } from './filter-values.js';
import type { FilterValues, ListDef, ListHandle } from './list-types.js';
import { pageCount, Paginator } from './paginator.js';

export interface ListScreenProps<T> {
  def: ListDef<T>;
  listRef?: Ref<ListHandle>;
  /** Buttons beside the title (e.g. 'Yeni'). */
  toolbar?: ReactNode;
  title?: ReactNode;
}

interface ListState {
  filter: FilterValues;
  page: number;
  size: number;
  sort?: string;
}

/** Query and body of a list or export request; a GET endpoint takes the filter as query. */
function requestOf(def: ListDef<unknown>['endpoint'], filter: FilterValues, extra: Record<string, unknown>) {
  return def.method === 'GET' ? { query: { ...filter, ...extra } } : { query: extra, body: filter };
}

/**
 * A server-paged list declared by a ListDef: filters searched 2 s after the last change,
 * lazy pages sorted on the server, selection with bulk actions, row actions and export.
 */
export function ListScreen<T>({ def, listRef, toolbar, title }: ListScreenProps<T>) {
  const debounceMs = def.debounceMs ?? FILTER_DEBOUNCE_MS;
  const sizes = def.pageSizes ?? PAGE_SIZE_OPTIONS;
  const [initial] = useState(() => initialValues(def.filters, def.initialFilter));
  const [draft, setDraft] = useState<FilterValues>(initial);
  const [state, setState] = useState<ListState>(() => ({ filter: initial, page: 0, size: def.defaultPageSize ?? DEFAULT_PAGE_SIZE, sort: def.defaultSort }));
  const [selected, setSelected] = useState<Map<RowKey, T>>(() => new Map());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const body = withoutEmpty(state.filter);
  const pageQuery = { page: state.page, size: state.size, ...(state.sort ? { sort: state.sort } : {}) };
  const query = useQuery({
    queryKey: [def.id, body, state.page, state.size, state.sort ?? null],
    queryFn: ({ signal }) => call(def.endpoint, { ...requestOf(def.endpoint, body, pageQuery), signal } as never) as Promise<Page<T>>,
    placeholderData: keepPreviousData,
    // Coming back to a list shows the cached page at once and refreshes it.
    staleTime: 0,
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
  const clear = () => {
    setDraft(initial);
    apply(initial);
  };

  useImperativeHandle(
    listRef,
    () => ({
      reload: () => void query.refetch(),
      clearSelection: () => setSelected(new Map()),
    }),
    [query.refetch],
  );

  const exporter = useMutation({
    mutationFn: async () => {
      const ex = def.export!;
      const body = withoutEmpty(draft);
      await download(ex.endpoint, { ...requestOf(ex.endpoint, body, state.sort ? { sort: state.sort } : {}), fileName: typeof ex.fileName === 'function' ? ex.fileName() : ex.fileName } as never);
    },
  });
  const runExport = () => {
    const warning = def.export?.rule?.(draft);
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
  const exportButton = def.export && (
    <IonButton color="success" fill="outline" onClick={runExport} disabled={exporter.isPending} data-testid={`${def.id}-export`}>
      {exporter.isPending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon slot="start" icon={downloadOutline} />}
      {def.export.label ?? "Excel'e Aktar"}
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
          locked={def.lockedFilters}
          actions={
            <>
              <IonButton onClick={() => apply(draft)} data-testid={`${def.id}-search`}>
                <IonIcon slot="start" icon={searchOutline} />
                Ara
              </IonButton>
              <IonButton fill="outline" color="medium" onClick={clear} data-testid={`${def.id}-clear`}>
                <IonIcon slot="start" icon={closeCircleOutline} />
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
