import type { FastifyPluginAsync } from 'fastify';
import { userList } from '../../shared/contract/user-lists.js';
import * as api from '../../shared/contract/users.js';
import { ROLE_LABELS, ROLES } from '../../shared/access.js';
import type { AuthDeps } from '../auth/deps.js';
import { registerList } from '../lib/list-routes.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { rolesOfType, saveUser, setStatus, userHistoryOf } from './user-admin-service.js';
import { userListSql } from './user-list-sql.js';
import { distyPage, supplyChoices } from './user-admin-repo.js';

/** The user screens (issue 13): list and export, the dialog's writes, role lists, organisation pickers, history. */
export const userAdminRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerList(app, deps, userList, userListSql(db));
    registerEndpoint(app, deps, api.userSave, ({ body, user }) => saveUser(deps, user, body));
    registerEndpoint(app, deps, api.userPassive, ({ body, user }) => setStatus(deps, user, body.id, false));
    registerEndpoint(app, deps, api.userActive, ({ body, user }) => setStatus(deps, user, body.id, true));
    registerEndpoint(app, deps, api.userHistory, ({ params, user }) => userHistoryOf(deps, user, params.id));
    registerEndpoint(app, deps, api.userRolesByType, async ({ params, user }) => rolesOfType(user, params.type));
    registerEndpoint(app, deps, api.userRoleLabels, async () => ROLES.map((r) => ({ key: r, value: ROLE_LABELS[r] })));
    registerEndpoint(app, deps, api.distyPage, ({ body, query }) => distyPage(db, body.status, query.page, query.size));
    registerEndpoint(app, deps, api.supplyChoices, () => supplyChoices(db));
  };
