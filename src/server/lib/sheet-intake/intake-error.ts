/** Why a spreadsheet was refused before any row was checked; read-sheet.ts words it in Turkish. */
export type IntakeFailure =
  | { kind: 'unreadable' }
  | { kind: 'unpacked' }
  | { kind: 'rows'; max: number }
  | { kind: 'cell'; ref: string; max: number }
  | { kind: 'rowTooLong' }
  | { kind: 'columns'; missing: string[] }
  | { kind: 'timeout' }
  | { kind: 'memory' }
  | { kind: 'busy' };

export class IntakeError extends Error {
  constructor(readonly failure: IntakeFailure) {
    super(failure.kind);
  }
}

/** 'A1' style reference of a zero-based row and column. */
export function cellRef(row: number, column: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row + 1}`;
}
