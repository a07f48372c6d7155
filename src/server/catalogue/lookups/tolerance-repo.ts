import { and, eq, ne, sql } from 'drizzle-orm';
import type { ScoreType } from '../../../shared/catalogue.js';
import type { Tolerance } from '../../../shared/contract/catalogue.js';
import type { Db } from '../../db/sql.js';
import { categories, subCategories, tolerances } from '../../db/schema/index.js';

// drizzle nests selections one level deep: select flat, shape here.
const selectTolerances = (db: Db) =>
  db
    .select({
      id: tolerances.id,
      marjRatio: tolerances.marjRatio,
      subCategoryId: subCategories.id,
      subCategoryName: subCategories.name,
      categoryId: categories.id,
      categoryName: categories.name,
      productScoreType: sql<ScoreType>`${subCategories.productScoreType}`,
      scoreRatio: subCategories.scoreRatio,
    })
    .from(tolerances)
    .innerJoin(subCategories, eq(subCategories.id, tolerances.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));

type ToleranceRow = Awaited<ReturnType<typeof selectTolerances>>[number];

const toTolerance = (r: ToleranceRow): Tolerance => ({
  id: r.id,
  marjRatio: r.marjRatio,
  subCategory: {
    id: r.subCategoryId,
    name: r.subCategoryName,
    category: { id: r.categoryId, name: r.categoryName },
    productScoreType: r.productScoreType,
    scoreRatio: r.scoreRatio,
  },
});

export const listTolerances = async (db: Db): Promise<Tolerance[]> => (await selectTolerances(db)).map(toTolerance);

export async function findTolerance(db: Db, id: number): Promise<Tolerance | null> {
  const [row] = await selectTolerances(db).where(eq(tolerances.id, id));
  return row ? toTolerance(row) : null;
}

/** One record per sub-category: adding a second one sets the ratio of the first. */
export async function putTolerance(db: Db, subCategoryId: number, marjRatio: number): Promise<number> {
  const [row] = await db
    .insert(tolerances)
    .values({ subCategoryId, marjRatio })
    .onConflictDoUpdate({ target: tolerances.subCategoryId, set: { marjRatio, updatedAt: new Date() } })
    .returning({ id: tolerances.id });
  return row.id;
}

/** null when there is no such record. */
export async function updateTolerance(db: Db, id: number, subCategoryId: number, marjRatio: number): Promise<number | null> {
  const [row] = await db
    .update(tolerances)
    .set({ subCategoryId, marjRatio, updatedAt: new Date() })
    .where(eq(tolerances.id, id))
    .returning({ id: tolerances.id });
  return row?.id ?? null;
}

export async function toleranceOfSubCategoryElsewhere(db: Db, subCategoryId: number, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tolerances.id })
    .from(tolerances)
    .where(and(eq(tolerances.subCategoryId, subCategoryId), ne(tolerances.id, exceptId)))
    .limit(1);
  return !!row;
}
