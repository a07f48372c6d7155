import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/models.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { registerList } from '../../lib/list-routes.js';
import { adminProductList, supplyProductList } from '../../../shared/contract/product-lists.js';
import { addPictures, deletePicture } from './picture-service.js';
import { findProductDetail } from './product-detail-repo.js';
import { setDashboardLabel } from './product-labels.js';
import { adminProductSql, supplyProductSql } from './product-list-repo.js';
import { scopeOf } from './product-scope.js';
import { productTree } from './product-tree.js';
import { upsertProduct } from './product-upsert-service.js';

/** Products: lists, detail, changes, pictures, the category tree and dashboard labels. */
export const productRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    const all = { kind: 'all' } as const;

    registerList(app, deps, supplyProductList, supplyProductSql);
    registerList(app, deps, adminProductList, adminProductSql);

    registerEndpoint(app, deps, api.productById, ({ user, params }) => findProductDetail(db, scopeOf(user), params.id, user.distyId));
    registerEndpoint(app, deps, api.productUpsert, ({ user, body }) => upsertProduct(db, user, body));
    registerEndpoint(app, deps, api.productPhotoUpsert, ({ user, body, files }) => addPictures(deps, user, body.modelId, files));
    registerEndpoint(app, deps, api.productPhotoDelete, ({ user, params }) => deletePicture(deps, user, params.id));

    registerEndpoint(app, deps, api.productTreeAdmin, () => productTree(db, all));
    registerEndpoint(app, deps, api.productTreeSupply, ({ user }) => productTree(db, scopeOf(user)));
    registerEndpoint(app, deps, api.productTreeDisty, ({ user }) => productTree(db, scopeOf(user)));

    registerEndpoint(app, deps, api.addToDashboard, ({ params }) => setDashboardLabel(db, params.id, true));
    registerEndpoint(app, deps, api.removeFromDashboard, ({ params }) => setDashboardLabel(db, params.id, false));
  };
