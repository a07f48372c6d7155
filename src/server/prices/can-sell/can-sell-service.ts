import { MSG } from '../../../shared/messages.js';
import type { CanSellMapping, DistyRef } from '../../../shared/contract/can-sell.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { notFoundError, validationError } from '../../lib/app-error.js';
import { byName } from '../../catalogue/lookups/category-service.js';
import { brandName, checkRefs, deletePair, insertPairs, listDisties, type MappingRow, mappingRows, ofBrand, ofBrandSupplies } from './can-sell-repo.js';

/** Pairs → one mapping per brand (brands in Turkish order, each brand's supplies by name). */
function group(rows: MappingRow[]): CanSellMapping[] {
  const byBrand = new Map<number, CanSellMapping>();
  for (const r of rows) {
    let mapping = byBrand.get(r.brand_id);
    if (!mapping) byBrand.set(r.brand_id, (mapping = { brand: { id: r.brand_id, name: r.brand_name }, supplies: [] }));
    mapping.supplies.push({ id: r.supply_id, code: r.supply_code, name: r.supply_name, disties: r.disties });
  }
  const mappings = [...byBrand.values()];
  for (const m of mappings) m.supplies.sort(byName);
  return mappings.sort((a, b) => byName(a.brand, b.brand));
}

export const getMappings = async (db: Db): Promise<CanSellMapping[]> => group(await mappingRows(db));

export async function getBrandMapping(db: Db, brandId: number): Promise<CanSellMapping> {
  const name = await brandName(db, brandId);
  if (name === null) throw notFoundError();
  return group(await mappingRows(db, ofBrand(brandId)))[0] ?? { brand: { id: brandId, name }, supplies: [] };
}

/**
 * cansell/upsert: maps the brand to every chosen supply it is not mapped to yet. The
 * answer holds the added supplies only (none when all were there: 'Marka zaten tanımlıdır').
 */
export async function upsertMapping(db: Db, input: { brandId: number; supplies: number[] }): Promise<CanSellMapping> {
  const supplyIds = [...new Set(input.supplies)];
  return inTransaction(db, async (tx) => {
    const refs = await checkRefs(tx, input.brandId, supplyIds);
    const errors: { field: string; message: string }[] = [];
    if (!refs.brand) errors.push({ field: 'brandId', message: MSG.invalidValue });
    if (refs.unknownSupplies.length) errors.push({ field: 'supplies', message: MSG.invalidValue });
    if (errors.length) throw validationError(errors);
    const added = await insertPairs(tx, input.brandId, supplyIds);
    const rows = added.length ? await mappingRows(tx, ofBrandSupplies(input.brandId, added)) : [];
    return group(rows)[0] ?? { brand: refs.brand!, supplies: [] };
  });
}

export async function deleteMapping(db: Db, input: { brandId: number; supplyId: number }) {
  if (!(await deletePair(db, input.brandId, input.supplyId))) throw notFoundError();
  return { brandId: input.brandId, supplyId: input.supplyId };
}

export const getDisties = async (db: Db): Promise<DistyRef[]> => (await listDisties(db)).sort(byName);
