import type { AuthUser } from '../plugins/access-guard.js';

/**
 * Whose ledger records a caller sees (issue 30 "Who sees what, on the server"): a group admin
 * every record; a distributor admin its distributor's; a supplier admin its supply's; a
 * reseller its own (the reseller it is logged in as). Nobody else anything.
 */
export type LedgerScope = { kind: 'all' } | { kind: 'disty'; id: number } | { kind: 'supply'; id: number } | { kind: 'reseller'; id: number } | { kind: 'none' };

export function ledgerScope(user: Pick<AuthUser, 'roles' | 'distyId' | 'supplyId' | 'loginResellerId'>): LedgerScope {
  const has = (role: string) => user.roles.includes(role as never);
  if (has('TTG_ADMIN')) return { kind: 'all' };
  if (has('DISTY_ADMIN')) return user.distyId === null ? { kind: 'none' } : { kind: 'disty', id: user.distyId };
  if (has('SUPPLY_ADMIN')) return user.supplyId === null ? { kind: 'none' } : { kind: 'supply', id: user.supplyId };
  if (has('RESELLER_ADMIN') || has('RESELLER_USER')) return user.loginResellerId === null ? { kind: 'none' } : { kind: 'reseller', id: user.loginResellerId };
  return { kind: 'none' };
}
