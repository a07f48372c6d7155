import { type SQL, sql } from 'drizzle-orm';
import { SERVICE_ROLE } from '../../shared/access.js';
import { digitsOnly } from '../../shared/digits.js';
import type { SortKeyOf } from '../../shared/contract/list.js';
import type { userList } from '../../shared/contract/user-lists.js';
import { ROLES_OF_KIND } from '../../shared/contract/users.js';
import { type Db, textArray } from '../db/sql.js';
import type { ListSql } from '../lib/list-routes.js';
import { containsPattern, whereAll } from '../lib/list-query.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { forcedKind, managerOf, manageableUsers } from './user-rules.js';
import { toUserRow, type UserDb, userRowsSql } from './user-admin-repo.js';

type UserList = typeof userList;

const USER_SORT = { name: sql`u.name`, id: sql`u.id` } satisfies Record<SortKeyOf<UserList>, SQL>;

/** Never WEB_SERVICE users; below the group admin only the users the caller may edit (user-rules.ts). */
async function scope(db: Db, user: AuthUser): Promise<SQL> {
  return sql`not (${SERVICE_ROLE} = any(u.roles)) and ${await manageableUsers(db, user)}`;
}

export const userListSql = (db: Db): ListSql<UserList, UserDb> => ({
  from: sql`from users u`,
  // Below the group admin the kind and organisation are the caller's own, whatever the filter
  // names: the export rule ('TTG' only) reads this kind, not the one sent.
  callerFilter: (f, user) => {
    const forced = forcedKind(managerOf(user));
    return forced ? { ...f, kind: forced, disty: undefined, supply: undefined } : f;
  },
  where: async (f, user) => {
    const gsm = f.gsmNo ? digitsOnly(f.gsmNo) : '';
    return whereAll([
      await scope(db, user),
      sql`u.roles && ${textArray(ROLES_OF_KIND[f.kind])}`,
      !!f.name && sql`(u.name || ' ' || u.surname) ilike ${containsPattern(f.name)}`,
      !!gsm && sql`u.gsm_no like ${containsPattern(gsm)}`,
      !!f.email && sql`u.email ilike ${containsPattern(f.email)}`,
      !!f.role && sql`${f.role} = any(u.roles)`,
      !!f.code && sql`exists (select 1 from user_resellers ur join resellers r on r.id = ur.reseller_id where ur.user_id = u.id and r.code = ${f.code})`,
      f.disty !== undefined && sql`u.disty_id = ${f.disty}`,
      f.supply !== undefined && sql`u.supply_id = ${f.supply}`,
    ]);
  },
  sort: USER_SORT,
  key: sql`u.id`,
  rows: (keys) => userRowsSql(keys),
  toRow: toUserRow,
});
