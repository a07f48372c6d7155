import { MSG } from '../../../shared/messages.js';
import { SHEET_MSG } from '../../../shared/spreadsheet.js';
import { validationError } from '../app-error.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import type { IntakeFailure } from './intake-error.js';
import { packedReader, packedRowCount, type PackedRows } from './packed-rows.js';
import { SheetWorkerPool } from './worker-pool.js';

/** Caps of every spreadsheet read (configuration; see README "Configuration"). */
export interface SheetCaps {
  maxUnpackedBytes: number;
  maxRatio: number;
  maxCellChars: number;
  maxPendingChars: number;
}

/** What one kind of upload reads: its columns (header → field) and its row cap. */
export interface SheetSpec<F extends string> {
  columns: readonly (readonly [header: string, field: F])[];
  maxRows: number;
}

export type SheetRecord<F extends string> = Record<F, string | null> & { rowNumber: number };

function refusal(failure: IntakeFailure) {
  const refuse = (message: string) => validationError([{ field: 'file', message }]);
  switch (failure.kind) {
    case 'unreadable':
      return refuse(MSG.spreadsheetUnreadable);
    case 'unpacked':
      return refuse(SHEET_MSG.unpacked);
    case 'rows':
      return refuse(SHEET_MSG.tooManyRows(failure.max));
    case 'cell':
      return refuse(SHEET_MSG.cellTooLong(failure.ref, failure.max));
    case 'rowTooLong':
      return refuse(SHEET_MSG.rowTooLong);
    case 'columns':
      return validationError(failure.missing.map((h) => ({ field: 'file', message: SHEET_MSG.missingColumn(h) })));
    case 'timeout':
      return refuse(SHEET_MSG.timeout);
    case 'memory':
      return refuse(SHEET_MSG.memory);
    case 'busy':
      return refuse(SHEET_MSG.busy);
  }
}

/** The rows of a read sheet, taken out a chunk at a time. */
export class SheetRows<F extends string> {
  private readonly cell: (row: number, column: number) => string | null;

  constructor(
    private readonly packed: PackedRows,
    private readonly fields: readonly F[],
  ) {
    this.cell = packedReader(packed);
  }

  get length() {
    return packedRowCount(this.packed);
  }

  record(i: number): SheetRecord<F> {
    const row = { rowNumber: this.packed.rowNumbers[i] } as SheetRecord<F>;
    this.fields.forEach((field, c) => {
      (row as Record<string, string | null>)[field] = this.cell(i, c);
    });
    return row;
  }

  /**
   * Calls `each` for every row, in slices of a few milliseconds: between slices the event
   * loop serves other requests, so checking 100,000 rows never holds it for long.
   */
  async forEach(each: (row: SheetRecord<F>) => void, sliceMs = 4): Promise<void> {
    let deadline = performance.now() + sliceMs;
    for (let i = 0; i < this.length; i++) {
      each(this.record(i));
      if ((i & 31) === 31 && performance.now() > deadline) {
        await yieldToEventLoop();
        deadline = performance.now() + sliceMs;
      }
    }
  }

  /** One column's values, in chunks (no records built), e.g. to collect a file's barcodes. */
  async *columnChunks(field: F, size = 5_000): AsyncGenerator<(string | null)[]> {
    const column = this.fields.indexOf(field);
    for (let start = 0; start < this.length; start += size) {
      const values: (string | null)[] = [];
      for (let i = start; i < Math.min(this.length, start + size); i++) values.push(this.cell(i, column));
      yield values;
      await yieldToEventLoop();
    }
  }
}

/** Lets other requests run between slices of a long synchronous pass. */
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Reads the first sheet of an uploaded xlsx or xls in a worker thread under the caps:
 * a zip bomb is refused from its directory before it inflates, and every cap stops the
 * read at the first crossing. A refusal is a 400 validation error on the field 'file'.
 */
export async function readSheet<F extends string>(pool: SheetWorkerPool, caps: SheetCaps, file: UploadedFile, spec: SheetSpec<F>): Promise<SheetRows<F>> {
  if (file.type !== 'xlsx' && file.type !== 'xls') throw refusal({ kind: 'unreadable' });
  // A copy of its own, so the transfer to the worker detaches nothing the request still holds.
  const data = new Uint8Array(file.data);
  const answer = await pool.run({
    type: file.type,
    data,
    headers: spec.columns.map(([header]) => header),
    caps: { ...caps, maxRows: spec.maxRows },
  });
  if (!answer.ok) throw refusal(answer.failure);
  return new SheetRows(answer.rows, spec.columns.map(([, field]) => field));
}

/** The app's spreadsheet reader: one worker pool and the configured caps. */
export interface SheetIntake {
  read<F extends string>(file: UploadedFile, spec: SheetSpec<F>): Promise<SheetRows<F>>;
  close(): Promise<void>;
}

export function createSheetIntake(config: SheetCaps & { workers: number; queue: number; timeoutMs: number; workerMemoryMb: number }): SheetIntake {
  const pool = new SheetWorkerPool({ size: config.workers, queue: config.queue, timeoutMs: config.timeoutMs, memoryMb: config.workerMemoryMb });
  const caps: SheetCaps = {
    maxUnpackedBytes: config.maxUnpackedBytes,
    maxRatio: config.maxRatio,
    maxCellChars: config.maxCellChars,
    maxPendingChars: config.maxPendingChars,
  };
  return { read: (file, spec) => readSheet(pool, caps, file, spec), close: () => pool.close() };
}
