import type { FastifyPluginAsync } from 'fastify';
import { completeSale, saleCampaigns, sellableUnits } from '../../../shared/contract/sale-wizard.js';
import { allCampaigns } from '../../campaigns/campaign-repo.js';
import type { AppDeps } from '../../deps.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { wizardSeller } from '../complete/seller.js';
import { saleFeedRoutes } from '../feed/sale-feed-routes.js';
import { sellableUnitsOf } from './sellable-units.js';
import { completeWizardSale } from './wizard-service.js';

/** The wizard's reads and its completion, and the feed of sales made elsewhere (one completion service, complete/). */
export const saleWizardRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, sellableUnits, async ({ query, user }) => sellableUnitsOf(db, await wizardSeller(db, user), query.serialNo));
    // Spec 2 §2.15's campaign table: the active campaigns (a seller needs a login reseller, as for the sale itself).
    registerEndpoint(app, deps, saleCampaigns, async ({ user }) => {
      await wizardSeller(db, user);
      return (await allCampaigns(db))
        .filter((c) => c.status === 1)
        .map((c) => ({ id: c.id, description: c.description, amount: c.amount, termAmount: c.termAmount, termNumber: c.termNumber, voucherCode: c.voucherCode }));
    });
    registerEndpoint(app, deps, completeSale, ({ body, user, request }) => completeWizardSale(db, user, body, idempotencyKeyOf(request.headers)));
    await app.register(saleFeedRoutes(deps));
  };
