import type { FastifyPluginAsync } from 'fastify';
import { approveSaleCancel, cancelQueueList, getSale, multiApproveSaleCancel, rejectSaleCancel, requestSaleCancel, saleDeviceExcel, saleExportRule, saleList } from '../../../shared/contract/sale-lists.js';
import type { AppDeps } from '../../deps.js';
import { businessError } from '../../lib/app-error.js';
import { registerList } from '../../lib/list-routes.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { cancelQueueListSql } from '../cancel/cancel-queue-sql.js';
import * as cancel from '../cancel/sale-cancel.js';
import { saleDetailOf } from './sale-detail.js';
import { sendSaleDevices } from './sale-device-export.js';
import { saleCallerFilter, saleListSql, saleWhere } from './sale-list-sql.js';
import { hidesPrivate, saleScopeOf } from './sale-scope.js';

/** /productSaleList (page, detail, exports, cancel request) and the /cancelSale queue. */
export const saleListRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerList(app, deps, saleList, saleListSql(db));
    registerEndpoint(app, deps, saleDeviceExcel, async ({ body, user, reply }) => {
      // The list export's rule, on the filter as applied (list-routes.ts does the same for /sale/findAll).
      const filter = await saleCallerFilter(db, body, user);
      const refusal = saleExportRule(filter);
      if (refusal) throw businessError(refusal);
      return sendSaleDevices(reply, db, await saleWhere(db, filter, user), await saleScopeOf(db, user), hidesPrivate(user)) as never;
    });
    registerEndpoint(app, deps, getSale, ({ params, user }) => saleDetailOf(db, user, params.id));
    registerEndpoint(app, deps, requestSaleCancel, ({ body, user }) => cancel.requestSaleCancel(db, user, body));

    registerList(app, deps, cancelQueueList, cancelQueueListSql);
    registerEndpoint(app, deps, approveSaleCancel, ({ body, user }) => cancel.approveSaleCancel(db, user, body.productSaleId));
    registerEndpoint(app, deps, rejectSaleCancel, ({ body, user }) => cancel.rejectSaleCancel(db, user, body.productSaleId, body.rejectCancelSaleDescription));
    registerEndpoint(app, deps, multiApproveSaleCancel, ({ body, user }) => cancel.approveSaleCancels(db, user, body.productSaleIdList));
  };
