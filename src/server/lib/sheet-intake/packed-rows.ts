import { foldText } from '../../../shared/text.js';
import { IntakeError } from './intake-error.js';

/**
 * The rows of a sheet in the order of the requested columns, packed as UTF-8 bytes and
 * typed arrays of offsets. A worker transfers them to the main thread without a copy, and
 * the main thread never holds one huge string or a million small ones: it decodes a cell
 * when it reads it (off the JS heap, so the garbage collector has nothing big to walk).
 */
export interface PackedRows {
  columns: number;
  bytes: Uint8Array;
  /** Per cell: byte offset in `bytes`, or -1 for an empty cell. */
  starts: Int32Array;
  lengths: Int32Array;
  /** The sheet's row number (1-based) of each row. */
  rowNumbers: Int32Array;
}

export const packedRowCount = (p: PackedRows) => p.rowNumbers.length;

/** Reads cells of packed rows (one Buffer view over the bytes, made once). */
export function packedReader(p: PackedRows) {
  const bytes = Buffer.from(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength);
  return (row: number, column: number): string | null => {
    const i = row * p.columns + column;
    const start = p.starts[i];
    return start < 0 ? null : bytes.toString('utf8', start, start + p.lengths[i]);
  };
}

class IntBuffer {
  private data = new Int32Array(1024);
  length = 0;
  push(v: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
  finish() {
    return this.data.slice(0, this.length);
  }
}

export interface CollectSpec {
  /** Header texts of the columns wanted, matched ignoring case, spaces and İ/I/ı/i. */
  headers: readonly string[];
  maxRows: number;
}

/**
 * Takes the sheet's rows one by one: the first non-empty row is the header, which must
 * name every wanted column (in any order); blank rows are skipped; the row cap stops the
 * read at the first row too many.
 */
export class RowCollector {
  private columnOf: number[] | null = null;
  private bytes = Buffer.allocUnsafe(1 << 20);
  private offset = 0;
  private readonly starts = new IntBuffer();
  private readonly lengths = new IntBuffer();
  private readonly rowNumbers = new IntBuffer();

  constructor(private readonly spec: CollectSpec) {}

  /** `cells[c]` is the text of column c (0-based), null or undefined when empty. */
  add(rowNumber: number, cells: readonly (string | null | undefined)[]) {
    if (!this.columnOf) {
      if (cells.some((c) => c != null)) this.readHeader(cells);
      return;
    }
    const values = this.columnOf.map((c) => cells[c] ?? null);
    if (values.every((v) => v === null)) return;
    if (this.rowNumbers.length >= this.spec.maxRows) throw new IntakeError({ kind: 'rows', max: this.spec.maxRows });
    for (const v of values) {
      if (v === null) {
        this.starts.push(-1);
        this.lengths.push(0);
        continue;
      }
      const length = Buffer.byteLength(v);
      this.reserve(length);
      this.bytes.write(v, this.offset);
      this.starts.push(this.offset);
      this.lengths.push(length);
      this.offset += length;
    }
    this.rowNumbers.push(rowNumber);
  }

  private reserve(length: number) {
    if (this.offset + length <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.offset + length));
    this.bytes.copy(grown, 0, 0, this.offset);
    this.bytes = grown;
  }

  private readHeader(cells: readonly (string | null | undefined)[]) {
    const found = new Map<string, number>();
    cells.forEach((c, i) => {
      if (c != null && !found.has(foldText(c))) found.set(foldText(c), i);
    });
    const missing = this.spec.headers.filter((h) => !found.has(foldText(h)));
    if (missing.length) throw new IntakeError({ kind: 'columns', missing });
    this.columnOf = this.spec.headers.map((h) => found.get(foldText(h))!);
  }

  finish(): PackedRows {
    if (!this.columnOf) throw new IntakeError({ kind: 'columns', missing: [...this.spec.headers] });
    // A copy of exactly the used bytes, in an ArrayBuffer of its own (transferable).
    const bytes = new Uint8Array(this.offset);
    bytes.set(this.bytes.subarray(0, this.offset));
    return {
      columns: this.spec.headers.length,
      bytes,
      starts: this.starts.finish(),
      lengths: this.lengths.finish(),
      rowNumbers: this.rowNumbers.finish(),
    };
  }
}
