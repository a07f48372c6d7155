import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/catalogue.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { listBrands, toBrand } from './brand-repo.js';
import { changeBrandStatus, createBrand, sortBrands, updateBrand } from './brand-service.js';

export const brandRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, images } = deps;
    registerEndpoint(app, deps, api.brandsAll, async () => sortBrands((await listBrands(db, true)).map(toBrand)));
    registerEndpoint(app, deps, api.brandsWithPassive, async () => sortBrands((await listBrands(db, false)).map(toBrand)));
    // The guard has checked the file (one image, size, magic bytes) and that it is present.
    registerEndpoint(app, deps, api.brandCreate, ({ body, files }) => createBrand(db, images, body, files[0]));
    registerEndpoint(app, deps, api.brandUpdate, ({ body, files }) => updateBrand(db, images, body, files[0]));
    registerEndpoint(app, deps, api.brandPassive, ({ body }) => changeBrandStatus(db, body.id, 0));
    registerEndpoint(app, deps, api.brandActive, ({ body }) => changeBrandStatus(db, body.id, 1));
  };
