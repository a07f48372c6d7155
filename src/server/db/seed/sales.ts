import { sql } from 'drizzle-orm';
import { formatCode } from '../../../shared/campaign-code.js';
import type { RowError } from '../../../shared/contract/ingest.js';
import { salePriceConflict } from '../../../shared/contract/sales.js';
import { type CustomerType, SALE_CANCEL_REASONS } from '../../../shared/contract/sale-texts.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { approveSaleCancel, rejectSaleCancel, requestSaleCancel } from '../../sales/cancel/sale-cancel.js';
import { type BandOf, maxDiscountRatios, priceBandReader } from '../../sales/complete/price-bands.js';
import { ingestSales } from '../../sales/feed/sale-feed.js';
import { type Db, inTransaction, queryRows } from '../sql.js';
import { customerOf, personName, type Rnd } from './sale-customers.js';

/**
 * The demo's sales (issue 31), after the ledger's stock (seed/ledger.ts): six months of sales of
 * the units the resellers hold, through the WEB_SERVICE sales feed (sale-feed.ts ingestSales, the
 * same checks as any fed batch: the ledger, the price band at the sale's time, the campaign code),
 * then a few hundred cancel requests through the cancel service, some approved, some rejected.
 * - Each reseller sells 66–90 % of what it holds (its size is the ledger's Zipf-like one, so big
 *   dealers sell more); the demo dealer BY10001 sells about a third and keeps at least 100 units
 *   (with DEMO_UNITS 300,000: about 200,000 sales; the tests' 6,000 units: a few thousand).
 * - A unit sells some days after it arrived (exponential, about three weeks on average), in shop
 *   hours (10:00–22:00 Istanbul, busier in the evening) and more on Fridays and weekends; one sale
 *   in ten takes two or three units.
 * - Price: the recommended sale price in force at the sale for the reseller's distributor (the
 *   completion's price bands, price-bands.ts), now and then discounted within MAX_DISCOUNT_RATIO or
 *   raised within the tolerance; a unit whose product has no price then is not sold.
 * - TEMLIK sales use real codes of the demo batches (seed/code-batches.ts): the 40 dealers with
 *   campaign serials sell about half of their sales on them (up to 60 % of their serials), and
 *   any dealer now and then takes a TT CRM password (up to 55 % of each record's) — the rest stay
 *   for the wizard. Customer types: about 58 % mobile, 27 % broadband, 15 % fixed line.
 * Repeatable (a fixed random seed) over the stock of the same DEMO_UNITS.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const ISTANBUL = 3 * HOUR;
/** Rows per fed batch (a sale's rows stay in one batch). */
const BATCH_ROWS = 5_000;
const DEMO_DEALER = 'BY10001';
const DEMO_DEALER_KEEPS = 100;

function random(seed: number): Rnd {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface StockUnit {
  id: number;
  model_id: number;
  barcode: string;
  serial_no: string;
  holder_id: number;
  received_at: number;
}
interface Reseller {
  id: number;
  code: string;
  disty_id: number;
}
interface Code {
  owner_id: number;
  code: string;
  voucher_code: string;
}
interface DemoSale {
  reseller: Reseller;
  at: number;
  units: StockUnit[];
}

// Shop hours 10:00–21:59 (busier in the evening); by weekday from Sunday (Friday and the weekend busier).
const HOUR_WEIGHTS = [0.5, 0.75, 0.95, 1.05, 1.05, 1.1, 1.2, 1.3, 1.4, 1.3, 1, 0.6];
const DAY_WEIGHTS = [1.45, 0.9, 0.9, 0.95, 1, 1.2, 1.7];
const MAX_DAY_WEIGHT = Math.max(...DAY_WEIGHTS);

function pickIndex(weights: readonly number[], rnd: Rnd) {
  let x = rnd() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) < 0) return i;
  return weights.length - 1;
}

/** A sale time between `earliest` and `latest`: some days after arrival, in shop hours, weekends weighted; null if none fits. */
function saleTime(earliest: number, latest: number, rnd: Rnd): number | null {
  if (latest - earliest < HOUR) return null;
  for (let i = 0; i < 16; i++) {
    const t = i < 8 ? earliest - 6 * HOUR - Math.log(1 - rnd()) * 21 * DAY : earliest + rnd() * (latest - earliest);
    const day = Math.floor((t + ISTANBUL) / DAY);
    // 1 January 1970 was a Thursday.
    if (rnd() * MAX_DAY_WEIGHT > DAY_WEIGHTS[(day + 4) % 7]) continue;
    const at = Math.floor((day * DAY - ISTANBUL + (10 + pickIndex(HOUR_WEIGHTS, rnd)) * HOUR + rnd() * HOUR) / 1000) * 1000;
    if (at >= earliest && at <= latest) return at;
  }
  return null;
}

