import type { FastifyInstance } from 'fastify';
import { APPROVE_TYPE_LABELS, APPROVE_TYPES } from '../../shared/catalogue.js';
import * as api from '../../shared/contract/models.js';
import type { AppDeps } from '../deps.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { decide } from './approval-service.js';
import { findProductDetail } from './model-detail-repo.js';
import { setDashboardLabel } from './model-labels.js';
import { findProducts, sendProductExport } from './model-list-repo.js';
import { scopeOf } from './model-scope.js';
import { upsertProduct } from './model-upsert-service.js';
import { countWaiting, findWaitingProducts } from './model-waiting-repo.js';
import { addPictures, deletePicture } from './picture-service.js';
import { readProductExcel, saveProductExcel } from './product-excel-service.js';
import { productTree } from './product-tree.js';

/** Products, their approval workflow, pictures, spreadsheet import, tree and labels. */
export function registerModelRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const all = { kind: 'all' } as const;

  registerEndpoint(app, deps, api.productsSupply, ({ user, body, query }) => findProducts(db, scopeOf(user), body, query));
  registerEndpoint(app, deps, api.productsAdmin, ({ body, query }) => findProducts(db, all, body, query));
  registerEndpoint(app, deps, api.productsSupplyExcel, async ({ user, body, query, reply }) => sendProductExport(reply, db, scopeOf(user), body, query.sort));
  registerEndpoint(app, deps, api.productsAdminExcel, async ({ body, query, reply }) => sendProductExport(reply, db, all, body, query.sort));

  registerEndpoint(app, deps, api.productById, ({ user, params }) => findProductDetail(db, scopeOf(user), params.id, user.distyId));
  registerEndpoint(app, deps, api.productUpsert, ({ user, body }) => upsertProduct(db, user, body));
  registerEndpoint(app, deps, api.productPhotoUpsert, ({ user, body, files }) => addPictures(deps, user, body.modelId, files));
  registerEndpoint(app, deps, api.productPhotoDelete, ({ user, params }) => deletePicture(deps, user, params.id));

  registerEndpoint(app, deps, api.approveTypes, async () => APPROVE_TYPES.map((key) => ({ key, value: APPROVE_TYPE_LABELS[key] })));
  registerEndpoint(app, deps, api.waitingProducts, ({ body, query }) => findWaitingProducts(db, body, query));
  registerEndpoint(app, deps, api.waitingCount, () => countWaiting(db));
  registerEndpoint(app, deps, api.decideOne, ({ user, params, body }) => decide(deps, user, params.type, [body]));
  registerEndpoint(app, deps, api.decideMany, ({ user, params, body }) => decide(deps, user, params.type, body));

  registerEndpoint(app, deps, api.productTreeAdmin, () => productTree(db, all));
  registerEndpoint(app, deps, api.productTreeSupply, ({ user }) => productTree(db, scopeOf(user)));
  registerEndpoint(app, deps, api.productTreeDisty, ({ user }) => productTree(db, scopeOf(user)));

  registerEndpoint(app, deps, api.addToDashboard, ({ params }) => setDashboardLabel(db, params.id, true));
  registerEndpoint(app, deps, api.removeFromDashboard, ({ params }) => setDashboardLabel(db, params.id, false));

  registerEndpoint(app, deps, api.productExcelRead, ({ user, body, files }) => readProductExcel(db, user, files[0], body.supplyId));
  registerEndpoint(app, deps, api.productExcelSave, ({ user, body }) => saveProductExcel(db, user, body));
}
