/**
 * File content checks by magic bytes, shared by the browser (refuse early) and the server
 * (refuse for real): the name and content type are the sender's claims, the bytes are the file's.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
export type SpreadsheetType = 'xlsx' | 'xls';

/** Bytes needed by the checks below. */
export const SIGNATURE_BYTES = 12;

const startsWith = (data: Uint8Array, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of the bytes, or null when they are not a PNG, JPEG, GIF or WEBP image. */
export function detectImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const spreadsheetExtension = (fileName: string): SpreadsheetType | null => {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'xlsx' || ext === 'xls' ? ext : null;
};

/** xlsx is a zip (PK\3\4), xls an OLE compound file; the name must agree with the content. */
export function detectSpreadsheetType(data: Uint8Array, fileName: string): SpreadsheetType | null {
  const ext = spreadsheetExtension(fileName);
  if (ext === 'xlsx' && startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (ext === 'xls' && startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  return null;
}
