import type { FastifyPluginAsync } from 'fastify';
import { completeCart, deleteCartLine, getCart, setCartLine } from '../../../shared/contract/cart.js';
import type { AppDeps } from '../../deps.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../../lib/idempotency.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { changeLine, readCart, removeLine } from './cart-service.js';
import * as completion from './complete-service.js';

/** The Idempotency-Key of a write that may carry one (checked when present; null when absent). */
const optionalKeyOf = (headers: Record<string, string | string[] | undefined>) => (headers[IDEMPOTENCY_HEADER] === undefined ? null : idempotencyKeyOf(headers));

/** The reseller's cart and order completion (spec 3 §2.15, §4 cart, §7 "Orders and storefront"). */
export const cartRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, getCart, ({ params, user }) => readCart(db, user, params.id));
    registerEndpoint(app, deps, setCartLine, ({ body, user, request }) => changeLine(db, user, body, optionalKeyOf(request.headers)));
    registerEndpoint(app, deps, deleteCartLine, ({ body, user, request }) => removeLine(db, user, body, optionalKeyOf(request.headers)));
    registerEndpoint(app, deps, completeCart, ({ body, user, request }) => completion.completeCart(db, user, body, idempotencyKeyOf(request.headers)));
  };
