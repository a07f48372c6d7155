import type { Service } from '../../shared/contract/endpoint.js';

/**
 * Base URLs of the three services (spec 1 §7). One process serves all three today;
 * VITE_AUTH_URL / VITE_API_URL / VITE_NOTIFICATION_URL split them later.
 */
export const SERVICE_BASE: Record<Service, string> = {
  auth: import.meta.env.VITE_AUTH_URL ?? '/auth',
  api: import.meta.env.VITE_API_URL ?? '/api',
  notification: import.meta.env.VITE_NOTIFICATION_URL ?? '/notification',
};

export const APP_VERSION = '1.0.16';
/** Mobile breakpoint (spec 1 §2.6, §9). */
export const MOBILE_BREAKPOINT = 991;
