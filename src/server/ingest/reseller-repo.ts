import { type SQL, sql } from 'drizzle-orm';
import { type Db, jsonParam, queryRows, textArray } from '../db/sql.js';
import { codeTable } from './batch-ingest.js';

/** SQL of the reseller feed: the known parent codes, the set-based upsert and the tree's links. */

/** Reseller codes that exist among `codes` (a text[] expression). */
export const knownResellerCodes = async (db: Db, codes: string[]): Promise<Set<string>> =>
  codes.length ? new Set((await queryRows<{ code: string }>(db, sql`select r.code from ${codeTable(textArray(codes))} join resellers r on r.code = u.key`)).map((r) => r.code)) : new Set();

export interface ResellerWrite {
  code: string;
  name: string;
  parentCode: string | null;
  distyId: number;
  resellerType: string | null;
  active: boolean;
  email: string | null;
  phoneNumber: string | null;
  mainArea: string | null;
  area: string | null;
  province: string | null;
  district: string | null;
  addressText: string | null;
  approvedScore: number;
  unapprovedScore: number;
}

const ROWS = (rows: readonly ResellerWrite[]): SQL => sql`json_to_recordset(${jsonParam(rows)}) as r(
  "code" text, "name" text, "parentCode" text, "distyId" int, "resellerType" text, "active" boolean, "email" text, "phoneNumber" text,
  "mainArea" text, "area" text, "province" text, "district" text, "addressText" text, "approvedScore" int, "unapprovedScore" int)`;

/**
 * Writes the batch in three statements: every reseller upserted by code (a new one with its opening
 * points in the score ledger), then every row's parent linked by code (parents may come in the
 * same batch), then a walk up from the written rows that finds a chain returning to itself (the
 * caller refuses the batch: the transaction rolls back).
 *
 * Points (issue 33): the balances are the score ledger's sums (ARCHITECTURE "Scores"), so the feed
 * never writes them. A NEW reseller's approvedScore is its opening balance from before the portal,
 * entered as ledger rows without a sale — a SCORE_GAIN and its SCORE_APPROVE — by the statement
 * that inserts it with that balance. Later rows of a known reseller leave its points alone, and
 * unapprovedScore is not taken: points wait for approval only as the portal's own sales' gains.
 */
export async function upsertResellers(tx: Db, rows: readonly ResellerWrite[]): Promise<string[]> {
  if (!rows.length) return [];
  await tx.execute(sql`
    with written as (
      insert into resellers (code, name, disty_id, reseller_type, active, email, phone_number, main_area, area, province, district, address_text, approved_score, updated_at)
      select r."code", r."name", r."distyId", r."resellerType", r."active", r."email", r."phoneNumber", r."mainArea", r."area", r."province", r."district", r."addressText",
        r."approvedScore", now()
      from ${ROWS(rows)}
      on conflict (code) do update set name = excluded.name, disty_id = excluded.disty_id, reseller_type = excluded.reseller_type, active = excluded.active,
        email = excluded.email, phone_number = excluded.phone_number, main_area = excluded.main_area, area = excluded.area, province = excluded.province,
        district = excluded.district, address_text = excluded.address_text, updated_at = now()
      returning id, code, (xmax = 0) as inserted),
    opening as (
      select w.id, r."approvedScore" as amount from written w join ${ROWS(rows)} on r."code" = w.code where w.inserted and r."approvedScore" > 0)
    insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, created_at)
      select o.id, t.type, o.amount, 0, t.approved * o.amount, t.unapproved * o.amount, now()
      from opening o cross join (values (1, 'SCORE_GAIN', 0, 1), (2, 'SCORE_APPROVE', 1, 0)) as t(n, type, approved, unapproved)
      order by o.id, t.n`);
  await tx.execute(sql`
    update resellers c set parent_id = p.id
    from ${ROWS(rows)} left join resellers p on p.code = r."parentCode"
    where c.code = r."code" and c.parent_id is distinct from p.id`);
  const cycles = await queryRows<{ code: string }>(
    tx,
    sql`with recursive up(start_id, id, depth) as (
          select c.id, c.parent_id, 1 from resellers c where c.code = any(${textArray(rows.map((r) => r.code))}) and c.parent_id is not null
          union all
          select up.start_id, p.parent_id, up.depth + 1 from up join resellers p on p.id = up.id
          where p.parent_id is not null and up.id <> up.start_id and up.depth < 64)
        select distinct c.code from up join resellers c on c.id = up.start_id where up.id = up.start_id or up.depth >= 64 order by c.code`,
  );
  return cycles.map((c) => c.code);
}
