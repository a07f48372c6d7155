import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/catalogue.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { deleteCategory, getCategories, getCategoryTree, upsertCategory } from './category-service.js';

export const categoryRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.categoriesAll, () => getCategories(db));
    registerEndpoint(app, deps, api.categoryUpsert, ({ body }) => upsertCategory(db, body));
    registerEndpoint(app, deps, api.categoryDelete, ({ body }) => deleteCategory(db, body.id));
    registerEndpoint(app, deps, api.categoryTree, () => getCategoryTree(db));
  };
