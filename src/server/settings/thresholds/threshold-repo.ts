import { sql } from 'drizzle-orm';
import { PARAM_KEYS } from '../../../shared/storefront.js';
import { type Db, queryRows } from '../../db/sql.js';

/** SQL of the sub-categories' stock thresholds (spec 3 §2.5). */

export interface ThresholdRow {
  id: number;
  name: string;
  category_name: string;
  none_stock_status_max: number;
  limited_stock_status_max: number;
  stock_status_manual: boolean;
  manuel_update_disabled: boolean;
}

const SELECT = sql`select sc.id, sc.name, c.name as category_name, sc.none_stock_status_max, sc.limited_stock_status_max,
  sc.stock_status_manual, sc.manuel_update_disabled
  from sub_categories sc join categories c on c.id = sc.category_id`;

export const thresholdRows = (db: Db) => queryRows<ThresholdRow>(db, SELECT);

export async function thresholdRow(db: Db, id: number, lock = false): Promise<ThresholdRow | null> {
  const [row] = await queryRows<ThresholdRow>(db, sql`${SELECT} where sc.id = ${id} ${lock ? sql`for update of sc` : sql``}`);
  return row ?? null;
}

/** Sets the two global threshold parameters. */
export async function setGlobalThresholds(db: Db, none: number, limited: number) {
  await db.execute(sql`update parameters set value = case key when ${PARAM_KEYS.noneStockMax} then ${String(none)} else ${String(limited)} end
    where reseller_code is null and key in (${PARAM_KEYS.noneStockMax}, ${PARAM_KEYS.limitedStockMax})`);
}

/** The two global thresholds (null when a parameter is missing or not a number). */
export async function globalThresholds(db: Db): Promise<{ none: number; limited: number } | null> {
  const rows = await queryRows<{ key: string; value: string }>(
    db,
    sql`select key, value from parameters where reseller_code is null and key in (${PARAM_KEYS.noneStockMax}, ${PARAM_KEYS.limitedStockMax})`,
  );
  const none = Number(rows.find((r) => r.key === PARAM_KEYS.noneStockMax)?.value ?? NaN);
  const limited = Number(rows.find((r) => r.key === PARAM_KEYS.limitedStockMax)?.value ?? NaN);
  return Number.isInteger(none) && Number.isInteger(limited) ? { none, limited } : null;
}

/**
 * 'Hepsini Güncelle' in one statement: every row not entered by hand, those entered by hand
 * too when `alsoManual`, and always the locked ones; the updated rows are no longer manual.
 */
export async function updateAllThresholds(db: Db, none: number, limited: number, alsoManual: boolean): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update sub_categories set none_stock_status_max = ${none}, limited_stock_status_max = ${limited}, stock_status_manual = false
        where not stock_status_manual or manuel_update_disabled or ${alsoManual}::boolean
        returning id`,
  );
  return rows.length;
}

/** One row's thresholds, entered by hand (the caller has checked the row is not locked). */
export async function setRowThresholds(db: Db, id: number, none: number, limited: number) {
  await db.execute(sql`update sub_categories set none_stock_status_max = ${none}, limited_stock_status_max = ${limited}, stock_status_manual = true where id = ${id}`);
}

/** Locks a row onto the global thresholds (given), or unlocks it keeping its values. */
export async function setRowLock(db: Db, id: number, locked: boolean, global: { none: number; limited: number } | null) {
  if (locked && global) {
    await db.execute(sql`update sub_categories set manuel_update_disabled = true, stock_status_manual = false,
      none_stock_status_max = ${global.none}, limited_stock_status_max = ${global.limited} where id = ${id}`);
  } else {
    await db.execute(sql`update sub_categories set manuel_update_disabled = ${locked} where id = ${id}`);
  }
}
