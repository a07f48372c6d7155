import type { ImageStore } from '../../lib/image-store.js';
import { contrastOf, createImage, drawShape, drawText, encodePng, type Rgb } from '../../lib/png.js';
import { BRANDS } from './catalogue-data.js';
import { SUB_CATEGORIES } from './catalogue-products.js';

/** The demo catalogue's pictures, drawn locally: a logo per brand, a product shape per sub-category. */

const each = (c: Rgb, f: (v: number) => number): Rgb => [Math.round(f(c[0])), Math.round(f(c[1])), Math.round(f(c[2]))];
const tint = (c: Rgb, by: number) => each(c, (v) => v + (255 - v) * by);
const shade = (c: Rgb, by: number) => each(c, (v) => v * (1 - by));

function brandLogo(b: (typeof BRANDS)[number]): Buffer {
  const image = createImage(128, 128, b.colour);
  drawShape(image, b.shape, tint(b.colour, 0.25));
  drawText(image, b.mark, contrastOf(b.colour), 64, 64, b.mark.length > 2 ? 6 : 8);
  return encodePng(image);
}

function subCategoryPicture(colour: Rgb, shape: (typeof SUB_CATEGORIES)[number]['data']['shape'], n: number): Buffer {
  const image = createImage(200, 200, tint(colour, 0.55));
  drawShape(image, shape, shade(colour, 0.25), { x: 20, y: 20, size: 160 });
  drawText(image, String(n), contrastOf(shade(colour, 0.25)), 100, 100, 5);
  return encodePng(image);
}

/** ~60 PNGs through the store; products share them (one picture per brand / sub-category). */
export async function writeImages(images: ImageStore) {
  const brandKeys = new Map<string, string>();
  const subKeys = new Map<string, string>();
  await Promise.all([
    ...BRANDS.map(async (b) => brandKeys.set(b.name, await images.put(brandLogo(b), 'image/png'))),
    ...SUB_CATEGORIES.map(async (s, i) => subKeys.set(s.data.name, await images.put(subCategoryPicture(s.data.colour, s.data.shape, i + 1), 'image/png'))),
  ]);
  return { brandKeys, subKeys };
}
