import { createImage, encodePng, fill, type Rgb, type RgbImage } from '../../lib/png.js';

/**
 * The demo gift catalogue's pictures (seed/gifts.ts), drawn locally as simple product pictures a
 * dealer recognises at a glance — a headset, a power bank, a phone case, a cable, a speaker, a
 * smartwatch … — on a soft studio background with a shadow. Coordinates are in a 0–100 square
 * scaled to the picture (400 × 400 PNG, some 10–40 kB: far under the 1,000,000-byte limit).
 */
export const GIFT_DRAWINGS = [
  'headset',
  'earbuds',
  'powerbank',
  'phoneCase',
  'cable',
  'speaker',
  'smartwatch',
  'band',
  'charger',
  'wirelessPad',
  'carHolder',
  'mouse',
  'keyboard',
  'flashDrive',
  'tablet',
  'phone',
  'tripod',
  'thermos',
  'mug',
  'backpack',
  'giftCard',
  'screenGuard',
] as const;
export type GiftDrawing = (typeof GIFT_DRAWINGS)[number];

const SIZE = 400;
const U = SIZE / 100;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
const DARK: Rgb = [38, 40, 46];
const LIGHT: Rgb = [236, 238, 242];

/** The painting kit on one picture, in 0–100 units. */
function pen(image: RgbImage) {
  const box = (x: number, y: number, w: number, h: number) => ({ x: x * U - 1, y: y * U - 1, width: w * U + 2, height: h * U + 2 });
  return {
    /** A rounded rectangle. */
    rect(c: Rgb, x: number, y: number, w: number, h: number, r = 0) {
      fill(
        image,
        c,
        (px, py) => {
          const u = px / U;
          const v = py / U;
          const dx = Math.max(x + r - u, 0, u - (x + w - r));
          const dy = Math.max(y + r - v, 0, v - (y + h - r));
          return u >= x && u <= x + w && v >= y && v <= y + h && dx * dx + dy * dy <= r * r;
        },
        box(x, y, w, h),
      );
    },
    /** A filled ellipse (or circle), optionally hollow (ring of `inner` radius ratio). */
    ellipse(c: Rgb, cx: number, cy: number, rx: number, ry = rx, inner = 0) {
      fill(
        image,
        c,
        (px, py) => {
          const d = ((px / U - cx) / rx) ** 2 + ((py / U - cy) / ry) ** 2;
          return d <= 1 && d >= inner * inner;
        },
        box(cx - rx, cy - ry, rx * 2, ry * 2),
      );
    },
    /** A thick line with round ends. */
    line(c: Rgb, x0: number, y0: number, x1: number, y1: number, t: number) {
      const len2 = (x1 - x0) ** 2 + (y1 - y0) ** 2 || 1;
      fill(
        image,
        c,
        (px, py) => {
          const u = px / U;
          const v = py / U;
          const k = Math.max(0, Math.min(1, ((u - x0) * (x1 - x0) + (v - y0) * (y1 - y0)) / len2));
          return (u - x0 - k * (x1 - x0)) ** 2 + (v - y0 - k * (y1 - y0)) ** 2 <= (t / 2) ** 2;
        },
        box(Math.min(x0, x1) - t, Math.min(y0, y1) - t, Math.abs(x1 - x0) + 2 * t, Math.abs(y1 - y0) + 2 * t),
      );
    },
    /** The upper half of a ring (a headband, a handle). */
    arch(c: Rgb, cx: number, cy: number, r: number, t: number) {
      fill(
        image,
        c,
        (px, py) => {
          const d = Math.hypot(px / U - cx, py / U - cy);
          return py / U <= cy && d <= r && d >= r - t;
        },
        box(cx - r, cy - r, 2 * r, r),
      );
    },
  };
}
type Pen = ReturnType<typeof pen>;

