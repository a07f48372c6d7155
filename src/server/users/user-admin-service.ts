import { ROLE_LABELS, type Role } from '../../shared/access.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { kindOfRole, ROLES_OF_KIND, type UserKind, type UserRow, type UserSaveBody, USERS_MSG } from '../../shared/contract/users.js';
import { type Db, inTransaction } from '../db/sql.js';
import { auditHistory, recordAudit } from '../lib/audit.js';
import { businessError, codedError, notFoundError, validationError } from '../lib/app-error.js';
import { enqueueNotification } from '../notify/outbox.js';
import { TEMPLATE_TYPES } from '../notify/templates.js';
import type { AuthDeps } from '../auth/deps.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { reachableResellers } from './own-user.js';
import {
  contactTaken,
  insertUser,
  loadUser,
  orgExists,
  resellersByCode,
  revokeUserSessions,
  setUserResellers,
  setUserStatus,
  toUserRow,
  updateUser,
  type UserDb,
  usernameTaken,
} from './user-admin-repo.js';
import { grantableRoles, type Manager, managerOf, mayManage } from './user-rules.js';
import { usernameBaseOf } from './username.js';

/**
 * The user dialog's writes (issue 13): create, update, passivate ('Sil') and activate, each in
 * one transaction with its audit record. The privilege rules live in user-rules.ts; this file
 * applies them to the stored rows.
 */

const forbidden = (text: string, fields: string[] = []) => codedError(403, ERROR_CODES.FORBIDDEN, text, fields);

async function reachableIds(db: Db, user: AuthUser, manager: Manager): Promise<Set<number>> {
  return manager.kind === 'RESELLER' ? new Set((await reachableResellers(db, user.id)).map((r) => r.id)) : new Set();
}

/** What the audit trail keeps of a user (codes, not ids: readable years later). */
const snapshot = (u: UserDb) => ({
  name: u.name,
  surname: u.surname,
  email: u.email,
  gsmNo: u.gsm_no,
  roles: u.roles,
  resellers: u.resellers.map((r) => r.code),
  disty: u.disty?.code ?? null,
  supply: u.supply?.code ?? null,
  status: u.status,
});

/** A changed user's sessions end when what it may do changed: its roles or its organisation. */
const powersChanged = (a: UserDb, b: UserDb) =>
  a.roles.join() !== b.roles.join() ||
  a.disty_id !== b.disty_id ||
  a.supply_id !== b.supply_id ||
  a.resellers.map((r) => r.id).join() !== b.resellers.map((r) => r.id).join();

/** The existing user `id` if the caller may manage it: 404 if unknown, 403 otherwise. */
async function managedUser(db: Db, user: AuthUser, id: number, lock: boolean): Promise<UserDb> {
  const target = await loadUser(db, id, lock);
  if (!target) throw notFoundError();
  if (!(await mayManage(db, user, id))) throw forbidden(USERS_MSG.userNotAllowed);
  return target;
}

/** The organisation the body names, checked against the caller's rights: reseller ids, distributor, supplier. */
async function checkOrganisation(db: Db, user: AuthUser, manager: Manager, kind: UserKind | null, body: UserSaveBody) {
  let resellerIds: number[] = [];
  if (kind === 'RESELLER') {
    const found = await resellersByCode(db, body.resellersCodes);
    const unknown = body.resellersCodes.filter((c) => !found.some((r) => r.code === c));
    if (unknown.length) throw validationError([{ field: 'resellersCodes', message: USERS_MSG.unknownReseller(unknown) }]);
    resellerIds = body.resellersCodes.map((c) => found.find((r) => r.code === c)!.id);
    if (manager.kind === 'RESELLER') {
      const reachable = await reachableIds(db, user, manager);
      if (!resellerIds.every((id) => reachable.has(id))) throw forbidden(USERS_MSG.resellerNotAllowed, ['resellersCodes']);
    }
  }
  if (body.disty !== null) {
    if (manager.kind === 'DISTY' && body.disty !== manager.distyId) throw forbidden(USERS_MSG.userNotAllowed, ['disty']);
    if (!(await orgExists(db, 'disties', body.disty))) throw validationError([{ field: 'disty', message: USERS_MSG.distyRequired }]);
  }
  if (body.supply !== null && !(await orgExists(db, 'supplies', body.supply))) throw validationError([{ field: 'supply', message: USERS_MSG.supplyRequired }]);
  return resellerIds;
}

async function checkContacts(db: Db, body: UserSaveBody, exceptId: number | null) {
  const errors: { field: string; message: string }[] = [];
  if (body.gsmNo && (await contactTaken(db, 'gsm', body.gsmNo, exceptId))) errors.push({ field: 'gsmNo', message: USERS_MSG.gsmTaken });
  if (body.email && (await contactTaken(db, 'email', body.email, exceptId))) errors.push({ field: 'email', message: USERS_MSG.emailTaken });
  if (errors.length) throw validationError(errors);
}

