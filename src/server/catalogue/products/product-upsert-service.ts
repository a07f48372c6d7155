import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { ProductInput, ProductPriceInput, ProductUpsert } from '../../../shared/contract/models.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, isUniqueViolation, validationError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { assertBrandMapped, barcodeTaken, checkProductFields } from './product-checks.js';
import { scopeOf, supplyForWrite } from './product-scope.js';
import {
  findWaitingRequest,
  insertAudit,
  insertProduct,
  insertRequest,
  lastCreatePrices,
  lockProduct,
  type LockedProduct,
  NO_PRICE,
  type PriceFieldsDb,
  type ProductFieldsDb,
  replaceRequest,
  syncProductFields,
} from './product-write-repo.js';

const fieldsOf = (input: ProductInput): ProductFieldsDb => ({
  name: input.name,
  barcode: input.barcode,
  description: input.description,
  brandId: input.brandId,
  subCategoryId: input.subCategoryId,
  supplyStatus: input.supplyStatus,
  origin: input.origin,
  eol: input.eol,
});

// 'Bayi Alış Fiyatı' belongs to distributor users only; anyone else's is dropped.
const pricesOf = (price: ProductPriceInput, user: AuthUser): PriceFieldsDb => ({
  startDate: price.startDate,
  taxRatio: price.taxRatio,
  distyPrice: price.distyPrice,
  recommendedEdmPrice: price.recommendedEdmPrice,
  recommendedResellerPrice: price.recommendedResellerPrice,
  recommendedSellPrice: price.recommendedSellPrice,
  resellerPrice: user.distyId ? price.resellerPrice : null,
});

const sameFields = (model: LockedProduct, f: ProductFieldsDb) =>
  model.name === f.name &&
  model.barcode === f.barcode &&
  (model.description ?? null) === f.description &&
  model.brandId === f.brandId &&
  model.subCategoryId === f.subCategoryId &&
  model.supplyStatus === f.supplyStatus &&
  (model.origin ?? null) === f.origin &&
  (model.eol ?? null) === f.eol;

/** The barcode index and the one-waiting-request index settle races the checks cannot. */
async function guardRaces<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'models_barcode_uq')) throw barcodeTaken();
    if (isUniqueViolation(error, 'model_updates_one_waiting_uq')) throw businessError(CATALOGUE_MSG.waitingExists, 422);
    throw error;
  }
}

/**
 * model/upsert. Without id: a new product (WAITING) with its creation request and first
 * price. With id: a change request, or the pending request updated; nothing to approve
 * when the fields are those of the product and nothing is pending.
 */
export async function upsertProduct(db: Db, user: AuthUser, input: ProductUpsert): Promise<{ id: number; pending: boolean }> {
  const fields = fieldsOf(input);
  if (input.id === undefined) return createProduct(db, user, fields, input);
  const id = input.id;
  return guardRaces(() =>
    inTransaction(db, async (tx) => {
      const model = await lockProduct(tx, scopeOf(user), id);
      const brandChanged = fields.brandId !== model.brandId;
      await checkProductFields(tx, fields, { modelId: model.id, brandMustBeActive: brandChanged });
      if (brandChanged) await assertBrandMapped(tx, model.supplyId, fields.brandId);
      const waiting = await findWaitingRequest(tx, model.id);
      if (!waiting && sameFields(model, fields)) return { id: model.id, pending: false };

      const neverApproved = model.approveType !== 'APPROVED';
      let requestId: number;
      if (waiting) {
        const prices = waiting.kind === 'CREATE' && input.price ? pricesOf(input.price, user) : null;
        await replaceRequest(tx, waiting.id, fields, prices, user.id);
        requestId = waiting.id;
      } else {
        // A refused new product asked again stays a creation request, carrying its prices.
        const prices = neverApproved ? (input.price ? pricesOf(input.price, user) : await lastCreatePrices(tx, model.id)) : NO_PRICE;
        requestId = await insertRequest(tx, model.id, neverApproved ? 'CREATE' : 'UPDATE', fields, prices, user.id);
      }
      if (neverApproved) await syncProductFields(tx, model.id, fields);
      await insertAudit(tx, model.id, requestId, 'UPDATE_REQUESTED', user.id);
      return { id: model.id, pending: true };
    }),
  );
}

async function createProduct(db: Db, user: AuthUser, fields: ProductFieldsDb, input: ProductUpsert) {
  if (!input.price) throw validationError([{ field: 'price', message: CATALOGUE_MSG.priceRequired }]);
  const supplyId = await supplyForWrite(db, user, input.supplyId);
  const prices = pricesOf(input.price, user);
  return guardRaces(() =>
    inTransaction(db, async (tx) => {
      await checkProductFields(tx, fields, { modelId: null, brandMustBeActive: true });
      await assertBrandMapped(tx, supplyId, fields.brandId);
      const id = await insertProduct(tx, fields, supplyId, user.supplyId ? null : user.distyId, user.id);
      const requestId = await insertRequest(tx, id, 'CREATE', fields, prices, user.id);
      await insertAudit(tx, id, requestId, 'CREATE_REQUESTED', user.id);
      return { id, pending: true };
    }),
  );
}
