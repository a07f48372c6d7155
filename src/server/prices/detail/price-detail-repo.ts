import { type SQL, sql } from 'drizzle-orm';
import type { ApproveType } from '../../../shared/catalogue.js';
import { PRICE_HISTORY_MAX_ROWS } from '../../../shared/contract/price-detail.js';
import { type Db, queryRows } from '../../db/sql.js';
import {
  PRICE_MODEL_SELECT,
  type PriceModelDb,
  SUPPLY_PRICE_ROW_FROM,
  SUPPLY_PRICE_ROW_SELECT,
  SUPPLY_PRICES_SELECT,
  SUPPLY_VERSION_SELECT,
  type SupplyPriceRowDb,
  type SupplyPricesDb,
  type SupplyVersionDb,
  VERSION_SUPPLY_SELECT,
  type VersionSupplyDb,
} from '../price-model-row.js';
import { checkOf, inForceAt, previousDistyVersion, previousSupplyVersion } from '../price-sql.js';

/**
 * SQL of the price detail screens. Every reader takes the caller's visibility as a
 * condition on the product (`m`) or the distributor row (`d`), built by the service, so a
 * row outside it reads as missing. Numbers come back as float8, dates as timestamps.
 */

const S = sql.raw('s');
const D = sql.raw('d');
const PREV = sql.raw('prev');

/** Who created the product: a distributor creator is its "default supplier". */
export interface CreatorDb {
  created_by_disty_id: number | null;
}

export interface SupplyVersionDetailDb extends SupplyPriceRowDb, CreatorDb {
  reseller_price: number | null;
}

/**
 * One supplier version with its product, where `visible` (on `m`) holds. `distyId`: whose
 * reseller price to add (in force at the version's start or now, whichever is later).
 */
export async function findSupplyVersion(db: Db, id: number, visible: SQL, distyId: number | null): Promise<SupplyVersionDetailDb | null> {
  const [row] = await queryRows<SupplyVersionDetailDb>(
    db,
    sql`select ${SUPPLY_PRICE_ROW_SELECT}, m.created_by_disty_id,
          (select d.reseller_price::float8 from model_price_disties d
           where d.model_id = s.model_id and d.disty_id = ${distyId}::int and d.approve_type = 'APPROVED'
             and ${inForceAt(D, sql`greatest(s.start_date, now())`)}
           order by d.start_date desc, d.id desc limit 1) as reseller_price
        ${SUPPLY_PRICE_ROW_FROM}
        where s.id = ${id} and ${visible}`,
  );
  return row ?? null;
}

export interface DistyVersionDb extends SupplyPricesDb, PriceModelDb, VersionSupplyDb, CreatorDb {
  mpd_id: number;
  mps_id: number;
  did: number;
  disty_name: string;
  start_date: Date | string;
  end_date: Date | string | null;
  next_price: boolean;
  approve_type: ApproveType;
  reseller_price: number | null;
  mps_start_date: Date | string;
  mps_end_date: Date | string | null;
}

/** One distributor version with its supplier version and product, where `visible` (on `d` and `m`) holds. */
export async function findDistyVersion(db: Db, mpdId: number, visible: SQL): Promise<DistyVersionDb | null> {
  const [row] = await queryRows<DistyVersionDb>(
    db,
    sql`select d.id as mpd_id, d.model_price_supply_id as mps_id, d.disty_id as did, dt.name as disty_name,
          d.start_date, d.end_date, d.start_date > now() as next_price, d.approve_type, d.reseller_price::float8 as reseller_price,
          s.start_date as mps_start_date, s.end_date as mps_end_date, ${SUPPLY_PRICES_SELECT}, ${PRICE_MODEL_SELECT},
          m.created_by_disty_id, ${VERSION_SUPPLY_SELECT}
        from model_price_disties d
        join model_price_supplies s on s.id = d.model_price_supply_id
        join disties dt on dt.id = d.disty_id
        join models m on m.id = d.model_id
        where d.id = ${mpdId} and ${visible}`,
  );
  return row ?? null;
}

export interface PricedProductDb {
  id: number;
  supply_id: number;
  created_by_disty_id: number | null;
  approve_type: ApproveType;
  /** The caller's distributor delivers the product's supply. */
  distributed: boolean;
}

