import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GIFT_FILES, GIFT_MSG, type Gift } from '../../../shared/contract/gifts.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import GiftCataloguePage from './gift-catalogue-page.js';
import { gift, images } from './gift-testing.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));
const saved = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('../../lib/save-file.js', () => ({ saveFile: (_blob: Blob, name: string) => saved.files.push(name) }));

const SEARCH = '/api/gift/search';

describe('/defineResellerScoreOfGift', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: Gift[];
  let searchStatus: number;
  const pages = () => server.to(SEARCH);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return searchStatus === 200 ? [200, { content: rows, totalElements: 30 }] : [searchStatus, null];
    if (c.path === '/api/gift/findAll') return [200, {}];
    const status = /^\/api\/gift\/(activate|passivate)$/.exec(c.path);
    if (status) {
      const id = (c.body as { id: number }).id;
      return [200, { ...rows.find((r) => r.id === id)!, status: status[1] === 'activate' ? 1 : 0 }];
    }
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockReset();
    confirmMock.mockResolvedValue(true);
    saved.files = [];
    searchStatus = 200;
    rows = [gift(1, { name: 'Termos', giftScore: 1500, images: images(11, 3) }), gift(2, { name: 'Powerbank', status: 0, giftScore: 250 })];
    server = fakeApi(route);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<GiftCataloguePage />, { path: '/defineResellerScoreOfGift' });
    await screen.findByTestId('gift-card-2');
  };
  const card = (id: number) => within(screen.getByTestId(`gift-card-${id}`));
  const image = (id: number) => screen.getByTestId(`gift-card-${id}-image`).getAttribute('src');

  it('asks for the oldest gifts 12 a page and shows each card with its images, name and score', async () => {
    await open();
    expect(pages()[0].url).toBe('/api/gift/search?page=0&size=12&sort=createDateTime%2Casc');
    expect(pages()[0].body).toEqual({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bayi Puan Hediyeleri');
    expect(screen.getByTestId('gift-card-1-name').textContent).toBe('Termos');
    expect(screen.getByTestId('gift-card-1-score').textContent).toBe('1,500 Puan');
    // The carousel: one image at a time, arrows and dots.
    expect(image(1)).toBe('/api/public/image/gift-11.png');
    await click('gift-card-1-next');
    expect(image(1)).toBe('/api/public/image/gift-12.png');
    await click('gift-card-1-prev');
    await click('gift-card-1-prev');
    expect(image(1)).toBe('/api/public/image/gift-13.png');
    await click('gift-card-1-dot-0');
    expect(image(1)).toBe('/api/public/image/gift-11.png');
    // No image: the spec's text.
    expect(screen.getByTestId('gift-card-2-no-image').textContent).toBe('Resim Bulunmamaktadır.');
    expect(screen.getByTestId('gift-card-2-status').textContent).toBe('Pasif');
    expect(Array.from((screen.getByTestId('gifts-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['12', '24', '36']);
  });

  it('shows Düzenle and Sil on an active gift, only Aktif Et on a passive one', async () => {
    await open();
    expect(card(1).getByTestId('gift-edit-1').textContent).toBe('Düzenle');
    expect(card(1).getByTestId('gift-remove-1').textContent).toBe('Sil');
    expect(card(1).queryByTestId('gift-activate-1')).toBeNull();
    expect(card(2).getByTestId('gift-activate-2').textContent).toBe('Aktif Et');
    expect(card(2).queryByTestId('gift-edit-2')).toBeNull();
    expect(card(2).queryByTestId('gift-remove-2')).toBeNull();
  });

  it("says 'Kayıt Bulunamadı.' when no gift matches", async () => {
    rows = [];
    renderScreen(<GiftCataloguePage />, { path: '/defineResellerScoreOfGift' });
    expect((await screen.findByTestId('gifts-empty')).textContent).toBe(GIFT_MSG.notFound);
  });

  it("says 'Bayi Puan Hediyeleri getirme başarısız.' when the gifts cannot be read", async () => {
    searchStatus = 500;
    renderScreen(<GiftCataloguePage />, { path: '/defineResellerScoreOfGift' });
    await waitFor(() => expect(toastsOf('error')).toEqual([GIFT_MSG.loadFailed]));
  });

  it('searches by name 2 s after the last key', async () => {
    await open();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const before = pages().length;
    await typeIon('gifts-filter-name', 'Ter');
    await vi.advanceTimersByTimeAsync(1500);
    await typeIon('gifts-filter-name', 'Termos');
    await vi.advanceTimersByTimeAsync(1999);
    expect(pages()).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(pages()).toHaveLength(before + 1));
    expect(pages().at(-1)!.body).toEqual({ name: 'Termos' });
    expect(pages().at(-1)!.url).toBe('/api/gift/search?page=0&size=12&sort=createDateTime%2Casc');
  });

  it('filters Aktif/Pasif and sorts by score both ways (the order at once, as the page query)', async () => {
    await open();
    await chooseIon('gifts-filter-status', 'PASSIVE');
    await click('gifts-search');
    await waitFor(() => expect(pages().at(-1)!.body).toEqual({ status: 'PASSIVE' }));
    await chooseIon('gifts-filter-sort', 'giftScore,desc');
    await waitFor(() => expect(pages().at(-1)!.url).toBe('/api/gift/search?page=0&size=12&sort=giftScore%2Cdesc'));
    expect(pages().at(-1)!.body).toEqual({ status: 'PASSIVE' });
    await chooseIon('gifts-filter-sort', 'giftScore,asc');
    await waitFor(() => expect(pages().at(-1)!.url).toBe('/api/gift/search?page=0&size=12&sort=giftScore%2Casc'));
    // 'Temizle': every filter and the order back to the start.
    await click('gifts-clear');
    await waitFor(() => expect(pages().at(-1)!.url).toBe('/api/gift/search?page=0&size=12&sort=createDateTime%2Casc'));
    expect(pages().at(-1)!.body).toEqual({});
  });

  it('pages 12/24/36 and a new filter starts at the first page', async () => {
    await open();
    await click('gifts-paginator-next');
    await waitFor(() => expect(pages().at(-1)!.url).toBe('/api/gift/search?page=1&size=12&sort=createDateTime%2Casc'));
    fireEvent.change(screen.getByTestId('gifts-paginator-size'), { target: { value: '24' } });
    await waitFor(() => expect(pages().at(-1)!.url).toBe('/api/gift/search?page=0&size=24&sort=createDateTime%2Casc'));
    await click('gifts-paginator-next');
    await waitFor(() => expect(pages().at(-1)!.url).toBe('/api/gift/search?page=1&size=24&sort=createDateTime%2Casc'));
    await chooseIon('gifts-filter-sort', 'giftScore,desc');
    await waitFor(() => expect(pages().at(-1)!.url).toBe('/api/gift/search?page=0&size=24&sort=giftScore%2Cdesc'));
  });

  it("exports 'Bayi Puan Hediyeleri.xlsx' with the filter as typed and the order", async () => {
    await open();
    await typeIon('gifts-filter-name', 'Termos');
    await chooseIon('gifts-filter-sort', 'giftScore,asc');
    await click('gifts-export');
    await waitFor(() => expect(saved.files).toEqual([GIFT_FILES.catalogue]));
    const exported = server.to('/api/gift/findAll')[0];
    expect(exported.body).toEqual({ name: 'Termos' });
    expect(exported.search).toBe('?sort=giftScore%2Casc');
    expect(GIFT_FILES.catalogue).toBe('Bayi Puan Hediyeleri.xlsx');
  });

  it('Sil asks first, then passivates the gift and reloads the grid', async () => {
    await open();
    confirmMock.mockResolvedValueOnce(false);
    await click('gift-remove-1');
    await settle();
    expect(server.to('/api/gift/passivate')).toHaveLength(0);

    const before = pages().length;
    await click('gift-remove-1');
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.deactivated]));
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ message: expect.stringContaining('Termos'), confirmText: 'Sil', danger: true }));
    expect(server.to('/api/gift/passivate').map((c) => [c.method, c.body])).toEqual([['POST', { id: 1 }]]);
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
  });

  it('Aktif Et activates a passive gift and reloads the grid', async () => {
    await open();
    const before = pages().length;
    await click('gift-activate-2');
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.activated]));
    expect(server.to('/api/gift/activate').map((c) => [c.method, c.body])).toEqual([['POST', { id: 2 }]]);
    expect(confirmMock).not.toHaveBeenCalled();
    await waitFor(() => expect(pages().length).toBeGreaterThan(before));
  });
});
