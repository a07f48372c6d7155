import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { SubCategory } from '../../../shared/contract/catalogue.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError, validationError } from '../../lib/app-error.js';
import { findCategory } from './category-repo.js';
import { trCollator } from './category-service.js';
import {
  deleteSubCategoryRow,
  findSubCategory,
  insertSubCategory,
  listSubCategories,
  lockSubCategory,
  moveProductsToCategory,
  type SubCategoryValues,
  subCategoryInUse,
  subCategoryNameTaken,
  updateSubCategoryRow,
} from './sub-category-repo.js';

const nameExists = () => validationError([{ field: 'name', message: CATALOGUE_MSG.subCategoryExists }]);

export async function getSubCategories(db: Db, categoryId?: number): Promise<SubCategory[]> {
  const rows = await listSubCategories(db, categoryId);
  return rows.sort((a, b) => trCollator.compare(a.category.name, b.category.name) || trCollator.compare(a.name, b.name));
}

export async function upsertSubCategory(db: Db, input: SubCategoryValues & { id?: number }): Promise<SubCategory> {
  const { id, ...values } = input;
  if (!(await findCategory(db, values.categoryId))) throw notFoundError();
  if (await subCategoryNameTaken(db, values.categoryId, values.name, id)) throw nameExists();
  if (id === undefined) {
    const newId = await insertSubCategory(db, values);
    if (newId === null) throw nameExists();
    return (await findSubCategory(db, newId))!;
  }
  await inTransaction(db, async (t) => {
    const before = await lockSubCategory(t, id);
    if (!before) throw notFoundError();
    await updateSubCategoryRow(t, id, values);
    if (before.categoryId !== values.categoryId) await moveProductsToCategory(t, id, values.categoryId);
  });
  return (await findSubCategory(db, id))!;
}

/** The row lock keeps a product from being created with it between the check and the delete. */
export async function deleteSubCategory(db: Db, id: number): Promise<{ id: number }> {
  return inTransaction(db, async (t) => {
    if (!(await lockSubCategory(t, id))) throw notFoundError();
    if (await subCategoryInUse(t, id)) throw businessError(CATALOGUE_MSG.subCategoryInUse);
    await deleteSubCategoryRow(t, id);
    return { id };
  });
}
