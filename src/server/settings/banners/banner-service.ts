import { BANNER_MSG, type Banner, dateToIstanbulLocal, istanbulLocalToDate } from '../../../shared/contract/banners.js';
import type { Db } from '../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { notFoundError, validationError } from '../../lib/app-error.js';
import type { ImageType } from '../../lib/file-types.js';
import { imageUrl } from '../../lib/image-store.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { bannerRow, type BannerRow, deleteBanner, insertBanner, updateBannerDates } from './banner-repo.js';

type Images = AppDeps['images'];

/** Dates as Istanbul local date-time, the image's public address (spec 3 §3). */
export const toBanner = (r: BannerRow): Banner => ({
  id: r.id,
  startDate: dateToIstanbulLocal(r.start_date),
  endDate: dateToIstanbulLocal(r.end_date),
  image: { publicAddress: imageUrl(r.image_key), name: r.image_name },
});

/** The body's dates are checked and normalised by the contract. */
const instants = (input: { startDate: string; endDate: string }) => ({ start: istanbulLocalToDate(input.startDate)!, end: istanbulLocalToDate(input.endDate)! });

export async function getBanner(db: Db, id: number): Promise<Banner> {
  const row = await bannerRow(db, id);
  if (!row) throw notFoundError();
  return toBanner(row);
}

/** Exactly one image (spec 3 §5); the file is written first and removed again if the insert fails. */
export async function createBanner(db: Db, images: Images, input: { startDate: string; endDate: string }, files: UploadedFile[], userId: number): Promise<Banner> {
  if (files.length !== 1) throw validationError([{ field: 'file', message: BANNER_MSG.oneImage }]);
  const [file] = files;
  const { start, end } = instants(input);
  const imageKey = await images.put(file.data, file.type as ImageType);
  try {
    const name = (file.fileName || 'banner').slice(0, 255);
    return toBanner(await insertBanner(db, { start, end, imageKey, imageName: name, createdBy: userId }));
  } catch (error) {
    await images.remove(imageKey);
    throw error;
  }
}

export async function updateBanner(db: Db, input: { id: number; startDate: string; endDate: string }): Promise<Banner> {
  const { start, end } = instants(input);
  const row = await updateBannerDates(db, input.id, start, end);
  if (!row) throw notFoundError();
  return toBanner(row);
}

/** Deletes the row, then its image (keys are never shared or reused). */
export async function removeBanner(db: Db, images: Images, id: number): Promise<{ id: number }> {
  const key = await deleteBanner(db, id);
  if (key === null) throw notFoundError();
  await images.remove(key).catch(() => undefined);
  return { id };
}
