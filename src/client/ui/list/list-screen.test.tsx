import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { defineList } from '../../../shared/contract/list.js';
import { clearToasts, currentToasts, json, renderWithQuery, stubFetch, typeIon } from '../kit-test-utils.js';
import { isNetworkDown, markNetworkUp } from '../../lib/offline/network-state.js';
import { LIST_MSG, ListScreen } from './list-screen.js';
import type { ListHandle, ListView } from './list-types.js';

interface Item {
  id: number;
  name: string;
  price: number;
}

const ITEMS: Item[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Ürün ${i + 1}`, price: 10 * (i + 1) }));

type ItemList = ReturnType<typeof items>;

/** The test's list declaration; `over` replaces parts of it (sort, export). */
function items(over: { defaultSort?: 'price,desc'; export?: { path: string; fileName: string; rule?: (f: Record<string, unknown>) => string | null } } = {}) {
  return defineList({
    id: 'items',
    path: '/test/items',
    access: 'ALL',
    filter: z.object({ name: z.string().optional(), code: z.string().optional() }),
    row: z.object({ id: z.number(), name: z.string(), price: z.number() }),
    columns: [
      { key: 'name', header: 'Ürün Adı', text: (r) => r.name },
      { key: 'price', header: 'Fiyat', text: (r) => String(r.price) },
    ],
    sorts: ['name', 'price'],
    pageSizes: [5, 10, 25],
    defaultPageSize: 10,
    emptyText: 'Ürün Bulunamadı.',
    ...over,
  });
}

function def(over: Partial<ListView<ItemList>> = {}, list: ItemList = items()): ListView<ItemList> {
  return {
    list,
    queryKey: ['test'],
    filters: [
      { kind: 'text', key: 'name', label: 'Ürün Adı' },
      { kind: 'text', key: 'code', label: 'Kod' },
    ],
    columns: { price: { align: 'end' } },
    rowKey: (r) => r.id,
    ...over,
  };
}

/** The server of the tests: pages ITEMS by the query. */
function pagingServer() {
  return stubFetch((url) => {
    const q = new URL(url, 'http://x').searchParams;
    const page = Number(q.get('page'));
    const size = Number(q.get('size'));
    return json(200, { content: ITEMS.slice(page * size, page * size + size), totalElements: ITEMS.length });
  });
}

const listCalls = <C extends { url: string }>(calls: C[]) => calls.filter((c) => c.url.startsWith('/api/test/items?'));
const lastUrl = <C extends { url: string }>(calls: C[]) => listCalls(calls).at(-1)!.url;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Clicks and lets the list load. */
async function clickThenFlush(testId: string) {
  fireEvent.click(screen.getByTestId(testId));
  await flush();
}

/** The default list over the 25 items of the paging server, loaded. */
async function openList() {
  const server = pagingServer();
  renderWithQuery(<ListScreen view={def()} />);
  await flush();
  return server;
}

describe('ListScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders the page envelope: rows, paginator text, page size in the query', async () => {
    const { calls } = await openList();
    expect(listCalls(calls)).toHaveLength(1);
    expect(listCalls(calls)[0].url).toBe('/api/test/items?page=0&size=10');
    expect(screen.getByTestId('items-row-1').textContent).toContain('Ürün 1');
    expect(screen.getByTestId('items-table').querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByTestId('items-paginator-report').textContent).toBe('25 kayıttan 1 - 10 arası gösteriliyor');

    await clickThenFlush('items-paginator-last');
    expect(lastUrl(calls)).toBe('/api/test/items?page=2&size=10');
    expect(screen.getByTestId('items-paginator-report').textContent).toBe('25 kayıttan 21 - 25 arası gösteriliyor');
    expect(screen.getByTestId('items-row-25')).toBeTruthy();
  });

  it('searches 2 s after the last filter change, from page 0, without empty values', async () => {
    const { calls } = await openList();
    await clickThenFlush('items-paginator-next');
    expect(lastUrl(calls)).toBe('/api/test/items?page=1&size=10');
    const before = listCalls(calls).length;

    await typeIon('items-filter-name', 'kab');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await typeIon('items-filter-name', 'kablo');
    await typeIon('items-filter-code', '   ');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(listCalls(calls)).toHaveLength(before);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    const sent = listCalls(calls).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/test/items?page=0&size=10');
    expect(JSON.parse(String(sent[0].body))).toEqual({ name: 'kablo' });
  });

  it("searches at once when a scanner's Enter ends a scan field, without waiting for the debounce", async () => {
    const { calls } = pagingServer();
    renderWithQuery(<ListScreen view={def({ filters: [{ kind: 'scan', key: 'code', label: 'Barkod' }] })} />);
    await flush();
    const before = listCalls(calls).length;
    await typeIon('items-filter-code', '8691234567890');
    fireEvent.keyDown(screen.getByTestId('items-filter-code').querySelector('input')!, { key: 'Enter' });
    await flush();
    const sent = listCalls(calls).slice(before);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0].body))).toEqual({ code: '8691234567890' });
    // The debounce of the typing does not search a second time.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await flush();
    expect(listCalls(calls).slice(before)).toHaveLength(1);
  });

  it('re-reads the page while pollWhile asks, and stops when it no longer does', async () => {
    let running = true;
    const server = stubFetch(() => json(200, { content: ITEMS.slice(0, 2).map((r) => ({ ...r, name: running ? 'Devam' : 'Bitti' })), totalElements: 2 }));
    renderWithQuery(<ListScreen view={def({ pollWhile: (rows) => (rows.some((r) => r.name === 'Devam') ? 2000 : false) })} />);
    await flush();
    const reads = () => listCalls(server.calls).length;
    expect(reads()).toBe(1);
    expect(screen.getByTestId('items-row-1').textContent).toContain('Devam');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads()).toBe(2);
    running = false;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reads()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('items-row-1').textContent).toContain('Bitti');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reads()).toBe(3);
  });

  it('sorts on the server: asc on the first header click, desc on the second', async () => {
    const { calls } = await openList();
    await clickThenFlush('items-sort-name');
    expect(lastUrl(calls)).toBe('/api/test/items?page=0&size=10&sort=name%2Casc');
    await clickThenFlush('items-sort-name');
    expect(new URL(lastUrl(calls), 'http://x').searchParams.get('sort')).toBe('name,desc');
    expect(screen.getByTestId('items-sort-name').closest('th')!.getAttribute('aria-sort')).toBe('descending');
  });

  it('gives bulk actions the selected rows; disabled while nothing is selected', async () => {
    pagingServer();
    const onApprove = vi.fn();
    renderWithQuery(<ListScreen view={def({ bulkActions: [{ label: 'Toplu Onayla', onClick: onApprove }] })} />);
    await flush();
    const bulk = screen.getByTestId('items-bulk-0');
    expect(bulk.hasAttribute('disabled') || (bulk as HTMLIonButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('items-select-2'));
    fireEvent.click(screen.getByTestId('items-select-5'));
    fireEvent.click(screen.getByTestId('items-select-2'));
    fireEvent.click(screen.getByTestId('items-select-7'));
    expect(screen.getByTestId('items-selected-count').textContent).toBe('2 kayıt seçildi');
    fireEvent.click(screen.getByTestId('items-bulk-0'));
    expect(onApprove).toHaveBeenCalledWith([ITEMS[4], ITEMS[6]]);

    fireEvent.click(screen.getByTestId('items-select-all'));
    fireEvent.click(screen.getByTestId('items-bulk-0'));
    expect(onApprove.mock.calls[1][0].map((r: Item) => r.id)).toEqual([5, 7, 1, 2, 3, 4, 6, 8, 9, 10]);
    fireEvent.click(screen.getByTestId('items-select-all'));
    expect(screen.getByTestId('items-selected-count').textContent).toBe('0 kayıt seçildi');
  });

  it('shows row actions per row and the empty text', async () => {
    stubFetch(() => json(200, { content: [ITEMS[0], ITEMS[1]], totalElements: 2 }));
    const onEdit = vi.fn();
    renderWithQuery(
      <ListScreen
        view={def({
          rowActions: [
            { label: (r) => (r.id === 1 ? 'Ana Sayfadan Çıkar' : 'Ana Sayfaya Ekle'), onClick: onEdit },
            { label: 'Sil', visible: (r) => r.id === 2, onClick: vi.fn(), testId: (r) => `delete-${r.id}` },
          ],
        })}
      />,
    );
    await flush();
    expect(screen.getByTestId('items-action-0-1').textContent).toBe('Ana Sayfadan Çıkar');
    expect(screen.getByTestId('items-action-0-2').textContent).toBe('Ana Sayfaya Ekle');
    expect(screen.queryByTestId('delete-1')).toBeNull();
    expect(screen.getByTestId('delete-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('items-action-0-2'));
    expect(onEdit).toHaveBeenCalledWith(ITEMS[1]);
    expect(screen.getByTestId('items-paginator-report').textContent).toBe('2 kayıttan 1 - 2 arası gösteriliyor');

    vi.unstubAllGlobals();
    stubFetch(() => json(200, { content: [], totalElements: 0 }));
    await typeIon('items-filter-name', 'yok');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await flush();
    expect(screen.getByTestId('items-empty').textContent).toBe('Ürün Bulunamadı.');
    expect(screen.getByTestId('items-paginator-report').textContent).toBe('0 kayıttan 0 - 0 arası gösteriliyor');
  });

  it('warns and does not download when the export rule refuses the filter', async () => {
    const { calls } = pagingServer();
    const rule = vi.fn((f: Record<string, unknown>) => (f.name ? null : 'Excel almak için filtreleme yapılmalıdır.'));
    renderWithQuery(<ListScreen view={def({}, items({ export: { path: '/test/items/export', fileName: 'Ürünler.xlsx', rule } }))} />);
    await flush();
    fireEvent.click(screen.getByTestId('items-export'));
    await flush();
    // The rule judges what the export would send: the filter without its empty values.
    expect(rule).toHaveBeenCalledWith({});
    expect(calls.filter((c) => c.url.includes('/export'))).toHaveLength(0);
    expect(currentToasts().map((t) => [t.severity, t.text])).toEqual([['warn', 'Excel almak için filtreleme yapılmalıdır.']]);
  });

  it("says an export needs the internet when it gets no answer, instead of the generic error", async () => {
    const { calls } = stubFetch((url) => (url.includes('/export') ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { content: ITEMS.slice(0, 10), totalElements: 25 })));
    renderWithQuery(<ListScreen view={def({}, items({ export: { path: '/test/items/export', fileName: 'Ürünler.xlsx' } }))} />);
    await flush();
    fireEvent.click(screen.getByTestId('items-export'));
    await flush();
    expect(calls.filter((c) => c.url.includes('/export'))).toHaveLength(1);
    expect(currentToasts().map((t) => [t.severity, t.text])).toEqual([['warn', LIST_MSG.exportOffline]]);
  });

  it("shows the screen's own text for a failed export, not for a refusal (the server's words go to the generic handler)", async () => {
    let status = 500;
    const { calls } = stubFetch((url) =>
      url.includes('/export')
        ? json(status, { status, code: 10000, errors: [], fields: ['Sunucunun sözü.'] })
        : json(200, { content: ITEMS.slice(0, 10), totalElements: 25 }),
    );
    renderWithQuery(<ListScreen view={{ ...def({}, items({ export: { path: '/test/items/export', fileName: 'Ürünler.xlsx' } })), exportFailedText: 'Ürün bilgisi getirme başarısız.' }} />);
    await flush();
    fireEvent.click(screen.getByTestId('items-export'));
    await flush();
    expect(currentToasts().map((t) => [t.severity, t.text])).toEqual([['error', 'Ürün bilgisi getirme başarısız.']]);
    status = 400;
    fireEvent.click(screen.getByTestId('items-export'));
    await flush();
    expect(calls.filter((c) => c.url.includes('/export'))).toHaveLength(2);
    expect(currentToasts().filter((t) => t.text === 'Ürün bilgisi getirme başarısız.')).toHaveLength(1);
  });

  it('reads the pages of a list with offline data from it while the server does not answer, with the same query', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const localPage = vi.fn(async (query: { page: number; size: number; sort?: string }, filter: Record<string, string>) => ({
      content: ITEMS.filter((i) => !filter.name || i.name.endsWith(filter.name)).slice(query.page * query.size, (query.page + 1) * query.size),
      totalElements: 25,
    }));
    const { unmount } = renderWithQuery(<ListScreen view={def()} localPage={localPage} />);
    await flush();
    expect(screen.getByTestId('items-row-1').textContent).toContain('Ürün 1');
    expect(localPage).toHaveBeenLastCalledWith({ page: 0, size: 10 }, {});
    await clickThenFlush('items-paginator-last');
    expect(screen.getByTestId('items-row-21')).toBeTruthy();
    expect(localPage).toHaveBeenLastCalledWith({ page: 2, size: 10 }, {});
    // Later pages go straight to the offline data: the network is known to be down.
    expect(isNetworkDown()).toBe(true);
    // Gone before the network returns (it would ask the server again).
    unmount();
    markNetworkUp();
  });

  it('exports the typed filter and the sort as a named file', async () => {
    const created: Blob[] = [];
    const objectUrls = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (created.push(b as Blob), 'blob:x'));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { calls } = stubFetch((url) =>
      url.includes('/export') ? new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200 }) : json(200, { content: ITEMS.slice(0, 10), totalElements: 25 }),
    );
    renderWithQuery(<ListScreen view={def({}, items({ defaultSort: 'price,desc', export: { path: '/test/items/export', fileName: 'Ürünler.xlsx' } }))} />);
    await flush();
    await typeIon('items-filter-name', 'kablo');
    fireEvent.click(within(screen.getByTestId('items-filters')).getByTestId('items-export'));
    // Reading the answer's body needs real macrotasks.
    vi.useRealTimers();
    await waitFor(() => expect(clicked).toEqual(['Ürünler.xlsx']));
    const sent = calls.filter((c) => c.url.includes('/export'));
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/test/items/export?sort=price%2Cdesc');
    expect(JSON.parse(String(sent[0].body))).toEqual({ name: 'kablo' });
    expect(clicked).toEqual(['Ürünler.xlsx']);
    expect(created).toHaveLength(1);
    click.mockRestore();
    objectUrls.mockRestore();
  });

  it('reloads and clears a dependent select when its dependency changes, disabled until it is set', async () => {
    const { calls } = pagingServer();
    const loadSubs = vi.fn(async (values: Record<string, string>) =>
      values.category === '1' ? [{ value: '4', label: 'Şarj Aleti' }] : [{ value: '8', label: 'Kılıf' }],
    );
    renderWithQuery(
      <ListScreen
        view={def({
          filters: [
            { kind: 'select', key: 'category', label: 'Kategori', options: [{ value: '1', label: 'Telefon' }, { value: '2', label: 'Tablet' }] },
            { kind: 'select', key: 'subCategory', label: 'Alt Kategori', options: loadSubs, dependsOn: ['category'], requiresDependencies: true },
          ],
        })}
      />,
    );
    await flush();
    const sub = () => screen.getByTestId('items-filter-subCategory') as HTMLIonSelectElement;
    const pick = (testId: string, value: string) => act(() => void screen.getByTestId(testId).dispatchEvent(new CustomEvent('ionChange', { detail: { value } })));
    expect(sub().disabled).toBe(true);
    expect(loadSubs).not.toHaveBeenCalled();

    await pick('items-filter-category', '1');
    await flush();
    expect(sub().disabled).toBe(false);
    expect(loadSubs).toHaveBeenLastCalledWith(expect.objectContaining({ category: '1' }));
    expect([...sub().querySelectorAll('ion-select-option')].map((o) => o.textContent)).toEqual(['Şarj Aleti']);

    await pick('items-filter-subCategory', '4');
    await pick('items-filter-category', '2');
    await flush();
    expect(sub().value ?? '').toBe('');
    expect(loadSubs).toHaveBeenLastCalledWith(expect.objectContaining({ category: '2' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await flush();
    expect(JSON.parse(String(listCalls(calls).at(-1)!.body))).toEqual({ category: '2' });
  });

  it('starts from initialFilter, keeps locked filters disabled, and Temizle searches at once', async () => {
    const { calls } = pagingServer();
    renderWithQuery(<ListScreen view={def({ initialFilter: { code: 'TDR001' }, lockedFilters: ['code'] })} />);
    await flush();
    expect(JSON.parse(String(listCalls(calls)[0].body))).toEqual({ code: 'TDR001' });
    expect((screen.getByTestId('items-filter-code') as HTMLIonInputElement).disabled).toBe(true);
    await typeIon('items-filter-name', 'kablo');
    fireEvent.click(screen.getByTestId('items-clear'));
    await flush();
    expect(listCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('reloads through the list handle', async () => {
    const { calls } = pagingServer();
    const ref = { current: null as ListHandle | null };
    renderWithQuery(<ListScreen view={def()} listRef={ref} />);
    await flush();
    act(() => ref.current!.reload());
    await flush();
    expect(listCalls(calls)).toHaveLength(2);
  });
});
