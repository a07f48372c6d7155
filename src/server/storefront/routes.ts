import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { cartRoutes } from './cart/cart-routes.js';
import { orderRoutes } from './orders/order-routes.js';
import { storefrontProductRoutes } from './products/product-routes.js';
import { stockRoutes } from './stock/stock-routes.js';

/** The storefront area (spec 3 §2.1, §2.15, §2.16): distributor stock, the dealer's storefront, cart and orders. */
export const storefrontRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    for (const part of [stockRoutes, storefrontProductRoutes, cartRoutes, orderRoutes]) await app.register(part(deps));
  };
