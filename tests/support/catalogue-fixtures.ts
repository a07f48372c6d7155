import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../src/server/db/sql.js';
import type { BuiltApp } from '../../src/server/app.js';
import { bearer, loginAs } from './test-app.js';

/**
 * Catalogue rows the product tests need, made by SQL so the tests do not depend on the
 * demo catalogue seed (which may or may not be there, with whatever numbers). Names carry
 * 'Fixture' so they never meet a seeded name.
 */
export const FIXTURE = {
  categories: { cases: 'Fixture Kılıflar', chargers: 'Fixture Şarj Aletleri' },
  subCategories: { silicone: 'Fixture Silikon Kılıf', leather: 'Fixture Deri Kılıf', fast: 'Fixture Hızlı Şarj' },
  brands: { active: 'Fixture İnci', second: 'Fixture Atlas', passive: 'Fixture Pasif' },
  /** A barcode the spreadsheet fixtures use for "already taken". */
  takenBarcode: '8690000009999',
} as const;

export interface Catalogue {
  categories: { cases: number; chargers: number };
  subCategories: { silicone: number; leather: number; fast: number };
  brands: { active: number; second: number; passive: number };
  supplies: Record<'TDR001' | 'TDR002' | 'TDR003', number>;
  disties: Record<'DST001' | 'DST002' | 'DST003', number>;
}

const one = async <T>(built: BuiltApp, query: ReturnType<typeof sql>) => (await queryRows<T>(built.database.db, query))[0];

export async function createCatalogue(built: BuiltApp): Promise<Catalogue> {
  const id = async (query: ReturnType<typeof sql>) => (await one<{ id: number }>(built, query)).id;
  const cases = await id(sql`insert into categories (name) values (${FIXTURE.categories.cases}) returning id`);
  const chargers = await id(sql`insert into categories (name) values (${FIXTURE.categories.chargers}) returning id`);
  const sub = (categoryId: number, name: string) =>
    id(sql`insert into sub_categories (category_id, name) values (${categoryId}, ${name}) returning id`);
  const brand = (name: string, status: number) => id(sql`insert into brands (name, status) values (${name}, ${status}) returning id`);
  const codes = async (table: 'supplies' | 'disties') =>
    Object.fromEntries(
      (await queryRows<{ id: number; code: string }>(built.database.db, sql`select id, code from ${sql.raw(table)}`)).map((r) => [r.code, r.id]),
    );
  const catalogue: Catalogue = {
    categories: { cases, chargers },
    subCategories: {
      silicone: await sub(cases, FIXTURE.subCategories.silicone),
      leather: await sub(cases, FIXTURE.subCategories.leather),
      fast: await sub(chargers, FIXTURE.subCategories.fast),
    },
    brands: {
      active: await brand(FIXTURE.brands.active, 1),
      second: await brand(FIXTURE.brands.second, 1),
      passive: await brand(FIXTURE.brands.passive, 0),
    },
    supplies: (await codes('supplies')) as Catalogue['supplies'],
    disties: (await codes('disties')) as Catalogue['disties'],
  };
  // Products are made only for brands mapped to their supply (/CanSell): the two active
  // fixture brands may be sold by every supply.
  await mapBrands(built, [catalogue.brands.active, catalogue.brands.second], Object.values(catalogue.supplies));
  return catalogue;
}

/** Maps every brand to every supply (brand–supplier mapping, /CanSell); pairs already there stay. */
export async function mapBrands(built: BuiltApp, brandIds: number[], supplyIds: number[]) {
  await built.database.db.execute(sql`
    insert into brand_supplies (brand_id, supply_id)
    select b, s from unnest(${`{${brandIds.join(',')}}`}::int[]) as b cross join unnest(${`{${supplyIds.join(',')}}`}::int[]) as s
    on conflict do nothing`);
}

/** Another user like `like` (same password) for a supply or distributor of the demo organisation. */
export async function createUserLike(built: BuiltApp, like: string, username: string, org: { supplyId?: number; distyId?: number }) {
  await built.database.db.execute(sql`
    insert into users (username, password_hash, name, surname, roles, supply_id, disty_id)
    select ${username}, password_hash, 'Test', ${username}, roles, ${org.supplyId ?? null}::int, ${org.distyId ?? null}::int
    from users where username = ${like}`);
}

export interface ProductSeed {
  supplyId: number;
  brandId: number;
  subCategoryId: number;
  name?: string;
  barcode?: string;
  supplyStatus?: 'AÇIK' | 'KAPALI';
  origin?: string | null;
  eol?: boolean | null;
  approveType?: 'APPROVED' | 'WAITING' | 'REJECTED';
}

export const uniqueBarcode = (prefix = 'FX') => `${prefix}-${randomBytes(5).toString('hex')}`;

/** An already approved product (straight into the table, as an earlier approval would have left it). */
export async function insertApprovedProduct(built: BuiltApp, p: ProductSeed): Promise<{ id: number; barcode: string; name: string }> {
  const barcode = p.barcode ?? uniqueBarcode();
  const name = p.name ?? `Fixture Ürün ${barcode}`;
  const approve = p.approveType ?? 'APPROVED';
  const row = await one<{ id: number }>(
    built,
    sql`insert into models (name, barcode, brand_id, sub_category_id, category_id, supply_id, supply_status, origin, eol, approve_type, last_approve_type)
        select ${name}, ${barcode}, ${p.brandId}, sc.id, sc.category_id, ${p.supplyId}::int, ${p.supplyStatus ?? 'AÇIK'}, ${p.origin ?? null},
          ${p.eol ?? null}::boolean, ${approve}, ${approve}
        from sub_categories sc where sc.id = ${p.subCategoryId}
        returning id`,
  );
  return { id: row.id, barcode, name };
}

/** A multipart body like a browser's FormData: text fields, then files. */
export function multipart(fields: Record<string, string | number>, files: { field: string; fileName: string; data: Buffer; type?: string }[]) {
  const boundary = `----fixture${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.fileName}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const FIXTURES_DIR = fileURLToPath(new URL('../fixtures', import.meta.url));
export const fixtureFile = (...path: string[]) => readFileSync(join(FIXTURES_DIR, ...path));

/** A signed-in caller of the app: JSON and multipart requests with its token. */
export async function clientFor(built: BuiltApp, username: string) {
  const { token } = await loginAs(built.app, username);
  const headers = bearer(token);
  return {
    get: (url: string) => built.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) =>
      built.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
    upload: (url: string, fields: Record<string, string | number>, files: Parameters<typeof multipart>[1]) => {
      const body = multipart(fields, files);
      return built.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
    },
  };
}
export type Client = Awaited<ReturnType<typeof clientFor>>;

export const json = <T = any>(res: LightMyRequestResponse): T => res.json() as T;

export async function sqlRows<T>(built: BuiltApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(built.database.db, query);
}
