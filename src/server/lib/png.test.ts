import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './file-types.js';
import { createImage, drawShape, drawText, encodePng, type Rgb } from './png.js';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** A strict reader of what encodePng writes: chunks with checked CRCs, then the pixels. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    chunks.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: Buffer.from(typeAndData.subarray(4)), crcOk: (crc32(typeAndData) >>> 0) === crc });
    at += 12 + length;
  }
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)];
  return { chunks, width, height, ihdr, raw, pixel };
}

describe('encodePng', () => {
  it('writes a valid 8-bit RGB PNG: signature, IHDR, IDAT, IEND, correct CRCs', () => {
    const png = encodePng(createImage(3, 2, [10, 20, 30]));
    const { chunks, width, height, ihdr, raw } = readPng(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect([width, height]).toEqual([3, 2]);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    // IEND's CRC is a constant of the format.
    expect(png.subarray(-4).toString('hex')).toBe('ae426082');
    // Every row: filter byte 0, then the pixels.
    expect([...raw]).toEqual([0, 10, 20, 30, 10, 20, 30, 10, 20, 30, 0, 10, 20, 30, 10, 20, 30, 10, 20, 30]);
    expect(detectImageType(png)).toBe('image/png');
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(11) })).toThrow(/expected 12 bytes/);
    expect(() => encodePng({ width: 0, height: 2, pixels: new Uint8Array(0) })).toThrow(/invalid size/);
  });

  it('paints shapes in the middle and leaves the corners in the background colour', () => {
    const bg: Rgb = [255, 255, 255];
    const fg: Rgb = [200, 0, 0];
    const image = createImage(64, 64, bg);
    drawShape(image, 'circle', fg);
    const { pixel } = readPng(encodePng(image));
    expect(pixel(32, 32)).toEqual([...fg]);
    expect(pixel(0, 0)).toEqual([...bg]);
    expect(pixel(63, 63)).toEqual([...bg]);
  });

  it('draws a ring with a hole and monogram letters', () => {
    const image = createImage(70, 70, [0, 0, 0]);
    drawShape(image, 'ring', [0, 255, 0]);
    const ring = readPng(encodePng(image));
    expect(ring.pixel(35, 35)).toEqual([0, 0, 0]);
    expect(ring.pixel(35, 35 - 17)).toEqual([0, 255, 0]);

    const letter = createImage(50, 70, [0, 0, 0]);
    // 'I' at scale 10: its middle column is lit, the far left column of the glyph is not.
    drawText(letter, 'I', [255, 255, 255], 25, 35, 10);
    const read = readPng(encodePng(letter));
    expect(read.pixel(25, 35)).toEqual([255, 255, 255]);
    expect(read.pixel(2, 35)).toEqual([0, 0, 0]);
  });

  it('compresses flat images well (the seed writes dozens of them)', () => {
    const image = createImage(256, 256, [30, 90, 200]);
    drawShape(image, 'diamond', [255, 255, 255]);
    expect(encodePng(image).length).toBeLessThan(5000);
  });
});
