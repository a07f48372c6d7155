import type { FastifyPluginAsync } from 'fastify';
import * as authApi from '../../shared/contract/auth.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import type { AuthDeps } from './deps.js';
import * as auth from './service.js';
import { exchangeTicket } from './tickets.js';

const ok = { success: true } as const;

export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, authApi.login, ({ body, request }) => auth.loginWithPassword(deps, body.username, body.password, request.ip));
    registerEndpoint(app, deps, authApi.refresh, ({ body }) => auth.refreshSession(deps, body.refreshToken));
    registerEndpoint(app, deps, authApi.logout, async ({ body }) => {
      await auth.logout(deps, body.accessToken, body.refreshToken);
      return ok;
    });
    registerEndpoint(app, deps, authApi.forgotPassword, async ({ body, request }) => {
      await auth.sendResetCode(deps, body.email, request.ip);
      return ok;
    });
    registerEndpoint(app, deps, authApi.checkResetCode, async ({ body }) => {
      await auth.checkResetCode(deps, body.email, body.passwordResetAuthCode);
      return ok;
    });
    registerEndpoint(app, deps, authApi.resetPassword, async ({ body, request }) => {
      await auth.resetPassword(deps, body.email, body.passwordResetAuthCode, body.newPassword, request.ip);
      return ok;
    });
    registerEndpoint(app, deps, authApi.ticketLogin, ({ body }) => exchangeTicket(deps, body.authTicket, body.adminToken));
    registerEndpoint(app, deps, authApi.takeOtpCode, async ({ params, request }) => {
      await auth.sendLoginCode(deps, params.usernameOrPhone, request.ip);
      return ok;
    });
    registerEndpoint(app, deps, authApi.loginWithOtp, ({ body }) => auth.loginWithCode(deps, body.username, body.otpCode));
  };
