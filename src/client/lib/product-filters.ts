import { EOL_FILTER_VALUES, SUPPLY_STATUSES } from '../../shared/catalogue.js';
import type { FilterDef } from '../ui/list/list-types.js';
import { brandChoices, categoryChoices, subCategoryChoices, supplyChoices } from './lookups.js';

/**
 * The filters shared by the product lists (spec 2 §2.2, §2.3; spec 3 §2.7): category,
 * subCategory (per category), brand, supply, modelName, barcode, supplyStatus, origin, eol.
 */
export const PRODUCT_FILTERS: FilterDef[] = [
  { kind: 'select', key: 'category', label: 'Kategori', ...categoryChoices },
  { kind: 'select', key: 'subCategory', label: 'Alt Kategori', ...subCategoryChoices },
  { kind: 'select', key: 'brand', label: 'Marka', ...brandChoices },
  { kind: 'select', key: 'supply', label: 'Tedarikçi', ...supplyChoices },
  { kind: 'text', key: 'modelName', label: 'Ürün Adı' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
  { kind: 'select', key: 'supplyStatus', label: 'Tedarikçi Durumu', options: SUPPLY_STATUSES.map((s) => ({ value: s, label: s })) },
  { kind: 'text', key: 'origin', label: 'Menşei' },
  { kind: 'select', key: 'eol', label: 'EOL', options: EOL_FILTER_VALUES.map((s) => ({ value: s, label: s })) },
];
