import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../plugins/access-guard.js';

/**
 * Who sees which faulty tickets (contract faulty.ts): TTG_ADMIN all; a supplier user (SUPPLY_ADMIN,
 * SUPPLY_USER) its supply's; a dealer (RESELLER_ADMIN, RESELLER_USER) its login reseller's. Every
 * read of a ticket or a photo goes through this, so a ticket outside it answers 404 like one that
 * does not exist.
 */
export type FaultyScope = { kind: 'all' } | { kind: 'supply'; id: number } | { kind: 'reseller'; id: number } | { kind: 'none' };

type ScopeUser = Pick<AuthUser, 'roles' | 'supplyId' | 'loginResellerId'>;

export function faultyScopeOf(user: ScopeUser): FaultyScope {
  const has = (role: string) => user.roles.includes(role as never);
  if (has('TTG_ADMIN')) return { kind: 'all' };
  if (has('SUPPLY_ADMIN') || has('SUPPLY_USER')) return user.supplyId === null ? { kind: 'none' } : { kind: 'supply', id: user.supplyId };
  if (has('RESELLER_ADMIN') || has('RESELLER_USER')) return user.loginResellerId === null ? { kind: 'none' } : { kind: 'reseller', id: user.loginResellerId };
  return { kind: 'none' };
}

/** The scope over a ticket `t` (faulty_tickets_supply_idx, faulty_tickets_reseller_idx). */
export function faultyScopeSql(scope: FaultyScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'supply':
      return sql`t.supply_id = ${scope.id}::int`;
    case 'reseller':
      return sql`t.reseller_id = ${scope.id}::int`;
    case 'none':
      return sql`false`;
  }
}
