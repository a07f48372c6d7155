import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Campaign, CAMPAIGN_MSG, packageName, type TtCrm } from '../../src/shared/contract/campaigns.js';
import { expectValidation } from '../support/api-helpers.js';
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/** Accessory campaigns and TT CRM records (spec 1 §2.14, §5, §7; issue 14): TTG_ADMIN only. */
describe.each(dbKinds())('campaigns and TT CRM on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  const valid = { voucherCode: 'YNI1234', description: 'Yeni Kampanya 250 TL', billTemplate: 'Aksesuar paketi 250 TL', amount: 250, amountCode: 'Z', termNumber: 10, termNumberCode: 'X', termAmount: '25,00', stockWarning: 50, passStockWarning: 20 };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
  });
  afterAll(() => t.close());

  it('lists the demo campaigns with the passive one, and TT CRM records', async () => {
    const all = json<Campaign[]>(await admin.get('/api/accessoryCampaign/getAllWithPassive'));
    expect(all.length).toBe(15);
    expect(all.filter((c) => c.status !== 1)).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 1, amount: 100, termNumber: 6, termAmount: 16.67, voucherCode: 'AK10006' });
    expect(packageName(all[0].amount)).toBe('Paket 100');
    const crms = json<TtCrm[]>(await admin.get('/api/ttCrm/getAll'));
    expect(crms.map((c) => c.crmCode)).toContain('TTCRM001');
  });

  it('saves a campaign with the spec’s checks, edits it, passivates and activates it', async () => {
    const fields = async (body: Record<string, unknown>) => expectValidation(await admin.post('/api/accessoryCampaign/upsert', body)).errors;
    expect(await fields({ ...valid, description: ' ' })).toEqual([{ field: 'description', message: CAMPAIGN_MSG.required }]);
    expect(await fields({ ...valid, voucherCode: 'KISA' })).toEqual([{ field: 'voucherCode', message: CAMPAIGN_MSG.snCode }]);
    expect(await fields({ ...valid, amountCode: 'AB' })).toEqual([{ field: 'amountCode', message: CAMPAIGN_MSG.amountCode }]);
    expect(await fields({ ...valid, termNumberCode: '12' })).toEqual([{ field: 'termNumberCode', message: CAMPAIGN_MSG.termCode }]);
    // The term amount has exactly 2 decimals (spec 1 §5): as text, so that '16.50' and '16.5' differ.
    for (const termAmount of ['25,001', '50', '16.5', '16,5', '.50', '-1.00', '1.2.3', '1e2.00', 50, 16.5, 16.67]) {
      expect(await fields({ ...valid, termAmount }), String(termAmount)).toEqual([{ field: 'termAmount', message: CAMPAIGN_MSG.termAmount }]);
    }
    for (const termAmount of ['', ' ', null, undefined]) {
      expect(await fields({ ...valid, termAmount }), String(termAmount)).toEqual([{ field: 'termAmount', message: CAMPAIGN_MSG.required }]);
    }
    expect(CAMPAIGN_MSG.termAmount).toBe('Taksit tutarı tam iki ondalık haneli olmalıdır (ör. 16,50).');
    expect(await fields({ ...valid, voucherCode: 'AK10006' })).toEqual([{ field: 'voucherCode', message: CAMPAIGN_MSG.snTaken }]);
    expect(await fields({ ...valid, amount: 19.999 })).toEqual([{ field: 'amount', message: CAMPAIGN_MSG.amount }]);
    // Two decimals are fine, floating point or not (19.99 · 100 ≠ 1999 in binary).
    const cents = await admin.post('/api/accessoryCampaign/upsert', { ...valid, voucherCode: 'KRS1999', amount: 19.99, termAmount: '1.15' });
    expect(cents.statusCode, cents.body).toBe(200);
    expect(json<Campaign>(cents).termAmount).toBe(1.15);
    const created = await admin.post('/api/accessoryCampaign/upsert', valid);
    expect(created.statusCode, created.body).toBe(200);
    const c = json<Campaign>(created);
    expect(c).toMatchObject({ status: 1, voucherCode: 'YNI1234', termAmount: 25, amountCode: 'Z' });
    const edited = json<Campaign>(await admin.post('/api/accessoryCampaign/upsert', { ...valid, id: c.id, description: 'Yeni Kampanya 250 TL (güncel)', termAmount: '25.50' }));
    expect(edited).toMatchObject({ id: c.id, description: 'Yeni Kampanya 250 TL (güncel)', termAmount: 25.5 });
    expect(json<Campaign>(await admin.post('/api/accessoryCampaign/passive', { id: c.id })).status).toBe(0);
    expect(json<Campaign>(await admin.post('/api/accessoryCampaign/active', { id: c.id })).status).toBe(1);
    expect((await admin.post('/api/accessoryCampaign/passive', { id: 999999 })).statusCode).toBe(404);
    expect((await admin.post('/api/accessoryCampaign/upsert', { ...valid, id: 999999, voucherCode: 'YOK0001' })).statusCode).toBe(404);
  });

  it('edits a passive campaign with the same checks as an active one; it stays passive (spec 1 §2.14)', async () => {
    const created = json<Campaign>(await admin.post('/api/accessoryCampaign/upsert', { ...valid, voucherCode: 'PSF0001', termAmount: '25.00' }));
    expect(json<Campaign>(await admin.post('/api/accessoryCampaign/passive', { id: created.id })).status).toBe(0);
    const fields = async (body: Record<string, unknown>) => expectValidation(await admin.post('/api/accessoryCampaign/upsert', body)).errors;
    const edit = { ...valid, id: created.id, voucherCode: 'PSF0001' };
    expect(await fields({ ...edit, voucherCode: 'PSF01' })).toEqual([{ field: 'voucherCode', message: CAMPAIGN_MSG.snCode }]);
    expect(await fields({ ...edit, termAmount: '12.5' })).toEqual([{ field: 'termAmount', message: CAMPAIGN_MSG.termAmount }]);
    expect(await fields({ ...edit, voucherCode: 'AK10006' })).toEqual([{ field: 'voucherCode', message: CAMPAIGN_MSG.snTaken }]);
    expect(await fields({ ...edit, billTemplate: '' })).toEqual([{ field: 'billTemplate', message: CAMPAIGN_MSG.required }]);
    const res = await admin.post('/api/accessoryCampaign/upsert', { ...edit, description: 'Pasif kampanya düzeltildi', termAmount: '26,40' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Campaign>(res)).toMatchObject({ id: created.id, status: 0, description: 'Pasif kampanya düzeltildi', termAmount: 26.4 });
    const [row] = await sqlRows<{ status: number; description: string }>(t, sql`select status, description from accessory_campaigns where id = ${created.id}`);
    expect(row).toEqual({ status: 0, description: 'Pasif kampanya düzeltildi' });
    // Activated again, it carries the edit.
    expect(json<Campaign>(await admin.post('/api/accessoryCampaign/active', { id: created.id }))).toMatchObject({ status: 1, description: 'Pasif kampanya düzeltildi' });
  });

  it('switches serial usage of a TT CRM record', async () => {
    const [crm] = await sqlRows<{ id: number; serial_option_active: boolean }>(t, sql`select id, serial_option_active from tt_crms where crm_code = 'TTCRM003'`);
    const res = await admin.post('/api/ttCrm/updateSerialUsage', { ttCrmId: crm.id, serialOptionActive: !crm.serial_option_active });
    expect(json<TtCrm>(res).serialOptionActive).toBe(!crm.serial_option_active);
    expect((await admin.post('/api/ttCrm/updateSerialUsage', { ttCrmId: 999999, serialOptionActive: true })).statusCode).toBe(404);
  });

  it('is the group admin’s only', async () => {
    for (const who of ['ttg_user', 'disty_admin', 'reseller_admin']) {
      const c = await clientFor(t, who);
      expect((await c.get('/api/accessoryCampaign/getAllWithPassive')).statusCode).toBe(403);
      expect((await c.post('/api/ttCrm/updateSerialUsage', { ttCrmId: 1, serialOptionActive: true })).statusCode).toBe(403);
    }
  });
});
