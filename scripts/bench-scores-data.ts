/**
 * The scores bench's big data (BENCH_ONLY=scores, PostgreSQL): `count` score transactions over the
 * last year for every reseller of the demo seed (~2,000), made set-based in SQL, replacing the demo's
 * own score and gift rows. The k-th reseller (in a hashed order) gets count / (H_N · k) rows (Zipf:
 * at 5,000,000 the first has ~600,000, the sixth 100,000, a typical one a few hundred to a few
 * thousand). A reseller's rows run in blocks of 20, in time order, a block always valid on its own:
 *   0–8   SCORE_GAIN (1–40 points each)        9–15  SCORE_APPROVE of gains 0–6
 *   16    UNAPPROVED_SCORE_CANCEL of gain 7    17    SCORE_SPEND of half of what 9–15 approved
 *   18    SCORE_REFUND of that spend (odd blocks) or APPROVED_SCORE_CANCEL (even blocks, at most the rest)
 *   19    SCORE_APPROVE of gain 8 — in the last 30 days a new SCORE_GAIN instead, gain 8 left pending
 * so no balance goes below zero and the pending gains are the last month's (and a cut last block's).
 * latest_* are the running sums (window sums in the reseller's order), each reseller's balances the
 * last row's; each pending gain gets a completed sale of its own (the pending list reads its date and
 * price). The table's secondary indexes are dropped for the load and built again; ANALYZE after.
 */
import pg from 'pg';

const SPAN_DAYS = 365;
const RECENT_DAYS = 30;

const amt = (j: string) => `(1 + (hashtext(x.reseller_id || ':' || x.b || ':' || ${j}) & 2147483647) % 40)`;
const half = `(select sum(${amt('j')}) / 2 from generate_series(0, 6) j)::int`;
const rest = `(select sum(${amt('j')}) - sum(${amt('j')}) / 2 from generate_series(0, 6) j)::int`;

/** One row of a block: its type, amount and remaining points (see the header). */
const ROW = `
  case when x.p <= 8 then 'SCORE_GAIN' when x.p <= 15 then 'SCORE_APPROVE' when x.p = 16 then 'UNAPPROVED_SCORE_CANCEL' when x.p = 17 then 'SCORE_SPEND'
       when x.p = 18 then case when x.b % 2 = 1 then 'SCORE_REFUND' else 'APPROVED_SCORE_CANCEL' end
       when x.recent then 'SCORE_GAIN' else 'SCORE_APPROVE' end as type,
  case when x.p <= 8 then ${amt('x.p')} when x.p <= 15 then ${amt('x.p - 9')} when x.p = 16 then ${amt('7')} when x.p = 17 then ${half}
       when x.p = 18 then case when x.b % 2 = 1 then ${half} else least(${amt('0')}, ${rest}) end
       when x.recent then ${amt('9')} else ${amt('8')} end as amount,
  case when x.p <= 6 and x.p + 9 >= x.len then ${amt('x.p')} when x.p = 7 and x.len <= 16 then ${amt('7')}
       when x.p = 8 and (x.recent or x.len <= 19) then ${amt('8')} when x.p = 19 and x.recent then ${amt('9')} else 0 end as remain`;

