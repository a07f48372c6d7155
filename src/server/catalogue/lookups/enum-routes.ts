import type { FastifyPluginAsync } from 'fastify';
import { SCORE_TYPE_LABELS, SCORE_TYPES, STOCK_TYPE_LABELS, STOCK_TYPES } from '../../../shared/catalogue.js';
import * as api from '../../../shared/contract/catalogue.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';

const SCORE_TYPE_OPTIONS = SCORE_TYPES.map((key) => ({ key, value: SCORE_TYPE_LABELS[key] }));
const STOCK_TYPE_OPTIONS = STOCK_TYPES.map((key) => ({ key, value: STOCK_TYPE_LABELS[key] }));

/** Key/value lists of the catalogue's enums, in declaration order. */
export const enumRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, api.scoreTypes, async () => SCORE_TYPE_OPTIONS);
    registerEndpoint(app, deps, api.stockTypes, async () => STOCK_TYPE_OPTIONS);
  };
