import { sql } from 'drizzle-orm';
import { ingestDistribution } from '../../serials/feeds/distribution-feed.js';
import { ingestSupplyInvoices } from '../../serials/feeds/supply-invoice-feed.js';
import { transferSerials } from '../../serials/transfers/transfer-upload.js';
import type { DistributionIngestRow, SupplyInvoiceIngestRow } from '../../../shared/contract/ledger-feeds.js';
import { type Db, inTransaction, queryRows } from '../sql.js';

/**
 * The demo's serial-numbered stock (issue 30), through the ledger's feeds as the suppliers' and
 * distributors' systems would send it: six months of weekly supplier invoices to the
 * distributors, distributed over the following days to the resellers of each distributor —
 * invoices (some on child waybills), standalone waybills and a few technical-service changes —
 * then family transfers through the transfer service. Resellers are sized realistically: a few
 * big, most small (Zipf-like weights); the demo dealer BY10001 is among the big ones. About
 * 15 % of each week's units stay at the distributor. Repeatable: the same data on every machine.
 */
const WEEKS = 26;
const DAY_MS = 86_400_000;

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Product {
  barcode: string;
  supply_code: string;
  price: number;
}
interface Reseller {
  id: number;
  code: string;
  disty_code: string;
  parent_id: number | null;
}

