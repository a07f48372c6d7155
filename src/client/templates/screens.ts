import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

/** The templates area's screen (spec 2 §2.14). */
export const templateScreens: ScreenMap = {
  '/smsMailTemplate': lazyScreen(() => import('./sms-mail-template-page.js')),
};