const PAINT: Record<GiftDrawing, (p: Pen, c: Rgb) => void> = {
  headset: (p, c) => {
    p.arch(c, 50, 55, 32, 6);
    p.rect(DARK, 13, 48, 14, 26, 6);
    p.rect(DARK, 73, 48, 14, 26, 6);
    p.rect(c, 16, 52, 8, 18, 4);
    p.rect(c, 76, 52, 8, 18, 4);
  },
  earbuds: (p, c) => {
    p.rect(LIGHT, 25, 45, 50, 34, 14);
    p.line(mix(LIGHT, DARK, 0.3), 25, 58, 75, 58, 1);
    p.ellipse(mix(c, DARK, 0.2), 50, 68, 2.5);
    for (const x of [34, 66]) {
      p.ellipse(c, x, 26, 8);
      p.line(c, x, 30, x + (x < 50 ? 2 : -2), 42, 5);
    }
  },
  powerbank: (p, c) => {
    p.rect(c, 28, 14, 44, 72, 8);
    p.rect(mix(c, DARK, 0.4), 42, 14, 16, 4, 1);
    for (let i = 0; i < 4; i++) p.ellipse(i < 3 ? [90, 220, 120] : mix(c, LIGHT, 0.5), 41 + i * 6, 76, 1.6);
    p.rect(mix(c, LIGHT, 0.25), 34, 24, 32, 40, 4);
  },
  phoneCase: (p, c) => {
    p.rect(c, 28, 10, 44, 80, 9);
    p.rect(DARK, 33, 15, 16, 20, 5);
    p.ellipse(mix(DARK, LIGHT, 0.3), 41, 21, 3.5);
    p.ellipse(mix(DARK, LIGHT, 0.3), 41, 29, 3.5);
    p.rect(mix(c, LIGHT, 0.3), 71, 30, 2, 12, 1);
  },
  cable: (p, c) => {
    for (let i = 0; i < 3; i++) p.ellipse(c, 50, 50, 26 - i * 5, 20 - i * 4, 1 - 3 / (26 - i * 5));
    p.line(c, 24, 50, 14, 80, 3);
    p.line(c, 76, 50, 86, 22, 3);
    p.rect(LIGHT, 9, 78, 10, 14, 2);
    p.rect(DARK, 12, 90, 4, 5, 1);
    p.rect(LIGHT, 81, 9, 10, 14, 2);
    p.rect(DARK, 84, 5, 4, 5, 1);
  },
  speaker: (p, c) => {
    p.rect(c, 14, 32, 72, 40, 18);
    p.rect(mix(c, DARK, 0.35), 20, 38, 60, 28, 13);
    for (const x of [34, 66]) {
      p.ellipse(DARK, x, 52, 10);
      p.ellipse(mix(c, LIGHT, 0.4), x, 52, 10, 10, 0.8);
      p.ellipse(mix(DARK, LIGHT, 0.2), x, 52, 3);
    }
    p.rect(mix(c, LIGHT, 0.5), 44, 27, 12, 5, 2);
  },
  smartwatch: (p, c) => {
    p.rect(c, 38, 4, 24, 92, 8);
    p.rect(mix(DARK, LIGHT, 0.15), 28, 28, 44, 44, 10);
    p.rect(DARK, 32, 32, 36, 36, 7);
    p.line([240, 240, 240], 50, 50, 50, 38, 2);
    p.line([240, 240, 240], 50, 50, 59, 54, 2);
    p.ellipse([240, 80, 80], 50, 50, 1.8);
    p.rect(mix(DARK, LIGHT, 0.3), 72, 44, 3, 10, 1);
  },
  band: (p, c) => {
    p.ellipse(c, 50, 50, 36, 26, 0.78);
    p.rect(DARK, 38, 18, 24, 14, 5);
    p.rect([70, 160, 230], 41, 21, 18, 8, 3);
  },
  charger: (p, c) => {
    p.rect(mix(c, DARK, 0.2), 40, 10, 5, 18, 1);
    p.rect(mix(c, DARK, 0.2), 55, 10, 5, 18, 1);
    p.rect(c, 28, 26, 44, 52, 8);
    p.rect(DARK, 42, 60, 16, 6, 2);
    p.line(mix(c, DARK, 0.15), 32, 40, 68, 40, 1);
  },
  wirelessPad: (p, c) => {
    p.ellipse(mix(c, DARK, 0.3), 50, 60, 38, 16);
    p.ellipse(c, 50, 56, 38, 16);
    p.ellipse(mix(c, LIGHT, 0.35), 50, 55, 22, 9, 0.85);
    p.ellipse([90, 180, 255], 50, 55, 2.5, 1.3);
  },
  carHolder: (p, c) => {
    p.rect(DARK, 30, 14, 40, 64, 6);
    p.rect([70, 120, 190], 33, 18, 34, 54, 3);
    p.rect(c, 24, 36, 52, 10, 4);
    p.rect(c, 45, 46, 10, 24, 3);
    p.rect(mix(c, DARK, 0.3), 38, 70, 24, 16, 6);
  },
  mouse: (p, c) => {
    p.ellipse(c, 50, 52, 24, 36);
    p.line(mix(c, DARK, 0.35), 50, 16, 50, 44, 1.5);
    p.rect(DARK, 47, 25, 6, 12, 3);
    p.line(mix(c, DARK, 0.25), 27, 44, 73, 44, 1);
  },
  keyboard: (p, c) => {
    p.rect(c, 8, 30, 84, 42, 5);
    for (let row = 0; row < 4; row++) for (let k = 0; k < 10; k++) p.rect(mix(c, LIGHT, 0.6), 12 + k * 7.8, 34 + row * 8, 6, 6, 1);
    p.rect(mix(c, LIGHT, 0.6), 30, 66, 40, 4, 1);
  },
  flashDrive: (p, c) => {
    p.rect([200, 200, 205], 42, 8, 16, 18, 1);
    p.rect(DARK, 45, 12, 3, 3);
    p.rect(DARK, 52, 12, 3, 3);
    p.rect(c, 36, 24, 28, 60, 6);
    p.ellipse(mix(c, LIGHT, 0.5), 50, 74, 4, 4, 0.5);
  },
  tablet: (p, c) => {
    p.rect(c, 10, 16, 80, 62, 6);
    p.rect([60, 110, 180], 15, 21, 70, 52, 2);
    p.ellipse([120, 170, 230], 38, 40, 12);
    p.rect(mix([60, 110, 180], LIGHT, 0.3), 55, 50, 24, 16, 3);
  },
  phone: (p, c) => {
    p.rect(c, 30, 6, 40, 88, 8);
    p.rect([30, 60, 120], 33, 10, 34, 80, 5);
    p.rect(c, 44, 11, 12, 3, 1.5);
    for (let i = 0; i < 3; i++) for (let k = 0; k < 3; k++) p.rect(mix([30, 60, 120], LIGHT, 0.45), 37 + k * 10, 22 + i * 12, 7, 7, 2);
  },
  tripod: (p, c) => {
    p.line(c, 50, 40, 24, 92, 3);
    p.line(c, 50, 40, 76, 92, 3);
    p.line(c, 50, 40, 50, 92, 3);
    p.rect(DARK, 38, 8, 24, 34, 4);
    p.rect([80, 130, 200], 41, 11, 18, 26, 2);
    p.rect(c, 44, 38, 12, 6, 2);
  },
  thermos: (p, c) => {
    p.rect(mix(c, DARK, 0.3), 38, 8, 24, 12, 4);
    p.rect(c, 34, 20, 32, 72, 10);
    p.rect(mix(c, LIGHT, 0.35), 40, 26, 6, 58, 3);
  },
  mug: (p, c) => {
    p.ellipse(c, 72, 50, 14, 16, 0.6);
    p.rect(c, 22, 26, 50, 56, 6);
    p.ellipse(mix(c, DARK, 0.4), 47, 27, 25, 4);
    p.rect(mix(c, LIGHT, 0.45), 34, 44, 26, 16, 4);
  },
  backpack: (p, c) => {
    p.arch(mix(c, DARK, 0.3), 50, 20, 10, 3);
    p.rect(c, 24, 16, 52, 74, 14);
    p.rect(mix(c, DARK, 0.2), 24, 16, 52, 22, 12);
    p.rect(mix(c, LIGHT, 0.15), 32, 52, 36, 28, 6);
    p.line(mix(c, DARK, 0.4), 32, 62, 68, 62, 1.2);
  },
  giftCard: (p, c) => {
    p.rect(c, 10, 24, 80, 52, 6);
    p.rect([240, 200, 60], 56, 24, 8, 52);
    p.rect([240, 200, 60], 10, 44, 80, 8);
    p.ellipse([250, 215, 90], 54, 42, 8, 5);
    p.ellipse([250, 215, 90], 66, 42, 8, 5);
  },
  screenGuard: (p, c) => {
    p.rect(DARK, 30, 8, 40, 84, 8);
    p.rect(c, 33, 12, 34, 76, 5);
    p.line(mix(c, LIGHT, 0.7), 36, 40, 60, 16, 4);
    p.line(mix(c, LIGHT, 0.7), 40, 56, 64, 32, 2);
  },
};

/** One picture: the drawing in `colour` on a studio background; `view` 1 and 2 shift the light and add the box. */
export function giftImage(drawing: GiftDrawing, colour: Rgb, view = 0): RgbImage {
  const top: Rgb = view === 1 ? [250, 244, 236] : [246, 248, 252];
  const image = createImage(SIZE, SIZE, top);
  const bottom = mix(top, [200, 206, 214], 0.6);
  // A soft vertical gradient, then the shadow the product stands on.
  for (let y = 0; y < SIZE; y += 4) fill(image, mix(top, bottom, y / SIZE), () => true, { x: 0, y, width: SIZE, height: 4 });
  const p = pen(image);
  p.ellipse(mix(bottom, DARK, 0.18), 50, 93, 34, 4);
  if (view === 2) {
    // Its gift box behind it, to the right.
    p.rect([214, 60, 60], 64, 56, 30, 36, 2);
    p.rect([240, 200, 60], 76, 56, 6, 36);
    p.rect([240, 200, 60], 64, 70, 30, 5);
  }
  PAINT[drawing](p, colour);
  return image;
}

export const giftPicture = (drawing: GiftDrawing, colour: Rgb, view = 0): Buffer => encodePng(giftImage(drawing, colour, view));
