import { SETTINGS_MSG, type SubCategoryThreshold } from '../../../shared/contract/settings.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError } from '../../lib/app-error.js';
import { trCollator } from '../../catalogue/lookups/category-service.js';
import { globalThresholds, setGlobalThresholds, setRowLock, setRowThresholds, thresholdRow, thresholdRows, type ThresholdRow, updateAllThresholds } from './threshold-repo.js';

const toThreshold = (r: ThresholdRow): SubCategoryThreshold => ({
  id: r.id,
  name: r.name,
  categoryName: r.category_name,
  noneStockStatusMax: r.none_stock_status_max,
  limitedStockStatusMax: r.limited_stock_status_max,
  stockStatusManual: r.stock_status_manual,
  manuelUpdateDisabled: r.manuel_update_disabled,
});

/** Every sub-category, by category and then name (Turkish order). */
export async function getThresholds(db: Db): Promise<SubCategoryThreshold[]> {
  const rows = (await thresholdRows(db)).map(toThreshold);
  return rows.sort((a, b) => trCollator.compare(a.categoryName, b.categoryName) || trCollator.compare(a.name, b.name));
}

interface Pair {
  noneStockStatusMax: number;
  limitedStockStatusMax: number;
}

/** 'Hepsini Güncelle': both parameters and the sub-categories in one transaction. */
export function updateAll(db: Db, input: Pair & { updateStockStatusMaxManuelUpdated: boolean }): Promise<{ updated: number }> {
  return inTransaction(db, async (tx) => {
    await setGlobalThresholds(tx, input.noneStockStatusMax, input.limitedStockStatusMax);
    return { updated: await updateAllThresholds(tx, input.noneStockStatusMax, input.limitedStockStatusMax, input.updateStockStatusMaxManuelUpdated) };
  });
}

/** One row by hand; a locked row is refused (422, it follows the global values). */
export function updateOne(db: Db, input: Pair & { subCategoryId: number }): Promise<SubCategoryThreshold> {
  return inTransaction(db, async (tx) => {
    const row = await thresholdRow(tx, input.subCategoryId, true);
    if (!row) throw notFoundError();
    if (row.manuel_update_disabled) throw businessError(SETTINGS_MSG.lockedRow, 422);
    await setRowThresholds(tx, row.id, input.noneStockStatusMax, input.limitedStockStatusMax);
    return toThreshold((await thresholdRow(tx, row.id))!);
  });
}

/** Locks a row (it takes the global thresholds at once) or unlocks it. */
export function lockOne(db: Db, input: { subCategoryId: number; manuelUpdateDisabled: boolean }): Promise<SubCategoryThreshold> {
  return inTransaction(db, async (tx) => {
    const row = await thresholdRow(tx, input.subCategoryId, true);
    if (!row) throw notFoundError();
    await setRowLock(tx, row.id, input.manuelUpdateDisabled, input.manuelUpdateDisabled ? await globalThresholds(tx) : null);
    return toThreshold((await thresholdRow(tx, row.id))!);
  });
}
