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

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a toast titled by its severity ('Hata', 'Uyarı', 'Başarılı İşlem'). */
export function showToast(severity: Severity, text: string, durationMs = 3000, sticky = false) {
  const toast: Toast = { id: nextId++, severity, title: TITLES[severity], text, durationMs, sticky };
  toasts = [...toasts, toast];
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
