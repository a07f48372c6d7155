import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Gift, GIFT_MAX_IMAGES, GIFT_MSG } from '../../../shared/contract/gifts.js';
import { checkGift, giftUploadFields, valuesOf } from './gift-form.js';

const fixture = (name: string, type: string) => new File([readFileSync(`tests/fixtures/images/${name}`)], name, { type });
const PNG = () => fixture('brand-logo.png', 'image/png');
const JPEG = () => fixture('product-photo.jpg', 'image/jpeg');
const GOOD = { name: 'Termos', description: 'Paslanmaz çelik', giftScore: '250' };

describe('the gift dialog rules (spec 3 §5, §9)', () => {
  it('passes a named gift of 1 to 1,000,000 points with real PNG and JPEG images', async () => {
    expect(await checkGift(GOOD, 0, [PNG(), JPEG()])).toEqual({ errors: {}, messages: [] });
    expect((await checkGift({ ...GOOD, giftScore: '1' }, 0, [])).messages).toEqual([]);
    expect((await checkGift({ ...GOOD, giftScore: '1000000' }, 0, [])).messages).toEqual([]);
  });

  it('wants a name and a whole score between 1 and 1,000,000', async () => {
    expect(await checkGift({ name: '  ', description: '', giftScore: '' }, 0, [])).toEqual({
      errors: { name: GIFT_MSG.nameRequired, giftScore: GIFT_MSG.scoreRange },
      messages: [GIFT_MSG.nameRequired, GIFT_MSG.scoreRange],
    });
    for (const score of ['0', '1000001', '12.5', '-3', 'abc']) {
      expect((await checkGift({ ...GOOD, giftScore: score }, 0, [])).errors, score).toEqual({ giftScore: GIFT_MSG.scoreRange });
    }
  });

  it('refuses an image over 1,000,000 bytes and a file that is not an image by its content', async () => {
    const big = fixture('too-big.png', 'image/png');
    expect(big.size).toBeGreaterThan(1_000_000);
    expect(await checkGift(GOOD, 0, [big])).toEqual({ errors: { files: GIFT_MSG.imageTooBig }, messages: [GIFT_MSG.imageTooBig] });
    // Named .png, typed image/png, but HTML inside.
    expect((await checkGift(GOOD, 0, [fixture('fake-image.png', 'image/png')])).errors).toEqual({ files: GIFT_MSG.imageNotImage });
  });

  it(`keeps at most ${GIFT_MAX_IMAGES} images, saved and new together`, async () => {
    expect((await checkGift(GOOD, GIFT_MAX_IMAGES - 1, [PNG()])).messages).toEqual([]);
    expect((await checkGift(GOOD, GIFT_MAX_IMAGES - 1, [PNG(), JPEG()])).errors).toEqual({ files: GIFT_MSG.tooManyImages });
  });

  it('sends the id when editing, the fields trimmed and the removed images comma separated', () => {
    expect(giftUploadFields(null, { name: ' Termos ', description: ' Çelik ', giftScore: '250' }, [])).toEqual({
      id: undefined,
      name: 'Termos',
      description: 'Çelik',
      giftScore: '250',
      willRemoveImageList: '',
    });
    expect(giftUploadFields(5, GOOD, [11, 12]).willRemoveImageList).toBe('11,12');
    expect(giftUploadFields(5, GOOD, []).id).toBe(5);
  });

  it('starts the edit dialog from the gift as saved', () => {
    const gift: Gift = { id: 5, name: 'Termos', description: 'Çelik', giftScore: 250, status: 1, images: [], createDateTime: '2026-11-01T09:00:00.000Z' };
    expect(valuesOf(gift)).toEqual({ name: 'Termos', description: 'Çelik', giftScore: '250' });
    expect(valuesOf(null)).toEqual({ name: '', description: '', giftScore: '' });
  });
});
