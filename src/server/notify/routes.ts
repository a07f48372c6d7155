import type { FastifyPluginAsync } from 'fastify';
import { outboxStats } from '../../shared/contract/notify.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import type { AuthDeps } from '../auth/deps.js';
import { countOutbox } from './outbox-repo.js';
import * as tpl from '../../shared/contract/templates.js';
import { mailTemplate, mailTypes, saveMailTemplate, saveSmsTemplate, smsTemplate, smsTypes } from './template-service.js';

/** Notification service (its own prefix, /notification): delivery state for admins and the message templates. */
export const notifyRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, outboxStats, () => countOutbox(db));
    // /smsMailTemplate (issue 13).
    registerEndpoint(app, deps, tpl.smsTemplateTypes, () => smsTypes(db));
    registerEndpoint(app, deps, tpl.mailTemplateTypes, () => mailTypes(db));
    registerEndpoint(app, deps, tpl.smsTemplateGet, ({ params }) => smsTemplate(db, params.type));
    registerEndpoint(app, deps, tpl.mailTemplateGet, ({ params }) => mailTemplate(db, params.type));
    registerEndpoint(app, deps, tpl.smsTemplateSave, ({ body, user }) => saveSmsTemplate(db, user, body));
    registerEndpoint(app, deps, tpl.mailTemplateSave, ({ body, user }) => saveMailTemplate(db, user, body));
  };
