import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GIFT_MSG, type Gift } from '../../../shared/contract/gifts.js';
import { type ApiCall, clearToasts, click, fakeApi, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import GiftCataloguePage from './gift-catalogue-page.js';
import { fixtureImage, gift, images } from './gift-testing.js';

const SEARCH = '/api/gift/search';
const UPSERT = '/api/gift/upsert';

/** Hands files to the dialog's picker as the file chooser would, and lets it read their first bytes. */
const pick = (...files: File[]) =>
  act(async () => {
    fireEvent.change(screen.getAllByTestId('gift-dialog-images-input').at(-1)!, { target: { files } });
    await new Promise((r) => setTimeout(r, 50));
  });
const fieldError = (testId: string) => (screen.getAllByTestId(testId).at(-1) as HTMLElement & { errorText?: string }).errorText;

describe("the gift dialogs of /defineResellerScoreOfGift ('Yeni Ürün Ekle', Düzenle)", () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: Gift[];
  let upsertAnswer: [number, unknown];
  const upserts = () => server.to(UPSERT);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return [200, { content: rows, totalElements: rows.length }];
    if (c.path === UPSERT) return upsertAnswer;
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    rows = [gift(1, { name: 'Termos', description: 'Çelik', giftScore: 1500, images: images(11, 2) }), gift(2, { name: 'Saat', images: images(21, 5) })];
    upsertAnswer = [200, gift(9)];
    server = fakeApi(route);
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = async (button: string) => {
    renderScreen(<GiftCataloguePage />, { path: '/defineResellerScoreOfGift' });
    await screen.findByTestId('gift-card-2');
    await click(button);
    await screen.findAllByTestId('gift-dialog-name');
  };
  const fill = async (name: string, description: string, score: string) => {
    await typeIon('gift-dialog-name', name);
    await typeIon('gift-dialog-description', description);
    await typeIon('gift-dialog-score', score);
  };
  const submit = async () => {
    await click('gift-dialog-submit');
    await settle();
  };

  it('wants a name and a score of 1 to 1,000,000 and sends nothing until then', async () => {
    await open('gift-add');
    await submit();
    expect(toastsOf('warn')).toEqual([GIFT_MSG.nameRequired, GIFT_MSG.scoreRange]);
    expect(fieldError('gift-dialog-name')).toBe(GIFT_MSG.nameRequired);
    expect(fieldError('gift-dialog-score')).toBe(GIFT_MSG.scoreRange);
    for (const score of ['0', '1000001']) {
      clearToasts();
      await fill('Termos', '', score);
      await submit();
      expect(toastsOf('warn'), score).toEqual([GIFT_MSG.scoreRange]);
    }
    expect(upserts()).toHaveLength(0);
  });

  it('takes images only, each at most 1,000,000 bytes, checked by content', async () => {
    await open('gift-add');
    await pick(fixtureImage('too-big.png'));
    await waitFor(() => expect(toastsOf('warn')).toEqual([GIFT_MSG.imageTooBig]));
    clearToasts();
    await pick(fixtureImage('fake-image.png'));
    await waitFor(() => expect(toastsOf('warn')).toEqual([GIFT_MSG.imageNotImage]));
    expect(screen.queryByTestId('gift-dialog-images-thumb-0')).toBeNull();
    await pick(fixtureImage('brand-logo.png'));
    await screen.findByTestId('gift-dialog-images-thumb-0');
  });

  it("saves a new gift with its images in one multipart call: 'Puan Ürünü Kaydedildi.'", async () => {
    await open('gift-add');
    await fill(' Termos ', 'Paslanmaz çelik', '250');
    await pick(fixtureImage('brand-logo.png'), fixtureImage('product-photo.jpg'));
    await screen.findByTestId('gift-dialog-images-thumb-1');
    const before = server.to(SEARCH).length;
    await click('gift-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.saved]));
    expect(upserts()).toHaveLength(1);
    expect(upserts()[0].method).toBe('POST');
    const form = upserts()[0].body as FormData;
    expect(form.has('id')).toBe(false);
    expect([form.get('name'), form.get('description'), form.get('giftScore'), form.get('willRemoveImageList')]).toEqual(['Termos', 'Paslanmaz çelik', '250', '']);
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['brand-logo.png', 'product-photo.jpg']);
    // The grid shows the new gift.
    await waitFor(() => expect(server.to(SEARCH).length).toBeGreaterThan(before));
  });

  it('edits a gift: its fields as saved, a removed image in willRemoveImageList, new images as files', async () => {
    await open('gift-edit-1');
    await waitFor(() => expect((screen.getAllByTestId('gift-dialog-name').at(-1) as HTMLElement & { value?: string }).value).toBe('Termos'));
    expect((screen.getAllByTestId('gift-dialog-score').at(-1) as HTMLElement & { value?: string }).value).toBe('1500');
    // A second click keeps the image after all; the third removes it.
    await click('gift-dialog-saved-11-remove');
    await click('gift-dialog-saved-11-remove');
    await click('gift-dialog-saved-12-remove');
    expect(screen.getAllByTestId('gift-dialog-saved-12').at(-1)!.textContent).toContain('Silinecek');
    await pick(fixtureImage('product-photo.jpg'));
    await screen.findByTestId('gift-dialog-images-thumb-0');
    await typeIon('gift-dialog-score', '1750');
    await click('gift-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.saved]));
    const form = upserts()[0].body as FormData;
    expect([form.get('id'), form.get('name'), form.get('description'), form.get('giftScore'), form.get('willRemoveImageList')]).toEqual(['1', 'Termos', 'Çelik', '1750', '12']);
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['product-photo.jpg']);
  });

  it('keeps at most 5 images, saved and new together', async () => {
    await open('gift-edit-2');
    await pick(fixtureImage('brand-logo.png'));
    await waitFor(() => expect(toastsOf('warn')).toEqual([GIFT_MSG.tooManyImages]));
    expect(screen.queryByTestId('gift-dialog-images-thumb-0')).toBeNull();
    // One saved image removed: room for one new.
    await click('gift-dialog-saved-21-remove');
    await pick(fixtureImage('brand-logo.png'));
    await screen.findByTestId('gift-dialog-images-thumb-0');
    // Keeping the removed one again makes six: refused before sending.
    clearToasts();
    await click('gift-dialog-saved-21-remove');
    await submit();
    expect(toastsOf('warn')).toEqual([GIFT_MSG.tooManyImages]);
    expect(screen.getAllByTestId('gift-dialog-images-error').at(-1)!.textContent).toBe(GIFT_MSG.tooManyImages);
    expect(upserts()).toHaveLength(0);
  });

  it("shows the server's words when it refuses the save, and stays open to try again", async () => {
    upsertAnswer = [422, { status: 422, code: 422, message: 'x', description: 'Bu adla bir puan ürünü zaten var.', errors: [], fields: ['name'] }];
    await open('gift-add');
    await fill('Termos', '', '250');
    await submit();
    await waitFor(() => expect(toastsOf('error')).toEqual(['Bu adla bir puan ürünü zaten var.']));
    expect(toastsOf('success')).toEqual([]);
    expect(isFlagged('gift-dialog-name')).toBe(true);
    upsertAnswer = [200, gift(9)];
    await click('gift-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.saved]));
  });
});
