import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import * as userApi from '../../shared/contract/user.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { faultyProductTickets, users } from '../db/schema/index.js';
import { codedError } from '../lib/app-error.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import type { AuthDeps } from '../auth/deps.js';
import { createLoginTicket } from '../auth/tickets.js';
import { loadOwnUser, reachableResellers, resellersWithChildren } from './own-user.js';

const forbidden = () => codedError(403, ERROR_CODES.FORBIDDEN, MSG.forbidden);

export function registerUserRoutes(app: FastifyInstance, deps: AuthDeps) {
  registerEndpoint(app, deps, userApi.ownWeb, ({ user }) => loadOwnUser(deps.db, user.id));
  registerEndpoint(app, deps, userApi.own, ({ user }) => loadOwnUser(deps.db, user.id));

  // Resellers answer only codes they may act for (others are left out); group admins any.
  registerEndpoint(app, deps, userApi.childResellers, async ({ body, user }) => {
    if (user.roles.includes('TTG_ADMIN')) return (await resellersWithChildren(deps.db, body)).map(({ code, name }) => ({ code, name }));
    const reachable = await reachableResellers(deps.db, user.id);
    const asked = new Set(body);
    return reachable
      .filter((r) => asked.has(r.code) || (r.parentCode !== null && asked.has(r.parentCode)))
      .map(({ code, name }) => ({ code, name }));
  });

  // The access token also travels in the path (spec spelling); it must be the caller's own.
  registerEndpoint(app, deps, userApi.moveToSubReseller, async ({ params, user, request }) => {
    if (request.headers.authorization?.slice(7) !== params.accessToken) throw forbidden();
    const target = (await reachableResellers(deps.db, user.id)).find((r) => r.code === params.code);
    if (!target) throw codedError(403, ERROR_CODES.FORBIDDEN, MSG.resellerNotAllowed);
    await deps.db.update(users).set({ loginResellerId: target.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    return loadOwnUser(deps.db, user.id);
  });

  registerEndpoint(app, deps, userApi.createLoginTicket, ({ body, user }) => createLoginTicket(deps, user.id, body.resellerCode, body.admin));

  // A supplier only sees the count of its own supply.
  registerEndpoint(app, deps, userApi.waitingTicketCount, async ({ params, user }) => {
    if (user.supplyId !== params.supplyId) throw forbidden();
    const [row] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(faultyProductTickets)
      .where(and(eq(faultyProductTickets.supplyId, params.supplyId), eq(faultyProductTickets.status, 'WAITING')));
    return row.n;
  });
}
