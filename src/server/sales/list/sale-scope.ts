import { type SQL, sql } from 'drizzle-orm';
import { FAMILY_SEARCH_RESELLER_TYPES } from '../../../shared/contract/sale-texts.js';
import { type Db, queryRows } from '../../db/sql.js';
import type { AuthUser } from '../../plugins/access-guard.js';

/**
 * Whose sales a caller sees (issue 31, spec 2 §6), decided here for the list, its exports, the
 * detail and the cancel request. As ledger-scope.ts, but TTG_CUSTOMER_SERVICE (a /productSaleList
 * role) reads every sale too, and a reseller's reach is its main dealer's family: its own sales,
 * or the whole family's when its reseller type is TTM or EDM (FAMILY_SEARCH_RESELLER_TYPES).
 */
export type SaleScopeKind = 'all' | 'disty' | 'supply' | 'reseller' | 'none';

export type SaleScope =
  | { kind: 'all' }
  | { kind: 'disty'; id: number }
  | { kind: 'supply'; id: number }
  | { kind: 'reseller'; id: number; code: string; mainId: number; mainCode: string; family: boolean }
  | { kind: 'none' };

type ScopeUser = Pick<AuthUser, 'roles' | 'distyId' | 'supplyId' | 'loginResellerId'>;

/** The scope's kind from the roles alone (no database): what toRow needs to strip a supplier's rows. */
export function saleScopeKind(user: ScopeUser): SaleScopeKind {
  const has = (role: string) => user.roles.includes(role as never);
  if (has('TTG_ADMIN') || has('TTG_CUSTOMER_SERVICE')) return 'all';
  if (has('DISTY_ADMIN')) return user.distyId === null ? 'none' : 'disty';
  if (has('SUPPLY_ADMIN')) return user.supplyId === null ? 'none' : 'supply';
  if (has('RESELLER_ADMIN') || has('RESELLER_USER')) return user.loginResellerId === null ? 'none' : 'reseller';
  return 'none';
}

/** Spec 2 §6: a supplier admin never receives the campaign code, the customer or the gross profit. */
export const hidesPrivate = (user: ScopeUser) => saleScopeKind(user) === 'supply';

// One read per request: the list's callerFilter and where both ask (AuthUser is loaded afresh per request).
const perRequest = new WeakMap<object, Promise<SaleScope>>();

/** The caller's scope; a reseller's main dealer and type are read (the top of its parent chain). */
export function saleScopeOf(db: Db, user: ScopeUser): Promise<SaleScope> {
  let scope = perRequest.get(user);
  if (!scope) {
    scope = readScope(db, user);
    perRequest.set(user, scope);
  }
  return scope;
}

async function readScope(db: Db, user: ScopeUser): Promise<SaleScope> {
  const kind = saleScopeKind(user);
  switch (kind) {
    case 'all':
    case 'none':
      return { kind };
    case 'disty':
      return { kind, id: user.distyId! };
    case 'supply':
      return { kind, id: user.supplyId! };
    case 'reseller': {
      const [r] = await queryRows<{ id: number; code: string; reseller_type: string | null; main_id: number; main_code: string }>(
        db,
        sql`with recursive up(id, parent_id, depth) as (
              select r.id, r.parent_id, 0 from resellers r where r.id = ${user.loginResellerId}::int
              union all
              select r.id, r.parent_id, up.depth + 1 from resellers r join up on r.id = up.parent_id where up.depth < 64)
            select me.id, me.code, me.reseller_type, top.id as main_id, top.code as main_code
            from resellers me, lateral (select r.id, r.code from up join resellers r on r.id = up.id order by up.depth desc limit 1) top
            where me.id = ${user.loginResellerId}::int`,
      );
      if (!r) return { kind: 'none' };
      const family = (FAMILY_SEARCH_RESELLER_TYPES as readonly string[]).includes(r.reseller_type ?? '');
      return { kind, id: r.id, code: r.code, mainId: r.main_id, mainCode: r.main_code, family };
    }
  }
}

/** The scope over a sale `s` (sales_disty_idx, sales_supplies_idx, sales_main_reseller_idx, sales_reseller_idx). */
export function saleScopeSql(scope: SaleScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'disty':
      return sql`s.disty_id = ${scope.id}`;
    case 'supply':
      return sql`s.supply_ids @> array[${scope.id}::int]`;
    case 'reseller':
      // Its own sales wherever its family was then; the family's as the sales recorded it.
      return scope.family ? sql`s.main_reseller_id = ${scope.mainId}` : sql`s.reseller_id = ${scope.id}`;
    case 'none':
      return sql`false`;
  }
}