/** A new user's username (usernameBaseOf), unique: a suffix when taken by an old account. */
async function newUsername(db: Db, body: UserSaveBody): Promise<string> {
  const base = usernameBaseOf(body);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}.${n}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

export async function saveUser(deps: AuthDeps, user: AuthUser, body: UserSaveBody): Promise<UserRow> {
  const role = body.roles[0];
  const manager = managerOf(user);
  if (!grantableRoles(manager).includes(role)) throw forbidden(USERS_MSG.roleNotAllowed, ['roles']);
  const kind = kindOfRole(role);
  const saved = await inTransaction(deps.db, async (tx) => {
    const before = body.id ? await managedUser(tx, user, body.id, true) : null;
    if (before && before.id === user.id && before.roles.join() !== body.roles.join()) throw businessError(USERS_MSG.selfRole, 422);
    const resellerIds = await checkOrganisation(tx, user, manager, kind, body);
    await checkContacts(tx, body, before?.id ?? null);
    const keepLogin = before?.resellers.length && resellerIds.includes(before.resellers[0].id) ? before.resellers[0].id : null;
    const write = {
      name: body.name,
      surname: body.surname,
      email: body.email,
      gsmNo: body.gsmNo,
      roles: body.roles as Role[],
      distyId: body.disty,
      supplyId: body.supply,
      loginResellerId: resellerIds.length ? (keepLogin ?? resellerIds[0]) : null,
    };
    let id: number;
    if (before) {
      id = before.id;
      await updateUser(tx, id, write);
    } else {
      id = await insertUser(tx, await newUsername(tx, body), write);
    }
    await setUserResellers(tx, id, resellerIds);
    const after = (await loadUser(tx, id))!;
    await recordAudit(tx, user, 'USER', String(id), before ? 'UPDATE' : 'CREATE', before && snapshot(before), snapshot(after));
    if (before && powersChanged(before, after)) await revokeUserSessions(tx, id);
    if (!before) await sendWelcome(deps, tx, after);
    return after;
  });
  if (!body.id) deps.kickNotifications();
  return toUserRow(saved);
}

/** The new user's first message: where and how to sign in (by code; or set a password with 'Şifremi Unuttum'). */
async function sendWelcome(deps: AuthDeps, tx: Db, u: UserDb) {
  const vars = { name: `${u.name} ${u.surname}`, identity: u.gsm_no ?? u.email ?? u.username, url: deps.config.notify.publicUrl };
  if (u.gsm_no) await enqueueNotification(tx, 'SMS', u.gsm_no, TEMPLATE_TYPES.WELCOME, vars);
  else if (u.email) await enqueueNotification(tx, 'MAIL', u.email, TEMPLATE_TYPES.WELCOME, vars);
}

/** 'Sil' (status 0: a soft delete that ends the user's sessions) and 'Aktif Et' (status 1). */
export async function setStatus(deps: AuthDeps, user: AuthUser, id: number, active: boolean): Promise<UserRow> {
  const saved = await inTransaction(deps.db, async (tx) => {
    const before = await managedUser(tx, user, id, true);
    if (!active && before.id === user.id) throw businessError(USERS_MSG.selfPassive, 422);
    await setUserStatus(tx, id, active ? 1 : 0);
    if (!active) await revokeUserSessions(tx, id);
    const after = (await loadUser(tx, id))!;
    if (before.status !== after.status) await recordAudit(tx, user, 'USER', String(id), active ? 'ACTIVE' : 'PASSIVE', snapshot(before), snapshot(after));
    return after;
  });
  return toUserRow(saved);
}

export async function userHistoryOf(deps: AuthDeps, user: AuthUser, id: number) {
  await managedUser(deps.db, user, id, false);
  return auditHistory(deps.db, 'USER', String(id));
}

/** The roles of one kind the caller may grant, with their labels. */
export function rolesOfType(user: AuthUser, type: 'ttg' | 'reseller' | 'disty' | 'supply') {
  const kind = type.toUpperCase() as UserKind;
  const grantable = grantableRoles(managerOf(user));
  // WEB_SERVICE is of no kind: the group admin grants it from the operator-group screen.
  const ofKind: readonly Role[] = kind === 'TTG' ? [...ROLES_OF_KIND.TTG, 'WEB_SERVICE'] : ROLES_OF_KIND[kind];
  return ofKind.filter((r) => grantable.includes(r)).map((r) => ({ key: r, value: ROLE_LABELS[r] }));
}
