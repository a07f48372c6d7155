import { sql } from 'drizzle-orm';
import { parseCode } from '../../../shared/campaign-code.js';
import type { SaleConflictReason } from '../../../shared/contract/sales.js';
import { type Db, queryRows } from '../../db/sql.js';
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

interface CodeDb {
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
  const [row] = await queryRows<{ status: number }>(db, sql`select status from accessory_campaigns where id = ${campaignId}`);
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
  const text = (sent.serialValue ?? sent.passValue)!;
  const number = parseCode(text);
  if (number === null) return { reason: 'CODE_FOREIGN' };
  const t = tableOf(kind);
  const [row] = await queryRows<CodeDb>(
    db,
    sql`select s.id, s.campaign_id, s.${t.owner} as owner_id, s.used_at is not null as used, s.deactivated_at is not null as deactivated,
          (b.is_activated and b.status = 'COMPLETED') as usable_batch
        from ${t.table} s join code_batches b on b.id = s.batch_id
        where s.code = ${number}`,
  );
  if (!row || row.campaign_id !== campaignId || (kind === 'SERIAL' && row.owner_id !== resellerId)) return { reason: 'CODE_FOREIGN' };
  if (row.used) return { reason: 'CODE_USED' };
  if (row.deactivated || !row.usable_batch) return { reason: 'CODE_INACTIVE' };
  return { code: { kind, id: Number(row.id), text } };
}

/** Marks the code used at `at` if it is still usable, and takes it off its owner's stock; false when another sale took it first. */
export async function consumeSaleCode(tx: Db, code: SaleCode, at: Date): Promise<boolean> {
  const t = tableOf(code.kind);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with used as (
          update ${t.table} s set used_at = ${at}
          from code_batches b
          where s.id = ${code.id} and b.id = s.batch_id and s.used_at is null and s.deactivated_at is null and b.is_activated and b.status = 'COMPLETED'
          returning s.${t.owner} as owner_id, s.campaign_id),
        stock as (
          update code_stock c set remaining = c.remaining - 1
          from used where c.kind = ${t.dbKind} and c.owner_id = used.owner_id and c.campaign_id = used.campaign_id)
        select count(*)::int as n from used`,
  );
  return row.n === 1;
}

/** Locks the rows of these codes, serials then passwords, each in id order (a fed batch locks all its codes before taking any). */
export async function lockSaleCodes(tx: Db, codes: readonly SaleCode[]): Promise<void> {
  for (const kind of ['SERIAL', 'PASS'] as const) {
    const ids = codes.filter((c) => c.kind === kind).map((c) => c.id);
    if (ids.length) await tx.execute(sql`select id from ${tableOf(kind).table} where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id for update`);
  }
}
