import type { FastifyPluginAsync } from 'fastify';
import * as userApi from '../../shared/contract/user.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { codedError } from '../lib/app-error.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import type { AuthDeps } from '../auth/deps.js';
import { createLoginTicket } from '../auth/tickets.js';
import { countWaitingTickets } from './bell-repo.js';
import { loadOwnUser } from './own-user.js';
import { findChildResellers, moveToReseller } from './reseller-service.js';
import { userAdminRoutes } from './user-admin-routes.js';
import { resellerDetail, resellerList } from '../../shared/contract/reseller-lists.js';
import { registerList } from '../lib/list-routes.js';
import { resellerDetailOf, resellerListSql } from './reseller-list-sql.js';

const forbidden = () => codedError(403, ERROR_CODES.FORBIDDEN, MSG.forbidden);

export const userRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(userAdminRoutes(deps));
    registerList(app, deps, resellerList, resellerListSql);
    registerEndpoint(app, deps, resellerDetail, ({ params, user }) => resellerDetailOf(deps.db, user, params.code));
    registerEndpoint(app, deps, userApi.ownWeb, ({ user }) => loadOwnUser(deps.db, user.id, user));
    registerEndpoint(app, deps, userApi.own, ({ user }) => loadOwnUser(deps.db, user.id, user));
    registerEndpoint(app, deps, userApi.childResellers, ({ body, user }) => findChildResellers(deps.db, user, body));

    // The access token also travels in the path (spec spelling); it must be the caller's own.
    registerEndpoint(app, deps, userApi.moveToSubReseller, async ({ params, user, request }) => {
      if (request.headers.authorization?.slice(7) !== params.accessToken) throw forbidden();
      return moveToReseller(deps.db, user.id, params.code);
    });

    registerEndpoint(app, deps, userApi.createLoginTicket, ({ body, user }) => createLoginTicket(deps, user, body.resellerCode, body.admin));

    // A supplier only sees the count of its own supply.
    registerEndpoint(app, deps, userApi.waitingTicketCount, async ({ params, user }) => {
      if (user.supplyId !== params.supplyId) throw forbidden();
      return countWaitingTickets(deps.db, params.supplyId);
    });
  };