/** The product a price change or history is about, with whether `distyId` distributes its supply; null when missing. */
export async function findPricedProduct(db: Db, modelId: number, distyId: number | null): Promise<PricedProductDb | null> {
  const [row] = await queryRows<PricedProductDb>(
    db,
    sql`select m.id, m.supply_id, m.created_by_disty_id, m.approve_type,
          exists (select 1 from supply_disties sd where sd.supply_id = m.supply_id and sd.disty_id = ${distyId}::int) as distributed
        from models m where m.id = ${modelId}`,
  );
  return row ?? null;
}

/** The product's supplier versions (not rejected), newest first (model_price_supplies_channel_idx). */
export function supplyHistory(db: Db, modelId: number, supplyId: number): Promise<SupplyVersionDb[]> {
  return queryRows<SupplyVersionDb>(
    db,
    sql`select ${SUPPLY_VERSION_SELECT}
        from model_price_supplies s ${previousSupplyVersion(S, PREV)}
        where s.model_id = ${modelId} and s.supply_id = ${supplyId} and s.approve_type <> 'REJECTED'
        order by s.start_date desc, s.id desc limit ${PRICE_HISTORY_MAX_ROWS}`,
  );
}

export interface DistyHistoryDb {
  id: number;
  did: number;
  disty_name: string;
  mps_id: number;
  start_date: Date | string;
  end_date: Date | string | null;
  next_price: boolean;
  reseller_price: number | null;
  check_reseller: boolean | null;
}

/** The product's approved distributor versions, newest first; `distyId` null = every distributor's. */
export function distyHistory(db: Db, modelId: number, distyId: number | null): Promise<DistyHistoryDb[]> {
  return queryRows<DistyHistoryDb>(
    db,
    sql`select d.id, d.disty_id as did, dt.name as disty_name, d.model_price_supply_id as mps_id, d.start_date, d.end_date,
          d.start_date > now() as next_price, d.reseller_price::float8 as reseller_price,
          ${checkOf(sql`d.reseller_price`, sql`prev.reseller_price`)} as check_reseller
        from model_price_disties d join disties dt on dt.id = d.disty_id
        ${previousDistyVersion(D, PREV)}
        where d.model_id = ${modelId} and d.approve_type = 'APPROVED' ${distyId === null ? sql`` : sql`and d.disty_id = ${distyId}`}
        order by d.start_date desc, d.id desc limit ${PRICE_HISTORY_MAX_ROWS}`,
  );
}

export interface RejectedDb extends SupplyPricesDb {
  id: number;
  created_at: Date | string;
  decided_at: Date | string | null;
  did: number;
  disty_name: string;
  description: string | null;
  mps_id: number;
  mps_start_date: Date | string;
}

/** Rejected distributor rows of the product (model_price_disties_rejected_idx), newest first; `distyId` null = every distributor's. */
export function rejectedRows(db: Db, modelId: number, distyId: number | null): Promise<RejectedDb[]> {
  return queryRows<RejectedDb>(
    db,
    sql`select d.id, d.created_at, d.decided_at, d.disty_id as did, dt.name as disty_name, d.description,
          s.id as mps_id, s.start_date as mps_start_date, ${SUPPLY_PRICES_SELECT}
        from model_price_disties d
        join model_price_supplies s on s.id = d.model_price_supply_id
        join disties dt on dt.id = d.disty_id
        where d.model_id = ${modelId} and d.approve_type = 'REJECTED' ${distyId === null ? sql`` : sql`and d.disty_id = ${distyId}`}
        order by coalesce(d.decided_at, d.created_at) desc, d.id desc limit ${PRICE_HISTORY_MAX_ROWS}`,
  );
}

/** The supplier version in force at `at` in the product's channel (WAITING counts, REJECTED does not). */
export async function supplyPricesAt(db: Db, modelId: number, supplyId: number, at: Date): Promise<SupplyPricesDb | null> {
  const [row] = await queryRows<SupplyPricesDb>(
    db,
    sql`select ${SUPPLY_PRICES_SELECT} from model_price_supplies s
        where s.model_id = ${modelId} and s.supply_id = ${supplyId} and s.approve_type <> 'REJECTED' and s.start_date <= ${at.toISOString()}::timestamptz
        order by s.start_date desc, s.id desc limit 1`,
  );
  return row ?? null;
}

/** How many distributors have yet to decide on a supplier version. */
export async function countWaiting(db: Db, supplyPriceId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from model_price_disties where model_price_supply_id = ${supplyPriceId} and approve_type = 'WAITING'`,
  );
  return row.n;
}
