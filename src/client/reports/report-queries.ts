import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardValues, monthlyReport, REPORT_MONTHS, reportOptions, type MonthlyReport, type ReportDimension } from '../../shared/contract/reports.js';
import { call } from '../lib/api.js';

/** Query keys of the report screens (one factory; invalidate by prefix). */
export const reportKeys = {
  all: ['reports'] as const,
  monthly: (dimension: ReportDimension) => [...reportKeys.all, 'monthly', dimension] as const,
  options: () => [...reportKeys.all, 'options'] as const,
  daily: (body: unknown) => [...reportKeys.all, 'daily', body] as const,
  dashboard: () => [...reportKeys.all, 'dashboard'] as const,
};

/**
 * The six-month report for one dimension, with the dimension it is of: the previous dimension's
 * stays on screen (and links by its own dimension) while the next loads.
 */
export const useMonthlyReport = (dimension: ReportDimension) =>
  useQuery({
    queryKey: reportKeys.monthly(dimension),
    queryFn: async ({ signal }): Promise<MonthlyReport & { dimension: ReportDimension }> => ({
      ...(await call(monthlyReport, { query: { dimension, monthCount: REPORT_MONTHS }, signal })),
      dimension,
    }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The daily report's optional lists (spec 3 §7 sale report options). */
export const useReportOptions = () =>
  useQuery({ queryKey: reportKeys.options(), queryFn: ({ signal }) => call(reportOptions, { signal }), staleTime: 5 * 60_000 });

/** The admin's two gauges (spec 3 §2.17): today and the average of the 30 days before. */
export const useDashboardValues = () =>
  useQuery({ queryKey: reportKeys.dashboard(), queryFn: ({ signal }) => call(dashboardValues, { signal }), staleTime: 60_000 });