const ymd = (d: Date) => new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** A weighted picker over `items` (weights fixed once). */
function weighted<T>(items: readonly T[], weight: (item: T, i: number) => number, rnd: () => number) {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((item, i) => cumulative.push((total += weight(item, i))));
  return () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

export async function seedLedger(db: Db, units: number, now = new Date()): Promise<void> {
  if (units <= 0) return;
  const rnd = random(20261128);
  const products = await queryRows<Product>(
    db,
    sql`select m.barcode, s.code as supply_code, coalesce(p.disty_price, 50)::float8 as price
        from models m join supplies s on s.id = m.supply_id
        left join lateral (select v.disty_price from model_price_supplies v where v.model_id = m.id order by v.start_date desc limit 1) p on true
        where m.approve_type = 'APPROVED' order by m.id`,
  );
  const resellers = await queryRows<Reseller>(db, sql`select r.id, r.code, d.code as disty_code, r.parent_id from resellers r join disties d on d.id = r.disty_id where r.active order by r.id`);
  const routes = await queryRows<{ supply_code: string; disty_code: string }>(db, sql`select s.code as supply_code, d.code as disty_code from supply_disties sd join supplies s on s.id = sd.supply_id join disties d on d.id = sd.disty_id`);
  const routed = new Set(routes.map((r) => r.supply_code));
  products.splice(0, products.length, ...products.filter((p) => routed.has(p.supply_code)));
  if (!products.length || !resellers.length) return;

  // Popular products sell more; big dealers get more (BY10001 is one of them).
  const pickProduct = weighted(products, (_, i) => 1 / (1 + (i % 97)) ** 0.7, rnd);
  const byDisty = new Map<string, () => Reseller>();
  for (const disty of new Set(resellers.map((r) => r.disty_code))) {
    const own = resellers.filter((r) => r.disty_code === disty);
    byDisty.set(disty, weighted(own, (r, i) => (r.code === 'BY10001' ? 0.25 : r.code === 'BY10002' || r.code === 'BY10003' ? 0.1 : 1 / (1 + i) ** 0.6 + 0.02), rnd));
  }
  const distiesOf = new Map<string, string[]>();
  for (const r of routes) distiesOf.set(r.supply_code, [...(distiesOf.get(r.supply_code) ?? []), r.disty_code]);
  const start = now.getTime() - WEEKS * 7 * DAY_MS;
  const perWeek = Math.ceil(units / WEEKS);
  let serialNo = 0;
  let docNo = 0;

  for (let week = 0; week < WEEKS; week++) {
    const monday = new Date(start + week * 7 * DAY_MS);
    // The week's supplier invoices: per route, invoices of 20–120 lines.
    const invoiceRows: SupplyInvoiceIngestRow[] = [];
    const arrived = new Map<string, { barcode: string; serialNo: string; price: number }[]>();
    let n = 0;
    while (n < perWeek) {
      const first = pickProduct();
      const disties = distiesOf.get(first.supply_code);
      if (!disties) continue;
      const disty = disties[Math.floor(rnd() * disties.length)];
      const invoiceNo = `TF${first.supply_code.slice(-3)}${ymd(monday).replace(/-/g, '')}${String(++docNo).padStart(5, '0')}`;
      const size = Math.min(perWeek - n, 20 + Math.floor(rnd() * 100));
      for (let k = 0; k < size; k++) {
        const product = k === 0 ? first : pickProduct();
        if (product.supply_code !== first.supply_code) continue;
        const serial = `SN${ymd(monday).slice(2).replace(/-/g, '')}${String(++serialNo).padStart(7, '0')}`;
        invoiceRows.push({ supplyCode: first.supply_code, distyCode: disty, invoiceNo, invoiceDate: ymd(monday), waybillNo: null, barcode: product.barcode, serialNo: serial, price: product.price, discount: 0, vatRatio: 20, description: null });
        arrived.set(disty, [...(arrived.get(disty) ?? []), { barcode: product.barcode, serialNo: serial, price: product.price }]);
        n++;
      }
    }
    await inTransaction(db, (tx) => ingestSupplyInvoices(tx, invoiceRows, { supplyId: null, distyId: null, at: monday }));

    // Over the next five days each distributor hands out about 85 % of what arrived.
    for (let day = 1; day <= 5; day++) {
      const at = new Date(monday.getTime() + day * DAY_MS + 9 * 3_600_000);
      if (at.getTime() > now.getTime()) break;
      const rows: DistributionIngestRow[] = [];
      for (const [disty, stock] of arrived) {
        const take = Math.floor((stock.length * 0.85) / (6 - day));
        const pickReseller = byDisty.get(disty);
        if (!pickReseller) continue;
        let left = take;
        while (left > 0 && stock.length) {
          const reseller = pickReseller();
          const size = Math.min(left, stock.length, 1 + Math.floor(rnd() ** 2 * 40));
          const lines = stock.splice(0, size);
          left -= size;
          const shape = rnd();
          const no = String(++docNo).padStart(6, '0');
          const base = { distyCode: disty, resellerCode: reseller.code, discount: 0, vatRatio: 20, description: null, shipmentCompanyName: null, shipmentTrackingCode: null, shipmentTrackingUrl: null };
          const price = (p: number) => Math.round(p * 112) / 100;
          if (shape < 0.2) {
            // A standalone waybill (the invoice follows elsewhere).
            for (const l of lines) rows.push({ ...base, type: 'WAYBILL', invoiceNo: null, invoiceDate: null, waybillNo: `IR${no}`, waybillDate: ymd(at), barcode: l.barcode, serialNo: l.serialNo, price: price(l.price), shipmentCompanyName: 'Yurtiçi Kargo', shipmentTrackingCode: `YK${no}`, shipmentTrackingUrl: null });
          } else if (shape < 0.55 && lines.length > 1) {
            // An invoice delivered on two or three waybills.
            const waybills = 2 + Math.floor(rnd() * 2);
            lines.forEach((l, i) =>
              rows.push({ ...base, type: 'INVOICE', invoiceNo: `DF${no}`, invoiceDate: ymd(at), waybillNo: `IR${no}-${(i % waybills) + 1}`, waybillDate: ymd(at), barcode: l.barcode, serialNo: l.serialNo, price: price(l.price), shipmentCompanyName: 'Aras Kargo', shipmentTrackingCode: `AR${no}${(i % waybills) + 1}`, shipmentTrackingUrl: null }),
            );
          } else {
            for (const l of lines) rows.push({ ...base, type: 'INVOICE', invoiceNo: `DF${no}`, invoiceDate: ymd(at), waybillNo: null, waybillDate: null, barcode: l.barcode, serialNo: l.serialNo, price: price(l.price) });
          }
          // Now and then the supplier's service replaces a unit at the dealer.
          if (rnd() < 0.01) {
            const product = pickProduct();
            if (distiesOf.get(product.supply_code)?.includes(disty))
              rows.push({ ...base, type: 'TECHNICAL_SERVICE_CHANGE', invoiceNo: `TS${no}`, invoiceDate: ymd(at), waybillNo: null, waybillDate: null, barcode: product.barcode, serialNo: `TS${String(++serialNo).padStart(9, '0')}`, price: 0 });
          }
        }
      }
      if (rows.length) await inTransaction(db, (tx) => ingestDistribution(tx, rows, { supplyId: null, distyId: null, at }));
    }
  }
  await seedTransfers(db, Math.max(10, Math.round(units / 120)), rnd, now);
}

/** Family transfers: a dealer takes a few units from another reseller of its family (the transfer service, as an upload would). */
async function seedTransfers(db: Db, uploads: number, rnd: () => number, now: Date) {
  const families = await queryRows<{ id: number; root: number }>(db, sql`select r.id, coalesce(r.parent_id, r.id) as root from resellers r where r.active order by r.id`);
  const members = new Map<number, number[]>();
  for (const f of families) members.set(f.root, [...(members.get(f.root) ?? []), f.id]);
  const rootOf = new Map(families.map((f) => [f.id, f.root]));
  // Units ten days old or more, so every transfer comes after the arrival of what it moves.
  const held = await queryRows<{ serial_no: string; holder_id: number }>(
    db,
    sql`select u.serial_no, u.holder_id from units u
        where u.holder = 'RESELLER' and u.status = 'IN_STOCK' and u.received_at < ${new Date(now.getTime() - 10 * DAY_MS)}
        order by u.id desc limit ${uploads * 8}`,
  );
  const movable = held.filter((u) => (members.get(rootOf.get(u.holder_id) ?? -1)?.length ?? 0) > 1);
  const byAdmin = await queryRows<{ id: number }>(db, sql`select id from users where username = 'reseller_admin'`);
  for (let i = 0; i < uploads && movable.length; i++) {
    const first = movable.splice(Math.floor(rnd() * movable.length), 1)[0];
    const family = members.get(rootOf.get(first.holder_id)!)!.filter((id) => id !== first.holder_id);
    const taker = family[Math.floor(rnd() * family.length)];
    const more = movable.filter((u) => u.holder_id === first.holder_id).slice(0, Math.floor(rnd() * 3));
    for (const m of more) movable.splice(movable.indexOf(m), 1);
    const at = new Date(now.getTime() - Math.floor(rnd() * 9 * DAY_MS));
    await transferSerials(db, { resellerId: taker, userId: byAdmin[0]?.id ?? null }, [first.serial_no, ...more.map((m) => m.serial_no)], at);
  }
}
