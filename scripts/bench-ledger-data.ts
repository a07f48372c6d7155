/**
 * The ledger bench's big data (BENCH_ONLY=ledger, PostgreSQL): a year of distribution history
 * made set-based in SQL (generate_series), consistent with the ledger as the feeds leave it:
 * - `records` top distribution records (70 % invoices — a fifth of them with a child waybill
 *   holding their lines —, 25 % standalone waybills, 5 % technical-service changes), busier
 *   towards the end of the year (density ∝ 0.5 + t, as a growing business), over the active
 *   resellers with a few big and most small (the k-th reseller is picked with u², so the first
 *   gets ~2 % of the records and the median one ~0.03 %), each from its reseller's distributor;
 * - one line per unit they brought (1–19 lines a record, ~7 on average), every such unit held
 *   by its reseller (in stock) or sold to a customer (old units mostly sold), with
 *   sale_info_line_id pointing at its line and received_at the record's time;
 * - the rest of `units` units in the distributors' stock.
 * Movements are not written (no list reads them). The tables' secondary indexes — exactly the
 * migration's, read from pg_indexes — are dropped for the load and built again after it, as a
 * bulk load does; the caller runs VACUUM ANALYZE.
 */
import pg from 'pg';

export interface LedgerFill {
  records: number;
  units: number;
}

const TABLES = ['units', 'sale_infos', 'sale_info_lines'];

/** A serial of fill unit n: an odd multiplier modulo 2³² is a bijection, so serials are unique and unordered by id. */
const SERIAL = (n: string) => `'SN' || lpad(upper(to_hex(((${n})::bigint * 2654435761) % 4294967296)), 8, '0')`;

