import { sql } from 'drizzle-orm';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { CAN_SELL_MSG } from '../../../shared/contract/can-sell.js';
import { MSG } from '../../../shared/messages.js';
import { type Db, queryRows } from '../../db/sql.js';
import { businessError, validationError } from '../../lib/app-error.js';
import { isBrandMapped } from '../../prices/can-sell/can-sell-repo.js';
import type { ProductFieldsDb } from './product-write-repo.js';

/**
 * What the zod schema cannot know: the brand exists (and is active when newly chosen),
 * the sub-category exists, and no other product has or asks for the barcode. All wrong
 * fields are reported at once.
 */
export async function checkProductFields(
  db: Db,
  fields: ProductFieldsDb,
  opts: { modelId: number | null; brandMustBeActive: boolean },
): Promise<void> {
  const self = opts.modelId ?? 0;
  const [row] = await queryRows<{ brand_status: number | null; sub_category: number | null; barcode_taken: boolean }>(
    db,
    sql`select (select status from brands where id = ${fields.brandId})::int as brand_status,
          (select id from sub_categories where id = ${fields.subCategoryId}) as sub_category,
          (exists (select 1 from models where barcode = ${fields.barcode} and id <> ${self})
            or exists (select 1 from model_updates where status = 'WAITING' and barcode = ${fields.barcode} and model_id <> ${self})) as barcode_taken`,
  );
  const errors: { field: string; message: string }[] = [];
  if (row.brand_status === null) errors.push({ field: 'brandId', message: MSG.invalidValue });
  else if (opts.brandMustBeActive && row.brand_status !== 1) errors.push({ field: 'brandId', message: CATALOGUE_MSG.brandPassive });
  if (row.sub_category === null) errors.push({ field: 'subCategoryId', message: MSG.invalidValue });
  if (row.barcode_taken) errors.push({ field: 'barcode', message: CATALOGUE_MSG.barcodeExists });
  if (errors.length) throw validationError(errors);
}

export const barcodeTaken = () => validationError([{ field: 'barcode', message: CATALOGUE_MSG.barcodeExists }]);

/**
 * A product is created, or moved to another brand, only for a brand mapped to its supply
 * (/CanSell 'Marka Tedarikçi'); otherwise 422 with the reason. Approval is not checked.
 */
export async function assertBrandMapped(db: Db, supplyId: number, brandId: number): Promise<void> {
  if (!(await isBrandMapped(db, supplyId, brandId))) throw businessError(CAN_SELL_MSG.brandNotMapped, 422);
}
