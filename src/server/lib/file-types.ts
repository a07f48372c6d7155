/** The magic-byte checks live in shared/ (the browser refuses early, the server for real). */
export { detectImageType, detectSpreadsheetType, type ImageType, type SpreadsheetType } from '../../shared/file-signatures.js';
import type { ImageType } from '../../shared/file-signatures.js';

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
