import { type SQL, sql } from 'drizzle-orm';
import { SERVICE_ROLE } from '../../shared/access.js';
import { digitsOnly } from '../../shared/digits.js';
import type { SortKeyOf } from '../../shared/contract/list.js';
import type { userList } from '../../shared/contract/user-lists.js';
import { ROLES_OF_KIND } from '../../shared/contract/users.js';
import { type Db, intArray, textArray } from '../db/sql.js';
import type { ListSql } from '../lib/list-routes.js';
import { containsPattern, whereAll } from '../lib/list-query.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { reachableResellers } from './own-user.js';
import { forcedKind, managerOf } from './user-rules.js';
import { toUserRow, type UserDb, userRowsSql } from './user-admin-repo.js';

type UserList = typeof userList;

const USER_SORT = { name: sql`u.name`, id: sql`u.id` } satisfies Record<SortKeyOf<UserList>, SQL>;

/**
 * The users a caller may see: never WEB_SERVICE users; a reseller admin only reseller users of
 * its own resellers (and their children), a distributor admin only its own distributor's
 * users — whatever kind or organisation the filter names.
 */
async function scope(db: Db, user: AuthUser): Promise<SQL> {
  const manager = managerOf(user);
  const hidden = sql`not (${SERVICE_ROLE} = any(u.roles))`;
  switch (manager.kind) {
    case 'ALL':
      return hidden;
    case 'RESELLER': {
      const ids = (await reachableResellers(db, user.id)).map((r) => r.id);
      return sql`${hidden} and exists (select 1 from user_resellers ur where ur.user_id = u.id and ur.reseller_id = any(${intArray(ids)}))`;
    }
    case 'DISTY':
      return sql`${hidden} and u.disty_id = ${manager.distyId}`;
    default:
      return sql`false`;
  }
}

export const userListSql = (db: Db): ListSql<UserList, UserDb> => ({
  from: sql`from users u`,
  where: async (f, user) => {
    const manager = managerOf(user);
    // Below the group admin the kind and organisation are the caller's own (the scope holds them).
    const forced = forcedKind(manager);
    const kind = forced ?? f.kind;
    const gsm = f.gsmNo ? digitsOnly(f.gsmNo) : '';
    return whereAll([
      await scope(db, user),
      sql`u.roles && ${textArray(ROLES_OF_KIND[kind])}`,
      !!f.name && sql`(u.name || ' ' || u.surname) ilike ${containsPattern(f.name)}`,
      !!gsm && sql`u.gsm_no like ${containsPattern(gsm)}`,
      !!f.email && sql`u.email ilike ${containsPattern(f.email)}`,
      !!f.role && sql`${f.role} = any(u.roles)`,
      !!f.code && sql`exists (select 1 from user_resellers ur join resellers r on r.id = ur.reseller_id where ur.user_id = u.id and r.code = ${f.code})`,
      !forced && f.disty !== undefined && sql`u.disty_id = ${f.disty}`,
      !forced && f.supply !== undefined && sql`u.supply_id = ${f.supply}`,
    ]);
  },
  sort: USER_SORT,
  key: sql`u.id`,
  rows: (keys) => userRowsSql(keys),
  toRow: toUserRow,
});
