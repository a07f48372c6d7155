import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { Category } from '../../../shared/contract/catalogue.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError, validationError } from '../../lib/app-error.js';
import {
  categoryHasSubCategories,
  categoryNameTaken,
  categoryTreeRows,
  deleteCategoryRow,
  findCategory,
  insertCategory,
  listCategories,
  renameCategory,
} from './category-repo.js';

const nameExists = () => validationError([{ field: 'name', message: CATALOGUE_MSG.categoryExists }]);

/** Turkish alphabetical order (ç after c, ş after s), the same on PGlite and PostgreSQL. */
export const trCollator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
export const byName = <T extends { name: string }>(a: T, b: T) => trCollator.compare(a.name, b.name);

export const getCategories = async (db: Db): Promise<Category[]> => (await listCategories(db)).sort(byName);

export async function upsertCategory(db: Db, input: { id?: number; name: string }): Promise<Category> {
  if (await categoryNameTaken(db, input.name, input.id)) throw nameExists();
  if (input.id === undefined) {
    const row = await insertCategory(db, input.name);
    if (!row) throw nameExists();
    return row;
  }
  const row = await renameCategory(db, input.id, input.name);
  if (!row) throw notFoundError();
  return row;
}

/**
 * The row lock conflicts with the key-share lock a concurrent sub-category insert takes
 * on its category, so no sub-category can appear between the check and the delete.
 */
export async function deleteCategory(db: Db, id: number): Promise<{ id: number }> {
  return inTransaction(db, async (t) => {
    if (!(await findCategory(t, id, true))) throw notFoundError();
    if (await categoryHasSubCategories(t, id)) throw businessError(CATALOGUE_MSG.categoryInUse);
    await deleteCategoryRow(t, id);
    return { id };
  });
}

export async function getCategoryTree(db: Db) {
  const tree = new Map<number, { id: number; name: string; subCategories: { id: number; name: string }[] }>();
  for (const r of await categoryTreeRows(db)) {
    let node = tree.get(r.categoryId);
    if (!node) tree.set(r.categoryId, (node = { id: r.categoryId, name: r.categoryName, subCategories: [] }));
    if (r.subCategoryId !== null && r.subCategoryName !== null) node.subCategories.push({ id: r.subCategoryId, name: r.subCategoryName });
  }
  const nodes = [...tree.values()].sort(byName);
  for (const node of nodes) node.subCategories.sort(byName);
  return nodes;
}
