import { type Role, ROLES } from '../../shared/access.js';
import { ROLES_OF_KIND, type UserKind } from '../../shared/contract/users.js';
import type { AuthUser } from '../plugins/access-guard.js';

/**
 * Who may create or change whom (issue 13): a rule of the server, never a hidden field.
 *
 * - TTG_ADMIN: anyone, any role (WEB_SERVICE only by it).
 * - RESELLER_ADMIN: reseller roles, for its own resellers and their children.
 * - DISTY_ADMIN: distributor roles, for its own distributor.
 *
 * Nobody grants a role above their own: each manager's roles are the top of what it grants.
 * A user with several of these roles manages as the widest one (TTG_ADMIN first).
 */
export type Manager = { kind: 'ALL' } | { kind: 'RESELLER' } | { kind: 'DISTY'; distyId: number } | { kind: 'NONE' };

export function managerOf(user: Pick<AuthUser, 'roles' | 'distyId'>): Manager {
  if (user.roles.includes('TTG_ADMIN')) return { kind: 'ALL' };
  if (user.roles.includes('RESELLER_ADMIN')) return { kind: 'RESELLER' };
  if (user.roles.includes('DISTY_ADMIN') && user.distyId !== null) return { kind: 'DISTY', distyId: user.distyId };
  return { kind: 'NONE' };
}

/** The roles `manager` may grant. */
export function grantableRoles(manager: Manager): readonly Role[] {
  switch (manager.kind) {
    case 'ALL':
      return ROLES;
    case 'RESELLER':
      return ROLES_OF_KIND.RESELLER;
    case 'DISTY':
      return ROLES_OF_KIND.DISTY;
    default:
      return [];
  }
}

/** The only kind of users a manager below TTG_ADMIN sees and changes. */
export const forcedKind = (manager: Manager): UserKind | null => (manager.kind === 'RESELLER' ? 'RESELLER' : manager.kind === 'DISTY' ? 'DISTY' : null);

/** A stored user as the rules read it. */
export interface UserScopeFacts {
  roles: Role[];
  distyId: number | null;
  resellerIds: number[];
}

/**
 * May `manager` change (or read the history of) this existing user? A reseller admin only
 * users whose roles are all reseller roles and whose resellers are all among `reachable`; a
 * distributor admin only distributor users of its own distributor.
 */
export function mayManage(manager: Manager, target: UserScopeFacts, reachable: ReadonlySet<number>): boolean {
  switch (manager.kind) {
    case 'ALL':
      return true;
    case 'RESELLER':
      return (
        target.roles.every((r) => ROLES_OF_KIND.RESELLER.includes(r)) &&
        target.resellerIds.length > 0 &&
        target.resellerIds.every((id) => reachable.has(id))
      );
    case 'DISTY':
      return target.roles.every((r) => ROLES_OF_KIND.DISTY.includes(r)) && target.distyId === manager.distyId;
    default:
      return false;
  }
}
