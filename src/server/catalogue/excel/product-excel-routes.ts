import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/models.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { readProductExcel, saveProductExcel, sendProductExcelErrors } from './product-excel-service.js';

/** Product spreadsheet import: check, download the erroneous rows, save. */
export const productExcelRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, api.productExcelRead, ({ user, body, files }) => readProductExcel(deps, user, files[0], body.supplyId));
    registerEndpoint(app, deps, api.productExcelErrors, async ({ user, body, files, reply }) => sendProductExcelErrors(deps, user, files[0], body.supplyId, reply));
    registerEndpoint(app, deps, api.productExcelSave, ({ user, body, files }) => saveProductExcel(deps, user, files[0], body));
  };
