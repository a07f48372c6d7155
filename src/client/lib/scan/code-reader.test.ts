import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseReader, nativeReader, type BarcodeDetectorClass } from './code-reader.js';

// The zxing module is replaced: the test checks *whether* it is loaded, not zxing itself.
const zxingLoaded = vi.fn();
vi.mock('./zxing-reader.js', () => ({
  zxingReader: () => {
    zxingLoaded();
    return { kind: 'zxing', read: async () => null };
  },
}));

/** A BarcodeDetector as a browser exposes it: supported formats, and what each detect() call sees. */
function fakeDetector(supported: string[] | 'throws', seen: string[][] = []) {
  const constructed: Array<{ formats: string[] } | undefined> = [];
  let call = 0;
  class FakeDetector {
    constructor(options?: { formats: string[] }) {
      constructed.push(options);
    }
    static getSupportedFormats = async () => {
      if (supported === 'throws') throw new DOMException('not supported', 'NotSupportedError');
      return supported;
    };
    async detect() {
      return (seen[call++] ?? []).map((rawValue) => ({ rawValue, format: 'ean_13' }));
    }
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector satisfies BarcodeDetectorClass);
  return constructed;
}

const video = () => document.createElement('video');

describe('chooseReader: the browser’s BarcodeDetector, else zxing loaded on demand', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    zxingLoaded.mockClear();
  });

  it('uses the native detector when it reads EAN-13 and Code 128, asking only for the formats it has', async () => {
    const constructed = fakeDetector(['aztec', 'code_128', 'ean_13', 'qr_code', 'upc_a'], [[], ['8691234567890']]);
    const reader = await chooseReader();
    expect(reader.kind).toBe('native');
    expect(constructed).toEqual([{ formats: ['ean_13', 'upc_a', 'code_128', 'qr_code'] }]);
    // A frame without a code, then one with it.
    expect(await reader.read(video())).toBeNull();
    expect(await reader.read(video())).toBe('8691234567890');
    expect(zxingLoaded).not.toHaveBeenCalled();
  });

  it('takes the first non-empty value when a frame holds several codes', async () => {
    fakeDetector(['ean_13', 'code_128'], [['', 'SN-0042', '8691234567890']]);
    const reader = await nativeReader();
    expect(await reader!.read(video())).toBe('SN-0042');
  });

  it('falls back to zxing without BarcodeDetector (Chromium on Linux, Firefox)', async () => {
    expect('BarcodeDetector' in globalThis).toBe(false);
    const reader = await chooseReader();
    expect(reader.kind).toBe('zxing');
    expect(zxingLoaded).toHaveBeenCalledTimes(1);
  });

  it('falls back to zxing when the detector has no platform reader behind it (empty format list)', async () => {
    fakeDetector([]);
    expect((await chooseReader()).kind).toBe('zxing');
  });

  it('falls back to zxing when the detector lacks Code 128 (serial labels) or getSupportedFormats fails', async () => {
    fakeDetector(['ean_13', 'qr_code']);
    expect((await chooseReader()).kind).toBe('zxing');
    fakeDetector('throws');
    expect((await chooseReader()).kind).toBe('zxing');
    expect(zxingLoaded).toHaveBeenCalledTimes(2);
  });
});
