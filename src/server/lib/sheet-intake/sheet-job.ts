import type { IntakeFailure } from './intake-error.js';
import type { PackedRows } from './packed-rows.js';
import type { XlsxCaps } from './xlsx-reader.js';

/** A message to the sheet worker: the file (transferred) and what to read of it. */
export interface SheetJob {
  id: number;
  type: 'xlsx' | 'xls';
  data: Uint8Array;
  headers: readonly string[];
  caps: XlsxCaps & { maxRows: number };
}

export type SheetJobAnswer = { id: number; ok: true; rows: PackedRows } | { id: number; ok: false; failure: IntakeFailure };
