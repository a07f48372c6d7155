/**
 * The symbologies a product barcode or a serial label uses, by their W3C Shape Detection
 * names (BarcodeDetector): retail EAN/UPC on products, Code 128/39 and ITF on serial and
 * carton labels, QR and Data Matrix on newer device labels. Asking only for these keeps
 * both readers fast (fewer decoders tried per frame).
 */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code', 'data_matrix'] as const;

export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** The native reader is worth using only if it reads the two symbologies every field needs. */
export const REQUIRED_NATIVE_FORMATS: readonly ScanFormat[] = ['ean_13', 'code_128'];
