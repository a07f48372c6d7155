import { SIGNATURE_BYTES } from '../../shared/file-signatures.js';

/** The first bytes of a chosen file, for the magic-byte checks. */
export async function readHead(file: Blob, bytes = SIGNATURE_BYTES): Promise<Uint8Array> {
  const part = file.slice(0, bytes);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}
