import { sql } from 'drizzle-orm';
import { type ResellerScore, SCORE_MSG } from '../../../shared/contract/scores.js';
import { type Db, queryRowsNamed } from '../../db/sql.js';
import { businessError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';

/**
 * Whose scores a caller works on (contract scores.ts; spec 3 §6): its login reseller
 * (user.loginResellerId, checked on every request against its own resellers), never one it names.
 * Without one every score call is refused with SCORE_MSG.noReseller.
 */
export function scoreResellerOf(user: Pick<AuthUser, 'loginResellerId'>): number {
  if (user.loginResellerId === null) throw businessError(SCORE_MSG.noReseller);
  return user.loginResellerId;
}

/** The reseller's code, name and balances (its primary key); in a transaction, as that transaction sees them. */
export async function resellerScoreOf(db: Db, resellerId: number): Promise<ResellerScore> {
  const [row] = await queryRowsNamed<{ code: string; name: string; approved_score: number; unapproved_score: number }>(
    db,
    sql`select code, name, approved_score, unapproved_score from resellers where id = ${resellerId}::int`,
  );
  if (!row) throw businessError(SCORE_MSG.noReseller);
  return { resellerCode: row.code, resellerName: row.name, approvedScore: row.approved_score, unapprovedScore: row.unapproved_score };
}
