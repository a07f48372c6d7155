import { and, eq, sql } from 'drizzle-orm';
import { normalizeGsm } from '../../shared/digits.js';
import type { Db } from '../db/sql.js';
import { users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return row;
}

/**
 * Finds the ACTIVE user behind a mobile number, an e-mail or a username, and the
 * channel the code goes out on. An identity shared by two accounts matches none.
 */
export async function findUserByContact(
  db: Db,
  identity: string,
): Promise<{ user: UserRow; channel: 'SMS' | 'MAIL'; to: string } | null> {
  const text = identity.trim();
  if (text.includes('@')) {
    const rows = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${text.toLowerCase()}`, eq(users.status, 1)))
      .limit(2);
    return rows.length === 1 ? { user: rows[0], channel: 'MAIL', to: rows[0].email! } : null;
  }
  const gsm = normalizeGsm(text);
  if (gsm) {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.gsmNo, gsm), eq(users.status, 1)))
      .limit(2);
    return rows.length === 1 ? { user: rows[0], channel: 'SMS', to: gsm } : null;
  }
  const user = await findUserByUsername(db, text);
  if (!user || user.status !== 1) return null;
  if (user.gsmNo) return { user, channel: 'SMS', to: user.gsmNo };
  if (user.email) return { user, channel: 'MAIL', to: user.email };
  return null;
}
