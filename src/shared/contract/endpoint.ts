import type { z } from 'zod';
import type { Grant, Role } from '../access.js';

/** The three services of the spec (auth, main API, notification), one prefix each. */
export type Service = 'auth' | 'api' | 'notification';

/**
 * One endpoint, declared once: the server registers it (validation + role guard),
 * the client calls it through the same object. `roles`: 'PUBLIC' needs no token,
 * 'ALL' any signed-in user, otherwise any one of the listed roles — never written by
 * hand: it comes from the endpoint's `grant` (the screens of the route table that use
 * it, see `screens()` in access.ts).
 */
export type EndpointRoles = 'PUBLIC' | 'ALL' | readonly Role[];

/** What a contract writes: PUBLIC, ALL, or the grant its roles are derived from. */
export type EndpointAccess = 'PUBLIC' | 'ALL' | Grant;
type RolesOf<A extends EndpointAccess> = A extends 'PUBLIC' ? 'PUBLIC' : A extends 'ALL' ? 'ALL' : readonly Role[];

export interface Endpoint<
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  Ro extends EndpointRoles = EndpointRoles,
> {
  service: Service;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the service prefix, Fastify style (`:param`). Spec spellings kept. */
  path: string;
  /** The reference's one-line summary (OpenAPI `summary`): what it does, in Turkish. */
  summary?: string;
  /** The reference's text (OpenAPI `description`): who may call it, what it answers on bad input, paging and export rules. */
  description?: string;
  roles: Ro;
  /** Where `roles` comes from (absent for PUBLIC and ALL). */
  grant?: Grant;
  body?: B;
  params?: P;
  query?: Q;
  response: R;
  /**
   * multipart/form-data: text parts are validated with `body`, files are checked by the
   * server (count, size, content by magic bytes) before the handler sees them.
   */
  upload?: UploadRule;
  /** JSON body limit in bytes when the app's 1 MB default is too small (e.g. saving 5,000 sheet rows). */
  bodyLimit?: number;
  /** The answer is a file (xlsx) instead of JSON; `response` is then unused. */
  produces?: 'xlsx';
  /**
   * `true`: the request must carry an `Idempotency-Key` header; `'optional'`: it may (writes the
   * offline outbox replays). With a key a repeat gets the first answer; the OpenAPI document says so.
   */
  idempotent?: boolean | 'optional';
}

export interface UploadRule {
  /** Form field of the file(s). */
  field: string;
  kind: 'image' | 'spreadsheet';
  maxFiles: number;
  maxBytes: number;
  /** At least one file must be sent. */
  required: boolean;
  /** The screen's own text for too many files (default: 'En fazla N dosya seçilebilir.'). */
  tooManyText?: string;
  /** The screen's own texts for a file over maxBytes and one not of the rule's kind (default: MSG.fileTooBig, MSG.notImage / notSpreadsheet). */
  tooBigText?: string;
  wrongKindText?: string;
}

export type EndpointInput<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType, A extends EndpointAccess> = Omit<
  Endpoint<B, P, Q, R>,
  'roles' | 'grant'
> & { access: A };

export const defineEndpoint = <
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  const A extends EndpointAccess = EndpointAccess,
>({ access, ...e }: EndpointInput<B, P, Q, R, A>): Endpoint<B, P, Q, R, RolesOf<A>> => {
  const derived: Endpoint<B, P, Q, R> = typeof access === 'string' ? { ...e, roles: access } : { ...e, roles: access.roles, grant: access };
  // RolesOf<A> is what `derived.roles` holds; TypeScript cannot follow the conditional.
  return derived as Endpoint<B, P, Q, R, RolesOf<A>>;
};

export const fullPath = (e: Pick<Endpoint, 'service' | 'path'>) => `/${e.service}${e.path}`;

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType, z.ZodType, z.ZodType, EndpointRoles> ? z.input<B> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, infer P, z.ZodType, z.ZodType, EndpointRoles> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer Q, z.ZodType, EndpointRoles> ? z.input<Q> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, EndpointRoles> ? z.output<R> : never;
