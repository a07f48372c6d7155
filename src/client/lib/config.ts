import type { Service } from '../../shared/contract/endpoint.js';
import { APP_VERSION } from '../../shared/version.js';

export { APP_VERSION };

/**
 * Base URLs of the three services (spec 1 §7). One process serves all three today;
 * VITE_AUTH_URL / VITE_API_URL / VITE_NOTIFICATION_URL split them later.
 */
export const SERVICE_BASE: Record<Service, string> = {
  auth: import.meta.env.VITE_AUTH_URL ?? '/auth',
  api: import.meta.env.VITE_API_URL ?? '/api',
  notification: import.meta.env.VITE_NOTIFICATION_URL ?? '/notification',
};

/**
 * What the persisted query cache is kept for: this version of this build. A build with other
 * code may answer other shapes (even without a version bump), so it starts with an empty cache.
 */
// Outside a Vite build (node tests that load client modules) the build is 'dev'.
export const CACHE_BUSTER = `${APP_VERSION}+${typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev'}`;

/** Mobile breakpoint (spec 1 §2.6, §9). */
export const MOBILE_BREAKPOINT = 991;
