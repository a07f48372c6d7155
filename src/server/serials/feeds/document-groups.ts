import { createHash } from 'node:crypto';
import type { RowError } from '../../../shared/contract/ingest.js';
import { LEDGER_FEED_MSG } from '../../../shared/contract/ledger-feeds.js';

/**
 * The rows of a feed grouped into documents: a document's rows must agree on its header, and
 * its content digest (header and lines, in a fixed order) tells a replay from a number reused
 * with other content.
 */
export interface DocumentGroup<R> {
  key: string;
  /** 0-based batch indexes of its rows. */
  rows: number[];
  first: R;
  hash: string;
}

export function groupDocuments<R>(
  rows: readonly (R | null)[],
  keyOf: (row: R) => string,
  headerOf: (row: R) => unknown,
  lineOf: (row: R) => unknown,
): { groups: Map<string, DocumentGroup<R>>; errors: RowError[] } {
  const grouper = documentGrouper(keyOf, headerOf, lineOf);
  rows.forEach((row, i) => row && grouper.add(row, i));
  for (const group of grouper.groups.values()) grouper.seal(group);
  return { groups: grouper.groups, errors: grouper.errors };
}

/** Rows between two turns of the event loop in groupDocumentsYielding. */
const SLICE = 5_000;

/**
 * groupDocuments, turning the event loop every few thousand rows, so that statements the caller
 * queued on its connection before go on meanwhile (the next one is sent on a turn of the loop:
 * the sales feed's reads run while its 100,000 rows are grouped).
 */
export async function groupDocumentsYielding<R>(
  rows: readonly (R | null)[],
  keyOf: (row: R) => string,
  headerOf: (row: R) => unknown,
  lineOf: (row: R) => unknown,
): Promise<{ groups: Map<string, DocumentGroup<R>>; errors: RowError[] }> {
  const grouper = documentGrouper(keyOf, headerOf, lineOf);
  for (let i = 0; i < rows.length; i++) {
    if (i % SLICE === SLICE - 1) await new Promise(setImmediate);
    const row = rows[i];
    if (row) grouper.add(row, i);
  }
  let n = 0;
  for (const group of grouper.groups.values()) {
    if (n++ % SLICE === SLICE - 1) await new Promise(setImmediate);
    grouper.seal(group);
  }
  return { groups: grouper.groups, errors: grouper.errors };
}

/** The grouping's state: rows added one by one, each group sealed (its digest) once all its rows are in. */
function documentGrouper<R>(keyOf: (row: R) => string, headerOf: (row: R) => unknown, lineOf: (row: R) => unknown) {
  const groups = new Map<string, DocumentGroup<R> & { header: string; lines: string[] }>();
  const errors: RowError[] = [];
  return {
    groups,
    errors,
    add(row: R, i: number) {
      const key = keyOf(row);
      const header = JSON.stringify(headerOf(row));
      const group = groups.get(key);
      if (!group) {
        groups.set(key, { key, rows: [i], first: row, hash: '', header, lines: [JSON.stringify(lineOf(row))] });
        return;
      }
      if (group.header !== header) {
        errors.push({ row: i + 1, field: 'row', message: LEDGER_FEED_MSG.headerMismatch });
        return;
      }
      group.rows.push(i);
      group.lines.push(JSON.stringify(lineOf(row)));
    },
    /** The group's digest, once all its rows are in. */
    seal(group: DocumentGroup<R> & { header: string; lines: string[] }) {
      group.hash = documentHash(group.header, group.lines);
    },
  };
}

/** A document's content digest: its header's JSON and its lines' JSON in sorted order (sorts `lines`). */
export const documentHash = (header: string, lines: string[]) => createHash('sha256').update(header).update('\n').update(lines.sort().join('\n')).digest('hex');

/** The rows' errors for every group whose number is stored with other content; groups stored with the same content are replays. */
export function splitReplays<R>(groups: Map<string, DocumentGroup<R>>, stored: Map<string, string>) {
  const errors: RowError[] = [];
  const replays = new Set<string>();
  for (const group of groups.values()) {
    const hash = stored.get(group.key);
    if (hash === undefined) continue;
    if (hash === group.hash) replays.add(group.key);
    else for (const i of group.rows) errors.push({ row: i + 1, field: 'invoiceNo', message: LEDGER_FEED_MSG.documentReused });
  }
  return { errors, replays };
}
