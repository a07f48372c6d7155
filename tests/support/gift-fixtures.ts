import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BuiltApp } from '../../src/server/app.js';
import { inTransaction, queryRows } from '../../src/server/db/sql.js';
import { createImage, drawShape, encodePng, type Rgb, type Shape } from '../../src/server/lib/png.js';
import { replayScores } from '../../src/server/scores/ledger/score-balance.js';
import { lockBalances, writeScores } from '../../src/server/scores/ledger/score-ledger.js';
import { GIFT_CAMPAIGN_KEY, type Gift } from '../../src/shared/contract/gifts.js';
import type { ScoreTransactionType } from '../../src/shared/contract/scores.js';
import { multipart } from './catalogue-fixtures.js';
import { createReseller, createResellerAdmin } from './order-fixtures.js';
import { bearer, loginAs } from './test-app.js';

/**
 * Gift test data (issue 33): real PNG pictures, gifts saved as the admin's browser saves them
 * (multipart), fresh resellers whose points come through the score ledger (a SCORE_GAIN, then its
 * SCORE_APPROVE), the campaign switched by its parameter, and the ledger's replay to compare with
 * a reseller's balances.
 */

/** A real PNG (a shape on a background), distinct per colour and shape. */
export const giftPng = (colour: Rgb = [200, 40, 40], shape: Shape = 'circle', size = 64): Buffer => {
  const image = createImage(size, size, [250, 250, 245]);
  drawShape(image, shape, colour);
  return encodePng(image);
};

export const imageFile = (data: Buffer, fileName = 'hediye.png', type = 'image/png') => ({ field: 'files', fileName, data, type });
export type ImageFile = ReturnType<typeof imageFile>;

/** A signed-in caller of the gift endpoints (under /api). */
export async function giftClient(built: BuiltApp, username: string) {
  const { token } = await loginAs(built.app, username);
  const headers = bearer(token);
  return {
    get: (path: string) => built.app.inject({ method: 'GET', url: `/api${path}`, headers }),
    post: (path: string, payload: unknown = {}) => built.app.inject({ method: 'POST', url: `/api${path}`, headers, payload: payload as object }),
    /** POST upsert: the fields and images as FormData. */
    upsert: (fields: Record<string, string | number>, files: ImageFile[] = []) => {
      const body = multipart(fields, files);
      return built.app.inject({ method: 'POST', url: '/api/gift/upsert', headers: { ...headers, ...body.headers }, payload: body.payload });
    },
    /** POST buy/:id, with an Idempotency-Key when given. */
    buy: (giftId: number | string, key: string | null = null) =>
      built.app.inject({ method: 'POST', url: `/api/gift/buy/${giftId}`, headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) } }),
    decide: (id: number, approve: boolean) => built.app.inject({ method: 'POST', url: '/api/giftTransaction/decide', headers, payload: { id, approve } }),
    list: (path: string, filter: object = {}, query = 'size=30') => built.app.inject({ method: 'POST', url: `/api${path}?${query}`, headers, payload: filter }),
  };
}
export type GiftClient = Awaited<ReturnType<typeof giftClient>>;

/** A gift saved through the API (the answer checked). */
export async function createGift(admin: GiftClient, name: string, giftScore: number, files: ImageFile[] = [], description = ''): Promise<Gift> {
  const res = await admin.upsert({ name, description, giftScore }, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Gift;
}

/** Starts ('1') or ends ('0') the gift campaign. */
export async function setCampaign(built: BuiltApp, running: boolean) {
  await built.database.db.execute(sql`update parameters set value = ${running ? '1' : '0'} where key = ${GIFT_CAMPAIGN_KEY} and reseller_code is null`);
}

/** A new reseller `code` (of BY10001's distributor) with a RESELLER_ADMIN `username`; answers its id. */
export async function freshReseller(built: BuiltApp, code: string, username: string, gsmNo: string): Promise<number> {
  const [by1] = await queryRows<{ disty_id: number }>(built.database.db, sql`select disty_id from resellers where code = 'BY10001'`);
  await createReseller(built, code, by1.disty_id);
  await createResellerAdmin(built, username, code, gsmNo);
  const [r] = await queryRows<{ id: number }>(built.database.db, sql`select id from resellers where code = ${code}`);
  return r.id;
}

/** Points for a reseller through the ledger: a gain of approved + unapproved, then the approval of `approved`. */
export async function giveScore(built: BuiltApp, resellerId: number, approved: number, unapproved = 0) {
  await inTransaction(built.database.db, async (tx) => {
    const start = await lockBalances(tx, resellerId);
    if (!start) throw new Error(`no reseller ${resellerId}`);
    await writeScores(
      tx,
      resellerId,
      start,
      [
        { type: 'SCORE_GAIN', amount: approved + unapproved, remainScore: unapproved },
        { type: 'SCORE_APPROVE', amount: approved },
      ],
      new Date(),
      () => new Error('fixture score refused'),
    );
  });
}

export async function balancesOf(built: BuiltApp, resellerId: number) {
  const [r] = await queryRows<{ approved_score: number; unapproved_score: number }>(built.database.db, sql`select approved_score, unapproved_score from resellers where id = ${resellerId}`);
  return { approved: r.approved_score, unapproved: r.unapproved_score };
}

export interface LedgerRow {
  id: number;
  type: ScoreTransactionType;
  transaction_amount: number;
  latest_approved_score: number;
  latest_unapproved_score: number;
}

export const ledgerOf = (built: BuiltApp, resellerId: number) =>
  queryRows<LedgerRow>(
    built.database.db,
    sql`select id, type, transaction_amount, latest_approved_score, latest_unapproved_score from score_transactions where reseller_id = ${resellerId} order by id`,
  );

/** The reseller's balances equal the replay of its ledger, and each row's balances-after agree with the replay so far. */
export async function expectLedgerMatches(built: BuiltApp, resellerId: number) {
  const ledger = await ledgerOf(built, resellerId);
  for (let i = 0; i < ledger.length; i++) {
    const so = replayScores(ledger.slice(0, i + 1).map((r) => ({ type: r.type, amount: r.transaction_amount })));
    expect({ approved: ledger[i].latest_approved_score, unapproved: ledger[i].latest_unapproved_score }).toEqual(so);
  }
  expect(await balancesOf(built, resellerId)).toEqual(replayScores(ledger.map((r) => ({ type: r.type, amount: r.transaction_amount }))));
  return ledger;
}

export const newKey = () => randomUUID();

/** Asserts a business refusal (code 10000, 400): the Turkish text in fields[0] and description. */
export function expectBusiness(res: LightMyRequestResponse, text: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ status: 400, code: 10000, description: text, errors: [], fields: [text] });
}
