import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/price-excel.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { DISTY_PRICE_SHEET, readPriceSheet, savePriceSheet, sendPriceSheetErrors, SUPPLY_PRICE_SHEET } from './price-excel-service.js';

/** Price spreadsheets (/ProductPrice-Supply-Excel, /ProductPrice-Disty-Excel): check, erroneous rows, save. */
export const priceExcelRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, api.supplyPriceExcelRead, ({ user, files }) => readPriceSheet(deps, user, files[0], SUPPLY_PRICE_SHEET));
    registerEndpoint(app, deps, api.supplyPriceExcelErrors, async ({ user, files, reply }) => sendPriceSheetErrors(deps, user, files[0], SUPPLY_PRICE_SHEET, reply));
    registerEndpoint(app, deps, api.supplyPriceExcelSave, ({ user, files, body }) => savePriceSheet(deps, user, files[0], SUPPLY_PRICE_SHEET, body.checkDigest));
    registerEndpoint(app, deps, api.distyPriceExcelRead, ({ user, files }) => readPriceSheet(deps, user, files[0], DISTY_PRICE_SHEET));
    registerEndpoint(app, deps, api.distyPriceExcelErrors, async ({ user, files, reply }) => sendPriceSheetErrors(deps, user, files[0], DISTY_PRICE_SHEET, reply));
    registerEndpoint(app, deps, api.distyPriceExcelSave, ({ user, files, body }) => savePriceSheet(deps, user, files[0], DISTY_PRICE_SHEET, body.checkDigest));
  };
