/**
 * The faulty-products part of `npm run bench` (BENCH_ONLY=faulty, issue 32), PostgreSQL only (a child process):
 * 1. A bench_faulty_<time> database with the demo seed at BENCH_FAULTY_DEMO_UNITS (60,000) ledger
 *    units — its sales give some 40,000 sold units of about 200 dealers and the demo tickets —, then
 *    BENCH_FAULTY_COUNT (1,000,000) tickets set-based over a year on those sold units (each unit
 *    reported several times, only its first ticket may still wait: the one-waiting-ticket index),
 *    1–3 photo rows each, VACUUM ANALYZE. The bench's approvals fill the ticket's columns only (the
 *    ledger's writes are the approve path's and the demo seed's; the lists read the ticket's row).
 * 2. The real server under 10 HTTP clients for BENCH_LOAD_SECONDS each: /faultyProductSearch
 *    (ttg_admin; random status, category, sub-category and 32-day sale-date filters, random and
 *    deep pages) and the supplier's list (supply_admin; random status, random and deep pages).
 *    Target p99 ≤ 50 ms.
 * 3. A dealer's report with five ~1 MB real JPEG photos, multipart over HTTP, BENCH_FAULTY_REPORTS
 *    (5) times one after another. Target ≤ 1 s each.
 * BENCH_FAULTY_KEEP=1 keeps the database; BENCH_FAULTY_REUSE=<database> runs parts 2 and 3 alone on a kept one.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { FAULTY_MAX_PHOTOS, FAULTY_PHOTO_MAX_BYTES } from '../src/shared/contract/faulty.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { queryRows } from '../src/server/db/sql.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import type { DbKind } from '../tests/support/test-db.js';
import { createBenchDatabase, runPostgresPart } from './bench-db.js';
import { type LoadRequest, runLoad } from './bench-http-load.js';
import { signIn, startRealServer } from './bench-ledger-server.js';
import { type Figure, percentile } from './bench-measure.js';

export const FAULTY_TARGET = { listP99Ms: 50, reportMs: 1_000 };
const COUNT = Number(process.env.BENCH_FAULTY_COUNT ?? 1_000_000);
const DEMO_UNITS = Number(process.env.BENCH_FAULTY_DEMO_UNITS ?? 60_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const REPORTS = Number(process.env.BENCH_FAULTY_REPORTS ?? 5);
const BATCH = 200_000;

const kind = (process.argv[2] ?? 'postgres') as DbKind;
const figures: Figure[] = [];
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} sn`;
const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]) => xs[rnd(xs.length)];
type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Runs and times one step of the fill, printed as the sales bench prints its steps. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await work();
  console.log(`    ${name.padEnd(58)} ${secs(performance.now() - t0).padStart(9)}`);
  return out;
}

/**
 * COUNT tickets over the last year on the sold units (unit g mod n), in batches; the first round's
 * tickets are waiting at 5 % (recent), the others decided (60 % approved, 40 % rejected).
 */
