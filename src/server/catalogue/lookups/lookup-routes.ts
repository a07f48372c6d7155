import type { FastifyPluginAsync } from 'fastify';
import { SCORE_TYPE_LABELS, SCORE_TYPES, STOCK_TYPE_LABELS, STOCK_TYPES } from '../../../shared/catalogue.js';
import * as api from '../../../shared/contract/catalogue.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { deleteCategory, getCategories, getCategoryTree, upsertCategory } from './category-service.js';
import { deleteSubCategory, getSubCategories, upsertSubCategory } from './sub-category-service.js';
import { findSupplies } from './supply-repo.js';
import { getTolerances, upsertTolerance } from './tolerance-service.js';

const SCORE_TYPE_OPTIONS = SCORE_TYPES.map((key) => ({ key, value: SCORE_TYPE_LABELS[key] }));
const STOCK_TYPE_OPTIONS = STOCK_TYPES.map((key) => ({ key, value: STOCK_TYPE_LABELS[key] }));

/** The lookups besides brands: categories, sub-categories, tolerance ratios, supplies and the enums' key/value lists. */
export const lookupRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.categoriesAll, () => getCategories(db));
    registerEndpoint(app, deps, api.categoryUpsert, ({ body }) => upsertCategory(db, body));
    registerEndpoint(app, deps, api.categoryDelete, ({ body }) => deleteCategory(db, body.id));
    registerEndpoint(app, deps, api.categoryTree, () => getCategoryTree(db));

    registerEndpoint(app, deps, api.subCategoriesAll, ({ query }) => getSubCategories(db, query.categoryId));
    registerEndpoint(app, deps, api.subCategoryUpsert, ({ body }) => upsertSubCategory(db, body));
    registerEndpoint(app, deps, api.subCategoryDelete, ({ body }) => deleteSubCategory(db, body.id));

    registerEndpoint(app, deps, api.tolerancesAll, () => getTolerances(db));
    registerEndpoint(app, deps, api.toleranceUpsert, ({ body }) => upsertTolerance(db, body));

    registerEndpoint(app, deps, api.suppliesAll, ({ user }) => findSupplies(db, user));

    // In declaration order.
    registerEndpoint(app, deps, api.scoreTypes, async () => SCORE_TYPE_OPTIONS);
    registerEndpoint(app, deps, api.stockTypes, async () => STOCK_TYPE_OPTIONS);
  };
