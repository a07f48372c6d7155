import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { giftRoutes } from './gifts/gift-routes.js';
import { scorePageRoutes } from './page/score-page-routes.js';

/** Scores and gifts (issue 33): the dealer's score page, the gift catalogue, gift requests and their approval. */
export const scoreRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    await scorePageRoutes(deps, app);
    await giftRoutes(deps, app);
  };
