import type { FastifyPluginAsync } from 'fastify';
import { dailyReport, dailyReportExcel, dashboardValues, monthlyReport, monthlyReportExcel, reportOptions } from '../../shared/contract/reports.js';
import type { AppDeps } from '../deps.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { checkDaily, dailyReportOf } from './daily-report.js';
import { dashboardValuesOf } from './dashboard-values.js';
import { monthlyReportOf } from './monthly-report.js';
import { sendDailyExcel, sendMonthlyExcel } from './report-exports.js';
import { reportOptionsOf } from './report-options.js';

/**
 * Reports (issue 34; contract reports.ts): the six-month report, the daily report, their Excel
 * files and the dashboard's gauges — TTG_ADMIN only (the contract's grants), every figure read from
 * the aggregates of migration 0029 (schema/reports.ts), never from the sales.
 */
export const reportRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, monthlyReport, async ({ query }) => monthlyReportOf(db, query.dimension, query.monthCount));
    registerEndpoint(app, deps, monthlyReportExcel, async ({ query, reply }) => sendMonthlyExcel(reply, query.dimension, await monthlyReportOf(db, query.dimension, query.monthCount)));
    registerEndpoint(app, deps, reportOptions, async () => reportOptionsOf(db));
    registerEndpoint(app, deps, dailyReport, async ({ body }) => dailyReportOf(db, checkDaily(body)));
    registerEndpoint(app, deps, dailyReportExcel, async ({ body, reply }) => sendDailyExcel(reply, await dailyReportOf(db, checkDaily(body))));
    registerEndpoint(app, deps, dashboardValues, async () => dashboardValuesOf(db));
  };
