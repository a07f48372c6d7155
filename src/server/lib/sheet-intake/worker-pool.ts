import { Worker } from 'node:worker_threads';
import type { IntakeFailure } from './intake-error.js';
import type { SheetJob, SheetJobAnswer } from './sheet-job.js';

export interface SheetPoolOptions {
  /** Files read at the same time (one worker thread each). */
  size: number;
  /** Files that may wait for a free worker; beyond that an upload is refused at once. */
  queue: number;
  /** A read that takes longer is stopped (its worker is terminated). */
  timeoutMs: number;
  /** Heap of one worker; a file that needs more kills only its worker. */
  memoryMb: number;
  /** An idle worker is ended after this long, so the heap of a large read goes back. */
  idleMs?: number;
}

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./sheet-worker.ts', import.meta.url).href;

/**
 * A few long-lived worker threads that read spreadsheets, so a large or hostile file
 * never blocks the API's event loop and never takes more than its worker's heap. A worker
 * that runs out of memory or time is terminated and replaced by a fresh one.
 */
export class SheetWorkerPool {
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: SheetPoolOptions) {}

  async run(job: Omit<SheetJob, 'id'>): Promise<SheetJobAnswer> {
    if (this.running >= this.options.size) {
      if (this.waiting.length >= this.options.queue) return { id: 0, ok: false, failure: { kind: 'busy' } };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    const parked = this.idle.pop();
    if (parked) clearTimeout(parked.timer);
    const worker = parked?.worker ?? this.spawn();
    worker.ref();
    try {
      const { answer, healthy } = await this.exchange(worker, { ...job, id: this.nextId++ });
      if (healthy && !this.closed) {
        worker.unref();
        this.park(worker);
      } else {
        void worker.terminate();
      }
      return answer;
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private park(worker: Worker) {
    const entry = {
      worker,
      timer: setTimeout(() => {
        this.idle.splice(this.idle.indexOf(entry), 1);
        void worker.terminate();
      }, this.options.idleMs ?? 30_000),
    };
    entry.timer.unref();
    this.idle.push(entry);
  }

  private spawn(): Worker {
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY },
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    // A worker can still emit an error after its job was settled (killed for its time);
    // an 'error' event without a listener would take the whole process down.
    worker.on('error', () => undefined);
    return worker;
  }

  private exchange(worker: Worker, job: SheetJob): Promise<{ answer: SheetJobAnswer; healthy: boolean }> {
    return new Promise((resolve) => {
      const fail = (failure: IntakeFailure) => finish({ answer: { id: job.id, ok: false, failure }, healthy: false });
      const onMessage = (answer: SheetJobAnswer) => {
        if (answer.id === job.id) finish({ answer, healthy: true });
      };
      const onError = (error: Error & { code?: string }) => fail({ kind: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable' });
      const onExit = () => fail({ kind: 'memory' });
      const timer = setTimeout(() => fail({ kind: 'timeout' }), this.options.timeoutMs);
      function finish(result: { answer: SheetJobAnswer; healthy: boolean }) {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        resolve(result);
      }
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(job, [job.data.buffer as ArrayBuffer]);
    });
  }

  async close() {
    this.closed = true;
    await Promise.all(
      this.idle.splice(0).map(({ worker, timer }) => {
        clearTimeout(timer);
        return worker.terminate();
      }),
    );
  }
}
