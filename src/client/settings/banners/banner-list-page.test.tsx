import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Banner, BANNER_MSG } from '../../../shared/contract/banners.js';
import { type ApiCall, clearToasts, click, fakeApi, isDisabled, renderScreen, settle, toastsOf } from '../../testing/screen-testing.js';
import BannerListPage from './banner-list-page.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const BANNER: Banner = { id: 7, startDate: '2030-01-05T09:30:00', endDate: '2030-02-01T18:00:00', image: { publicAddress: '/api/public/image/ab.png', name: 'kampanya.png' } };

/** Types into a date-time picker (the native input inside the Ionic one). */
const pick = async (testId: string, value: string) => {
  const input = await waitFor(() => screen.getByTestId(testId).querySelector('input') as HTMLInputElement);
  fireEvent.input(input, { target: { value } });
};

describe('/bannerList', () => {
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/banner/getAll') return [200, [BANNER]];
    if (c.path === '/api/banner/create') return [200, { ...BANNER, id: 8 }];
    if (c.path === '/api/banner/update') return [200, BANNER];
    if (c.path === '/api/banner/delete/7') return [200, { id: 7 }];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists start, end and the image; the image opens large', async () => {
    fakeApi(route);
    renderScreen(<BannerListPage />, { path: '/bannerList' });
    const row = await screen.findByTestId('banner-row-7');
    expect(within(row).getByText('05-01-2030 09:30')).toBeTruthy();
    expect(within(row).getByText('01-02-2030 18:00')).toBeTruthy();
    await click('banner-image-7');
    await waitFor(() => expect(screen.getByTestId('banner-viewer-image').getAttribute('src')).toBe('/api/public/image/ab.png'));
  });

  it('creates: Save waits for the image; dates are checked; the upload carries local date-times', async () => {
    const server = fakeApi(route);
    renderScreen(<BannerListPage />, { path: '/bannerList' });
    await screen.findByTestId('banner-row-7');
    await click('banner-add');
    await waitFor(() => expect(isDisabled('banner-dialog-submit')).toBe(true));
    act(() => {
      fireEvent.change(screen.getByTestId('banner-dialog-image-input'), { target: { files: [png('a.png'), png('b.png')] } });
    });
    await waitFor(() => expect(toastsOf('warn')).toContain(BANNER_MSG.oneImage));
    clearToasts();
    act(() => {
      fireEvent.change(screen.getByTestId('banner-dialog-image-input'), { target: { files: [png('kampanya.png')] } });
    });
    await waitFor(() => expect(isDisabled('banner-dialog-submit')).toBe(false));
    await click('banner-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([BANNER_MSG.startRequired, BANNER_MSG.endRequired]);
    clearToasts();
    await pick('banner-dialog-start', '05-01-2030 09:30');
    await pick('banner-dialog-end', '05.01.2030 09:30');
    await click('banner-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([BANNER_MSG.endAfterStart]);
    await pick('banner-dialog-end', '010220301800');
    await click('banner-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([BANNER_MSG.created]));
    const form = server.to('/api/banner/create')[0].body as FormData;
    expect([form.get('startDate'), form.get('endDate'), (form.get('file') as File).name]).toEqual(['2030-01-05T09:30:00', '2030-02-01T18:00:00', 'kampanya.png']);
  });

  it('edits the dates only and deletes after confirmation', async () => {
    const server = fakeApi(route);
    renderScreen(<BannerListPage />, { path: '/bannerList' });
    await click('banner-edit-7');
    await waitFor(() => expect((screen.getByTestId('banner-dialog-start') as HTMLElement & { value?: string }).value).toBe('05-01-2030 09:30'));
    expect(screen.queryByTestId('banner-dialog-image')).toBeNull();
    await pick('banner-dialog-end', '2030-03-01T18:00');
    await click('banner-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([BANNER_MSG.updated]));
    expect(server.to('/api/banner/update')[0].body).toEqual({ id: 7, startDate: '2030-01-05T09:30:00', endDate: '2030-03-01T18:00:00' });

    clearToasts();
    await click('banner-delete-7');
    await waitFor(() => expect(toastsOf('success')).toEqual([BANNER_MSG.deleted]));
    expect(confirmMock).toHaveBeenCalledWith(expect.objectContaining({ message: BANNER_MSG.deleteConfirm, danger: true }));
    expect(server.to('/api/banner/delete/7')[0].method).toBe('POST');
  });
});
