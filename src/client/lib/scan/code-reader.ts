import { REQUIRED_NATIVE_FORMATS, SCAN_FORMATS } from './barcode-formats.js';

/** Reads a code from the camera's current video frame; the scanning loop calls it a few times a second. */
export interface CodeReader {
  /** 'native' = the browser's BarcodeDetector, 'zxing' = @zxing/browser (loaded on demand). */
  readonly kind: 'native' | 'zxing';
  /** The code seen in the frame now on screen, or null (nothing readable in it). */
  read(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectedCode {
  rawValue: string;
}

/** The part of the Shape Detection API's BarcodeDetector we use (TypeScript's DOM lib has no types for it). */
export interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<DetectedCode[]> };
  getSupportedFormats?: () => Promise<string[]>;
}

/**
 * The browser's own reader when it has one that reads product barcodes and serial labels
 * (Chrome on Android and macOS, Safari 17+ ...); null otherwise. Some browsers expose the
 * class with an empty format list (no platform detector behind it): that counts as none.
 */
export async function nativeReader(): Promise<CodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function' || typeof Detector.getSupportedFormats !== 'function') return null;
  let supported: string[];
  try {
    supported = await Detector.getSupportedFormats();
  } catch {
    return null;
  }
  if (!Array.isArray(supported) || !REQUIRED_NATIVE_FORMATS.every((f) => supported.includes(f))) return null;
  const detector = new Detector({ formats: SCAN_FORMATS.filter((f) => supported.includes(f)) });
  return {
    kind: 'native',
    read: async (video) => (await detector.detect(video)).find((c) => c.rawValue)?.rawValue ?? null,
  };
}

/**
 * The reader for this browser: the native one, else zxing. zxing is a dynamic import so it
 * stays out of the initial bundle and is fetched only the first time a camera opens.
 */
export async function chooseReader(): Promise<CodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { zxingReader } = await import('./zxing-reader.js');
  return zxingReader();
}
