import { BarcodeFormat, BrowserMultiFormatReader } from '@zxing/browser';
import { SCAN_FORMATS, type ScanFormat } from './barcode-formats.js';
import type { CodeReader } from './code-reader.js';

// Only imported dynamically (code-reader.ts): this module and @zxing/* form a lazy chunk.

const ZXING_FORMAT: Record<ScanFormat, BarcodeFormat> = {
  ean_13: BarcodeFormat.EAN_13,
  ean_8: BarcodeFormat.EAN_8,
  upc_a: BarcodeFormat.UPC_A,
  upc_e: BarcodeFormat.UPC_E,
  code_128: BarcodeFormat.CODE_128,
  code_39: BarcodeFormat.CODE_39,
  itf: BarcodeFormat.ITF,
  qr_code: BarcodeFormat.QR_CODE,
  data_matrix: BarcodeFormat.DATA_MATRIX,
};

/**
 * zxing on the main thread: each read copies the video frame to one reused canvas and
 * decodes it. We drive the frames ourselves (not zxing's decodeFromVideoDevice) so the
 * camera, torch and stop are the same code for both readers.
 */
export function zxingReader(): CodeReader {
  const reader = new BrowserMultiFormatReader(new Map());
  reader.possibleFormats = SCAN_FORMATS.map((f) => ZXING_FORMAT[f]);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'zxing',
    read: async (video) => {
      const { videoWidth: width, videoHeight: height } = video;
      if (!context || !width || !height) return null;
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      context.drawImage(video, 0, 0, width, height);
      try {
        return reader.decodeFromCanvas(canvas).getText();
      } catch {
        // NotFound / Checksum / Format exceptions: no readable code in this frame, try the next.
        return null;
      }
    },
  };
}