/** A price in the band at `at`: mostly the recommended one, sometimes discounted or above it; null when the product has no price then. */
function linePrice(bandOf: BandOf, reseller: Reseller, ratio: number, unit: StockUnit, at: number, rnd: Rnd): number | null {
  const band = bandOf(reseller.disty_id, ratio, unit.model_id, new Date(at));
  if (!band || band.recommendedSellPrice === null || band.minPrice === null || band.maxPrice === null) return null;
  const limits = { minPrice: band.minPrice, maxPrice: band.maxPrice };
  const tesf = band.recommendedSellPrice;
  if (salePriceConflict(tesf, limits)) return null;
  const roll = rnd();
  const target = roll < 0.68 ? tesf : roll < 0.92 ? tesf - rnd() * (tesf - band.minPrice) : tesf + rnd() * (band.maxPrice - tesf);
  // Whole liras as a shop rounds, kept inside the band.
  const price = tesf >= 20 ? Math.round(target) : Math.round(target * 100) / 100;
  return salePriceConflict(price, limits) ? tesf : price;
}

const CUSTOMER_WEIGHTS: [CustomerType, number][] = [
  ['MOBILE', 0.58],
  ['BROADBAND', 0.27],
  ['FIXED_LINE', 0.15],
];
const customerType = (rnd: Rnd) => CUSTOMER_WEIGHTS[pickIndex(CUSTOMER_WEIGHTS.map((c) => c[1]), rnd)][0];

/** Istanbul date-time of an instant, as a sale's system sends it. */
const local = (at: number) => new Date(at + ISTANBUL).toISOString().slice(0, 19);

export interface SeededSales {
  sales: number;
  units: number;
  temlik: number;
  dropped: number;
  cancelWaiting: number;
  cancelApproved: number;
  cancelRejected: number;
}

