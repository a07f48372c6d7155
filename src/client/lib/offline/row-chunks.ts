import type { Table } from 'dexie';

/**
 * A synced set stored in chunks: one IndexedDB record per block of CHUNK_SPAN product ids
 * holding every row of those products as JSON text, instead of one record per row.
 *
 * Why (measured in Chromium on a 2-core machine, scripts/bench-offline.ts): IndexedDB's cost is
 * per record and per object, not per byte. 5,000 single-row puts take 430–750 ms whatever the
 * durability; the same rows as one record of objects 80–150 ms (the structured clone walks every
 * object), as JSON bytes a few ms (JSON.stringify and UTF-8, then a copy of bytes: half the size
 * of a JS string holding ş, ğ or ı, which is two bytes a character) — and JSON.parse of a 2.8 MB
 * page takes about 8 ms where reading it back as objects takes over 100. So a first
 * sync of 20,000 products is bounded by the network, and the views that read the whole set
 * (offline storefront, price list) read a few dozen strings.
 *
 * The chunk of a row is a pure function of its product id (no id → chunk map to keep): products
 * are the unit every sync page replaces (a changed product arrives with all its rows; a deleted
 * one as a tombstone), so a page rewrites exactly the chunks of the products it names.
 */
export interface RowChunk {
  /** The chunk number: product id ÷ CHUNK_SPAN, rounded down. */
  c: number;
  /** The chunk's rows (an array) as JSON in UTF-8. */
  rows: Uint8Array;
}

/**
 * Product ids per chunk. Ids are a serial over the whole catalogue, of which a distributor sees
 * a part: 512 keeps a chunk at a few hundred rows (a delta rewrites little) and a 20,000-product
 * storefront at 40–200 records.
 */
export const CHUNK_SPAN = 512;

export const chunkOf = (productId: number) => Math.floor(productId / CHUNK_SPAN);

/** Where a set's chunks live and which product a row belongs to. */
export interface ChunkedRows<R> {
  table: Table<RowChunk, number>;
  productOf: (row: R) => number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A chunk's rows (none for a missing chunk). */
export const rowsOf = <R>(chunk: RowChunk | undefined): R[] => (chunk ? (JSON.parse(decoder.decode(chunk.rows)) as R[]) : []);

/** Every row of the set (order: by chunk, then as stored). */
export async function allRows<R>(set: ChunkedRows<R>): Promise<R[]> {
  const chunks = await set.table.toArray();
  return chunks.flatMap((chunk) => rowsOf<R>(chunk));
}

/** The rows of these products (order: by chunk, then as stored). */
export async function rowsOfProducts<R>(set: ChunkedRows<R>, productIds: Iterable<number>): Promise<R[]> {
  const wanted = new Set(productIds);
  if (!wanted.size) return [];
  const chunks = await set.table.bulkGet([...new Set([...wanted].map(chunkOf))]);
  return chunks.flatMap((chunk) => (chunk ? rowsOf<R>(chunk).filter((row) => wanted.has(set.productOf(row))) : []));
}

/**
 * Replaces every stored row of the `replaced` products (and of the products of `rows`) by `rows`:
 * reads the chunks they fall in, rewrites them, drops a chunk left empty. Call it inside a
 * read-write transaction on the table when it must commit with other writes (a sync page and
 * its cursor).
 */
export async function replaceProducts<R>(set: ChunkedRows<R>, replaced: Iterable<number>, rows: R[]): Promise<void> {
  const products = new Set(replaced);
  for (const row of rows) products.add(set.productOf(row));
  if (!products.size) return;
  const numbers = [...new Set([...products].map(chunkOf))];
  const stored = await set.table.bulkGet(numbers);
  const kept = new Map(numbers.map((c, i) => [c, rowsOf<R>(stored[i]).filter((row) => !products.has(set.productOf(row)))]));
  for (const row of rows) kept.get(chunkOf(set.productOf(row)))!.push(row);
  const puts: RowChunk[] = [];
  const empty: number[] = [];
  for (const [c, chunkRows] of kept) {
    if (chunkRows.length) puts.push({ c, rows: encoder.encode(JSON.stringify(chunkRows)) });
    else empty.push(c);
  }
  if (puts.length) await set.table.bulkPut(puts);
  if (empty.length) await set.table.bulkDelete(empty);
}
