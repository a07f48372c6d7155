/**
 * The sales feed's part of the sales bench (issue 31: ingestion of 100,000 sales ≤ 8 s on
 * PostgreSQL over HTTP), called by scripts/bench-sales.ts with the real server's address and its
 * database; runnable alone (`npx tsx scripts/bench-sales-ingest.ts`, DATABASE_URL to an admin
 * database: a fresh bench_sales_ingest_<time> with the demo seed, dropped at the end).
 *
 * BENCH_SALES_INGEST (100,000) sales of ONE unit each — one row per sale: a batch holds at most
 * INGEST_MAX_ROWS rows, so 100,000 sales fit one request only that way — sent in one
 * POST /api/ingest/sales by the web service user. Their units are first brought into the dealers'
 * stock through the ledger feeds over HTTP (supplier invoices to the distributors, then their
 * invoices to the dealers; not timed), over the products with a distributor price in force now, so
 * every sale passes the completion's checks: price = the recommended sale price, VANILLA, sale
 * times spread over the last 30 days, customers of the three types, one in ten TEMLIK with a
 * still unused campaign serial of its dealer when the database has some.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import { type Db, execute, queryRows, textArray } from '../src/server/db/sql.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { formatCode } from '../src/shared/campaign-code.js';
import { INGEST_MAX_ROWS } from '../src/shared/contract/ingest.js';
import type { Figure } from './bench-measure.js';
import { signIn, startRealServer } from './bench-ledger-server.js';

export const SALES_INGEST_TARGET_MS = 8000;
const COUNT = Number(process.env.BENCH_SALES_INGEST ?? 100_000);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} sn`;

interface Sellable {
  barcode: string;
  supply_code: string;
  disty_code: string;
  price: number;
  resellers: string[];
}

/** Products with an approved distributor price in force now, with their supplier and that distributor's active dealers. */
async function sellables(db: Db): Promise<Sellable[]> {
  return queryRows<Sellable>(
    db,
    sql`with coded as materialized (select distinct reseller_id as id from campaign_serials where used_at is null)
        select m.barcode, s.code as supply_code, dt.code as disty_code, p.recommended_sell_price::float8 as price,
          -- Dealers holding unused campaign serials first: a tenth of their sales are campaign sales with one.
          (select array_agg(r.code order by r.coded desc, r.id) from (
            select r.id, r.code, r.id in (select id from coded) as coded
            from resellers r where r.disty_id = d.disty_id and r.active order by coded desc, r.id limit 50) r) as resellers
        from model_price_disties d join model_price_supplies p on p.id = d.model_price_supply_id join models m on m.id = d.model_id
        join supplies s on s.id = m.supply_id join disties dt on dt.id = d.disty_id
        where d.approve_type = 'APPROVED' and d.start_date <= now() - interval '30 days' and (d.end_date is null)
          and exists (select 1 from resellers r where r.disty_id = d.disty_id and r.active)
        order by m.id, d.disty_id limit 200`,
  );
}

