import { type SQL, sql } from 'drizzle-orm';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { type Db, queryRows } from '../../db/sql.js';
import { validationError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';

/**
 * Which products a caller may see: group admins all, a supplier its own supply's, a
 * distributor those of the supplies it distributes. A user of a supply or distributor
 * role without its supply / distributor sees nothing (never everything).
 */
export type ProductScope = { kind: 'all' } | { kind: 'supply'; supplyId: number } | { kind: 'disty'; distyId: number } | { kind: 'none' };

export function scopeOf(user: AuthUser): ProductScope {
  if (user.roles.includes('TTG_ADMIN')) return { kind: 'all' };
  if (user.supplyId) return { kind: 'supply', supplyId: user.supplyId };
  if (user.distyId) return { kind: 'disty', distyId: user.distyId };
  return { kind: 'none' };
}

/** The scope as a condition on a supply id column (e.g. `m.supply_id`). */
export function scopeCondition(scope: ProductScope, supplyColumn: SQL): SQL | null {
  switch (scope.kind) {
    case 'all':
      return null;
    case 'supply':
      return sql`${supplyColumn} = ${scope.supplyId}`;
    case 'disty':
      return sql`${supplyColumn} in (select sd.supply_id from supply_disties sd where sd.disty_id = ${scope.distyId})`;
    case 'none':
      return sql`false`;
  }
}

/** Someone else's (or a made-up) id answers like a missing one: nothing is revealed. */

/**
 * The supply a new product belongs to: a supplier's own; a distributor must name one of
 * the supplies it distributes.
 */
export async function supplyForWrite(db: Db, user: AuthUser, requested: number | undefined): Promise<number> {
  if (user.supplyId) return user.supplyId;
  if (user.distyId && requested) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select supply_id as id from supply_disties where disty_id = ${user.distyId} and supply_id = ${requested}`,
    );
    if (row) return row.id;
  }
  throw validationError([{ field: 'supplyId', message: CATALOGUE_MSG.supplyRequired }]);
}
