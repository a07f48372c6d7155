import type { AuthDeps } from './auth/deps.js';
import type { ImageStore } from './lib/image-store.js';

/** What the area routes get: database, config, tokens, notifications and the image store. */
export interface AppDeps extends AuthDeps {
  images: ImageStore;
}