async function fillTickets(url: string, photoKeys: string[], photoSize: number) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const sold = await step('satılmış birimler (bench_faulty_units)', async () => {
      await c.query(`drop table if exists bench_faulty_units`);
      await c.query(
        `create unlogged table bench_faulty_units as
         select row_number() over (order by u.id) as rn, u.id as unit_id, u.serial_no, u.model_id, u.supply_id, u.holder_id as reseller_id,
           m.sub_category_id, m.category_id, sa.id as sale_id
         from units u join models m on m.id = u.model_id
         join lateral (select sl.sale_id as id from sale_lines sl where sl.unit_id = u.id and sl.status = 'SOLD' order by sl.sale_id desc limit 1) sa on true
         where u.holder = 'CUSTOMER' and u.status = 'SOLD'
           and not exists (select 1 from faulty_product_tickets t where t.unit_id = u.id and t.status = 'WAITING')`,
      );
      await c.query(`create unique index on bench_faulty_units (rn)`);
      return Number((await c.query(`select count(*) as n from bench_faulty_units`)).rows[0].n);
    });
    if (!sold) throw new Error('satılmış birim yok: BENCH_FAULTY_DEMO_UNITS');
    console.log(`    ${sold.toLocaleString('tr-TR')} satılmış birim, birim başına ~${(COUNT / sold).toFixed(1)} bildirim`);
    for (let from = 1; from <= COUNT; from += BATCH) {
      const to = Math.min(COUNT, from + BATCH - 1);
      await step(`bildirimler ${from.toLocaleString('tr-TR')}–${to.toLocaleString('tr-TR')}`, async () => {
        const [{ max }] = (await c.query(`select coalesce(max(id), 0) as max from faulty_product_tickets`)).rows;
        await c.query(
          `insert into faulty_product_tickets (reseller_id, supply_id, model_id, sub_category_id, category_id, unit_id, serial_no, sale_id, sale_date, description, status,
             reject_description, new_serial_no, cargo_name, cargo_code, decided_at, created_at)
           select b.reseller_id, b.supply_id, b.model_id, b.sub_category_id, b.category_id, b.unit_id, b.serial_no, b.sale_id,
             (x.created_at - interval '1 day' * floor(x.r3 * 120))::date, 'Ürün çalışmıyor, müşteri iade etti (bench ' || x.g || ').', x.status,
             case when x.status = 'REJECTED' then 'Kullanıcı hatası, garanti kapsamı dışında.' end,
             case when x.status = 'APPROVED' then 'BF' || lpad(x.g::text, 10, '0') end,
             case when x.status = 'APPROVED' then 'Yurtiçi Kargo' end,
             case when x.status = 'APPROVED' then lpad(x.g::text, 12, '0') end,
             case when x.status <> 'WAITING' then least(now(), x.created_at + interval '1 hour' * (1 + x.r3 * 70)) end,
             x.created_at
           from (
             select g, r1, r3, s.status,
               case when s.status = 'WAITING' then now() - interval '14 days' * r2 else now() - interval '2 days' - interval '363 days' * r2 end as created_at
             from (select g, random() as r1, random() as r2, random() as r3 from generate_series($1::int, $2::int) g) r
             cross join lateral (select case when g <= $3::int and r1 < 0.05 then 'WAITING' when r1 < 0.05 + 0.57 then 'APPROVED' else 'REJECTED' end as status) s
           ) x
           join bench_faulty_units b on b.rn = 1 + (x.g - 1) % $3::int
           order by x.created_at`,
          [from, to, sold],
        );
        await c.query(
          `insert into faulty_product_photos (ticket_id, position, storage_key, content_type, size, created_at)
           select t.id, n, ($2::text[])[1 + (t.id + n) % cardinality($2::text[])], 'image/png', $3::int, t.created_at
           from faulty_product_tickets t cross join lateral generate_series(1, 1 + t.id % 3) n where t.id > $1::int`,
          [max, photoKeys, photoSize],
        );
      });
    }
    await c.query(`drop table bench_faulty_units`);
    await step('vacuum analyze', () => c.query(`vacuum analyze`));
  } finally {
    await c.end();
  }
}

async function benchPostgres() {
  const target = await createBenchDatabase('faulty');
  const { name, url } = target;
  const database = await openDatabase({ databaseUrl: url });
  try {
    console.log(`\npostgres: arızalı ürünler (${COUNT.toLocaleString('tr-TR')} bildirim; ${name})`);
    const f0 = performance.now();
    const photos = fileImageStore(join(tmpdir(), 'bp-faulty-photos'));
    await step(`demo verisi (${DEMO_UNITS.toLocaleString('tr-TR')} birim)`, async () => {
      await seedReference(database.db);
      await seedDemo(database.db, fileImageStore(join(tmpdir(), 'bp-faulty-images')), { ledgerUnits: DEMO_UNITS, faultyPhotos: photos });
    });
    const keys = await queryRows<{ storage_key: string; size: number }>(database.db, sql`select distinct storage_key, size from faulty_product_photos`);
    await fillTickets(url, keys.map((k) => k.storage_key), keys[0]?.size ?? 1);
    const [n] = await queryRows<{ tickets: number; photos: number }>(
      database.db,
      sql`select (select count(*)::int from faulty_product_tickets) as tickets, (select count(*)::int from faulty_product_photos) as photos`,
    );
    console.log(`  veri ${secs(performance.now() - f0)}: ${n.tickets.toLocaleString('tr-TR')} bildirim, ${n.photos.toLocaleString('tr-TR')} fotoğraf satırı`);
    await serverPart(url, database.db);
  } finally {
    await database.close();
    if (process.env.BENCH_FAULTY_KEEP === '1') console.log(`  veritabanı bırakıldı: ${url}`);
    else await target.drop();
  }
}

