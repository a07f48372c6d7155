import {
  type Gift,
  GIFT_IMAGE_MAX_BYTES,
  GIFT_MAX_IMAGES,
  GIFT_MSG,
  giftUpsertBodySchema,
} from '../../../shared/contract/gifts.js';
import { detectImageType } from '../../../shared/file-signatures.js';
import type { UploadFieldValue } from '../../lib/api.js';
import { readHead } from '../../ui/read-head.js';

/** The gift dialog's text fields as typed ('' = empty). */
export interface GiftValues {
  name: string;
  description: string;
  giftScore: string;
}

export type GiftField = keyof GiftValues | 'files';

export const EMPTY_GIFT: GiftValues = { name: '', description: '', giftScore: '' };

/** What the edit dialog starts with: the gift as saved ('Yeni Ürün Ekle': empty). */
export const valuesOf = (gift: Gift | null): GiftValues =>
  gift ? { name: gift.name, description: gift.description, giftScore: String(gift.giftScore) } : EMPTY_GIFT;

export interface GiftCheck {
  /** The first text of each wrong field, shown under it. */
  errors: Partial<Record<GiftField, string>>;
  /** Every distinct text, in field order, for the toasts. */
  messages: string[];
}

/**
 * Checks the dialog before sending (spec 3 §5, §9; the server checks the same): the fields by the
 * contract's own schema (name required, score a whole number 1 to 1,000,000), each new image by
 * its size and its first bytes (not its name), and the kept plus new images at most GIFT_MAX_IMAGES.
 */
export async function checkGift(values: GiftValues, keptImages: number, files: File[]): Promise<GiftCheck> {
  const errors: GiftCheck['errors'] = {};
  const parsed = giftUpsertBodySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof GiftValues;
      errors[field] ??= issue.message;
    }
  }
  for (const file of files) {
    if (file.size > GIFT_IMAGE_MAX_BYTES) errors.files ??= GIFT_MSG.imageTooBig;
    else if (!detectImageType(await readHead(file))) errors.files ??= GIFT_MSG.imageNotImage;
  }
  if (keptImages + files.length > GIFT_MAX_IMAGES) errors.files ??= GIFT_MSG.tooManyImages;
  const order: GiftField[] = ['name', 'description', 'giftScore', 'files'];
  const messages = [...new Set(order.map((f) => errors[f]).filter((m): m is string => !!m))];
  return { errors, messages };
}

/**
 * The multipart's text parts (contract giftUpsert): the id when editing, the fields trimmed and the
 * removed images' ids comma separated (willRemoveImageList). The new images go as `files`.
 */
export function giftUploadFields(id: number | null, values: GiftValues, removed: number[]): Record<string, UploadFieldValue> {
  return {
    id: id ?? undefined,
    name: values.name.trim(),
    description: values.description.trim(),
    giftScore: values.giftScore.trim(),
    willRemoveImageList: removed.join(','),
  };
}
