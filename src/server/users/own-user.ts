import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OwnUser } from '../../shared/contract/user.js';
import type { Role } from '../../shared/access.js';
import { type Db, queryRows } from '../db/sql.js';
import { disties, resellers, supplies, userResellers, users } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { effectiveLoginReseller } from './login-reseller.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';

import { ORDER_ALLOW_LIST_KEY } from '../../shared/storefront.js';

export { ORDER_ALLOW_LIST_KEY };

/**
 * Is the reseller code `code` (an SQL expression) on the order allow-list, the parameter that lets
 * resellers into the order-management screens (comma-separated codes, each trimmed)? One rule for
 * the own-user answer's canOrder and every storefront, cart and order call (storefront/order-access.ts).
 */
export const onOrderAllowList = (code: SQL) =>
  sql`exists (select 1 from parameters p cross join lateral unnest(string_to_array(p.value, ',')) as c(code)
              where p.key = ${ORDER_ALLOW_LIST_KEY} and p.reseller_code is null and btrim(c.code, E' \t\r\n') = ${code})`;

async function isOnOrderAllowList(db: Db, code: string): Promise<boolean> {
  const [row] = await queryRows<{ allowed: boolean }>(db, sql`select ${onOrderAllowList(sql`${code}::text`)} as allowed`);
  return row.allowed;
}

const parent = alias(resellers, 'parent');

async function loadResellerRef(db: Db, id: number) {
  const [row] = await db
    .select({ r: resellers, parent: { code: parent.code, name: parent.name }, disty: { id: disties.id, code: disties.code, name: disties.name } })
    .from(resellers)
    .leftJoin(parent, eq(parent.id, resellers.parentId))
    .leftJoin(disties, eq(disties.id, resellers.distyId))
    .where(eq(resellers.id, id));
  if (!row) return null;
  return {
    id: row.r.id,
    code: row.r.code,
    name: row.r.name,
    resellerType: row.r.resellerType,
    parentReseller: row.parent?.code ? { code: row.parent.code, name: row.parent.name } : null,
    disty: row.disty?.id ? row.disty : null,
  };
}

/** The resellers a user belongs to directly. */
export async function ownResellers(db: Db, userId: number) {
  return db
    .select({ id: resellers.id, code: resellers.code, name: resellers.name })
    .from(userResellers)
    .innerJoin(resellers, eq(resellers.id, userResellers.resellerId))
    .where(eq(userResellers.userId, userId))
    .orderBy(resellers.code);
}

/** Resellers matching `where`, each with its parent's code, by code. */
const resellersWithParent = (db: Db, where: SQL | undefined) =>
  db
    .select({ id: resellers.id, code: resellers.code, name: resellers.name, parentCode: parent.code })
    .from(resellers)
    .leftJoin(parent, eq(parent.id, resellers.parentId))
    .where(where)
    .orderBy(resellers.code);

/** Own resellers plus their direct children: the ones a reseller admin may act for. */
export async function reachableResellers(db: Db, userId: number) {
  const ids = (await ownResellers(db, userId)).map((r) => r.id);
  return ids.length ? resellersWithParent(db, or(inArray(resellers.id, ids), inArray(resellers.parentId, ids))) : [];
}

/** Resellers with the given codes and their direct children (group admins see all). */
export async function resellersWithChildren(db: Db, codes: string[]) {
  return codes.length ? resellersWithParent(db, or(inArray(resellers.code, codes), inArray(parent.code, codes))) : [];
}

/** The signed-in user; `session` (the guard's view of the request) tells an impersonated session. */
export async function loadOwnUser(db: Db, userId: number, session?: { impersonatorId: number | null; sessionEndsAt: string | null }): Promise<OwnUser> {
  const [row] = await db
    .select({ u: users, supply: { id: supplies.id, code: supplies.code, name: supplies.name }, disty: { id: disties.id, code: disties.code, name: disties.name } })
    .from(users)
    .leftJoin(supplies, eq(supplies.id, users.supplyId))
    .leftJoin(disties, eq(disties.id, users.distyId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError(401, { status: 401, code: ERROR_CODES.UNAUTHENTICATED, description: MSG.unauthenticated, errors: [], fields: [] });
  const own = await ownResellers(db, userId);
  // The same reseller the request guard acts for (a switch to a reseller no longer in the family falls back).
  const [effective] = await queryRows<{ id: number | null }>(db, sql`select ${effectiveLoginReseller} as id from users u where u.id = ${userId}`);
  const loginResellerId = effective?.id ?? null;
  const loginReseller = loginResellerId ? await loadResellerRef(db, loginResellerId) : null;
  return {
    user: {
      id: row.u.id,
      username: row.u.username,
      name: row.u.name,
      surname: row.u.surname,
      roles: row.u.roles as Role[],
      supply: row.supply?.id ? row.supply : null,
      disty: row.disty?.id ? row.disty : null,
      loginReseller,
      resellers: own.map(({ code, name }) => ({ code, name })),
    },
    gsmNo: row.u.gsmNo,
    email: row.u.email,
    canOrder: loginReseller ? await isOnOrderAllowList(db, loginReseller.code) : false,
    impersonation: session?.impersonatorId ? await impersonationOf(db, session.impersonatorId, session.sessionEndsAt!) : null,
  };
}

async function impersonationOf(db: Db, adminId: number, endsAt: string) {
  const [admin] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, adminId));
  return { admin: admin ? `${admin.name} ${admin.surname}` : '—', endsAt };
}
