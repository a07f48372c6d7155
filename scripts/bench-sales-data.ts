/**
 * The sales bench's big data (BENCH_ONLY=sales, PostgreSQL): `sales` sales over the year of the
 * ledger bench's data (scripts/bench-ledger-data.ts), made set-based in SQL as a year of wizard
 * sales would leave the ledger:
 * - the units the fill put at resellers (in stock or sold) are cut into baskets of 1–3 units of one
 *   distribution record (60 % of the records in baskets of one unit, 25 % of two, 15 % of three; a
 *   basket is cut where its record ends, so on the ledger's data a sale has ~1.25 units), and `sales` baskets are
 *   drawn at random: the spread over resellers is the ledger's (the k-th reseller picked with u²,
 *   so a few big dealers and many small ones); the sale is up to 60 days after the units came,
 *   sale ids in time order as the sequence gives them;
 * - 30 % TEMLIK with the first active campaign, two thirds with a campaign serial and one third with
 *   a password (unique texts); 96 % COMPLETED, 1 % each waiting for a sale or serial cancel,
 *   1.5 % sale-cancelled and 0.5 % serial-cancelled (their units back in stock);
 * - sale_lines, the units moved to CUSTOMER/SOLD (or back to RESELLER/IN_STOCK when cancelled) with
 *   their SALE (and SALE_CANCEL) movements; sale_days by migration 0025's trigger (one statement).
 * Scores are not written (no list reads them). As the ledger fill, the tables' secondary indexes
 * (the migrations', read from pg_indexes) are dropped for the load and built again; the caller
 * runs VACUUM ANALYZE.
 */
import pg from 'pg';

export interface SalesFill {
  sales: number;
}

const TABLES = ['units', 'unit_movements', 'sales', 'sale_lines'];