/** POSTs one feed batch; throws unless all rows were accepted. */
async function post(base: string, auth: Record<string, string>, path: string, rows: unknown[]) {
  const body = JSON.stringify({ rows });
  const t0 = performance.now();
  const res = await fetch(`${base}/api/ingest/${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200 || (JSON.parse(text) as { accepted?: number }).accepted !== rows.length) throw new Error(`${path} ${res.status}: ${text.slice(0, 400)}`);
  return { ms, mb: Buffer.byteLength(body) / 1e6 };
}

export async function benchSalesIngest(base: string, db: Db): Promise<Figure> {
  const count = Math.min(COUNT, INGEST_MAX_ROWS);
  const tag = Date.now().toString(36).slice(-6).toUpperCase();
  const auth = await signIn(base, 'web_service');
  const products = await sellables(db);
  if (!products.length) throw new Error('no product with a distributor price in force');
  // Unused campaign serials of the feed's dealers, a few hundred each at most (a tenth of a dealer's sales use one).
  const codes = await queryRows<{ code: number; reseller: string; voucher_code: string }>(
    db,
    sql`select code, reseller, voucher_code from (
          select s.code, r.code as reseller, c.voucher_code, row_number() over (partition by s.reseller_id order by s.code) as n
          from campaign_serials s join code_batches b on b.id = s.batch_id join resellers r on r.id = s.reseller_id
          join accessory_campaigns c on c.id = s.campaign_id
          where s.used_at is null and s.deactivated_at is null and b.is_activated and b.status = 'COMPLETED' and c.status = 1
            and r.code = any(${textArray([...new Set(products.flatMap((p) => p.resellers))])})) x
        where n <= ${Math.ceil(count / 100)}`,
  );

  // The units: sale k sells unit k of product k % products, to dealer k / products of that product's distributor.
  const units = Array.from({ length: count }, (_, k) => {
    const p = products[k % products.length];
    return { p, serialNo: `BS${tag}${String(k).padStart(7, '0')}`, reseller: p.resellers[Math.floor(k / products.length) % p.resellers.length] };
  });
  const s0 = performance.now();
  const PER_DOC = 100;
  await post(
    base,
    auth,
    'supplyInvoices',
    units.map((u, k) => ({ supplyCode: u.p.supply_code, distyCode: u.p.disty_code, invoiceNo: `BSF-${tag}-${u.p.supply_code}-${u.p.disty_code}-${Math.floor(k / (PER_DOC * products.length))}`, invoiceDate: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10), barcode: u.p.barcode, serialNo: u.serialNo, price: 10, vatRatio: 20 })),
  );
  await post(
    base,
    auth,
    'distribution',
    units.map((u, k) => ({ type: 'INVOICE', distyCode: u.p.disty_code, resellerCode: u.reseller, invoiceNo: `BSD-${tag}-${u.reseller}-${Math.floor(k / (PER_DOC * products.length))}`, invoiceDate: new Date(Date.now() - 35 * 86_400_000).toISOString().slice(0, 10), barcode: u.p.barcode, serialNo: u.serialNo, price: 20, vatRatio: 20 })),
  );
  console.log(`  satış aktarımı: ${count.toLocaleString('tr-TR')} birim bayilerin stoğuna (defter beslemeleriyle) ${secs(performance.now() - s0)}`);

  const types = ['MOBILE', 'BROADBAND', 'FIXED_LINE'] as const;
  const rows = units.map((u, k) => {
    const customerType = types[k % 3];
    return {
      saleNo: `BS-${tag}-${k}`,
      resellerCode: u.reseller,
      completedDateTime: new Date(Date.now() - 60_000 - ((k * 7919) % (30 * 86_400)) * 1000).toISOString(),
      productSaleType: 'VANILLA',
      customerType,
      customerName: 'Ayşe',
      customerSurname: 'Yılmaz',
      customerPhoneNo: customerType === 'MOBILE' ? `0532${String(k % 10_000_000).padStart(7, '0')}` : null,
      customerServiceNo: customerType === 'BROADBAND' ? String(8_000_000_000 + k) : null,
      customerPstnNo: customerType === 'FIXED_LINE' ? `0212${String(k % 10_000_000).padStart(7, '0')}` : null,
      sellerName: 'Operatör',
      sellerSurname: 'Sistemi',
      barcode: u.p.barcode,
      serialNo: u.serialNo,
      price: u.p.price,
    };
  });
  // One in ten sales of a dealer holding an unused campaign serial becomes TEMLIK with it.
  const codeOf = new Map<string, { text: string; voucher: string }[]>();
  for (const c of codes) codeOf.set(c.reseller, [...(codeOf.get(c.reseller) ?? []), { text: formatCode(Number(c.code)), voucher: c.voucher_code }]);
  let coded = 0;
  for (let k = 0; k < rows.length; k += 10) {
    const code = codeOf.get(rows[k].resellerCode)?.pop();
    if (!code) continue;
    Object.assign(rows[k], { productSaleType: 'TEMLIK', voucherCode: code.voucher, serialValue: code.text });
    coded++;
  }
  // The units' load above left the database a checkpoint's worth of dirty pages: written out before the timed feed, not during it.
  await execute(db, sql`checkpoint`);
  const r = await post(base, auth, 'sales', rows);
  console.log(`  ${count.toLocaleString('tr-TR')} satış (satış başına 1 birim, ${coded.toLocaleString('tr-TR')} kampanyalı; ${r.mb.toFixed(0)} MB JSON), tek HTTP isteği   ${secs(r.ms).padStart(9)} (hedef ≤ ${secs(SALES_INGEST_TARGET_MS)})`);
  return { name: `satış aktarımı ${count.toLocaleString('tr-TR')} satış (HTTP)`, p50: r.ms, p99: r.ms, target: SALES_INGEST_TARGET_MS };
}

/** Alone: a fresh database with the demo seed, the real server on it, the part, dropped. */
async function main() {
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  const name = `bench_sales_ingest_${Date.now().toString(36)}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await seedReference(database.db);
    await seedDemo(database.db, fileImageStore(join(tmpdir(), 'bp-sales-ingest-images')));
    const server = await startRealServer(url.toString());
    try {
      await benchSalesIngest(server.base, database.db);
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
