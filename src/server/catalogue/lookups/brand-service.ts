import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { Brand } from '../../../shared/contract/catalogue.js';
import { type Db, inTransaction } from '../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { notFoundError, validationError } from '../../lib/app-error.js';
import type { ImageType } from '../../lib/file-types.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { byName } from './category-service.js';
import { brandNameTaken, findBrand, imageKeyInUse, insertBrand, setBrandStatus, toBrand, updateBrandRow } from './brand-repo.js';

const nameExists = () => validationError([{ field: 'name', message: CATALOGUE_MSG.brandExists }]);
export const sortBrands = (rows: Brand[]) => rows.sort(byName);

type Images = AppDeps['images'];

/** The file is written before the row; a refused or failed insert takes it away again. */
export async function createBrand(db: Db, images: Images, input: { name: string; newBrand: boolean }, file: UploadedFile): Promise<Brand> {
  if (await brandNameTaken(db, input.name)) throw nameExists();
  const imageKey = await images.put(file.data, file.type as ImageType);
  try {
    const row = await insertBrand(db, { ...input, imageKey });
    if (!row) throw nameExists();
    return toBrand(row);
  } catch (error) {
    await images.remove(imageKey);
    throw error;
  }
}

/**
 * A new file replaces the image; the old file is removed only after the commit (a rollback
 * must find it still there) and only when no other brand or picture uses the key.
 */
export async function updateBrand(
  db: Db,
  images: Images,
  input: { id: number; name: string; newBrand: boolean },
  file: UploadedFile | undefined,
): Promise<Brand> {
  if (!(await findBrand(db, input.id))) throw notFoundError();
  if (await brandNameTaken(db, input.name, input.id)) throw nameExists();
  const newKey = file ? await images.put(file.data, file.type as ImageType) : undefined;
  let result: { row: NonNullable<Awaited<ReturnType<typeof updateBrandRow>>>; oldKey: string | null };
  try {
    result = await inTransaction(db, async (t) => {
      const before = await findBrand(t, input.id, true);
      if (!before) throw notFoundError();
      const row = await updateBrandRow(t, input.id, { name: input.name, newBrand: input.newBrand, ...(newKey ? { imageKey: newKey } : {}) });
      return { row: row!, oldKey: before.imageKey };
    });
  } catch (error) {
    if (newKey) await images.remove(newKey);
    throw error;
  }
  const { row, oldKey } = result;
  if (newKey && oldKey && oldKey !== newKey && !(await imageKeyInUse(db, oldKey))) await images.remove(oldKey);
  return toBrand(row);
}

export async function changeBrandStatus(db: Db, id: number, status: 0 | 1): Promise<Brand> {
  const row = await setBrandStatus(db, id, status);
  if (!row) throw notFoundError();
  return toBrand(row);
}
