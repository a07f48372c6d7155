import { z } from 'zod';

/**
 * The error envelope every failing answer carries, exactly what the client's generic
 * handler (spec 1 §8) reads:
 * - code 10000: a business rule said no; `fields[0]` is the Turkish text to show.
 * - validation (code 10001): no `message`; each `errors[]` entry names a field and
 *   its Turkish message; the client toasts the distinct messages and flags the fields.
 * - any other code with `message`: `description` is the Turkish text to show, `fields`
 *   names the flagged inputs.
 */
export const errorEnvelopeSchema = z.object({
  status: z.number(),
  code: z.number(),
  message: z.string().optional(),
  description: z.string().optional(),
  errors: z.array(z.object({ field: z.string().optional(), message: z.string() })),
  fields: z.array(z.string()),
  /** Machine-readable details of a refusal the client can act on (e.g. the lines of a 409 order conflict). */
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const ERROR_CODES = {
  /** Generic business refusal: the text is in fields[0]. */
  BUSINESS: 10000,
  VALIDATION: 10001,
  /** Dealer ticket login: invalid or spent ticket (spec 1 §2.3). */
  INVALID_TICKET: 1000,
  INVALID_CREDENTIALS: 1001,
  INVALID_OTP: 1002,
  TOO_MANY_ATTEMPTS: 1003,
  INVALID_RESET_CODE: 1004,
  SESSION_EXPIRED: 1005,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The request was built on data that changed (prices, stock): `details` says what (order completion). */
  CONFLICT: 409,
  /** An Idempotency-Key sent again with another request. */
  IDEMPOTENCY_MISMATCH: 1006,
  INTERNAL: 500,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