async function serverPart(url: string, db: Db) {
  const server = await startRealServer(url);
  try {
    figures.push(...(await listLoads(server.base, db)));
    figures.push(await reports(server.base, db));
  } finally {
    await server.stop();
  }
}

/** 80 % of the requests on the first 50 pages, the rest anywhere in the result (deep). */
const pageOf = (total: number) => {
  const pages = Math.max(1, Math.floor(total / 10));
  return Math.random() < 0.8 ? rnd(Math.min(50, pages)) : rnd(pages);
};
/** 'YYYY-MM-DDTHH:mm' as the screen's picker sends it (Istanbul, UTC+3). */
const picked = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 16);
const STATUSES = ['WAITING', 'APPROVED', 'REJECTED'] as const;

async function listLoads(base: string, db: Db): Promise<Figure[]> {
  const out: Figure[] = [];
  const measure = async (name: string, headers: Record<string, string>, next: () => LoadRequest) => {
    const f = await runLoad(base, name, next, { connections: 10, seconds: SECONDS, headers });
    if (f.errors) throw new Error(`${name}: ${f.errors} hata`);
    out.push({ name: `${name} (p50/p99 ms)`, p50: f.p50, p99: f.p99, target: FAULTY_TARGET.listP99Ms });
  };

  // The admin's filters, drawn beforehand with their counts (for the deep pages).
  const subs = await queryRows<{ category_id: number; sub_category_id: number }>(db, sql`select distinct category_id, sub_category_id from faulty_product_tickets`);
  const [span] = await queryRows<{ first: number; last: number }>(
    db,
    sql`select extract(epoch from min(sale_date))::float8 * 1000 as first, extract(epoch from max(sale_date))::float8 * 1000 as last from faulty_product_tickets`,
  );
  const filters: { body: Record<string, unknown>; total: number }[] = [];
  for (let i = 0; i < 60; i++) {
    const body: Record<string, unknown> = {};
    const where = [sql`true`];
    if (Math.random() < 0.5) {
      body.faultyProductInfoStatus = pick(STATUSES);
      where.push(sql`status = ${body.faultyProductInfoStatus as string}`);
    }
    const s = pick(subs);
    const r = Math.random();
    if (r < 0.3) {
      body.categoryId = s.category_id;
      where.push(sql`category_id = ${s.category_id}::int`);
    } else if (r < 0.55) {
      body.subCategoryId = s.sub_category_id;
      where.push(sql`sub_category_id = ${s.sub_category_id}::int`);
    }
    if (Math.random() < 0.5) {
      // A 32-day range of sale days (the list reads the Istanbul day of each end).
      const from = span.first + rnd(Math.max(1, Math.floor((span.last - span.first) / 86_400_000) - 32)) * 86_400_000;
      body.saleDateStart = picked(from - 3 * 3_600_000);
      body.saleDateEnd = picked(from + 32 * 86_400_000 - 3 * 3_600_000);
      where.push(sql`sale_date between ${new Date(from).toISOString().slice(0, 10)}::date and ${new Date(from + 32 * 86_400_000).toISOString().slice(0, 10)}::date`);
    }
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from faulty_product_tickets where ${sql.join(where, sql` and `)}`);
    filters.push({ body, total: n });
  }
  console.log(`  arama süzgeçleri: ${filters.length}, sonuç ${Math.min(...filters.map((f) => f.total)).toLocaleString('tr-TR')}–${Math.max(...filters.map((f) => f.total)).toLocaleString('tr-TR')} bildirim`);
  const ttg = await signIn(base, 'ttg_admin');
  await measure('arıza arama, rastgele süzgeç/derin sayfa (ttg_admin)', ttg, () => {
    const f = pick(filters);
    return { method: 'POST', path: `/api/faultyProductManagement/search?page=${pageOf(f.total)}&size=10`, body: f.body };
  });

  const counts = await queryRows<{ status: string; n: number }>(
    db,
    sql`select t.status, count(*)::int as n from faulty_product_tickets t where t.supply_id = (select supply_id from users where username = 'supply_admin') group by t.status`,
  );
  const all = counts.reduce((a, c) => a + c.n, 0);
  console.log(`  tedarikçinin (TDR001) bildirimleri: ${all.toLocaleString('tr-TR')} (${counts.map((c) => `${c.status} ${c.n.toLocaleString('tr-TR')}`).join(', ')})`);
  const supplier = await signIn(base, 'supply_admin');
  await measure('tedarikçi listesi, rastgele durum/derin sayfa (supply_admin)', supplier, () => {
    const status = Math.random() < 0.5 ? pick(counts) : null;
    return { method: 'POST', path: `/api/faultyProductManagement/supplyTickets?page=${pageOf(status ? status.n : all)}&size=10`, body: status ? { faultyProductInfoStatus: status.status } : {} };
  });
  return out;
}

/** A real JPEG just under the photo limit: a photo-like gradient with sensor noise, the quality lowered until it fits. */
function photoJpeg(seed: number): Buffer {
  const { encode } = createRequire(import.meta.url)('jpeg-js') as { encode: (img: { data: Buffer; width: number; height: number }, quality: number) => { data: Buffer } };
  const width = 1280;
  const height = 960;
  const data = Buffer.alloc(width * height * 4);
  let s = seed >>> 0;
  const noise = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 40;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const base = 120 + 60 * Math.sin(x / 90 + seed) * Math.cos(y / 70);
      data[i] = base + noise();
      data[i + 1] = base * 0.9 + noise();
      data[i + 2] = base * 0.8 + noise();
      data[i + 3] = 255;
    }
  for (let q = 96; q > 50; q -= 2) {
    const jpeg = encode({ data, width, height }, q).data;
    if (jpeg.length <= FAULTY_PHOTO_MAX_BYTES - 1_000) return jpeg;
  }
  throw new Error('JPEG sınıra sığmadı');
}

/** A dealer's report with five ~1 MB photos (multipart, as the browser sends it), REPORTS times in a row. */
async function reports(base: string, db: Db): Promise<Figure> {
  const photos = Array.from({ length: FAULTY_MAX_PHOTOS }, (_, i) => photoJpeg(i + 1));
  const units = await queryRows<{ id: number }>(
    db,
    sql`select u.id from units u join users us on us.username = 'reseller_admin' and u.holder_id = us.login_reseller_id
        where u.holder = 'CUSTOMER' and u.status = 'SOLD' and exists (select 1 from sale_lines sl where sl.unit_id = u.id and sl.status = 'SOLD')
          and not exists (select 1 from faulty_product_tickets t where t.unit_id = u.id and t.status = 'WAITING')
        order by random() limit ${REPORTS + 1}`,
  );
  if (units.length < REPORTS + 1) throw new Error(`BY10001'in bildirilebilecek ${units.length} birimi var`);
  const dealer = await signIn(base, 'reseller_admin');
  const send = async (unitId: number) => {
    const form = new FormData();
    form.set('productSerialNoId', String(unitId));
    form.set('description', 'Ürün şarj olmuyor, kasasında çatlak var.');
    photos.forEach((p, i) => form.append('files', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `ariza-${i + 1}.jpg`));
    const t0 = performance.now();
    const res = await fetch(`${base}/api/faultyProductManagement/create`, { method: 'POST', headers: { ...dealer, 'idempotency-key': randomUUID() }, body: form });
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`bildirim: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    return ms;
  };
  await send(units[0].id); // warm-up
  const times: number[] = [];
  for (const u of units.slice(1)) times.push(await send(u.id));
  times.sort((a, b) => a - b);
  const mb = photos.reduce((a, p) => a + p.length, 0) / 1_000_000;
  const f = { name: `report with ${photos.length} photos (${mb.toFixed(1)} MB) (p50/max ms)`, p50: percentile(times, 50), p99: times.at(-1)!, target: FAULTY_TARGET.reportMs };
  console.log(`  ${`bildirim, ${photos.length} fotoğraf (${mb.toFixed(1)} MB), ${times.length} kez`.padEnd(52)} p50 ${f.p50.toFixed(2).padStart(8)} ms   en çok ${f.p99.toFixed(2).padStart(8)} ms`);
  return f;
}

await runPostgresPart({
  kind,
  pgliteNote: 'arızalı ürün yükü yalnız PostgreSQL’de ölçülür (1.000.000 bildirim)',
  reuse: process.env.BENCH_FAULTY_REUSE,
  reuseTitle: 'arızalı ürünler',
  load: serverPart,
  full: benchPostgres,
  figures,
});
