import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../shared/access.js';
import type { UserRow } from '../../shared/contract/users.js';
import { type Db, intArray, queryRows, textArray } from '../db/sql.js';

/** SQL of the user screens (issue 13): the rows they show, the writes of the dialog. */

export interface UserDb {
  id: number;
  username: string;
  name: string;
  surname: string;
  email: string | null;
  gsm_no: string | null;
  roles: Role[];
  status: number;
  disty_id: number | null;
  supply_id: number | null;
  resellers: { id: number; code: string; name: string }[];
  disty: { id: number; code: string; name: string } | null;
  supply: { id: number; code: string; name: string } | null;
}

/** Full rows of the users whose ids `ids` (an int[] expression) holds, each with its resellers and organisation. */
export const userRowsSql = (ids: SQL) => sql`
  select u.id, u.username, u.name, u.surname, u.email, u.gsm_no, u.roles, u.status, u.disty_id, u.supply_id,
    coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name) order by r.code)
              from user_resellers ur join resellers r on r.id = ur.reseller_id where ur.user_id = u.id), '[]'::json) as resellers,
    case when d.id is null then null else json_build_object('id', d.id, 'code', d.code, 'name', d.name) end as disty,
    case when s.id is null then null else json_build_object('id', s.id, 'code', s.code, 'name', s.name) end as supply
  from users u left join disties d on d.id = u.disty_id left join supplies s on s.id = u.supply_id
  where u.id = any(${ids})`;

export const toUserRow = (r: UserDb): UserRow => ({
  id: r.id,
  username: r.username,
  name: r.name,
  surname: r.surname,
  email: r.email,
  gsmNo: r.gsm_no,
  roles: r.roles,
  status: r.status,
  resellers: r.resellers.map(({ code, name }) => ({ code, name })),
  disty: r.disty,
  supply: r.supply,
});

/**
 * One user; `lock` also holds its row until the transaction ends (two admins editing it wait in
 * turn) — in the same statement (FOR UPDATE OF u: the joined organisations stay unlocked).
 */
export async function loadUser(db: Db, id: number, lock = false): Promise<UserDb | null> {
  const [row] = await queryRows<UserDb>(db, sql`${userRowsSql(intArray([id]))}${lock ? sql` for update of u` : sql``}`);
  return row ?? null;
}

/** Resellers by code: the found ones (id, code). */
export const resellersByCode = (db: Db, codes: string[]) =>
  queryRows<{ id: number; code: string }>(db, sql`select id, code from resellers where code = any(${textArray(codes)})`);

export async function orgExists(db: Db, table: 'disties' | 'supplies', id: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from ${sql.raw(table)} where id = ${id}`)).length > 0;
}

/** Another user (any status) already holding this mobile number or e-mail. */
export async function contactTaken(db: Db, field: 'gsm' | 'email', value: string, exceptId: number | null): Promise<boolean> {
  const match = field === 'gsm' ? sql`gsm_no = ${value}` : sql`lower(email) = ${value.toLowerCase()}`;
  return (await queryRows(db, sql`select 1 from users where ${match} and id <> ${exceptId ?? 0} limit 1`)).length > 0;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from users where lower(username) = ${username.toLowerCase()}`)).length > 0;
}

export interface UserWrite {
  name: string;
  surname: string;
  email: string | null;
  gsmNo: string | null;
  roles: Role[];
  distyId: number | null;
  supplyId: number | null;
  loginResellerId: number | null;
}

export async function insertUser(db: Db, username: string, u: UserWrite): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, name, surname, email, gsm_no, roles, disty_id, supply_id, login_reseller_id)
        values (${username}, ${u.name}, ${u.surname}, ${u.email}, ${u.gsmNo}, ${textArray(u.roles)}, ${u.distyId}, ${u.supplyId}, ${u.loginResellerId})
        returning id`,
  );
  return row.id;
}

export async function updateUser(db: Db, id: number, u: UserWrite): Promise<void> {
  await db.execute(sql`
    update users set name = ${u.name}, surname = ${u.surname}, email = ${u.email}, gsm_no = ${u.gsmNo}, roles = ${textArray(u.roles)},
      disty_id = ${u.distyId}, supply_id = ${u.supplyId}, login_reseller_id = ${u.loginResellerId}, updated_at = now()
    where id = ${id}`);
}

/** The user's resellers become exactly `resellerIds`. */
export async function setUserResellers(db: Db, userId: number, resellerIds: number[]): Promise<void> {
  await db.execute(sql`delete from user_resellers where user_id = ${userId} and reseller_id <> all(${intArray(resellerIds)})`);
  if (resellerIds.length)
    await db.execute(sql`insert into user_resellers (user_id, reseller_id) select ${userId}, unnest(${intArray(resellerIds)}) on conflict do nothing`);
}

export async function setUserStatus(db: Db, id: number, status: number): Promise<void> {
  await db.execute(sql`update users set status = ${status}, updated_at = now() where id = ${id}`);
}

/** Ends every session of the user at once: its refresh tokens are revoked, so its access tokens stop too. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.execute(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
}

type Org = { id: number; code: string; name: string };

/** The organisation pickers of the user dialog: distributors (paged, by status) and suppliers. */
export async function distyPage(db: Db, status: number | undefined, page: number, size: number) {
  const where = status === undefined ? sql`true` : sql`status = ${status}`;
  const [content, [count]] = await Promise.all([
    queryRows<Org>(db, sql`select id, code, name from disties where ${where} order by code limit ${size} offset ${page * size}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from disties where ${where}`),
  ]);
  return { content, totalElements: count.n };
}

export const supplyChoices = (db: Db) => queryRows<Org>(db, sql`select id, code, name from supplies order by name`);
