import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { SupplyRef } from '../../../shared/contract/catalogue.js';
import type { Db } from '../../db/sql.js';
import { supplies, supplyDisties } from '../../db/schema/index.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { byName } from './category-service.js';

/**
 * Which supplies a user may see: group staff and resellers all (they buy from every one),
 * a supplier its own, a distributor those it distributes (supply_disties). A user holding
 * roles of several kinds sees the union.
 */
function supplyScope(db: Db, user: AuthUser): SQL | 'all' | 'none' {
  if (user.roles.some((r) => r.startsWith('TTG_') || r.startsWith('RESELLER_'))) return 'all';
  const parts: SQL[] = [];
  if (user.supplyId !== null && user.roles.some((r) => r.startsWith('SUPPLY_'))) parts.push(eq(supplies.id, user.supplyId));
  if (user.distyId !== null && user.roles.some((r) => r.startsWith('DISTY_'))) {
    const distributed = db.select({ id: supplyDisties.supplyId }).from(supplyDisties).where(eq(supplyDisties.distyId, user.distyId));
    parts.push(inArray(supplies.id, distributed));
  }
  return parts.length ? or(...parts)! : 'none';
}

export async function findSupplies(db: Db, user: AuthUser): Promise<SupplyRef[]> {
  const scope = supplyScope(db, user);
  if (scope === 'none') return [];
  const rows = await db
    .select({ id: supplies.id, code: supplies.code, name: supplies.name })
    .from(supplies)
    .where(scope === 'all' ? undefined : scope);
  return rows.sort(byName);
}
