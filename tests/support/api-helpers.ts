import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Config, loadConfig } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/sql.js';
import type { BuiltApp } from '../../src/server/app.js';

/** The default configuration (for overrides that replace a whole top-level key). */
export function defaultConfig(): Config {
  return loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bp-api-cfg-')), DATABASE_URL: '' });
}

/** Raw SQL rows on the app's database. */
export const rows = <T>(built: BuiltApp, query: SQL) => queryRows<T>(built.database.db, query);

export async function userId(built: BuiltApp, username: string): Promise<number> {
  const [row] = await rows<{ id: number }>(built, sql`select id from users where username = ${username}`);
  return row.id;
}

export async function setUserStatus(built: BuiltApp, username: string, status: number) {
  await built.database.db.execute(sql`update users set status = ${status} where username = ${username}`);
}

/** Every rate-limit counter gone: each test starts with a clean window. */
export async function clearRateLimits(built: BuiltApp) {
  await built.database.db.execute(sql`delete from rate_limits`);
}

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  template_type: string;
  subject: string | null;
  body: string;
  is_html: boolean;
  status: string;
  attempts: number;
  last_error: string | null;
}

export const outboxTo = (built: BuiltApp, recipient: string) =>
  rows<OutboxRow>(built, sql`select * from notification_outbox where recipient = ${recipient} order by id`);

export async function outboxCount(built: BuiltApp): Promise<number> {
  const [row] = await rows<{ n: number }>(built, sql`select count(*)::int as n from notification_outbox`);
  return row.n;
}

/** A six-digit code that is surely not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Asserts the spec's coded error envelope (§8): a `message` with the code and the
 * Turkish `description` to show.
 */
export function expectCoded(res: LightMyRequestResponse, status: number, code: number, description?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ status, code, message: String(code), errors: [], fields: expect.any(Array) });
  if (description !== undefined) expect(body.description).toBe(description);
  return body;
}

/** Asserts a validation envelope (code 10001, no `message`) and returns it. */
export function expectValidation(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { status: number; code: number; message?: string; errors: { field?: string; message: string }[]; fields: string[] };
  expect(body.status).toBe(400);
  expect(body.code).toBe(10001);
  expect(body).not.toHaveProperty('message');
  expect(body.errors.length).toBeGreaterThan(0);
  return body;
}

/**
 * Moves the rate-limit rows whose key starts with `keyPrefix` (all of them for '') the
 * given seconds into the past: windows and failure delays pass without waiting.
 */
export async function ageRateLimits(built: BuiltApp, keyPrefix: string, seconds: number) {
  await built.database.db.execute(sql`
    update rate_limits set
      window_start = window_start - make_interval(secs => ${seconds}::float8),
      last_at = last_at - make_interval(secs => ${seconds}::float8)
    where left(key, length(${keyPrefix}::text)) = ${keyPrefix}::text`);
}

/** The stored count of one rate-limit key (null when there is no row). */
export async function rateLimitCount(built: BuiltApp, key: string): Promise<number | null> {
  const [row] = await rows<{ count: number }>(built, sql`select count from rate_limits where key = ${key}`);
  return row?.count ?? null;
}
