import type { SyncSetName } from './meta-keys.js';

/** The main thread ↔ sync worker protocol (sync-worker.ts, sync-in-worker.ts). */
export interface SyncRequest {
  id: number;
  set: SyncSetName;
  /** The access token of the moment (the worker has no localStorage and never refreshes). */
  token: string | null;
  /** ownerKey of the signed-in user: a page is stored only while the database is still this owner's. */
  owner: string;
}

/** A User Timing measure of the worker, in absolute time (timeOrigin + startTime): the page re-records it. */
export interface WorkerMeasure {
  name: string;
  start: number;
  end: number;
}

export type SyncReply =
  | { id: number; ok: true; stored: number; pages: number; measures: WorkerMeasure[] }
  /** status: the HTTP status of a refused page (0 = no answer); null when it failed locally (IndexedDB, owner changed). */
  | { id: number; ok: false; status: number | null; error: { name: string; message: string }; measures: WorkerMeasure[] };
