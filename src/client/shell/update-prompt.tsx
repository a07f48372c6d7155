import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateStack } from './update-stack.js';

/**
 * Registers the service worker (after the page's load event) and asks before switching to a
 * new version (registerType 'prompt'): a half-filled form must not be lost to an automatic
 * reload, and never while writes wait in the outbox (see UpdateStack).
 */
export function UpdatePrompt() {
  return <UpdateStack useRegister={useRegisterSW} />;
}