export async function fillSales(databaseUrl: string, fill: SalesFill, log: (line: string) => void): Promise<{ sales: number; lines: number }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const step = async (name: string, text: string) => {
    const t0 = performance.now();
    const res = await c.query(text);
    log(`    ${name.padEnd(58)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} sn`);
    return res;
  };
  try {
    await c.query(`set maintenance_work_mem = '1GB'; set work_mem = '256MB'; set synchronous_commit = off; select setseed(0.31)`);
    const { rows: indexes } = await c.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1) and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      [TABLES],
    );
    await c.query(indexes.map((i) => `drop index "${i.name}";`).join('\n'));
    const sBase = Number((await c.query(`select coalesce(max(id), 0) as m from sales`)).rows[0].m);
    const campaign = (await c.query<{ id: number | null }>(`select min(id) as id from accessory_campaigns where status = 1`)).rows[0].id;

    await step(
      'sepetler: bayideki birimler 1–3 birimlik sepetlere',
      `create temp table top as
         with recursive up(id, cur, depth) as (
           select id, id, 0 from resellers
           union all select up.id, r.parent_id, up.depth + 1 from up join resellers r on r.id = up.cur where r.parent_id is not null and up.depth < 64)
         select distinct on (id) id, cur as main_id from up order by id, depth desc;
       create temp table pool as
         select u.id as unit_id, u.model_id, u.supply_id, u.serial_no, u.holder_id as reseller_id, u.received_at, u.holder,
           l.root_id::bigint * 20000000 + u.id / (case when (l.root_id::bigint * 7919) % 100 < 60 then 1 when (l.root_id::bigint * 7919) % 100 < 85 then 2 else 3 end) as g
         from units u join sale_info_lines l on l.id = u.sale_info_line_id
         where u.holder in ('RESELLER', 'CUSTOMER');
       create temp table pick as
         select g, reseller_id, least(now() - interval '1 hour', received_at + random() ^ 2 * interval '60 days') as at
         from (select g, min(reseller_id) as reseller_id, max(received_at) as received_at from pool group by g) x
         order by random() limit ${fill.sales};
       create temp table ps as
         select ${sBase} + row_number() over (order by at) as id, g, reseller_id, at, random() as ty, random() as st, random() as ct from pick;
       create unique index on ps (g);
       create temp table pl as select ps.id as sale_id, ps.st, ps.at, p.* from ps join pool p on p.g = ps.g;
       analyze ps; analyze pl;`,
    );
    const { rows: [{ sales, lines }] } = await c.query<{ sales: string; lines: string }>(`select (select count(*) from ps) as sales, (select count(*) from pl) as lines`);
    const lineStatus = `case when pl.st < 0.96 then 'SOLD' when pl.st < 0.98 then 'CANCEL_APPROVAL' else 'CANCELED' end`;
    await step(
      `${Number(lines).toLocaleString('tr-TR')} satış satırı (sale_lines)`,
      `insert into sale_lines (sale_id, unit_id, model_id, supply_id, serial_no, selected_price, recommended_sell_price, price_with_tolerance, disty_price, status, score)
       select sale_id, unit_id, model_id, supply_id, serial_no, 100 + unit_id % 50, 150, 165, 60, ${lineStatus}, 1 from pl`,
    );
    await step(
      `${Number(sales).toLocaleString('tr-TR')} satış (sales; sale_days tetikleyiciyle)`,
      `insert into sales (id, reseller_id, main_reseller_id, disty_id, seller_user_id, seller_name, seller_surname, sale_type, status, customer_type, customer_name,
         customer_surname, customer_phone_no, customer_service_no, customer_pstn_no, campaign_id, code_kind, code_id, serial_value, pass_value, final_price,
         discount_amount, disty_price, score, line_count, supply_ids, model_ids, cancel_reason, cancel_requested_at, cancel_decided_at, source, completed_at, created_at)
       select ps.id, ps.reseller_id, t.main_id, r.disty_id, null, 'Bench', 'Satıcı', case when ${campaign === null ? 'false' : 'ps.ty < 0.3'} then 'TEMLIK' else 'VANILLA' end,
         case when ps.st < 0.96 then 'COMPLETED' when ps.st < 0.97 then 'SALE_CANCEL_APPROVAL' when ps.st < 0.98 then 'SERIAL_NO_CANCEL_APPROVAL'
              when ps.st < 0.995 then 'SALE_CANCELED' else 'SERIAL_NO_CANCELED' end,
         case when ps.ct < 0.7 then 'MOBILE' when ps.ct < 0.9 then 'BROADBAND' else 'FIXED_LINE' end, 'Müşteri' || (ps.id % 997), 'Soyad' || (ps.id % 991),
         case when ps.ct < 0.7 then '53' || lpad((ps.id % 100000000)::text, 8, '0') end,
         case when ps.ct >= 0.7 and ps.ct < 0.9 then lpad((ps.id % 10000000000)::text, 10, '0') end,
         case when ps.ct >= 0.9 then '212' || lpad((ps.id % 10000000)::text, 7, '0') end,
         case when ps.ty < 0.3 then ${campaign ?? 'null'}::int end,
         case when ps.ty < 0.2 then 'SERIAL' when ps.ty < 0.3 then 'PASS' end, null,
         case when ps.ty < 0.2 then upper(substr(md5('s' || ps.id), 1, 11)) end,
         case when ps.ty >= 0.2 and ps.ty < 0.3 then upper(substr(md5('p' || ps.id), 1, 11)) end,
         a.price, 0, 60 * a.n, a.n, a.n, a.supplies, a.models,
         case when ps.st >= 0.96 then 'OPERATOR_SALE_FAILED' end, case when ps.st >= 0.96 then ps.at + interval '1 day' end,
         case when ps.st >= 0.98 then ps.at + interval '2 days' end, 'WIZARD', ps.at, ps.at
       from ps join resellers r on r.id = ps.reseller_id join top t on t.id = ps.reseller_id
       join (select sale_id, count(*)::int as n, sum(100 + unit_id % 50) as price, array_agg(distinct supply_id order by supply_id) as supplies,
               array_agg(distinct model_id order by model_id) as models from pl group by sale_id) a on a.sale_id = ps.id
       order by ps.at`,
    );
    await step(
      'birimler müşteriye (iptal edilenler bayi stoğuna)',
      `update units u set holder = case when pl.st < 0.98 then 'CUSTOMER' else 'RESELLER' end, status = case when pl.st < 0.98 then 'SOLD' else 'IN_STOCK' end,
         received_at = case when pl.st < 0.98 then pl.at else pl.at + interval '2 days' end,
         moves = u.moves + case when pl.holder = 'CUSTOMER' then 0 else 1 end + case when pl.st < 0.98 then 0 else 1 end
       from pl where u.id = pl.unit_id`,
    );
    await step(
      'SALE / SALE_CANCEL hareketleri (unit_movements)',
      `insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
       select unit_id, 'SALE', 'RESELLER', reseller_id, 'CUSTOMER', reseller_id, 'SOLD', sale_id, at from pl
       union all
       select unit_id, 'SALE_CANCEL', 'CUSTOMER', reseller_id, 'RESELLER', reseller_id, 'IN_STOCK', sale_id, at + interval '2 days' from pl where st >= 0.98`,
    );
    await c.query(`select setval(pg_get_serial_sequence('sales', 'id'), (select max(id) from sales))`);
    await step(`göç dosyalarının ${indexes.length} indeksi yeniden`, indexes.map((i) => `${i.def};`).join('\n'));
    await c.query(`drop table top, pool, pick, ps, pl`);
    return { sales: Number(sales), lines: Number(lines) };
  } finally {
    await c.end();
  }
}
