import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logSafeError } from '../lib/log-safe-error.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Role, SERVICE_ROLE } from '../../shared/access.js';
import { type Endpoint, type EndpointRoles, fullPath, type ResponseOf } from '../../shared/contract/endpoint.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { type Db, queryRowsNamed } from '../db/sql.js';
import { codedError, validationError } from '../lib/app-error.js';
import { findNulInBody, findNulText } from '../lib/nul-text.js';
import type { TokenService } from '../auth/tokens.js';
import { readUpload, type UploadedFile } from './uploads.js';
import { recordAudit } from '../lib/audit.js';
import { effectiveLoginReseller } from '../users/login-reseller.js';

/** The signed-in user as every handler sees it, loaded fresh on each request. */
export interface AuthUser {
  id: number;
  username: string;
  roles: Role[];
  supplyId: number | null;
  distyId: number | null;
  loginResellerId: number | null;
  familyId: string;
  /** Log in as reseller: the admin behind this session (null in a normal session). */
  impersonatorId: number | null;
  /** When an impersonated session ends (null in a normal session). */
  sessionEndsAt: string | null;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends Endpoint> {
  body: E extends Endpoint<infer B, z.ZodType, z.ZodType, z.ZodType, EndpointRoles> ? Parsed<B> : never;
  params: E extends Endpoint<z.ZodType, infer P, z.ZodType, z.ZodType, EndpointRoles> ? Parsed<P> : never;
  query: E extends Endpoint<z.ZodType, z.ZodType, infer Q, z.ZodType, EndpointRoles> ? Parsed<Q> : never;
  /** Present on every endpoint that is not PUBLIC. */
  user: E['roles'] extends 'PUBLIC' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Files of a multipart endpoint (`upload` rule), already checked; [] otherwise. */
  files: UploadedFile[];
}

export const zodToFieldErrors = (error: z.ZodError) =>
  error.issues.map((issue) => ({ field: issue.path.length ? issue.path.join('.') : undefined, message: issue.message }));

/** Refuses a value holding a NUL anywhere (see nul-text.ts), naming the field like zod would. */
function refuseNul<T>(value: T, field: string | null = findNulText(value)): T {
  if (field !== null) throw validationError([{ field: field || undefined, message: MSG.invalidCharacter }]);
  return value;
}

function parse<T extends z.ZodType | undefined>(schema: T, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(zodToFieldErrors(result.error));
  return result.data;
}

export interface GuardDeps {
  db: Db;
  tokens: TokenService;
}

/** Bearer token → user, or null. A passive user or a revoked session gets null. */
export async function authenticate(deps: GuardDeps, request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await deps.tokens.verifyAccess(header.slice(7));
  if (!claims) return null;
  // Every request asks this: a named statement, planned once per connection.
  const [r] = await queryRowsNamed<{
    id: number;
    username: string;
    roles: Role[];
    supply_id: number | null;
    disty_id: number | null;
    login_reseller_id: number | null;
    impersonator_id: number | null;
    session_ends_at: Date | string | null;
  }>(
    deps.db,
    // The session must be live: not revoked, an impersonated one not past its end and its admin still active.
    sql`
    select u.id, u.username, u.roles, u.supply_id, u.disty_id, ${effectiveLoginReseller} as login_reseller_id, s.impersonator_id, s.session_ends_at
    from users u
    join lateral (
      select t.impersonator_id, t.session_ends_at from refresh_tokens t
      where t.family_id = ${claims.fid} and t.revoked_at is null and (t.session_ends_at is null or t.session_ends_at > now())
      limit 1) s on true
    where u.id = ${Number(claims.sub)} and u.status = 1
      and (s.impersonator_id is null or exists (select 1 from users a where a.id = s.impersonator_id and a.status = 1))`,
  );
  if (!r) return null;
  return {
    id: r.id,
    username: r.username,
    roles: r.roles,
    supplyId: r.supply_id,
    distyId: r.disty_id,
    loginResellerId: r.login_reseller_id,
    familyId: claims.fid,
    impersonatorId: r.impersonator_id,
    sessionEndsAt: r.session_ends_at === null ? null : new Date(r.session_ends_at).toISOString(),
  };
}

// Keyed by the HTTP server, which every encapsulated child instance shares, so endpoints
// registered inside plugins are listed too.
const registry = new WeakMap<object, Endpoint[]>();

/** Every endpoint registered on `app` so far: the bad-input test walks them all. */
export const registeredEndpoints = (app: FastifyInstance): readonly Endpoint[] => registry.get(app.server) ?? [];

/**
 * Registers one contract endpoint: refuses callers without a token (401) or without one of
 * its roles (403), refuses text holding a NUL in any part of the request (400), parses
 * params, query and body with its zod schemas, then calls the handler. Ownership of the
 * objects touched is the handler's (service's) job.
 * A multipart endpoint's files are read and checked after the role check, so a caller
 * without the role never gets a byte buffered.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: GuardDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<ResponseOf<E>>,
) {
  const list = registry.get(app.server) ?? [];
  list.push(endpoint);
  registry.set(app.server, list);
  app.route({
    method: endpoint.method,
    url: fullPath(endpoint),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: async (request, reply) => {
      let user: AuthUser | null = null;
      if (endpoint.roles !== 'PUBLIC') {
        user = await authenticate(deps, request);
        if (!user) throw codedError(401, ERROR_CODES.UNAUTHENTICATED, MSG.unauthenticated);
        const allowed = endpoint.roles;
        // A service account reaches only the endpoints that name its role (never 'ALL').
        const service = user.roles.includes(SERVICE_ROLE) && (allowed === 'ALL' || !allowed.includes(SERVICE_ROLE));
        if (service || (allowed !== 'ALL' && !allowed.some((role) => user!.roles.includes(role)))) {
          throw codedError(403, ERROR_CODES.FORBIDDEN, MSG.forbidden);
        }
      }
      // Every part is checked for NUL, declared or not: a handler may still read the raw request.
      const params = parse(endpoint.params, refuseNul(request.params));
      const query = parse(endpoint.query, refuseNul(request.query));
      const rule = endpoint.upload;
      const upload = rule ? await readUpload(request, rule) : null;
      if (rule && upload) {
        refuseNul(upload.fields);
        // File names too: they end up in answers and headers.
        refuseNul({ [rule.field]: upload.files.map((f) => f.fileName) });
      }
      const ctx = {
        params,
        query,
        body: parse(endpoint.body, upload ? upload.fields : refuseNul(request.body ?? {}, findNulInBody(request, request.body ?? {}))),
        user,
        request,
        reply,
        files: upload?.files ?? [],
      } as HandlerContext<E>;
      const answer = await handler(ctx);
      // In an impersonated session every write is recorded with the admin behind it (issue 13).
      // The write has committed by now: a failure to record it is logged, never answered as a
      // failure of the write itself (the client would retry something that happened).
      if (user?.impersonatorId && endpoint.method !== 'GET') {
        await recordAudit(deps.db, user, 'REQUEST', `${endpoint.method} ${fullPath(endpoint)}`, 'WRITE', null, { path: request.url.split('?')[0] }).catch((error: unknown) =>
          request.log.error({ err: logSafeError(error) }, 'impersonated write not recorded'),
        );
      }
      return answer;
    },
  });
}
