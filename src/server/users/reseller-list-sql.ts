import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../shared/contract/list.js';
import type { resellerList, ResellerRow } from '../../shared/contract/reseller-lists.js';
import { type Db, queryRows } from '../db/sql.js';
import type { ListSql } from '../lib/list-routes.js';
import { containsPattern, whereAll } from '../lib/list-query.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { notFoundError } from '../lib/app-error.js';

type ResellerList = typeof resellerList;

/**
 * /resellerList (spec 3 §2.6): resellers with their parent and distributor. A distributor admin
 * sees only its own distributor's resellers (spec 3 §6: the filter is forced), the group admin
 * all. The contains-filters on code and name have trigram GIN indexes (resellers_*_trgm_idx; the
 * planner reads the table while it is a few thousand rows), resellers_name_idx and the code's unique
 * index serve the sorts.
 */
export function resellerScope(user: Pick<AuthUser, 'roles' | 'distyId'>): SQL {
  if (user.roles.includes('TTG_ADMIN')) return sql`true`;
  if (user.roles.includes('DISTY_ADMIN') && user.distyId !== null) return sql`r.disty_id = ${user.distyId}`;
  return sql`false`;
}

const distyForced = (user: Pick<AuthUser, 'roles'>) => !user.roles.includes('TTG_ADMIN');

interface ResellerDb {
  id: number;
  code: string;
  name: string;
  parent_code: string | null;
  parent_name: string | null;
  disty_code: string | null;
  disty_name: string | null;
  reseller_type: string | null;
  active: boolean;
  email: string | null;
  phone_number: string | null;
  main_area: string | null;
  area: string | null;
  province: string | null;
  district: string | null;
  address_text: string | null;
  approved_score: number;
  unapproved_score: number;
}

const toResellerRow = (r: ResellerDb): ResellerRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  parentCode: r.parent_code,
  parentName: r.parent_name,
  distyCode: r.disty_code,
  distyName: r.disty_name,
  resellerType: r.reseller_type,
  active: r.active,
  email: r.email,
  phoneNumber: r.phone_number,
  mainArea: r.main_area,
  area: r.area,
  province: r.province,
  district: r.district,
  addressText: r.address_text,
  approvedScore: r.approved_score,
  unapprovedScore: r.unapproved_score,
});

const ROWS = (where: SQL) => sql`
  select r.id, r.code, r.name, p.code as parent_code, p.name as parent_name, d.code as disty_code, d.name as disty_name, r.reseller_type, r.active,
    r.email, r.phone_number, r.main_area, r.area, r.province, r.district, r.address_text, r.approved_score, r.unapproved_score
  from resellers r left join resellers p on p.id = r.parent_id left join disties d on d.id = r.disty_id
  where ${where}`;

export const resellerListSql: ListSql<ResellerList, ResellerDb> = {
  from: sql`from resellers r left join resellers p on p.id = r.parent_id left join disties d on d.id = r.disty_id`,
  where: (f, user) =>
    whereAll([
      resellerScope(user),
      !!f.code && sql`r.code ilike ${containsPattern(f.code)}`,
      !!f.parentCode && sql`p.code ilike ${containsPattern(f.parentCode)}`,
      !!f.name && sql`r.name ilike ${containsPattern(f.name)}`,
      !distyForced(user) && !!f.distyCode && sql`d.code ilike ${containsPattern(f.distyCode)}`,
    ]),
  sort: { code: sql`r.code`, name: sql`r.name` } satisfies Record<SortKeyOf<ResellerList>, SQL>,
  key: sql`r.id`,
  rows: (keys) => ROWS(sql`r.id = any(${keys})`),
  toRow: toResellerRow,
};

/** 'Bayi Detay': one reseller within the caller's scope (404 otherwise: never another's). */
export async function resellerDetailOf(db: Db, user: AuthUser, code: string): Promise<ResellerRow> {
  const [row] = await queryRows<ResellerDb>(db, ROWS(sql`r.code = ${code} and ${resellerScope(user)}`));
  if (!row) throw notFoundError();
  return toResellerRow(row);
}