export async function fillLedger(databaseUrl: string, fill: LedgerFill, log: (line: string) => void): Promise<{ lines: number; children: number }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const step = async (name: string, text: string) => {
    const t0 = performance.now();
    const res = await c.query(text);
    log(`    ${name.padEnd(58)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} sn`);
    return res;
  };
  try {
    await c.query(`set maintenance_work_mem = '1GB'; set work_mem = '256MB'; set synchronous_commit = off; select setseed(0.30)`);
    const { rows: indexes } = await c.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1) and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      [TABLES],
    );
    await c.query(indexes.map((i) => `drop index "${i.name}";`).join('\n'));
    const base = async (table: string) => Number((await c.query(`select coalesce(max(id), 0) as m from ${table}`)).rows[0].m);
    const [uBase, sBase, lBase] = [await base('units'), await base('sale_infos'), await base('sale_info_lines')];
    const N = fill.records;

    await step(
      'kayıtlar: zaman, bayi, tip, satır sayısı',
      `create temp table bm as select (row_number() over (order by id))::int - 1 as k, id, supply_id from models;
       create temp table br as select (row_number() over (order by r.id))::int - 1 as k, r.id, r.disty_id from resellers r where r.active and r.disty_id is not null;
       create temp table rec0 as
         select i, (-1 + sqrt(1 + 8 * (i - 0.5) / ${N})) / 2 as t, floor((select count(*) from br) * random() ^ 2)::int as rk, random() as ty, random() as ch,
           1 + floor(random() ^ 2 * 19)::int as lc
         from generate_series(1, ${N}) i;
       create temp table rec as
         select i, t, now() - interval '365 days' + t * interval '365 days' as at, br.id as reseller_id, br.disty_id,
           case when ty < 0.70 then 'INVOICE' when ty < 0.95 then 'WAYBILL' else 'TECHNICAL_SERVICE_CHANGE' end as type,
           ty < 0.70 and ch < 0.2 as child, case when ty < 0.95 then lc else 1 end as lc
         from rec0 join br on br.k = rec0.rk;
       alter table rec add column first bigint;
       update rec set first = f.first from (select i, sum(lc) over (order by i) - lc + 1 as first from rec) f where f.i = rec.i;
       analyze rec;`,
    );
    const { rows: [{ lines, children }] } = await c.query<{ lines: string; children: string }>(`select sum(lc) as lines, count(*) filter (where child) as children from rec`);
    const L = Number(lines);
    if (L > fill.units) throw new Error(`${L} lines need more than ${fill.units} units`);
    const nM = Number((await c.query(`select count(*) as n from bm`)).rows[0].n);
    const each = `from rec, generate_series(rec.first, rec.first + rec.lc - 1) n join bm on bm.k = (n % ${nM})::int`;
    await step(
      `${L.toLocaleString('tr-TR')} satır (sale_info_lines)`,
      `insert into sale_info_lines (id, sale_info_id, root_id, unit_id, model_id, serial_no, price, discount, discount_ratio, vat_ratio, vat, vat_included_price)
       select ${lBase} + n, case when rec.child then ${sBase + N} + rec.i else ${sBase} + rec.i end, ${sBase} + rec.i, ${uBase} + n, bm.id, ${SERIAL('n')}, 100, 0, 0, 20, 20, 120 ${each}`,
    );
    await step(
      `${L.toLocaleString('tr-TR')} bayideki / satılmış birim`,
      `insert into units (id, model_id, supply_id, serial_no, holder, holder_id, status, received_at, sale_info_line_id, moves, created_at)
       select ${uBase} + n, bm.id, bm.supply_id, ${SERIAL('n')}, case when s.sold then 'CUSTOMER' else 'RESELLER' end, rec.reseller_id,
         case when s.sold then 'SOLD' else 'IN_STOCK' end, rec.at, ${lBase} + n, case when s.sold then 3 else 2 end, rec.at - interval '9 days'
       ${each} cross join lateral (select random() < 0.9 - 0.8 * rec.t as sold offset 0) s`,
    );
    await step(
      `${(fill.units - L).toLocaleString('tr-TR')} distribütör stoğunda birim`,
      `insert into units (id, model_id, supply_id, serial_no, holder, holder_id, status, received_at, moves, created_at)
       select ${uBase} + n, bm.id, bm.supply_id, ${SERIAL('n')}, 'DISTY', d.id, 'IN_STOCK', x.at, 1, x.at
       from generate_series(${L + 1}, ${fill.units}) n join bm on bm.k = (n % ${nM})::int
       join (select (row_number() over (order by id))::int - 1 as k, id from disties) d on d.k = (n % 3)::int
       cross join lateral (select now() - random() * interval '365 days' as at offset 0) x`,
    );
    await step(
      `${(N + Number(children)).toLocaleString('tr-TR')} dağıtım kaydı (sale_infos, alt irsaliyeler dahil)`,
      `create temp table sup as select rec.i, array_agg(distinct bm.supply_id order by bm.supply_id) as ids ${each} group by rec.i;
       create unique index on sup (i);
       insert into sale_infos (id, type, parent_id, root_id, disty_id, reseller_id, doc_key, invoice_no, invoice_date, waybill_no, waybill_date,
         price, discount, discount_ratio, vat_ratio, vat, vat_included_price, shipment_company_name, line_count, supply_ids, content_hash, created_at)
       select ${sBase} + rec.i, rec.type, null, ${sBase} + rec.i, rec.disty_id, rec.reseller_id,
         case rec.type when 'WAYBILL' then 'WAYBILL/I' || rec.i when 'INVOICE' then 'INVOICE/F' || rec.i else 'TECHNICAL_SERVICE_CHANGE/T' || rec.i end,
         case when rec.type <> 'WAYBILL' then case rec.type when 'INVOICE' then 'F' else 'T' end || rec.i end,
         case when rec.type <> 'WAYBILL' then date_trunc('day', rec.at) end,
         case when rec.type = 'WAYBILL' then 'I' || rec.i end, case when rec.type = 'WAYBILL' then date_trunc('day', rec.at) end,
         100 * rec.lc, 0, 0, 20, 20 * rec.lc, 120 * rec.lc, case when rec.type = 'WAYBILL' then 'Yurtiçi Kargo' end, rec.lc, sup.ids,
         md5(rec.i::text) || md5('r' || rec.i), rec.at
       from rec join sup on sup.i = rec.i
       union all
       select ${sBase + N} + rec.i, 'WAYBILL', ${sBase} + rec.i, ${sBase} + rec.i, rec.disty_id, rec.reseller_id, 'INVOICE/F' || rec.i || '/WAYBILL/IW' || rec.i,
         'F' || rec.i, date_trunc('day', rec.at), 'IW' || rec.i, date_trunc('day', rec.at) + interval '1 day',
         100 * rec.lc, 0, 0, 20, 20 * rec.lc, 120 * rec.lc, 'Aras Kargo', rec.lc, sup.ids, md5(rec.i::text) || md5('w' || rec.i), rec.at
       from rec join sup on sup.i = rec.i where rec.child`,
    );
    for (const table of TABLES) await c.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    await step(`göç dosyasının ${indexes.length} indeksi yeniden`, indexes.map((i) => `${i.def};`).join('\n'));
    await c.query(`drop table rec0, rec, bm, br, sup`);
    return { lines: L, children: Number(children) };
  } finally {
    await c.end();
  }
}
