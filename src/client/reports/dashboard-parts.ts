import { lazy } from 'react';

/** What the reports area hands the shell (app/app-parts.tsx): TTG_ADMIN's gauges, their chunk and the chart library loaded only when rendered. */
export const ReportGauges = lazy(() => import('./dashboard/report-gauges.js'));
