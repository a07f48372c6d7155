import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../shared/contract/campaigns.js';
import type { AppDeps } from '../deps.js';
import { notFoundError } from '../lib/app-error.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { allCampaigns, allTtCrms, setSerialUsage } from './campaign-repo.js';
import { saveCampaign, setStatus } from './campaign-service.js';
import { registerBatchRoutes } from './batches/batch-routes.js';

/** The campaigns area (issue 14): accessory campaigns and TT CRM records, serial and password batches. */
export const campaignRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.campaignAll, () => allCampaigns(db));
    registerEndpoint(app, deps, api.campaignUpsert, ({ body }) => saveCampaign(db, body));
    registerEndpoint(app, deps, api.campaignPassive, ({ body }) => setStatus(db, body.id, false));
    registerEndpoint(app, deps, api.campaignActive, ({ body }) => setStatus(db, body.id, true));
    registerEndpoint(app, deps, api.ttCrmAll, () => allTtCrms(db));
    registerEndpoint(app, deps, api.ttCrmSerialUsage, async ({ body }) => {
      const saved = await setSerialUsage(db, body.ttCrmId, body.serialOptionActive);
      if (!saved) throw notFoundError();
      return saved;
    });
    registerBatchRoutes(app, deps);
  };
