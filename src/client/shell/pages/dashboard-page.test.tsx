import { describe, expect, it } from 'vitest';
import { REPORT_MSG } from '../../../shared/contract/reports.js';
import { DASHBOARD_GAUGE_TITLES } from './dashboard-page.js';

describe('dashboard gauge titles', () => {
  it("are the reports contract's (written out so other users' dashboards do not load it)", () => {
    expect(DASHBOARD_GAUGE_TITLES).toEqual([REPORT_MSG.gaugeQuantity, REPORT_MSG.gaugeAmount]);
  });
});
