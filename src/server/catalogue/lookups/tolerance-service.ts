import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { Tolerance } from '../../../shared/contract/catalogue.js';
import type { Db } from '../../db/sql.js';
import { notFoundError, validationError } from '../../lib/app-error.js';
import { trCollator } from './category-service.js';
import { findSubCategory } from './sub-category-repo.js';
import { findTolerance, listTolerances, putTolerance, toleranceOfSubCategoryElsewhere, updateTolerance } from './tolerance-repo.js';

export async function getTolerances(db: Db): Promise<Tolerance[]> {
  const rows = await listTolerances(db);
  return rows.sort(
    (a, b) => trCollator.compare(a.subCategory.category.name, b.subCategory.category.name) || trCollator.compare(a.subCategory.name, b.subCategory.name),
  );
}

/**
 * Without id the ratio of the sub-category is set: created, or updated when it already has
 * one (a sub-category has one ratio; the add dialog must not fail on an existing one).
 * With id that record is edited; moving it onto a sub-category that has its own record is
 * refused, since that would silently drop the other ratio.
 */
export async function upsertTolerance(db: Db, input: { id?: number; marjRatio: number; subCategory: { id: number } }): Promise<Tolerance> {
  const subCategoryId = input.subCategory.id;
  if (!(await findSubCategory(db, subCategoryId))) throw notFoundError();
  let id: number;
  if (input.id === undefined) {
    id = await putTolerance(db, subCategoryId, input.marjRatio);
  } else {
    if (!(await findTolerance(db, input.id))) throw notFoundError();
    if (await toleranceOfSubCategoryElsewhere(db, subCategoryId, input.id)) {
      throw validationError([{ field: 'subCategory', message: CATALOGUE_MSG.toleranceExists }]);
    }
    const updated = await updateTolerance(db, input.id, subCategoryId, input.marjRatio);
    if (updated === null) throw notFoundError();
    id = updated;
  }
  return (await findTolerance(db, id))!;
}