export async function seedSales(db: Db, now = new Date()): Promise<SeededSales | null> {
  // Once: a database that has sales keeps them.
  const [{ any }] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from sales) as any`);
  if (any) return null;
  const rnd = random(20261129);
  const latest = now.getTime() - 10 * 60_000;

  const resellers = new Map(
    (await queryRows<Reseller>(db, sql`select r.id, r.code, r.disty_id from resellers r where r.active and r.disty_id is not null order by r.id`)).map((r) => [r.id, r]),
  );
  const stock = await queryRows<StockUnit>(
    db,
    sql`select u.id, u.model_id, m.barcode, u.serial_no, u.holder_id, extract(epoch from u.received_at)::float8 * 1000 as received_at
        from units u join models m on m.id = u.model_id
        where u.holder = 'RESELLER' and u.status = 'IN_STOCK' order by u.id`,
  );
  const held = new Map<number, StockUnit[]>();
  for (const u of stock) {
    if (!resellers.has(u.holder_id)) continue;
    const list = held.get(u.holder_id);
    if (list) list.push(u);
    else held.set(u.holder_id, [u]);
  }
  if (!held.size) return null;
  const ratios = await maxDiscountRatios(db, [...resellers.values()].map((r) => r.code));
  const earliest = stock.reduce((min, u) => Math.min(min, u.received_at), latest);
  const pairs = new Map<string, { distyId: number; modelId: number }>();
  for (const u of stock) {
    const r = resellers.get(u.holder_id);
    if (r) pairs.set(`${r.disty_id}/${u.model_id}`, { distyId: r.disty_id, modelId: u.model_id });
  }
  const bandOf = await priceBandReader(db, [...pairs.values()], new Date(earliest), now);

  // Which units sell, when, and in which baskets.
  const sales: DemoSale[] = [];
  for (const [resellerId, units] of held) {
    const reseller = resellers.get(resellerId)!;
    const ratio = ratios.get(reseller.code) ?? 0;
    let chosen: StockUnit[];
    if (reseller.code === DEMO_DEALER) {
      // The demo dealer sells about a third and keeps at least 100 units for the wizard.
      const n = Math.round(units.length * 0.35);
      const count = units.length >= DEMO_DEALER_KEEPS * 1.5 ? Math.min(n, units.length - DEMO_DEALER_KEEPS) : n;
      chosen = [...units].sort(() => rnd() - 0.5).slice(0, count);
    } else {
      const rate = 0.66 + rnd() * 0.24;
      chosen = units.filter(() => rnd() < rate);
    }
    const timed = chosen.flatMap((u) => {
      // A product without a price at the time drawn may have one later (a newer product): a few draws.
      for (let k = 0; k < 4; k++) {
        const at = saleTime(u.received_at + HOUR, latest, rnd);
        if (at !== null && linePrice(bandOf, reseller, ratio, u, at, rnd) !== null) return [{ u, at }];
      }
      return [];
    });
    timed.sort((a, b) => a.at - b.at);
    for (let i = 0; i < timed.length; i++) {
      const basket = [timed[i]];
      // One sale in ten takes the next unit(s) too, at the later unit's time (when every unit has a price then).
      const extra = rnd() < 0.1 ? (rnd() < 0.2 ? 2 : 1) : 0;
      for (let k = 1; k <= extra && i + k < timed.length; k++) {
        const next = timed[i + k];
        if (basket.every((b) => linePrice(bandOf, reseller, ratio, b.u, next.at, rnd) !== null)) basket.push(next);
        else break;
      }
      i += basket.length - 1;
      sales.push({ reseller, at: basket[basket.length - 1].at, units: basket.map((b) => b.u) });
    }
  }
  sales.sort((a, b) => a.at - b.at || a.reseller.id - b.reseller.id);

  // The codes TEMLIK sales may take (activated batches, unused, of active campaigns).
  const codeRows = (kind: 'serials' | 'passwords') =>
    queryRows<Code>(
      db,
      sql`select s.${sql.raw(kind === 'serials' ? 'reseller_id' : 'tt_crm_id')} as owner_id, s.code::text as code, c.voucher_code
          from ${sql.raw(kind === 'serials' ? 'campaign_serials' : 'campaign_passwords')} s
          join code_batches b on b.id = s.batch_id join accessory_campaigns c on c.id = s.campaign_id
          where b.is_activated and b.status = 'COMPLETED' and s.used_at is null and s.deactivated_at is null and c.status = 1
          order by s.id`,
    );
  const share = (codes: Code[], part: number) => {
    const byOwner = new Map<number, Code[]>();
    for (const c of codes) {
      const list = byOwner.get(c.owner_id);
      if (list) list.push(c);
      else byOwner.set(c.owner_id, [c]);
    }
    for (const [owner, list] of byOwner) byOwner.set(owner, list.slice(0, Math.floor(list.length * part)));
    return byOwner;
  };
  const serials = share(await codeRows('serials'), 0.6);
  const passwords = [...share(await codeRows('passwords'), 0.55).values()].flat().sort(() => rnd() - 0.5);
  const passRate = Math.min(0.03, passwords.length / Math.max(1, sales.length));

  const sellers = new Map<number, { name: string; surname: string }[]>();
  const sellerOf = (r: Reseller) => {
    if (!sellers.has(r.id))
      sellers.set(
        r.id,
        r.code === DEMO_DEALER
          ? [
              { name: 'Emre', surname: 'Koç' },
              { name: 'Selin', surname: 'Aydın' },
            ]
          : Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => personName(rnd)),
      );
    const staff = sellers.get(r.id)!;
    return staff[Math.floor(rnd() * staff.length)];
  };

  let temlik = 0;
  let saleNo = 0;
  const rowsOf = (s: DemoSale) => {
    const own = serials.get(s.reseller.id);
    const kind = own?.length && rnd() < 0.5 ? 'serial' : passwords.length && rnd() < passRate ? 'pass' : null;
    const campaign = kind === 'serial' ? own!.pop()! : kind === 'pass' ? passwords.pop()! : null;
    const codeText = campaign ? formatCode(Number(campaign.code)) : null;
    if (campaign) temlik++;
    const seller = sellerOf(s.reseller);
    const ratio = ratios.get(s.reseller.code) ?? 0;
    const header = {
      saleNo: `PS${local(s.at).slice(2, 10).replace(/-/g, '')}${String(++saleNo).padStart(7, '0')}`,
      resellerCode: s.reseller.code,
      completedDateTime: local(s.at),
      productSaleType: campaign ? 'TEMLIK' : 'VANILLA',
      voucherCode: campaign?.voucher_code ?? null,
      serialValue: kind === 'serial' ? codeText : null,
      passValue: kind === 'pass' ? codeText : null,
      ...customerOf(customerType(rnd), rnd),
      sellerName: seller.name,
      sellerSurname: seller.surname,
    };
    return s.units.map((u) => ({ ...header, barcode: u.barcode, serialNo: u.serial_no, price: linePrice(bandOf, s.reseller, ratio, u, s.at, rnd) }));
  };

  let dropped = 0;
  let batch: ReturnType<typeof rowsOf>[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length) dropped += await ingest(db, batch);
    batch = [];
    rows = 0;
  };
  for (const s of sales) {
    const saleRows = rowsOf(s);
    if (rows + saleRows.length > BATCH_ROWS) await flush();
    batch.push(saleRows);
    rows += saleRows.length;
  }
  await flush();

  const cancels = await seedCancels(db, now, sales.length);
  return { sales: sales.length - dropped, units: sales.reduce((n, s) => n + s.units.length, 0), temlik, dropped, ...cancels };
}

/**
 * One fed batch of whole sales, in its transaction. A refused batch (a price changed in the very
 * minute of a sale, say) is sent again without the refused sales, as an operator's system would:
 * the number of sales left out is answered.
 */
async function ingest(db: Db, sales: Record<string, unknown>[][]): Promise<number> {
  let todo = sales;
  for (let attempt = 0; attempt < 10 && todo.length; attempt++) {
    const saleOfRow = todo.flatMap((rows, i) => rows.map(() => i));
    try {
      await inTransaction(db, (tx) => ingestSales(tx, todo.flat()));
      return sales.length - todo.length;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 422) throw error;
      const refused = new Set(((error.envelope.details as { errors?: RowError[] } | undefined)?.errors ?? []).map((e) => saleOfRow[e.row - 1]));
      if (!refused.size) throw error;
      todo = todo.filter((_, i) => !refused.has(i));
    }
  }
  if (todo.length) throw new Error('Demo satışları beslenemedi.');
  return sales.length - todo.length;
}

/** The portal user acting in the cancel flow (the services take the signed-in user). */
async function actor(db: Db, username: string): Promise<AuthUser> {
  const [u] = await queryRows<{ id: number; roles: AuthUser['roles']; supply_id: number | null; disty_id: number | null; login_reseller_id: number | null }>(
    db,
    sql`select id, roles, supply_id, disty_id, login_reseller_id from users where username = ${username}`,
  );
  return { id: u.id, username, roles: u.roles, supplyId: u.supply_id, distyId: u.disty_id, loginResellerId: u.login_reseller_id, familyId: 'demo-seed', impersonatorId: null, sessionEndsAt: null };
}

/**
 * Cancel requests of recent sales (the last 45 days) through the cancel service: about 0.15 % of the
 * sales wait in the queue (a few hundred by default), whole sales and, for baskets of several units,
 * chosen serials; a few dozen more are approved (units back in the dealer's stock) and as many
 * rejected. The demo dealer's own requests come from its admin, the others' from TTG_ADMIN.
 */
async function seedCancels(db: Db, now: Date, saleCount: number) {
  const rnd = random(31);
  const waiting = Math.max(6, Math.round(saleCount * 0.0015));
  const decided = Math.max(2, Math.round(waiting / 8));
  const candidates = await queryRows<{ id: number; code: string; unit_ids: number[] }>(
    db,
    sql`select s.id, r.code, array_agg(l.unit_id order by l.unit_id) as unit_ids
        from sales s join resellers r on r.id = s.reseller_id join sale_lines l on l.sale_id = s.id
        where s.status = 'COMPLETED' and s.completed_at > ${new Date(now.getTime() - 45 * DAY)}
        group by s.id, r.code order by s.id`,
  );
  const mine = candidates.filter((c) => c.code === DEMO_DEALER).slice(-4);
  const others = candidates.filter((c) => c.code !== DEMO_DEALER).sort(() => rnd() - 0.5);
  const picked = [...mine, ...others.slice(0, Math.max(0, waiting + 2 * decided - mine.length))];
  const admin = await actor(db, 'ttg_admin');
  const dealer = await actor(db, 'reseller_admin');
  for (const [i, sale] of picked.entries()) {
    const bySerial = sale.unit_ids.length > 1 && rnd() < 0.5;
    await requestSaleCancel(db, sale.code === DEMO_DEALER ? dealer : admin, {
      productSaleId: sale.id,
      cancelReason: SALE_CANCEL_REASONS[i % SALE_CANCEL_REASONS.length],
      productSerialNoIdList: bySerial ? sale.unit_ids.slice(0, 1 + Math.floor(rnd() * (sale.unit_ids.length - 1))) : undefined,
    });
  }
  // Decisions: the demo dealer's first request approved, its second rejected, then others alike; the rest wait.
  const order = [...picked.filter((p) => p.code === DEMO_DEALER).slice(0, 2), ...picked.filter((p) => p.code !== DEMO_DEALER)];
  const approve = [order[0], ...order.slice(2, 1 + decided)].filter(Boolean);
  const reject = [order[1], ...order.slice(1 + decided, 2 * decided)].filter(Boolean);
  for (const s of approve) await approveSaleCancel(db, admin, s.id);
  for (const [i, s] of reject.entries()) await rejectSaleCancel(db, admin, s.id, i % 2 ? 'Satış operatör sisteminde tamamlanmış, iptal edilemez.' : undefined);
  return { cancelWaiting: picked.length - approve.length - reject.length, cancelApproved: approve.length, cancelRejected: reject.length };
}
