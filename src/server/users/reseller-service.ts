import type { OwnUser } from '../../shared/contract/user.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import type { Db } from '../db/sql.js';
import { codedError } from '../lib/app-error.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { loadOwnUser, reachableResellers, resellersWithChildren } from './own-user.js';
import { setLoginReseller } from './user-repo.js';

/** Resellers answer only codes they may act for (others are left out); group admins any. */
export async function findChildResellers(db: Db, user: AuthUser, codes: string[]): Promise<{ code: string; name: string }[]> {
  if (user.roles.includes('TTG_ADMIN')) return (await resellersWithChildren(db, codes)).map(({ code, name }) => ({ code, name }));
  const reachable = await reachableResellers(db, user.id);
  const asked = new Set(codes);
  return reachable
    .filter((r) => asked.has(r.code) || (r.parentCode !== null && asked.has(r.parentCode)))
    .map(({ code, name }) => ({ code, name }));
}

/** Switches the user to one of the resellers it may act for. */
export async function moveToReseller(db: Db, userId: number, code: string): Promise<OwnUser> {
  const target = (await reachableResellers(db, userId)).find((r) => r.code === code);
  if (!target) throw codedError(403, ERROR_CODES.FORBIDDEN, MSG.resellerNotAllowed);
  await setLoginReseller(db, userId, target.id);
  return loadOwnUser(db, userId);
}
