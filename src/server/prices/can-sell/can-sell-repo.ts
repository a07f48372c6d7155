import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, queryRows } from '../../db/sql.js';

/**
 * SQL of the brand–supplier mapping (brand_supplies, PK brand_id + supply_id, index on
 * supply_id). Besides the /CanSell screen's reads and writes, the rule readers the catalogue
 * and the price code share: is a brand mapped to a supply, which products' brands are not.
 */

export interface MappingRow {
  brand_id: number;
  brand_name: string;
  supply_id: number;
  supply_code: string;
  supply_name: string;
  /** The supply's distributors by id: [{id, name}]. */
  disties: { id: number; name: string }[];
}

/** Mapped pairs with names and each supply's distributors; `where` narrows on `bs` (brand_supplies). */
export function mappingRows(db: Db, where?: SQL): Promise<MappingRow[]> {
  return queryRows<MappingRow>(
    db,
    sql`select bs.brand_id, b.name as brand_name, bs.supply_id, s.code as supply_code, s.name as supply_name,
          coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.id)
                    from supply_disties sd join disties d on d.id = sd.disty_id
                    where sd.supply_id = bs.supply_id), '[]'::json) as disties
        from brand_supplies bs
        join brands b on b.id = bs.brand_id
        join supplies s on s.id = bs.supply_id
        ${where ? sql`where ${where}` : sql``}`,
  );
}

export const ofBrand = (brandId: number) => sql`bs.brand_id = ${brandId}`;
export const ofBrandSupplies = (brandId: number, supplyIds: number[]) => sql`bs.brand_id = ${brandId} and bs.supply_id = any(${intArray(supplyIds)})`;

/** Whether the brand exists, and which of `supplyIds` do not (one statement). */
export async function checkRefs(db: Db, brandId: number, supplyIds: number[]): Promise<{ brand: { id: number; name: string } | null; unknownSupplies: number[] }> {
  const [row] = await queryRows<{ brand_name: string | null; unknown: number[] | null }>(
    db,
    sql`select (select name from brands where id = ${brandId}) as brand_name,
          array(select x from unnest(${intArray(supplyIds)}) as x where not exists (select 1 from supplies s where s.id = x) order by x) as unknown`,
  );
  return { brand: row.brand_name === null ? null : { id: brandId, name: row.brand_name }, unknownSupplies: (row.unknown ?? []).map(Number) };
}

/** Adds the pairs not yet there (set-based); answers the supply ids actually added. */
export async function insertPairs(db: Db, brandId: number, supplyIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ supply_id: number }>(
    db,
    sql`insert into brand_supplies (brand_id, supply_id)
        select ${brandId}::int, x from (select distinct unnest(${intArray(supplyIds)}) as x) wanted order by x
        on conflict do nothing
        returning supply_id`,
  );
  return rows.map((r) => r.supply_id);
}

/** true when the pair was there and is gone. */
export async function deletePair(db: Db, brandId: number, supplyId: number): Promise<boolean> {
  const rows = await queryRows<{ brand_id: number }>(
    db,
    sql`delete from brand_supplies where brand_id = ${brandId} and supply_id = ${supplyId} returning brand_id`,
  );
  return rows.length > 0;
}

export const brandName = async (db: Db, brandId: number): Promise<string | null> =>
  (await queryRows<{ name: string }>(db, sql`select name from brands where id = ${brandId}`))[0]?.name ?? null;

/** Every distributor (id, code, name). */
export const listDisties = (db: Db) => queryRows<{ id: number; code: string; name: string }>(db, sql`select id, code, name from disties`);

// ---- the rule, for the catalogue and the price code ----

/** Whether the brand is mapped to the supply (a primary-key lookup). */
export async function isBrandMapped(db: Db, supplyId: number, brandId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from brand_supplies where supply_id = ${supplyId} and brand_id = ${brandId}`);
  return rows.length > 0;
}

/** The brand ids mapped to a supply (a spreadsheet checks its rows against them in memory). */
export async function mappedBrandIds(db: Db, supplyId: number): Promise<Set<number>> {
  const rows = await queryRows<{ brand_id: number }>(db, sql`select brand_id from brand_supplies where supply_id = ${supplyId}`);
  return new Set(rows.map((r) => r.brand_id));
}

/**
 * Of `modelIds`, the products whose brand is not mapped to `supplyId` (one query; ids that
 * name no product are not reported), in ascending order.
 */
export async function unmappedModels(db: Db, supplyId: number, modelIds: number[]): Promise<number[]> {
  if (modelIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select m.id from models m
        where m.id = any(${intArray(modelIds)})
          and not exists (select 1 from brand_supplies bs where bs.brand_id = m.brand_id and bs.supply_id = ${supplyId})
        order by m.id`,
  );
  return rows.map((r) => r.id);
}
