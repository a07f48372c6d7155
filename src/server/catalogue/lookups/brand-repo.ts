import { eq } from 'drizzle-orm';
import type { Brand } from '../../../shared/contract/catalogue.js';
import type { Db } from '../../db/sql.js';
import { brands, modelPictures } from '../../db/schema/index.js';
import { imageUrl } from '../../lib/image-store.js';
import { nameTaken, referenced } from './lookup-repo.js';

export type BrandRow = typeof brands.$inferSelect;

export const toBrand = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  newBrand: row.newBrand,
  image: row.imageKey ? { publicAddress: imageUrl(row.imageKey) } : null,
  status: row.status,
});

export const listBrands = (db: Db, activeOnly: boolean) =>
  db
    .select()
    .from(brands)
    .where(activeOnly ? eq(brands.status, 1) : undefined);

export async function findBrand(db: Db, id: number, forUpdate = false): Promise<BrandRow | null> {
  const query = db.select().from(brands).where(eq(brands.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Names are unique case-insensitively (index brands_name_uq on lower(name)). */
export const brandNameTaken = (db: Db, name: string, exceptId?: number) => nameTaken(db, brands, name, exceptId);

/** null when the name is taken (the unique index decides, also under concurrent inserts). */
export async function insertBrand(db: Db, values: { name: string; newBrand: boolean; imageKey: string }): Promise<BrandRow | null> {
  const [row] = await db.insert(brands).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateBrandRow(db: Db, id: number, values: { name: string; newBrand: boolean; imageKey?: string }): Promise<BrandRow | null> {
  const [row] = await db.update(brands).set(values).where(eq(brands.id, id)).returning();
  return row ?? null;
}

export async function setBrandStatus(db: Db, id: number, status: 0 | 1): Promise<BrandRow | null> {
  const [row] = await db.update(brands).set({ status }).where(eq(brands.id, id)).returning();
  return row ?? null;
}

/** Image keys may be shared (the demo seed shares them): a file goes only when nothing points at it. */
export const imageKeyInUse = (db: Db, key: string) => referenced(db, key, [brands.imageKey, modelPictures.imageKey]);
