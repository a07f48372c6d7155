import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/catalogue.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { deleteSubCategory, getSubCategories, upsertSubCategory } from './sub-category-service.js';

export const subCategoryRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.subCategoriesAll, ({ query }) => getSubCategories(db, query.categoryId));
    registerEndpoint(app, deps, api.subCategoryUpsert, ({ body }) => upsertSubCategory(db, body));
    registerEndpoint(app, deps, api.subCategoryDelete, ({ body }) => deleteSubCategory(db, body.id));
  };
