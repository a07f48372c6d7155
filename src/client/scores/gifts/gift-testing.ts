import { readFileSync } from 'node:fs';
import type { Gift } from '../../../shared/contract/gifts.js';

/** Test data of the gift catalogue: a gift as the server answers it (active, no image unless given). */
export function gift(id: number, over: Partial<Gift> = {}): Gift {
  return {
    id,
    name: `Hediye ${id}`,
    description: `Hediye ${id} açıklaması`,
    giftScore: id * 100,
    status: 1,
    images: [],
    createDateTime: '2026-11-01T09:00:00.000Z',
    ...over,
  };
}

/** Saved images of a gift: ids `first`, `first + 1`, … with public addresses. */
export const images = (first: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: first + i, url: `/api/public/image/gift-${first + i}.png` }));

/** A real image (or a fake one) of tests/fixtures/images as the file chooser hands it over. */
export const fixtureImage = (name: string, type = name.endsWith('.jpg') ? 'image/jpeg' : 'image/png') =>
  new File([readFileSync(`tests/fixtures/images/${name}`)], name, { type });
