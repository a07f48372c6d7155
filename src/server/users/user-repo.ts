import { eq } from 'drizzle-orm';
import type { Db } from '../db/sql.js';
import { users } from '../db/schema/index.js';

/** The reseller a user acts for from now on (reseller admins switch between their own). */
export async function setLoginReseller(db: Db, userId: number, resellerId: number): Promise<void> {
  await db.update(users).set({ loginResellerId: resellerId, updatedAt: new Date() }).where(eq(users.id, userId));
}
