import type { FastifyPluginAsync } from 'fastify';
import { approveOrder, cancelOrder, completedOrderList, getOrder, ORDER_DETAIL_COLUMNS, ORDER_DETAIL_FILE, orderDetailExcel, orderTypes, rejectOrder } from '../../../shared/contract/orders.js';
import type { ExportCell } from '../../../shared/export-cells.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../shared/storefront.js';
import type { AppDeps } from '../../deps.js';
import { registerList } from '../../lib/list-routes.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { orderLineCells, orderLinesQuery, orderListSql } from './order-list-repo.js';
import * as orders from './order-service.js';

const DETAIL_COLUMNS = ORDER_DETAIL_COLUMNS.map(([header, width], i) => ({ header, width, value: (cells: ExportCell[]) => cells[i] }));

/** Order follow-up (spec 3 §2.16): the list and its two exports, the detail, cancel, approve, reject, the statuses. */
export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerList(app, deps, completedOrderList, orderListSql(db));
    registerEndpoint(app, deps, orderDetailExcel, async ({ body, user, reply }) =>
      sendXlsx(reply, db, ORDER_DETAIL_FILE, await orderLinesQuery(db, body, user), orderLineCells, DETAIL_COLUMNS) as never,
    );
    registerEndpoint(app, deps, orderTypes, async () => ORDER_STATUSES.map((key) => ({ key, value: ORDER_STATUS_LABELS[key] })));
    registerEndpoint(app, deps, getOrder, ({ params, user }) => orders.orderDetail(db, user, params.id));
    registerEndpoint(app, deps, cancelOrder, ({ params, user }) => orders.cancelOrder(db, user, params.id));
    registerEndpoint(app, deps, approveOrder, ({ body, user }) => orders.approveOrder(db, user, body.id, body.distyOrderNo));
    registerEndpoint(app, deps, rejectOrder, ({ body, user }) => orders.rejectOrder(db, user, body.id, body.description));
  };
