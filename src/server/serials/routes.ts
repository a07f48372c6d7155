import type { FastifyPluginAsync } from 'fastify';
import { saleInfoDetail, saleInfoList } from '../../shared/contract/distribution.js';
import { resellerStockList } from '../../shared/contract/reseller-stock.js';
import { transferDetail, transfersFromMeList, transfersToMeList, transferUpload } from '../../shared/contract/serial-transfers.js';
import { supplyInvoiceDetail, supplyInvoiceList } from '../../shared/contract/supply-invoices.js';
import { unitBySerial } from '../../shared/contract/units.js';
import type { AppDeps } from '../deps.js';
import { registerList } from '../lib/list-routes.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { saleInfoDetailOf } from './distribution/distribution-detail.js';
import { saleInfoListSql } from './distribution/distribution-list-sql.js';
import { ledgerIngestRoutes } from './feeds/ledger-ingest-routes.js';
import { supplyInvoiceDetailOf, supplyInvoiceListSql } from './invoices/supply-invoice-sql.js';
import { resellerStockListSql } from './stock/reseller-stock-sql.js';
import { transferDetailOf, transferListSql } from './transfers/transfer-list-sql.js';
import { unitsBySerial } from './units/unit-lookup.js';
import { readTransferSerials, takerOf, transferSerials } from './transfers/transfer-upload.js';

/** The serial ledger (issue 30): its two feeds, distribution records, supplier invoices, the dealer's stock and serial transfers. */
export const serialRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(ledgerIngestRoutes(deps));
    registerList(app, deps, saleInfoList, saleInfoListSql);
    registerEndpoint(app, deps, saleInfoDetail, ({ params, user }) => saleInfoDetailOf(deps.db, user, params.id));
    registerList(app, deps, supplyInvoiceList, supplyInvoiceListSql);
    registerEndpoint(app, deps, supplyInvoiceDetail, ({ params, user }) => supplyInvoiceDetailOf(deps.db, user, params.id));
    registerList(app, deps, resellerStockList, resellerStockListSql);
    registerList(app, deps, transfersToMeList, transferListSql('to'));
    registerList(app, deps, transfersFromMeList, transferListSql('from'));
    registerEndpoint(app, deps, transferDetail, ({ params, user }) => transferDetailOf(deps.db, user, params.id));
    registerEndpoint(app, deps, unitBySerial, ({ query, user }) => unitsBySerial(deps.db, user, query.serialNo));
    registerEndpoint(app, deps, transferUpload, async ({ user, files }) => transferSerials(deps.db, takerOf(user), await readTransferSerials(deps.sheets, files[0])));
  };
