import { eq } from 'drizzle-orm';
import type { Db } from '../../db/sql.js';
import { categories, subCategories } from '../../db/schema/index.js';
import { nameTaken } from './lookup-repo.js';

export type CategoryRow = { id: number; name: string };

const columns = { id: categories.id, name: categories.name };

export const listCategories = (db: Db): Promise<CategoryRow[]> => db.select(columns).from(categories);

export async function findCategory(db: Db, id: number, forUpdate = false): Promise<CategoryRow | null> {
  const query = db.select(columns).from(categories).where(eq(categories.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Unique case-insensitively (categories_name_uq on lower(name)). */
export const categoryNameTaken = (db: Db, name: string, exceptId?: number) => nameTaken(db, categories, name, exceptId);

/** null when the name is taken. */
export async function insertCategory(db: Db, name: string): Promise<CategoryRow | null> {
  const [row] = await db.insert(categories).values({ name }).onConflictDoNothing().returning(columns);
  return row ?? null;
}

export async function renameCategory(db: Db, id: number, name: string): Promise<CategoryRow | null> {
  const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning(columns);
  return row ?? null;
}

export async function categoryHasSubCategories(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.categoryId, id)).limit(1);
  return !!row;
}

export async function deleteCategoryRow(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Every category with its sub-categories (id, name), in one query. */
export const categoryTreeRows = (db: Db) =>
  db
    .select({ categoryId: categories.id, categoryName: categories.name, subCategoryId: subCategories.id, subCategoryName: subCategories.name })
    .from(categories)
    .leftJoin(subCategories, eq(subCategories.categoryId, categories.id));
