import { and, eq, ne, sql } from 'drizzle-orm';
import type { ScoreType } from '../../../shared/catalogue.js';
import type { SubCategory } from '../../../shared/contract/catalogue.js';
import type { Db } from '../../db/sql.js';
import { categories, models, modelUpdates, subCategories, tolerances } from '../../db/schema/index.js';
import { nameTaken, referenced } from './lookup-repo.js';

export interface SubCategoryValues {
  name: string;
  categoryId: number;
  productScoreType: ScoreType;
  scoreRatio: number;
}

/** Sub-categories with their category, the shape of the contract. */
export const selectSubCategories = (db: Db) =>
  db
    .select({
      id: subCategories.id,
      name: subCategories.name,
      category: { id: categories.id, name: categories.name },
      productScoreType: sql<ScoreType>`${subCategories.productScoreType}`,
      scoreRatio: subCategories.scoreRatio,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));

export const listSubCategories = (db: Db, categoryId?: number): Promise<SubCategory[]> =>
  selectSubCategories(db).where(categoryId ? eq(subCategories.categoryId, categoryId) : undefined);

export async function findSubCategory(db: Db, id: number): Promise<SubCategory | null> {
  const [row] = await selectSubCategories(db).where(eq(subCategories.id, id));
  return row ?? null;
}

export async function lockSubCategory(db: Db, id: number): Promise<{ id: number; categoryId: number } | null> {
  const [row] = await db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, id)).for('update');
  return row ?? null;
}

/** Names are unique within a category, case-insensitively (sub_categories_name_uq). */
export const subCategoryNameTaken = (db: Db, categoryId: number, name: string, exceptId?: number) =>
  nameTaken(db, subCategories, name, exceptId, eq(subCategories.categoryId, categoryId));

/** The new id, or null when the name is taken in that category. */
export async function insertSubCategory(db: Db, values: SubCategoryValues): Promise<number | null> {
  const [row] = await db.insert(subCategories).values(values).onConflictDoNothing().returning({ id: subCategories.id });
  return row?.id ?? null;
}

export async function updateSubCategoryRow(db: Db, id: number, values: SubCategoryValues): Promise<void> {
  await db.update(subCategories).set(values).where(eq(subCategories.id, id));
}

/** models.category_id is a copy of its sub-category's category (for the index): keep it in step. */
export async function moveProductsToCategory(db: Db, subCategoryId: number, categoryId: number): Promise<void> {
  await db.update(models).set({ categoryId }).where(and(eq(models.subCategoryId, subCategoryId), ne(models.categoryId, categoryId)));
}

/** Products or product requests (also decided ones, they are history) refer to it. */
export const subCategoryInUse = (db: Db, id: number) => referenced(db, id, [models.subCategoryId, modelUpdates.subCategoryId]);

/** Its tolerance ratio belongs to it and goes with it. */
export async function deleteSubCategoryRow(db: Db, id: number): Promise<void> {
  await db.delete(tolerances).where(eq(tolerances.subCategoryId, id));
  await db.delete(subCategories).where(eq(subCategories.id, id));
}
