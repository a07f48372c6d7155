import { sql } from 'drizzle-orm';
import { parseCode } from '../../../shared/campaign-code.js';
import type { SaleConflictReason } from '../../../shared/contract/sale-texts.js';
import { type Db, queryRowsNamed, textArray, executeNamed } from '../../db/sql.js';
import { PASSWORDS, SERIALS, type CodeTable } from '../../campaigns/batches/code-tables.js';

/**
 * The campaign and the code of a TEMLIK sale (issue 31; code tables of campaigns/batches):
 * - the campaign must be active (status 1), else CAMPAIGN_INACTIVE (an unknown id alike);
 * - a campaign serial must be one of THIS reseller's (spec 1 §3: serials are made per reseller)
 *   and of the chosen campaign; a password one of the chosen campaign, whichever TT CRM record it
 *   was made for — passwords go to the operator's customers through its channels, not to dealers,
 *   and the customer may bring it to any dealer. Unknown, another reseller's or another campaign's:
 *   CODE_FOREIGN alike (a dealer cannot probe other dealers' codes);
 * - used before: CODE_USED; deactivated, or of a batch not activated or cancelled: CODE_INACTIVE.
 * Consumption is a conditional update (used_at is null and still usable): of two sales racing for
 * one code exactly one sets it, and the owner's usable stock (code_stock.remaining) drops by one
 * in the same statement. The batches' 'Kullanılan' count reads used_at (batch-repo.ts titleRows),
 * so it goes up by itself.
 */
export interface SaleCode {
  kind: 'SERIAL' | 'PASS';
  id: number;
  /** The canonical text, kept on the sale for search and display. */
  text: string;
}

export interface CodeDb {
  id: number;
  campaign_id: number;
  owner_id: number;
  used: boolean;
  deactivated: boolean;
  usable_batch: boolean;
}

const tableOf = (kind: SaleCode['kind']): CodeTable => (kind === 'SERIAL' ? SERIALS : PASSWORDS);

/** A campaign is usable for a sale when it exists and is active. */
export async function campaignActive(db: Db, campaignId: number): Promise<boolean> {
  const [row] = await queryRowsNamed<{ status: number }>(db, sql`select status from accessory_campaigns where id = ${campaignId}`);
  return row?.status === 1;
}

/** The code of a sale, checked for its seller and campaign: the code, or the reason it may not be used. */
export async function checkSaleCode(
  db: Db,
  resellerId: number,
  campaignId: number,
  sent: { serialValue: string | null; passValue: string | null },
): Promise<{ code: SaleCode } | { reason: SaleConflictReason }> {
  const kind = sent.serialValue ? 'SERIAL' : 'PASS';
  const number = parseCode((sent.serialValue ?? sent.passValue)!);
  const rows = number === null ? new Map<number, CodeDb>() : await saleCodeRows(db, kind, [number]);
  return codeVerdict(rows, resellerId, campaignId, sent);
}

/** The rows of these code numbers of one kind (one statement, a fed batch's codes alike), by number. */
export async function saleCodeRows(db: Db, kind: SaleCode['kind'], numbers: readonly number[]): Promise<Map<number, CodeDb>> {
  if (!numbers.length) return new Map();
  return codeRowMap(await queryRowsNamed<CodeRowDb>(db, saleCodeRowsSql(kind, numbers)));
}

/** A row of saleCodeRowsSql: the code's number and its state. */
export type CodeRowDb = CodeDb & { code: number | string };

/** The rows of these code numbers of one kind (the wizard reads them within its snapshot statement). */
export function saleCodeRowsSql(kind: SaleCode['kind'], numbers: readonly number[]) {
  const t = tableOf(kind);
  return sql`select s.code, s.id, s.campaign_id, s.${t.owner} as owner_id, s.used_at is not null as used, s.deactivated_at is not null as deactivated,
          (b.is_activated and b.status = 'COMPLETED') as usable_batch
        from ${t.table} s join code_batches b on b.id = s.batch_id
        where s.code = any(${`{${[...new Set(numbers)].join(',')}}`}::bigint[])`;
}

export const codeRowMap = (rows: readonly CodeRowDb[]) => new Map(rows.map((r) => [Number(r.code), r]));

/** The verdict on a sale's code among the rows saleCodeRows read for its kind. */
export function codeVerdict(
  rows: Map<number, CodeDb>,
  resellerId: number,
  campaignId: number,
  sent: { serialValue: string | null; passValue: string | null },
): { code: SaleCode } | { reason: SaleConflictReason } {
  const kind = sent.serialValue ? 'SERIAL' : 'PASS';
  const text = (sent.serialValue ?? sent.passValue)!;
  const number = parseCode(text);
  if (number === null) return { reason: 'CODE_FOREIGN' };
  const row = rows.get(number);
  if (!row || row.campaign_id !== campaignId || (kind === 'SERIAL' && row.owner_id !== resellerId)) return { reason: 'CODE_FOREIGN' };
  if (row.used) return { reason: 'CODE_USED' };
  if (row.deactivated || !row.usable_batch) return { reason: 'CODE_INACTIVE' };
  return { code: { kind, id: Number(row.id), text } };
}

/** Marks the code used at `at` if it is still usable, and takes it off its owner's stock; false when another sale took it first. */
export async function consumeSaleCode(tx: Db, code: SaleCode, at: Date): Promise<boolean> {
  return (await consumeSaleCodes(tx, [{ code, at }])).size === 1;
}

/**
 * Marks these codes used (each at its sale's time) where still usable, and takes them off their
 * owners' stock (code_stock.remaining less the count per owner and campaign), one statement per
 * kind; answers the `kind/id` of the codes consumed — fewer than asked when another sale took one.
 */
export async function consumeSaleCodes(tx: Db, codes: readonly { code: SaleCode; at: Date }[]): Promise<Set<string>> {
  const done = new Set<string>();
  for (const kind of ['SERIAL', 'PASS'] as const) {
    const some = codes.filter((c) => c.code.kind === kind);
    if (!some.length) continue;
    const t = tableOf(kind);
    const rows = await queryRowsNamed<{ id: string }>(
      tx,
      sql`with k as (select * from unnest(${`{${some.map((c) => c.code.id).join(',')}}`}::bigint[], ${textArray(some.map((c) => c.at.toISOString()))}::timestamptz[]) as k(id, at)),
        used as (
          update ${t.table} s set used_at = k.at
          from k, code_batches b
          where s.id = k.id and b.id = s.batch_id and s.used_at is null and s.deactivated_at is null and b.is_activated and b.status = 'COMPLETED'
          returning s.id, s.${t.owner} as owner_id, s.campaign_id),
        stock as (
          update code_stock c set remaining = c.remaining - n.n
          from (select owner_id, campaign_id, count(*)::int as n from used group by 1, 2) n
          where c.kind = ${t.dbKind} and c.owner_id = n.owner_id and c.campaign_id = n.campaign_id)
        select id::text as id from used`,
    );
    for (const r of rows) done.add(`${kind}/${r.id}`);
  }
  return done;
}

/** Locks the rows of these codes, serials then passwords, each in id order (a fed batch locks all its codes before taking any). */
export async function lockSaleCodes(tx: Db, codes: readonly SaleCode[]): Promise<void> {
  for (const kind of ['SERIAL', 'PASS'] as const) {
    const ids = codes.filter((c) => c.kind === kind).map((c) => c.id);
    if (ids.length) await executeNamed(tx, sql`select id from ${tableOf(kind).table} where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id for update`);
  }
}