export async function fillScores(databaseUrl: string, count: number, log: (line: string) => void): Promise<{ rows: number; pending: number; ms: number }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const t0 = performance.now();
  const step = async <T>(name: string, work: () => Promise<T>) => {
    const s0 = performance.now();
    const out = await work();
    log(`    ${name.padEnd(58)} ${((performance.now() - s0) / 1000).toFixed(1).padStart(6)} sn`);
    return out;
  };
  try {
    await c.query(`set maintenance_work_mem = '1GB'; set work_mem = '256MB'; set synchronous_commit = off`);
    const { rows: resellers } = await c.query<{ id: number }>(`select id from resellers order by hashtext(id::text || 'bench-scores'), id`);
    const harmonic = resellers.reduce((h, _, k) => h + 1 / (k + 1), 0);
    const sizes = resellers.map((_, k) => Math.max(20, Math.round(count / (harmonic * (k + 1)))));
    await step('demo puan ve hediye talepleri silindi, indeksler kaldırıldı', async () => {
      await c.query(`truncate gift_transactions; truncate score_transactions; truncate score_days`);
      const { rows: indexes } = await c.query<{ name: string; def: string }>(
        `select i.indexname as name, i.indexdef as def from pg_indexes i
         where i.schemaname = 'public' and i.tablename = 'score_transactions' and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      );
      await c.query(indexes.map((i) => `drop index "${i.name}";`).join('\n'));
      return indexes;
    }).then(async (indexes) => {
      await c.query(`drop table if exists bench_score_resellers`);
      await c.query(`create unlogged table bench_score_resellers (rank int primary key, reseller_id int not null, n int not null)`);
      await c.query(`insert into bench_score_resellers select k, id, n from unnest($1::int[], $2::int[]) with ordinality as t(id, n, k)`, [
        resellers.map((r) => r.id),
        sizes,
      ]);
      // Batches of about a million rows (whole resellers), in rank order.
      let from = 1;
      while (from <= sizes.length) {
        let to = from;
        let rows = sizes[from - 1];
        while (to < sizes.length && rows + sizes[to] <= 1_000_000) rows += sizes[to++];
        await step(`işlemler: bayiler ${from}–${to} (${rows.toLocaleString('tr-TR')} satır)`, () =>
          c.query(
            `insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, created_at)
             select reseller_id, type, amount, remain,
               sum(case when type in ('SCORE_APPROVE', 'SCORE_REFUND') then amount when type in ('APPROVED_SCORE_CANCEL', 'SCORE_SPEND') then -amount else 0 end) over w,
               sum(case type when 'SCORE_GAIN' then amount when 'SCORE_APPROVE' then -amount when 'UNAPPROVED_SCORE_CANCEL' then -amount else 0 end) over w,
               at
             from (
               select x.reseller_id, x.i, x.at, ${ROW}
               from (
                 select r.reseller_id, i, i / 20 as b, i % 20 as p, least(20, r.n - (i / 20) * 20) as len,
                   now() - interval '${SPAN_DAYS} days' + interval '${SPAN_DAYS} days' * ((i + 0.2 + 0.6 * ((hashtext(r.reseller_id || '/' || i) & 1023) / 1024.0)) / r.n) as at,
                   now() - interval '${SPAN_DAYS} days' + interval '${SPAN_DAYS} days' * ((i / 20) * 20 + 0.2) / r.n > now() - interval '${RECENT_DAYS} days' as recent
                 from bench_score_resellers r cross join lateral generate_series(0, r.n - 1) i
                 where r.rank between $1 and $2) x) y
             window w as (partition by reseller_id order by i rows unbounded preceding)
             order by reseller_id, i`,
            [from, to],
          ),
        );
        from = to + 1;
      }
      const pending = await step('bekleyen kazançlara satış (sales)', async () => {
        const res = await c.query(
          `with p as (
             select g.id, g.reseller_id, g.created_at, g.transaction_amount, nextval(pg_get_serial_sequence('sales', 'id')) as sale_id
             from score_transactions g where g.type = 'SCORE_GAIN' and g.remain_score > 0),
           made as (
             insert into sales (id, reseller_id, main_reseller_id, sale_type, customer_type, customer_name, customer_surname, customer_phone_no, final_price,
               discount_amount, score, line_count, supply_ids, model_ids, source, completed_at, created_at)
             select p.sale_id, p.reseller_id, p.reseller_id, 'VANILLA', 'MOBILE', 'Bench', 'Müşteri', '5320000000', 100 + p.transaction_amount * 10,
               0, p.transaction_amount, 1, '{}', '{}', 'WIZARD', p.created_at, p.created_at from p
             returning 1)
           update score_transactions g set sale_id = p.sale_id from p where g.id = p.id`,
        );
        return res.rowCount ?? 0;
      });
      await step('bayi bakiyeleri = son işlemin bakiyeleri', () =>
        c.query(
          `update resellers r set approved_score = coalesce(l.a, 0), unapproved_score = coalesce(l.u, 0)
           from resellers x left join (select distinct on (reseller_id) reseller_id, latest_approved_score as a, latest_unapproved_score as u
                                        from score_transactions order by reseller_id, id desc) l on l.reseller_id = x.id
           where r.id = x.id`,
        ),
      );
      await step(`göç dosyalarının ${indexes.length} indeksi yeniden`, () => c.query(indexes.map((i) => `${i.def};`).join('\n')));
      await c.query(`drop table bench_score_resellers`);
      await step('analyze', () => c.query(`analyze`));
      return pending;
    });
    const { rows: [n] } = await c.query<{ n: string; pending: string }>(
      `select count(*) as n, count(*) filter (where type = 'SCORE_GAIN' and remain_score > 0) as pending from score_transactions`,
    );
    return { rows: Number(n.n), pending: Number(n.pending), ms: performance.now() - t0 };
  } finally {
    await c.end();
  }
}
