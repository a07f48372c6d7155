import { crc32, deflateSync } from 'node:zlib';

/**
 * A tiny PNG encoder and painter, so the demo seed and tests can make real images without
 * an image library: 8-bit RGB, no interlace, filter 0 (flat colours compress well anyway).
 */

export type Rgb = readonly [number, number, number];

export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes, row by row. */
  pixels: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  // The CRC covers the type and the data, not the length.
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(image: RgbImage): Buffer {
  const { width, height, pixels } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new Error(`invalid size ${width}×${height}`);
  if (pixels.length !== width * height * 3) throw new Error(`expected ${width * height * 3} bytes, got ${pixels.length}`);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // compression 0, filter 0, interlace 0
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export function createImage(width: number, height: number, background: Rgb): RgbImage {
  const pixels = new Uint8Array(width * height * 3);
  pixels.set(background.slice(0, 3), 0);
  // Doubling copies: log₂(n) calls instead of one per pixel.
  for (let filled = 3; filled < pixels.length; filled *= 2) pixels.copyWithin(filled, 0, Math.min(filled, pixels.length - filled));
  return { width, height, pixels };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Paints every pixel of `box` (default: all) whose centre satisfies `inside(x, y)`. */
export function fill(image: RgbImage, colour: Rgb, inside: (x: number, y: number) => boolean, box?: Box) {
  const x0 = Math.max(0, Math.floor(box?.x ?? 0));
  const y0 = Math.max(0, Math.floor(box?.y ?? 0));
  const x1 = Math.min(image.width, Math.ceil(box ? box.x + box.width : image.width));
  const y1 = Math.min(image.height, Math.ceil(box ? box.y + box.height : image.height));
  const [r, g, b] = colour;
  const { pixels, width } = image;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!inside(x + 0.5, y + 0.5)) continue;
      const at = (y * width + x) * 3;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
    }
  }
}

export const SHAPES = ['circle', 'ring', 'square', 'diamond', 'triangle', 'cross', 'bars', 'plug'] as const;
export type Shape = (typeof SHAPES)[number];

/** Shapes in coordinates from −1 to 1 around the centre. */
const SHAPE_TESTS: Record<Shape, (u: number, v: number) => boolean> = {
  circle: (u, v) => u * u + v * v <= 0.36,
  ring: (u, v) => {
    const r = u * u + v * v;
    return r <= 0.36 && r >= 0.16;
  },
  square: (u, v) => Math.abs(u) <= 0.5 && Math.abs(v) <= 0.5,
  diamond: (u, v) => Math.abs(u) + Math.abs(v) <= 0.65,
  triangle: (u, v) => v <= 0.5 && v >= -0.6 && Math.abs(u) <= (v + 0.6) * 0.55,
  cross: (u, v) => (Math.abs(u) <= 0.18 && Math.abs(v) <= 0.6) || (Math.abs(v) <= 0.18 && Math.abs(u) <= 0.6),
  bars: (u, v) => Math.abs(v) <= 0.55 && [-0.4, 0, 0.4].some((c) => Math.abs(u - c) <= 0.12),
  plug: (u, v) => (Math.abs(u) <= 0.4 && v >= -0.1 && v <= 0.45) || ((Math.abs(u - 0.2) <= 0.07 || Math.abs(u + 0.2) <= 0.07) && v >= -0.55 && v < -0.1),
};

export function drawShape(image: RgbImage, shape: Shape, colour: Rgb, box = { x: 0, y: 0, size: Math.min(image.width, image.height) }) {
  const half = box.size / 2;
  const test = SHAPE_TESTS[shape];
  fill(image, colour, (x, y) => test((x - box.x - half) / half, (y - box.y - half) / half), { x: box.x, y: box.y, width: box.size, height: box.size });
}

/** 5×7 bitmap capitals and digits for monograms (each row: 5 bits, most significant = left). */
const FONT: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [30, 1, 1, 14, 1, 1, 30],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '-': [0, 0, 0, 31, 0, 0, 0],
};

/** Draws `text` (capitals, digits, '-'; others are skipped) centred at (cx, cy). */
export function drawText(image: RgbImage, text: string, colour: Rgb, cx: number, cy: number, scale: number) {
  const glyphs = [...text.toUpperCase()].map((c) => FONT[c]).filter((g): g is number[] => !!g);
  if (!glyphs.length) return;
  const advance = 6 * scale;
  const left = Math.round(cx - (glyphs.length * advance - scale) / 2);
  const top = Math.round(cy - (7 * scale) / 2);
  glyphs.forEach((rows, i) => {
    const x0 = left + i * advance;
    fill(
      image,
      colour,
      (x, y) => {
        const col = Math.floor((x - x0) / scale);
        const row = Math.floor((y - top) / scale);
        return col >= 0 && col < 5 && row >= 0 && row < 7 && ((rows[row] >> (4 - col)) & 1) === 1;
      },
      { x: x0, y: top, width: 5 * scale, height: 7 * scale },
    );
  });
}

/** Black or white, whichever reads better on `background`. */
export const contrastOf = (background: Rgb): Rgb =>
  0.299 * background[0] + 0.587 * background[1] + 0.114 * background[2] > 150 ? [20, 20, 20] : [255, 255, 255];
