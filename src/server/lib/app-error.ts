import { ERROR_CODES, type ErrorEnvelope } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';

/** A refusal the client may show, carrying the spec's error envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: ErrorEnvelope,
  ) {
    super(envelope.description ?? envelope.errors[0]?.message ?? String(envelope.code));
  }
}

/** code 10000: the client shows fields[0] (spec 1 §8). */
export const businessError = (text: string, status = 400) =>
  new AppError(status, { status, code: ERROR_CODES.BUSINESS, description: text, errors: [], fields: [text] });

/** Validation: no message; the client toasts each distinct message and flags the fields. */
export const validationError = (errors: { field?: string; message: string }[]) =>
  new AppError(400, {
    status: 400,
    code: ERROR_CODES.VALIDATION,
    errors,
    fields: [...new Set(errors.map((x) => x.field).filter((f): f is string => !!f))],
  });

/** A coded refusal with a message: the client shows `description` for 4 s. */
export const codedError = (status: number, code: number, text: string, fields: string[] = []) =>
  new AppError(status, { status, code, message: String(code), description: text, errors: [], fields });

/** 404 in the envelope: an unknown id, or one the caller may not see (never another's data). */
export const notFoundError = () => codedError(404, ERROR_CODES.NOT_FOUND, MSG.notFoundRecord);

/** A unique index refused the write (both drivers set code 23505; drizzle may wrap it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || !!e.message?.includes(constraint);
  }
  return false;
}

/** 409: the request was built on data that changed; `details` tells the client what (e.g. order lines). */
export const conflictError = (text: string, details: unknown) =>
  new AppError(409, { status: 409, code: ERROR_CODES.CONFLICT, message: String(ERROR_CODES.CONFLICT), description: text, errors: [], fields: [], details });
