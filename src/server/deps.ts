import type { AuthDeps } from './auth/deps.js';
import type { ImageStore } from './lib/image-store.js';
import type { SheetIntake } from './lib/sheet-intake/read-sheet.js';

/** What the area routes get: database, config, tokens, notifications, the image store and the spreadsheet reader. */
export interface AppDeps extends AuthDeps {
  images: ImageStore;
  /** Faulty-product photos (issue 32): a private store, served only through the ticket's scope, never the public image route. */
  faultyPhotos: ImageStore;
  sheets: SheetIntake;
  /** Wakes the job lane after a job was queued (server/jobs). */
  kickJobs: () => void;
}
