import { RESELLER_PARAM_KEYS, SETTINGS_MSG, type Parameter } from '../../../shared/contract/settings.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { type AuditActor, recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { businessError, notFoundError, validationError } from '../../lib/app-error.js';
import { globalParam, globalParams, type ParamRow, resellerCodeOf, resellerExists, resellerParam, updateGlobalParam, upsertResellerParam } from './param-repo.js';
import { checkParamValue, pairedThreshold } from './param-values.js';

export const toParameter = (r: ParamRow): Parameter => ({
  key: r.key,
  description: r.description,
  value: r.value,
  resellerCode: r.reseller_code,
  manuelUpdateDisabled: r.manuel_update_disabled,
});

export const getParams = async (db: Db): Promise<Parameter[]> => (await globalParams(db)).map(toParameter);

export async function getParam(db: Db, key: string): Promise<Parameter> {
  const row = await globalParam(db, key);
  if (!row) throw notFoundError();
  return toParameter(row);
}

/** A reseller's own value, else the global one; unknown key or reseller → 404. */
export async function getResellerParam(db: Db, key: string, resellerCode: string): Promise<Parameter> {
  const global = await globalParam(db, key);
  if (!global || !(await resellerExists(db, resellerCode))) throw notFoundError();
  return toParameter((await resellerParam(db, key, resellerCode)) ?? global);
}

const refuse = (message: string) => validationError([{ field: 'value', message }]);

/**
 * parameter/update: the key must be a known global parameter (404 otherwise), the value must
 * pass its key's rule; a stock threshold must stay below (none) or above (limited) the other
 * one, read under a row lock so two edits cannot cross.
 */
export async function updateParam(db: Db, actor: AuditActor, input: { key: string; description: string; value: string; resellerCode?: string | null }): Promise<Parameter> {
  const checked = checkParamValue(input.key, input.value);
  return inTransaction(db, async (tx) => {
    const saved = await writeParam(tx, input, checked);
    await recordAudit(tx, actor, 'PARAMETER', auditKey(input.key, input.resellerCode), 'UPDATE', saved.before, saved.after);
    return saved.after;
  });
}

const auditKey = (key: string, resellerCode?: string | null) => (resellerCode ? `${key}@${resellerCode}` : key);

async function writeParam(
  tx: Db,
  input: { key: string; description: string; value: string; resellerCode?: string | null },
  checked: ReturnType<typeof checkParamValue>,
): Promise<{ before: Parameter | null; after: Parameter }> {
  const global = await globalParam(tx, input.key, true);
  if (!global) throw notFoundError();
  if (global.manuel_update_disabled) throw businessError(SETTINGS_MSG.paramLocked, 422);
  if (!checked.ok) throw refuse(checked.message);
  const pair = pairedThreshold(input.key);
  if (pair) {
    const other = await globalParam(tx, pair.other, true);
    const otherValue = Number(other?.value);
    const value = Number(checked.value);
    if (other && Number.isFinite(otherValue) && (pair.keyIsNone ? value >= otherValue : value <= otherValue)) throw refuse(SETTINGS_MSG.noneBelowLimited);
  }
  if (input.resellerCode) {
    if (!(await resellerExists(tx, input.resellerCode))) throw notFoundError();
    const own = await resellerParam(tx, input.key, input.resellerCode);
    return { before: own && toParameter(own), after: toParameter(await upsertResellerParam(tx, input.key, input.resellerCode, input.description, checked.value)) };
  }
  return { before: toParameter(global), after: toParameter((await updateGlobalParam(tx, input.key, input.description, checked.value))!) };
}

/** The login reseller's code of a reseller admin (404 without one). */
async function loginResellerCode(db: Db, user: AuthUser): Promise<string> {
  const code = user.loginResellerId === null ? null : await resellerCodeOf(db, user.loginResellerId);
  if (!code) throw notFoundError();
  return code;
}

/** /resellerParamList: the reseller-settable parameters in force for the caller's login reseller. */
export async function getOwnResellerParams(db: Db, user: AuthUser): Promise<Parameter[]> {
  const code = await loginResellerCode(db, user);
  const out: Parameter[] = [];
  for (const key of RESELLER_PARAM_KEYS) {
    const global = await globalParam(db, key);
    if (global) out.push(toParameter((await resellerParam(db, key, code)) ?? global));
  }
  return out;
}

/** Writes the caller's login reseller's own value; the description stays the global one's. */
export async function updateOwnResellerParam(db: Db, user: AuthUser, key: string, value: string): Promise<Parameter> {
  const code = await loginResellerCode(db, user);
  const global = await globalParam(db, key);
  if (!global) throw notFoundError();
  return updateParam(db, user, { key, description: global.description, value, resellerCode: code });
}
