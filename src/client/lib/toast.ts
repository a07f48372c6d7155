import { useSyncExternalStore } from 'react';
import { MSG } from '../../shared/messages.js';

export type Severity = 'error' | 'warn' | 'success' | 'info';
export interface Toast {
  id: number;
  severity: Severity;
  title: string;
  text: string;
  durationMs: number;
  /** Sticky toasts stay until closed. */
  sticky?: boolean;
}

const TITLES: Record<Severity, string> = { error: MSG.titleError, warn: MSG.titleWarning, success: MSG.titleSuccess, info: 'Bilgi' };

/**
 * One slot: the toasts of the user's latest action. An action starts with a gesture (a tap, a
 * click, a key); the toasts shown after it — one answer's distinct errors, which spec 1 §8 shows
 * each, or a save's result and its note — show together, and the first toast after the next
 * gesture replaces them all. So a dealer adding products offline sees one toast at a time over
 * the storefront, never a stack that grows with every tap; toasts with no gesture before them
 * (a sync in the background) join the slot and leave on their own timers.
 */
let toasts: Toast[] = [];
let nextId = 1;
let gestureSinceLastToast = true;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'click'] as const) {
    window.addEventListener(type, () => (gestureSinceLastToast = true), { capture: true, passive: true });
  }
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a toast titled by its severity ('Hata', 'Uyarı', 'Başarılı İşlem'), in place of an earlier action's. */
export function showToast(severity: Severity, text: string, durationMs = 3000, sticky = false) {
  const toast: Toast = { id: nextId++, severity, title: TITLES[severity], text, durationMs, sticky };
  toasts = gestureSinceLastToast ? [toast] : [...toasts, toast];
  gestureSinceLastToast = false;
  emit();
  if (!sticky) setTimeout(() => dismissToast(toast.id), durationMs);
  return toast.id;
}

export const toast = {
  error: (text: string, ms = 3000) => showToast('error', text, ms),
  warn: (text: string, ms = 3000) => showToast('warn', text, ms),
  success: (text: string, ms = 3000) => showToast('success', text, ms),
  info: (text: string, ms = 3000) => showToast('info', text, ms),
};

export const useToasts = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
