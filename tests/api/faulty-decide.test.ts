import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTY_MSG, type FaultyTicket } from '../../src/shared/contract/faulty.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, createUserLike } from '../support/catalogue-fixtures.js';
import { type FaultyClient, faultyClient, PHOTO, photoFile, reportUnit, soldUnits, unitOf } from '../support/faulty-fixtures.js';
import { createSaleProduct, giveUnits, ledgerMismatches, type SaleProduct } from '../support/sale-fixtures.js';
import { loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The supplier's decision (issue 32; spec 3 §5): approve with the new serial, cargo company and
 * tracking number (all required), or reject with a reason (required); only the ticket's supply;
 * decided once, also when two decisions come at once. Approval records the replacement in the ledger
 * (the faulty unit back to the supplier, the new one with the customer) and a new serial the ledger
 * already knows is refused with nothing written; the dealer is told through the outbox.
 */
describe.each(dbKinds())('faulty decisions on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let product: SaleProduct;
  let dealer: FaultyClient; // reseller_admin of BY10001 (gsm 5354440001)
  let supplier: FaultyClient; // supply_admin of TDR001
  let clerk: FaultyClient; // supply_user of TDR001
  let otherSupplier: FaultyClient; // a supply admin of TDR002
  let by1: number;
  let supplierAuth: string;
  let serialNo = 0;
  const newSerial = () => `YENI-${kind}-${Date.now()}-${++serialNo}`;

  const ticketOf = async (id: number) =>
    (await rows<{ status: string; new_unit_id: number | null; decided_by: number | null }>(t, sql`select status, new_unit_id, decided_by from faulty_product_tickets where id = ${id}`))[0];
  const movements = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from unit_movements`))[0].n;
  const outbox = (type: string) => rows<{ recipient: string; body: string }>(t, sql`select recipient, body from notification_outbox where template_type = ${type} order by id`);

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    product = await createSaleProduct(t, cat);
    await createUserLike(t, 'supply_admin', 'fx_tdr2_admin', { supplyId: cat.supplies.TDR002 });
    dealer = await faultyClient(t, 'reseller_admin');
    supplier = await faultyClient(t, 'supply_admin');
    clerk = await faultyClient(t, 'supply_user');
    otherSupplier = await faultyClient(t, 'fx_tdr2_admin');
    by1 = (await rows<{ id: number }>(t, sql`select id from resellers where code = 'BY10001'`))[0].id;
    supplierAuth = `Bearer ${(await loginAs(t.app, 'supply_admin')).token}`;
  });
  afterAll(() => t?.close());

  it('refuses an approval without the new serial, the cargo company or the tracking number, and a rejection without a reason (the spec’s texts)', async () => {
    const [u] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const id = await reportUnit(dealer, u);
    for (const body of [
      { ticketId: id, serialNo: '', cargoName: 'Aras', cargoCode: '1' },
      { ticketId: id, serialNo: 'X1', cargoName: ' ', cargoCode: '1' },
      { ticketId: id, serialNo: 'X1', cargoName: 'Aras' },
    ]) {
      expect(expectValidation(await supplier.post('/approve', body)).errors[0].message).toBe(FAULTY_MSG.approveFields);
    }
    expect(expectValidation(await supplier.post('/reject', { ticketId: id, description: '  ' })).errors[0].message).toBe(FAULTY_MSG.rejectReason);
    expect(expectValidation(await supplier.post('/reject', { ticketId: id })).errors[0].message).toBe(FAULTY_MSG.rejectReason);
    // Not a dealer's or an admin's decision.
    expect((await dealer.approve(id, newSerial())).statusCode).toBe(403);
    expect((await ticketOf(id)).status).toBe('WAITING');
  });

  it('approves: the faulty unit back to its supplier, the new serial with the customer, the dealer told; decided once', async () => {
    const [u] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const reportKey = `faulty-${kind}-${Date.now()}`;
    const reported = await dealer.report({ productSerialNoId: u.id, description: 'Ekran açılmıyor' }, [photoFile(PHOTO.jpg())], reportKey);
    expect(reported.statusCode, reported.body).toBe(200);
    const { id } = reported.json() as { id: number };
    const serial = newSerial();
    const res = await clerk.approve(id, serial, 'Yurtiçi Kargo', 'YK-778899');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      faultyProductInfoStatus: 'APPROVED',
      faultyProductInfoStatusDisplay: 'Onaylandı',
      newSerialNo: serial,
      cargoName: 'Yurtiçi Kargo',
      cargoCode: 'YK-778899',
      rejectDescription: null,
      completedDateTime: expect.any(String),
    } satisfies Partial<FaultyTicket>);
    // The ledger: CUSTOMER → SUPPLY for the faulty unit, a new SOLD unit with the customer of BY10001.
    expect(await unitOf(t, product.id, u.serialNo)).toMatchObject({ holder: 'SUPPLY', holder_id: cat.supplies.TDR001, status: 'RETURNED', last_kind: 'FAULTY_RETURN', moves: 4 });
    const replacement = await unitOf(t, product.id, serial);
    expect(replacement).toMatchObject({ holder: 'CUSTOMER', holder_id: by1, status: 'SOLD', last_kind: 'FAULTY_REPLACEMENT', moves: 1 });
    expect((await ticketOf(id)).new_unit_id).toBe(replacement!.id);
    expect(await ledgerMismatches(t, [u.id, replacement!.id])).toEqual([]);
    // The dealer sees the decision; the reporter gets the SMS.
    expect((await dealer.get(`/detail/${id}`)).json()).toMatchObject({ faultyProductInfoStatus: 'APPROVED', newSerialNo: serial, cargoCode: 'YK-778899' });
    const sms = (await outbox('FAULTY_APPROVED')).filter((m) => m.body.includes(serial));
    expect(sms).toEqual([{ recipient: '5354440001', body: expect.stringContaining('YK-778899') }]);
    // Once decided: neither decision again.
    expectCoded(await supplier.approve(id, newSerial()), 409, ERROR_CODES.CONFLICT, FAULTY_MSG.decided);
    expectCoded(await supplier.reject(id, 'Geç kaldı'), 409, ERROR_CODES.CONFLICT, FAULTY_MSG.decided);
    // The dealer's outbox sending the report again with its key gets the first ticket, not a refusal.
    const replay = await dealer.report({ productSerialNoId: u.id, description: 'Ekran açılmıyor' }, [photoFile(PHOTO.jpg())], reportKey);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ id });
    // The serial lookup tells the supplier it has the faulty unit back; the dealer no longer finds it.
    const back = await t.app.inject({ method: 'GET', url: `/api/unit/bySerial?serialNo=${encodeURIComponent(u.serialNo)}`, headers: { authorization: supplierAuth } });
    expect(back.json()).toEqual([expect.objectContaining({ id: u.id, holder: 'SUPPLY', holderCode: 'TDR001', status: 'RETURNED' })]);
    expectCoded(await dealer.get(`/productSerialNo?serialNo=${encodeURIComponent(u.serialNo)}`), 404, ERROR_CODES.NOT_FOUND, FAULTY_MSG.productNotFound);
    // The replacement is now the dealer's sold unit: it can be reported in turn, its sale day the ticket's.
    expect((await dealer.get(`/productSerialNo?serialNo=${encodeURIComponent(serial)}`)).json()).toMatchObject({ productSerialNoId: replacement!.id });
  });

  it('rejects with the reason; the ledger untouched, the dealer told', async () => {
    const [u] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const id = await reportUnit(dealer, u);
    const before = await movements();
    const res = await supplier.reject(id, 'Kullanıcı hatası: sıvı teması');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ faultyProductInfoStatus: 'REJECTED', faultyProductInfoStatusDisplay: 'Reddedildi', rejectDescription: 'Kullanıcı hatası: sıvı teması', newSerialNo: null });
    expect(await movements()).toBe(before);
    expect(await unitOf(t, product.id, u.serialNo)).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD' });
    expect((await outbox('FAULTY_REJECTED')).some((m) => m.recipient === '5354440001' && m.body.includes('sıvı teması'))).toBe(true);
  });

  it('refuses a new serial the ledger knows (sold, in stock, returned or the faulty one itself) with what it is; nothing written', async () => {
    const [u, sold] = await soldUnits(t, product, 'reseller_admin', 'BY10001', 2);
    const [inStock] = await giveUnits(t, product, 'BY10002', 1);
    const id = await reportUnit(dealer, u);
    const before = await movements();
    const cases: [string, string][] = [
      [sold.serialNo, FAULTY_MSG.newSerialSold],
      [inStock.serialNo, FAULTY_MSG.newSerialInStock],
      [u.serialNo, FAULTY_MSG.newSerialSame],
    ];
    for (const [serial, text] of cases) {
      const res = await supplier.approve(id, serial);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields).toEqual([text]);
    }
    expect((await ticketOf(id)).status).toBe('WAITING');
    expect(await movements()).toBe(before);
    expect(await unitOf(t, product.id, u.serialNo)).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD' });

    // A unit returned by an earlier approval is used.
    const [v] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const first = await reportUnit(dealer, v);
    expect((await supplier.approve(first, newSerial())).statusCode).toBe(200);
    const used = await supplier.approve(id, v.serialNo);
    expect(used.json().fields).toEqual([FAULTY_MSG.newSerialUsed]);
  });

  it('a supplier neither sees nor decides another supplier’s ticket (404)', async () => {
    const [u] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const id = await reportUnit(dealer, u);
    expectCoded(await otherSupplier.get(`/detail/${id}`), 404, ERROR_CODES.NOT_FOUND);
    expectCoded(await otherSupplier.approve(id, newSerial()), 404, ERROR_CODES.NOT_FOUND);
    expectCoded(await otherSupplier.reject(id, 'Bizim değil'), 404, ERROR_CODES.NOT_FOUND);
    expectCoded(await supplier.approve(999999999, newSerial()), 404, ERROR_CODES.NOT_FOUND);
    expect((await otherSupplier.list('supplyTickets')).json().content.map((r: FaultyTicket) => r.id)).not.toContain(id);
    expect((await ticketOf(id)).status).toBe('WAITING');
  });

  it('leaves exactly one decision of an approval and a rejection sent at once', async () => {
    for (let round = 0; round < 3; round++) {
      const [u] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
      const id = await reportUnit(dealer, u);
      const serial = newSerial();
      const [approved, rejected] = await Promise.all([supplier.approve(id, serial), clerk.reject(id, 'Aynı anda')]);
      const codes = [approved.statusCode, rejected.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = approved.statusCode === 409 ? approved : rejected;
      expect(loser.json().description).toBe(FAULTY_MSG.decided);
      const ticket = await ticketOf(id);
      expect(ticket.status).toBe(approved.statusCode === 200 ? 'APPROVED' : 'REJECTED');
      // The ledger follows the winner only.
      const replacement = await unitOf(t, product.id, serial);
      if (ticket.status === 'APPROVED') expect(replacement).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD' });
      else {
        expect(replacement).toBeNull();
        expect(await unitOf(t, product.id, u.serialNo)).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD' });
      }
    }
  });

  it('replays the ledger with the new kinds: every unit is where its last movement put it', async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
