import type { FastifyInstance } from 'fastify';
import { type BatchApi, passiveSerialDeactivate, passiveSerialList, passBatchApi, serialBatchApi } from '../../../shared/contract/code-batches.js';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import { registerList } from '../../lib/list-routes.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { codeSummary, deactivateCodes, titleById } from './batch-repo.js';
import { codeListSql, lowStockSql, passiveListSql, passiveWhere, titleListSql } from './batch-lists-sql.js';
import { idsWhere } from './code-ids.js';
import { activateBatch, cancelBatch, cancelCodes, createPassBatch, createSerialBatch } from './batch-service.js';
import { codeTable, SERIALS } from './code-tables.js';

/** Serial and password batches and /passiveSerial (issue 14); TTG_ADMIN only (the grants in the contract). */
export function registerBatchRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  for (const api of [serialBatchApi, passBatchApi] as BatchApi[]) {
    const t = codeTable(api.kind);
    registerEndpoint(app, deps, api.summary, () => codeSummary(db, t));
    registerEndpoint(app, deps, api.title, async ({ params }) => (await titleById(db, t, params.id)) ?? Promise.reject(notFoundError()));
    registerList(app, deps, api.titles, titleListSql(t));
    registerList(app, deps, api.codes, codeListSql(db, t));
    registerList(app, deps, api.lowStock, lowStockSql(t));
    registerEndpoint(app, deps, api.activate, ({ body }) => activateBatch(db, api.kind, body.id));
    registerEndpoint(app, deps, api.remove, ({ body }) => cancelBatch(db, api.kind, body.id));
    registerEndpoint(app, deps, api.cancelCodes, ({ body }) => cancelCodes(db, api.kind, body.serialIdList));
  }
  registerEndpoint(app, deps, serialBatchApi.create, ({ body, user }) => createSerialBatch(db, user.id, body, deps.kickJobs));
  registerEndpoint(app, deps, passBatchApi.create, ({ body, user }) => createPassBatch(db, user.id, body, deps.kickJobs));

  registerList(app, deps, passiveSerialList, passiveListSql(db, SERIALS));
  registerEndpoint(app, deps, passiveSerialDeactivate, async ({ body }) => {
    return inTransaction(db, async (tx) => {
      const where = 'filter' in body ? await passiveWhere(tx, SERIALS, body.filter) : idsWhere(body.serialIdList);
      return { count: await deactivateCodes(tx, SERIALS, where) };
    });
  });
}
