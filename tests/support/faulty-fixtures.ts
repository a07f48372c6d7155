import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BuiltApp } from '../../src/server/app.js';
import { queryRows } from '../../src/server/db/sql.js';
import { fixtureFile, multipart } from './catalogue-fixtures.js';
import { giveUnits, lineOf, type SaleProduct, saleClient, type StockUnit, vanillaSale } from './sale-fixtures.js';
import { bearer, loginAs } from './test-app.js';

/**
 * Faulty-product test data (issue 32), made through the real doors: units sold by the wizard's
 * completion (so the ledger holds them with the customer and the sale has its day), reports sent as
 * the browser sends them (multipart with real images and an Idempotency-Key), decisions as JSON.
 */
export const PHOTO = { jpg: () => fixtureFile('images', 'product-photo.jpg'), png: () => fixtureFile('images', 'brand-logo.png') };
/** A real PNG over 1,000,000 bytes, and a text file dressed as an image. */
export const BAD_PHOTO = { tooBig: () => fixtureFile('images', 'too-big.png'), fake: () => fixtureFile('images', 'fake-image.png') };

export const photoFile = (data: Buffer, fileName = 'ariza.jpg', type = 'image/jpeg') => ({ field: 'files', fileName, data, type });

/** `count` units of `product` sold by reseller `resellerCode` through the wizard of `username` (its login reseller). */
export async function soldUnits(built: BuiltApp, product: SaleProduct, username: string, resellerCode: string, count = 1): Promise<StockUnit[]> {
  const units = await giveUnits(built, product, resellerCode, count);
  const seller = await saleClient(built, username);
  const res = await seller.complete(vanillaSale(units.map((u) => lineOf(u, product.recommendedSellPrice))));
  expect(res.statusCode, res.body).toBe(200);
  return units;
}

/** A signed-in caller of the faulty endpoints. */
export async function faultyClient(built: BuiltApp, username: string) {
  const { token } = await loginAs(built.app, username);
  const headers = bearer(token);
  const base = '/api/faultyProductManagement';
  return {
    get: (path: string) => built.app.inject({ method: 'GET', url: `${base}${path}`, headers }),
    post: (path: string, payload: unknown) => built.app.inject({ method: 'POST', url: `${base}${path}`, headers, payload: payload as object }),
    /** POST create: the fields and photos as FormData, with an Idempotency-Key (a new one unless given; null: none). */
    report: (fields: Record<string, string | number>, files: ReturnType<typeof photoFile>[], key: string | null = randomUUID()) => {
      const body = multipart(fields, files);
      return built.app.inject({ method: 'POST', url: `${base}/create`, headers: { ...headers, ...body.headers, ...(key === null ? {} : { 'idempotency-key': key }) }, payload: body.payload });
    },
    approve: (ticketId: number, serialNo: string, cargoName = 'Yurtiçi Kargo', cargoCode = 'YK123456') => built.app.inject({ method: 'POST', url: `${base}/approve`, headers, payload: { ticketId, serialNo, cargoName, cargoCode } }),
    reject: (ticketId: number, description: string) => built.app.inject({ method: 'POST', url: `${base}/reject`, headers, payload: { ticketId, description } }),
    list: (which: 'myTickets' | 'supplyTickets' | 'search', filter: object = {}, query = 'size=30') => built.app.inject({ method: 'POST', url: `${base}/${which}?${query}`, headers, payload: filter }),
  };
}
export type FaultyClient = Awaited<ReturnType<typeof faultyClient>>;

/** A report of a sold unit by its serial, answering the ticket id. */
export async function reportUnit(client: FaultyClient, unit: StockUnit, description = 'Ekran açılmıyor'): Promise<number> {
  const res = await client.report({ productSerialNoId: unit.id, description }, [photoFile(PHOTO.jpg())]);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

/** Where a unit of this serial and product is (null: the ledger does not know it), with its last movement's kind. */
export async function unitOf(built: BuiltApp, modelId: number, serialNo: string) {
  const [u] = await queryRows<{ id: number; holder: string; holder_id: number; status: string; moves: number; last_kind: string }>(
    built.database.db,
    sql`select u.id, u.holder, u.holder_id, u.status, u.moves, (select m.kind from unit_movements m where m.unit_id = u.id order by m.id desc limit 1) as last_kind
        from units u where u.model_id = ${modelId} and u.serial_no = ${serialNo}`,
  );
  return u ?? null;
}
