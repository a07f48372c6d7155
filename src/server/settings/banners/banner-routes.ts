import type { FastifyPluginAsync } from 'fastify';
import { isResellerRole } from '../../../shared/access.js';
import * as api from '../../../shared/contract/banners.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { orderingReseller } from '../../storefront/order-access.js';
import { allBanners, currentBanners } from './banner-repo.js';
import { createBanner, getBanner, removeBanner, toBanner, updateBanner } from './banner-service.js';

/** /bannerList banners (spec 3 §2.4) and the storefront's current banners. */
export const bannerRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, images } = deps;
    registerEndpoint(app, deps, api.bannerCurrent, async ({ user }) => {
      // A reseller must be on the order allow-list, like every storefront call (403 otherwise).
      if (isResellerRole(user.roles)) await orderingReseller(db, user);
      return (await currentBanners(db)).map(toBanner);
    });
    registerEndpoint(app, deps, api.bannerAll, async () => (await allBanners(db)).map(toBanner));
    registerEndpoint(app, deps, api.bannerById, ({ params }) => getBanner(db, params.id));
    registerEndpoint(app, deps, api.bannerCreate, ({ body, files, user }) => createBanner(db, images, body, files, user.id));
    registerEndpoint(app, deps, api.bannerUpdate, ({ body }) => updateBanner(db, body));
    registerEndpoint(app, deps, api.bannerDelete, ({ params }) => removeBanner(db, images, params.id));
  };
