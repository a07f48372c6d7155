import type { FastifyPluginAsync } from 'fastify';
import {
  storefrontFilters,
  storefrontLabelTypes,
  storefrontProduct,
  storefrontProducts,
  storefrontSimilar,
  storefrontStockTypes,
} from '../../../shared/contract/storefront.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { orderingReseller, orderingResellerWith } from '../order-access.js';
import type { LabelJson } from './storefront-repo.js';
import { filterOptions, labelContextSql, labelTypes, similarProducts, stockTypes, storefrontDetail, storefrontPage, toLabelContext } from './storefront-service.js';

/** The dealer's storefront (spec 3 §2.15, §7 "Orders and storefront"): every call acts for the allow-listed login reseller's distributor. */
export const storefrontProductRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, storefrontProducts, async ({ user, body, query }) => {
      // The grid is asked for on every scroll: the labels' context comes with the reseller's read.
      const { reseller, extra } = await orderingResellerWith<LabelJson>(db, user, labelContextSql);
      return storefrontPage(toLabelContext(reseller.distyId, extra), db, body, query.page, query.size);
    });
    registerEndpoint(app, deps, storefrontProduct, async ({ user, params }) => storefrontDetail(db, (await orderingReseller(db, user)).distyId, params.id));
    registerEndpoint(app, deps, storefrontSimilar, async ({ user, params }) => similarProducts(db, (await orderingReseller(db, user)).distyId, params.id));
    registerEndpoint(app, deps, storefrontLabelTypes, async ({ user }) => {
      await orderingReseller(db, user);
      return labelTypes();
    });
    registerEndpoint(app, deps, storefrontStockTypes, async ({ user }) => {
      await orderingReseller(db, user);
      return stockTypes();
    });
    registerEndpoint(app, deps, storefrontFilters, async ({ user }) => filterOptions(db, (await orderingReseller(db, user)).distyId));
  };
