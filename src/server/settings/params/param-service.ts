import { SETTINGS_MSG, type Parameter } from '../../../shared/contract/settings.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError, validationError } from '../../lib/app-error.js';
import { globalParam, globalParams, type ParamRow, resellerExists, resellerParam, updateGlobalParam, upsertResellerParam } from './param-repo.js';
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
export async function updateParam(db: Db, input: { key: string; description: string; value: string; resellerCode?: string | null }): Promise<Parameter> {
  const checked = checkParamValue(input.key, input.value);
  return inTransaction(db, async (tx) => {
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
      return toParameter(await upsertResellerParam(tx, input.key, input.resellerCode, input.description, checked.value));
    }
    return toParameter((await updateGlobalParam(tx, input.key, input.description, checked.value))!);
  });
}
