import { type SQL, sql } from 'drizzle-orm';
import { isDistyRole, isSupplyRole } from '../../../shared/access.js';
import {
  PRICE_DETAIL_MSG,
  type PriceDetail,
  type PriceDetailRequest,
  type PriceHistory,
  type PriceUpsertInput,
  type RejectedPrice,
  type SupplyPriceDetail,
} from '../../../shared/contract/price-detail.js';
import { PRICE_MSG } from '../../../shared/prices.js';
import { type Db, inTransaction, toIso } from '../../db/sql.js';
import { businessError, notFoundError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { scopeCondition, scopeOf } from '../../catalogue/products/product-scope.js';
import { unmappedModels } from '../can-sell/can-sell-repo.js';
import { assertPriceStartNotPast } from '../price-start.js';
import { distyPriceAt, lockProducts, setDistyPrices, submitSupplierPrices } from '../price-versions.js';
import {
  countWaiting,
  distyHistory,
  findDistyVersion,
  findPricedProduct,
  findSupplyVersion,
  type PricedProductDb,
  rejectedRows,
  supplyHistory,
  supplyPricesAt,
} from './price-detail-repo.js';
import { type SupplyPricesDb, toSupplyChecks, toSupplyPriceRow, toSupplyPrices, toSupplyVersion } from '../price-model-row.js';

/**
 * The price detail screens' reads and the price update (spec 1 §2.11, §5, §6). Who sees
 * what (a row outside it answers 404, never another's data):
 * - a supplier: its own supply's products, every distributor's versions of them;
 * - a distributor: products of the supplies it distributes, only its own distributor rows;
 * - the group admin (read-only screens): everything.
 */

const iso = (v: Date | string) => toIso(v)!;
const money = (v: number) => Math.round(v * 100) / 100;
const moneyOrNull = (v: number | null) => (v === null ? null : money(v));

/** A distributor caller's distributor id (null for anyone else). */
const distyOf = (user: AuthUser) => (isDistyRole(user.roles) && user.distyId ? user.distyId : null);

/** The caller may change the supplier prices: the supplier itself, or the distributor that created the product (its "default supplier"). */
function isDefaultSupplier(user: AuthUser, product: { supply_id: number; created_by_disty_id: number | null }) {
  if (isSupplyRole(user.roles) && user.supplyId) return user.supplyId === product.supply_id;
  const distyId = distyOf(user);
  return distyId !== null && product.created_by_disty_id === distyId;
}

/** GET modelPriceSupply/current/{id}: a supplier version of a product the caller sees. */
export async function getSupplyPriceDetail(db: Db, user: AuthUser, id: number): Promise<SupplyPriceDetail> {
  const visible = scopeCondition(scopeOf(user), sql`m.supply_id`) ?? sql`true`;
  const r = await findSupplyVersion(db, id, visible, distyOf(user));
  if (!r) throw notFoundError();
  return { ...toSupplyPriceRow(r), resellerPrice: r.reseller_price, defaultSupply: isDefaultSupplier(user, r) };
}

/** POST modelPriceDisty/detail: a distributor's own version (any for the admin); the other ids must agree with it. */
export async function getDistyPriceDetail(db: Db, user: AuthUser, req: PriceDetailRequest): Promise<PriceDetail> {
  const conditions: SQL[] = [sql`d.model_id = ${req.modelId}`];
  const distyId = distyOf(user);
  if (distyId !== null) conditions.push(sql`d.disty_id = ${distyId}`);
  else if (!user.roles.includes('TTG_ADMIN')) conditions.push(sql`false`);
  if (req.distyId) conditions.push(sql`d.disty_id = ${req.distyId}`);
  if (req.supplyId) conditions.push(sql`m.supply_id = ${req.supplyId}`);
  if (req.mpsId) conditions.push(sql`d.model_price_supply_id = ${req.mpsId}`);
  const r = await findDistyVersion(db, req.mpdId, sql.join(conditions, sql` and `));
  if (!r) throw notFoundError();
  return {
    mpdId: r.mpd_id,
    mpsId: r.mps_id,
    mid: r.model_id,
    sid: r.supply_id,
    did: r.did,
    category: r.category_name,
    subCategory: r.sub_category_name,
    brand: r.brand_name,
    modelName: r.name,
    barcode: r.barcode,
    description: r.description,
    supplyStatus: r.supply_status,
    origin: r.origin,
    eol: r.eol,
    supply: r.supply_name,
    distyName: r.disty_name,
    startDate: iso(r.start_date),
    endDate: toIso(r.end_date),
    nextPrice: r.next_price,
    approveType: r.approve_type,
    mpsStartDate: iso(r.mps_start_date),
    mpsEndDate: toIso(r.mps_end_date),
    defaultSupply: isDefaultSupplier(user, r),
    ...toSupplyPrices(r),
    resellerPrice: r.reseller_price,
  };
}

/** The product of a history or rejected list, if the caller sees it (else 404). */
async function visibleProduct(db: Db, user: AuthUser, modelId: number): Promise<PricedProductDb> {
  const product = await findPricedProduct(db, modelId, distyOf(user));
  const sees =
    !!product &&
    (user.roles.includes('TTG_ADMIN') ||
      (isSupplyRole(user.roles) && user.supplyId === product.supply_id) ||
      (distyOf(user) !== null && product.distributed));
  if (!sees) throw notFoundError();
  return product;
}

/** GET modelPriceSupply/last/{modelId}, POST modelPriceDisty/last: both channels' versions, newest first. */
export async function getPriceHistory(db: Db, user: AuthUser, modelId: number): Promise<PriceHistory> {
  const product = await visibleProduct(db, user, modelId);
  const [supply, disty] = await Promise.all([supplyHistory(db, modelId, product.supply_id), distyHistory(db, modelId, distyOf(user))]);
  return {
    lastModelPriceSupply: supply.map((r) => ({ ...toSupplyVersion(r), ...toSupplyChecks(r), checkRecommendedEdmPrice: r.check_edm })),
    lastModelPriceDisty: disty.map((r) => ({
      id: r.id,
      did: r.did,
      distyName: r.disty_name,
      mpsId: r.mps_id,
      startDate: iso(r.start_date),
      endDate: toIso(r.end_date),
      nextPrice: r.next_price,
      resellerPrice: r.reseller_price,
      checkResellerPrice: r.check_reseller,
    })),
  };
}

/** GET modelPriceSupply/rejectedList/{modelId}: the distributors' rejections (a distributor: its own). */
export async function getRejectedPrices(db: Db, user: AuthUser, modelId: number): Promise<RejectedPrice[]> {
  await visibleProduct(db, user, modelId);
  const rows = await rejectedRows(db, modelId, distyOf(user));
  return rows.map((r) => ({
    id: r.id,
    createDateTime: iso(r.created_at),
    decidedAt: toIso(r.decided_at),
    did: r.did,
    distyName: r.disty_name,
    description: r.description,
    modelPriceSupply: { id: r.mps_id, startDate: iso(r.mps_start_date), ...toSupplyPrices(r) },
  }));
}

/** How the caller may change a product's prices. */
type UpdateMode =
  /** A supplier on its own supply's product: supplier prices only. */
  | { kind: 'supplier' }
  /** A distributor on a product it created (its "default supplier"): supplier prices and its reseller price. */
  | { kind: 'creator'; distyId: number }
  /** A distributor on another product of a supply it distributes: its reseller price only. */
  | { kind: 'distributor'; distyId: number };

function updateModeOf(user: AuthUser, product: PricedProductDb | null): UpdateMode {
  if (!product || product.approve_type !== 'APPROVED') throw notFoundError();
  if (isSupplyRole(user.roles) && user.supplyId) {
    if (user.supplyId !== product.supply_id) throw notFoundError();
    return { kind: 'supplier' };
  }
  const distyId = distyOf(user);
  if (distyId === null || !product.distributed) throw notFoundError();
  return product.created_by_disty_id === distyId ? { kind: 'creator', distyId } : { kind: 'distributor', distyId };
}

const differs = (a: SupplyPricesDb, b: PriceUpsertInput) =>
  a.tax_ratio !== b.taxRatio ||
  a.disty_price !== money(b.distyPrice) ||
  a.recommended_edm_price !== moneyOrNull(b.recommendedEdmPrice) ||
  a.recommended_reseller_price !== money(b.recommendedResellerPrice) ||
  a.recommended_sell_price !== money(b.recommendedSellPrice);

/**
 * POST modelPriceSupply/update (spec 1 §5 "Price detail"; the server decides sameControl).
 * Rules:
 * - The validity day may not be before today (price-start.ts, the sheets' rule): 400 with
 *   'Tarih bugünden önce olamaz.' and startDate flagged, for every caller and channel.
 * - Ownership: a supplier only its own supply's products; a distributor only products of
 *   supplies it distributes — supplier prices only on a product it created
 *   (models.created_by_disty_id, "default supplier"), otherwise only its reseller price (the
 *   supplier fields it sends are ignored). Anything else, or a product not approved, is 404.
 * - A new supplier version (submitSupplierPrices: WAITING for every distributor of the
 *   supply) only when the tax ratio or one of the four supplier prices differs from the
 *   supplier version in force at startDate; its brand must be mapped to the supply
 *   (/CanSell). A creating distributor passes ownDistyId: its own row is approved at once
 *   with its reseller price (the one sent, else the one in force).
 * - A new reseller-price version of the distributor (setDistyPrices, approved at once) only
 *   when no supplier version was written and the reseller price differs from the one in
 *   force at startDate; an absent reseller price leaves it as it is.
 * - Nothing changed: 422 PRICE_DETAIL_MSG.nothingChanged. Everything in one transaction,
 *   under the product's row lock (concurrent updates of one product run one after another).
 */
export async function updatePrice(db: Db, user: AuthUser, input: PriceUpsertInput) {
  const startDate = new Date(input.startDate);
  assertPriceStartNotPast(startDate);
  return inTransaction(db, async (tx) => {
    await lockProducts(tx, [input.modelId]);
    const product = await findPricedProduct(tx, input.modelId, distyOf(user));
    const mode = updateModeOf(user, product);
    const { supply_id: supplyId } = product!;

    const supplierInForce = mode.kind === 'distributor' ? null : await supplyPricesAt(tx, input.modelId, supplyId, startDate);
    const supplierChanged = mode.kind !== 'distributor' && (!supplierInForce || differs(supplierInForce, input));
    const distyInForce = mode.kind === 'supplier' ? null : await distyPriceAt(tx, input.modelId, mode.distyId, startDate);
    const resellerPrice = moneyOrNull(input.resellerPrice);
    const resellerChanged = mode.kind !== 'supplier' && resellerPrice !== null && resellerPrice !== (distyInForce?.reseller_price ?? null);
    if (!supplierChanged && !resellerChanged) throw businessError(PRICE_DETAIL_MSG.nothingChanged, 422);

    if (supplierChanged) {
      if ((await unmappedModels(tx, supplyId, [input.modelId])).length) throw businessError(PRICE_MSG.brandNotMapped, 422);
      const ownDistyId = mode.kind === 'creator' ? mode.distyId : null;
      const [supplyPriceId] = await submitSupplierPrices(
        tx,
        [
          {
            modelId: input.modelId,
            startDate,
            taxRatio: input.taxRatio,
            distyPrice: money(input.distyPrice),
            recommendedEdmPrice: moneyOrNull(input.recommendedEdmPrice),
            recommendedResellerPrice: money(input.recommendedResellerPrice),
            recommendedSellPrice: money(input.recommendedSellPrice),
            resellerPrice: ownDistyId === null ? null : (resellerPrice ?? distyInForce?.reseller_price ?? null),
          },
        ],
        { userId: user.id, ownDistyId },
      );
      return { supplyPriceId, distyPriceId: null, waitingApproval: (await countWaiting(tx, supplyPriceId)) > 0 };
    }
    // resellerChanged holds here, so the caller is a distributor.
    if (mode.kind === 'supplier') throw businessError(PRICE_DETAIL_MSG.nothingChanged, 422);
    const [distyPriceId] = await setDistyPrices(tx, mode.distyId, [{ modelId: input.modelId, startDate, resellerPrice }], user.id);
    return { supplyPriceId: null, distyPriceId, waitingApproval: false };
  });
}
