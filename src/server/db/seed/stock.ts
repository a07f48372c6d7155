import { sql } from 'drizzle-orm';
import type { DistyStockRow } from '../../../shared/contract/ingest.js';
import { ingestDistyStock } from '../../ingest/disty-stock-service.js';
import { hashPassword } from '../../lib/passwords.js';
import { type Db, execute, inTransaction, queryRows } from '../sql.js';

/**
 * Demo stock and the demo integration account. Stock is never written by SQL here: every row
 * goes through `ingestDistyStock`, the service behind POST /api/ingest/distyStock, so the demo
 * data passes the same checks an integrator's batch does.
 */

export const SERVICE_USERNAME = 'web_service';
const SERVICE_PASSWORD = 'demo1234';
const DEMO_DISTIES = ['DST001', 'DST002', 'DST003'];
const BATCH = 50_000;

/** The WEB_SERVICE demo user (no distributor: it may report every distributor's stock). Kept when present. */
export async function seedServiceUser(db: Db) {
  const passwordHash = await hashPassword(SERVICE_PASSWORD);
  await execute(
    db,
    sql`insert into users (username, password_hash, name, surname, roles)
        select ${SERVICE_USERNAME}, ${passwordHash}, 'Entegrasyon', 'Servisi', ${'{WEB_SERVICE}'}::text[]
        where not exists (select 1 from users where lower(username) = ${SERVICE_USERNAME})`,
  );
}

/**
 * A varied, repeatable quantity: about 15 % of the pairs 0 (YOK), 15 % 1–10 (LİMİTLİ with the
 * default thresholds 0 / 10), the rest 11–500 (VAR).
 */
export function demoQuantity(modelId: number, distyId: number): number {
  const h = (Math.imul(modelId, 2654435761) ^ Math.imul(distyId, 40503)) >>> 0;
  const bucket = h % 100;
  if (bucket < 15) return 0;
  if (bucket < 30) return 1 + (h % 10);
  return 11 + ((h >>> 8) % 490);
}

interface Pair {
  disty_code: string;
  disty_id: number;
  model_id: number;
  barcode: string;
}

async function ingestPairs(db: Db, pairs: Pair[]) {
  const rows: DistyStockRow[] = pairs.map((p) => ({ distyCode: p.disty_code, barcode: p.barcode, quantity: demoQuantity(p.model_id, p.disty_id) }));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await inTransaction(db, (tx) => ingestDistyStock(tx, batch));
  }
  return rows.length;
}

/** Stock of the demo distributors for every product of the supplies they distribute (supply_disties). */
export async function seedStock(db: Db): Promise<number> {
  const pairs = await queryRows<Pair>(
    db,
    sql`select d.code as disty_code, d.id as disty_id, m.id as model_id, m.barcode
        from disties d join supply_disties sd on sd.disty_id = d.id join models m on m.supply_id = sd.supply_id
        where d.code = any(${`{${DEMO_DISTIES.join(',')}}`}::text[])
        order by d.id, m.id`,
  );
  return ingestPairs(db, pairs);
}

/**
 * `npm run seed:large`: stock of every product at each demo distributor (100,000 products × 3
 * distributors), read in pages of products and sent through the service in batches.
 */
export async function addStock(db: Db, opts: { onBatch?: (rows: number, total: number) => void } = {}): Promise<number> {
  const disties = await queryRows<{ id: number; code: string }>(db, sql`select id, code from disties where code = any(${`{${DEMO_DISTIES.join(',')}}`}::text[]) order by id`);
  if (!disties.length) return 0;
  const perPage = Math.max(1, Math.floor(BATCH / disties.length));
  let after = 0;
  let total = 0;
  for (;;) {
    const products = await queryRows<{ id: number; barcode: string }>(db, sql`select id, barcode from models where id > ${after} order by id limit ${perPage}`);
    if (!products.length) break;
    after = products[products.length - 1].id;
    const pairs = disties.flatMap((d) => products.map((m) => ({ disty_code: d.code, disty_id: d.id, model_id: m.id, barcode: m.barcode })));
    total += await ingestPairs(db, pairs);
    opts.onBatch?.(pairs.length, total);
  }
  return total;
}
