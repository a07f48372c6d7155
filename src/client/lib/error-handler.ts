import { ERROR_CODES, type ErrorEnvelope } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { ApiError } from './api.js';
import { showToast, type Severity } from './toast.js';

export interface PlannedToast {
  severity: Severity;
  text: string;
  durationMs: number;
}

export type InvalidFields = Record<string, boolean>;

/**
 * The generic handler of spec 1 §8, as a pure plan: which toasts to show and which
 * fields to flag. 400/422: code 10000 → fields[0] for 4 s; no message → each distinct
 * errors[] message for 3 s + flagged fields; with message → description for 4 s +
 * flagged fields. 500 → 'Beklenmedik bir hata oluştu'; any other status → '… Hata kodu:
 * HTTP-{status}'. The spec has no other text, so a 400/422 whose body says nothing and a
 * network failure (status 0) take the last one too: the user always sees a toast.
 */
export function planError(status: number, body: ErrorEnvelope | null): { toasts: PlannedToast[]; invalidFields: InvalidFields } {
  const invalidFields: InvalidFields = {};
  if ((status === 400 || status === 422) && body) {
    if (body.code === ERROR_CODES.BUSINESS) {
      return { toasts: [{ severity: 'error', text: body.fields?.[0] ?? body.description ?? MSG.unexpected, durationMs: 4000 }], invalidFields };
    }
    for (const e of body.errors ?? []) if (e.field) invalidFields[e.field] = true;
    if (!body.message) {
      const texts = [...new Set((body.errors ?? []).map((e) => e.message).filter(Boolean))];
      if (texts.length > 0) return { toasts: texts.map((text) => ({ severity: 'error', text, durationMs: 3000 })), invalidFields };
      return { toasts: [statusToast(status)], invalidFields };
    }
    for (const f of body.fields ?? []) invalidFields[f] = true;
    return { toasts: [{ severity: 'error', text: body.description ?? body.message, durationMs: 4000 }], invalidFields };
  }
  if (status === 500) return { toasts: [{ severity: 'error', text: MSG.unexpected, durationMs: 3000 }], invalidFields };
  return { toasts: [statusToast(status)], invalidFields };
}

const statusToast = (status: number): PlannedToast => ({ severity: 'error', text: MSG.unexpectedWithStatus(status), durationMs: 3000 });

/** Shows the toasts for any thrown error and returns the fields to mark invalid. */
export function handleError(error: unknown): InvalidFields {
  const { status, body } = error instanceof ApiError ? error : { status: 500, body: null };
  const plan = planError(status, body);
  for (const t of plan.toasts) showToast(t.severity, t.text, t.durationMs);
  return plan.invalidFields;
}

/**
 * A screen's own failure text (spec 3 §8: 'Stok bilgisi getirme başarısız.', …) for a failure
 * without the server's words; a refusal that has them (400/422 with the envelope) still shows
 * those through the generic handler.
 */
export function handleErrorOr(error: unknown, failedText: string): InvalidFields {
  if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.body) return handleError(error);
  showToast('error', failedText, 4000);
  return {};
}
