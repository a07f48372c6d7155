// Worker entry in plain JavaScript: registers tsx's loader inside the worker thread (under
// `tsx` and under vitest alike), then loads the TypeScript worker named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
