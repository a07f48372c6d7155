import type { FastifyPluginAsync } from 'fastify';
import { completeCart, deleteCartLine, getCart, setCartLine } from '../../../shared/contract/cart.js';
import type { AppDeps } from '../../deps.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { changeLine, readCart, removeLine } from './cart-service.js';
import * as completion from './complete-service.js';

/** The reseller's cart and order completion (spec 3 §2.15, §4 cart, §7 "Orders and storefront"). */
export const cartRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, getCart, ({ params, user }) => readCart(db, user, params.id));
    registerEndpoint(app, deps, setCartLine, ({ body, user }) => changeLine(db, user, body));
    registerEndpoint(app, deps, deleteCartLine, ({ body, user }) => removeLine(db, user, body.resellerProductDetailId, body.modelId));
    registerEndpoint(app, deps, completeCart, ({ body, user, request }) => completion.completeCart(db, user, body, idempotencyKeyOf(request.headers)));
  };
