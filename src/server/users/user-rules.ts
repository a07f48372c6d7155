import { type SQL, sql } from 'drizzle-orm';
import { type Role, ROLES } from '../../shared/access.js';
import { ROLES_OF_KIND, type UserKind } from '../../shared/contract/users.js';
import { type Db, intArray, queryRows, textArray } from '../db/sql.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { reachableResellers } from './own-user.js';

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

/**
 * The one rule of whose users a manager sees and changes, as a condition on `users u`: the
 * user list's scope (user-list-sql.ts) and the edit, status and history checks
 * (user-admin-service.ts) both read it, so a user is listed exactly when it may be edited.
 * A reseller admin: users whose roles are all reseller roles and whose resellers are ALL among
 * its own and their children (a user shared with another family belongs to neither admin;
 * the group admin manages it). A distributor admin: distributor users of its own distributor.
 */
export async function manageableUsers(db: Db, user: Pick<AuthUser, 'id' | 'roles' | 'distyId'>): Promise<SQL> {
  const manager = managerOf(user);
  switch (manager.kind) {
    case 'ALL':
      return sql`true`;
    case 'RESELLER': {
      const reachable = (await reachableResellers(db, user.id)).map((r) => r.id);
      return sql`(u.roles <@ ${textArray(ROLES_OF_KIND.RESELLER)}
        and exists (select 1 from user_resellers ur where ur.user_id = u.id)
        and not exists (select 1 from user_resellers ur where ur.user_id = u.id and not (ur.reseller_id = any(${intArray(reachable)}))))`;
    }
    case 'DISTY':
      return sql`(u.roles <@ ${textArray(ROLES_OF_KIND.DISTY)} and u.disty_id = ${manager.distyId})`;
    default:
      return sql`false`;
  }
}

/** May `user` change (or read the history of) the existing user `id`? */
export async function mayManage(db: Db, user: AuthUser, id: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(db, sql`select exists (select 1 from users u where u.id = ${id} and ${await manageableUsers(db, user)}) as ok`);
  return row?.ok === true;
}
