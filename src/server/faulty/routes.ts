import type { FastifyPluginAsync } from 'fastify';
import { faultyApprove, faultyCatalogue, faultyModels, faultyPhoto, faultyReject, faultyReport, faultySupplier, faultyTicket, faultyUnitBySerial } from '../../shared/contract/faulty.js';
import { faultySearchList, myFaultyList, supplyFaultyList } from '../../shared/contract/faulty-lists.js';
import type { AppDeps } from '../deps.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../lib/idempotency.js';
import { registerList } from '../lib/list-routes.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { wizardSeller } from '../sales/complete/seller.js';
import { approveFaulty, rejectFaulty } from './faulty-decide.js';
import { faultySearchListSql, myFaultyListSql, supplyFaultyListSql } from './faulty-list-sql.js';
import { faultyCatalogueOf, faultyModelsOf, faultySupplierOf, unitBySerial } from './faulty-lookups.js';
import { sendFaultyPhoto } from './faulty-photos.js';
import { reportFaulty } from './faulty-report.js';
import { faultyDetailOf } from './faulty-row-sql.js';
import { faultyScopeOf } from './faulty-scope.js';

/**
 * Faulty products (issue 32): the dealer's report with its lookups, the ticket's detail and photos,
 * the three lists, and the supplier's decision. Photos live in the private store (deps.faultyPhotos).
 */
export const faultyRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    const optionalKey = (headers: Record<string, string | string[] | undefined>) => (headers[IDEMPOTENCY_HEADER] === undefined ? null : idempotencyKeyOf(headers));

    registerEndpoint(app, deps, faultyUnitBySerial, async ({ query, user }) => unitBySerial(db, (await wizardSeller(db, user)).resellerId, query.serialNo));
    registerEndpoint(app, deps, faultyCatalogue, () => faultyCatalogueOf(db));
    registerEndpoint(app, deps, faultyModels, ({ query }) => faultyModelsOf(db, query.brandId, query.subCategoryId));
    registerEndpoint(app, deps, faultySupplier, ({ params }) => faultySupplierOf(db, params.modelId));
    registerEndpoint(app, deps, faultyReport, ({ body, user, files, request }) => reportFaulty(db, deps.faultyPhotos, user, body, files, optionalKey(request.headers)));

    registerEndpoint(app, deps, faultyTicket, ({ params, user }) => faultyDetailOf(db, faultyScopeOf(user), params.id));
    registerEndpoint(app, deps, faultyPhoto, ({ params, user, reply }) => sendFaultyPhoto(db, deps.faultyPhotos, faultyScopeOf(user), params.id, reply) as never);

    registerList(app, deps, myFaultyList, myFaultyListSql);
    registerList(app, deps, supplyFaultyList, supplyFaultyListSql);
    registerList(app, deps, faultySearchList, faultySearchListSql);

    registerEndpoint(app, deps, faultyApprove, ({ body, user }) => approveFaulty(db, user, body, deps.kickNotifications));
    registerEndpoint(app, deps, faultyReject, ({ body, user }) => rejectFaulty(db, user, body, deps.kickNotifications));
  };
