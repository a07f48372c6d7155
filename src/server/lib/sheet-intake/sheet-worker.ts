import { parentPort } from 'node:worker_threads';
import { IntakeError } from './intake-error.js';
import { RowCollector } from './packed-rows.js';
import type { SheetJob, SheetJobAnswer } from './sheet-job.js';
import { readXls } from './xls-reader.js';
import { readXlsx } from './xlsx-reader.js';

/** Reads one spreadsheet per message, off the API's event loop (see worker-pool.ts). */
async function run(job: SheetJob): Promise<SheetJobAnswer> {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  const collector = new RowCollector({ headers: job.headers, maxRows: job.caps.maxRows });
  try {
    if (job.type === 'xlsx') await readXlsx(data, job.caps, collector);
    else readXls(data, job.caps, collector);
    return { id: job.id, ok: true, rows: collector.finish() };
  } catch (error) {
    if (error instanceof IntakeError) return { id: job.id, ok: false, failure: error.failure };
    return { id: job.id, ok: false, failure: { kind: 'unreadable' } };
  }
}

parentPort!.on('message', (job: SheetJob) => {
  void run(job).then((answer) => {
    const transfer = answer.ok ? [answer.rows.bytes.buffer, answer.rows.starts.buffer, answer.rows.lengths.buffer, answer.rows.rowNumbers.buffer] : [];
    parentPort!.postMessage(answer, transfer as ArrayBuffer[]);
  });
});
