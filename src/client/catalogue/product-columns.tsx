import { eolLabel, type SupplyStatus } from '../../shared/catalogue.js';
import type { ColumnDef } from '../ui/list/list-types.js';

/**
 * The product fields the lists show: product rows and waiting-product rows share these
 * names (spec 2 §3), so one column set serves /ProductManagement, the admin list and
 * /WaitingMyAction.
 */
export interface ProductColumnsRow {
  name: string;
  barcode: string;
  brand: { name: string };
  subCategory: { name: string; category: { name: string } };
  supplyName: string;
  supplyStatus: SupplyStatus;
  origin: string | null;
  eol: boolean | null;
}

// Sort fields follow the server's orderBy whitelist of the product and waiting lists; widths
// give the name the room and let the kit scroll the table sideways on narrow screens.
export const productColumns: ColumnDef<ProductColumnsRow>[] = [
  { header: 'Kategori', sortField: 'category', width: '8rem', cell: (r) => r.subCategory.category.name, hideOnPhone: true },
  { header: 'Alt Kategori', sortField: 'subCategory', width: '9rem', cell: (r) => r.subCategory.name },
  { header: 'Marka', sortField: 'brand', width: '7rem', cell: (r) => r.brand.name },
  { header: 'Tedarikçi', sortField: 'supplyName', width: '10rem', cell: (r) => r.supplyName, hideOnPhone: true },
  { header: 'Ürün Adı', sortField: 'name', width: '14rem', cell: (r) => r.name },
  { header: 'Barkod', sortField: 'barcode', width: '9rem', cell: (r) => r.barcode },
  { header: 'Tedarikçi Durumu', sortField: 'supplyStatus', width: '6.5rem', cell: (r) => r.supplyStatus, hideOnPhone: true },
  { header: 'Menşei', sortField: 'origin', width: '6rem', cell: (r) => r.origin ?? '', hideOnPhone: true },
  { header: 'EOL', sortField: 'eol', width: '4.5rem', cell: (r) => eolLabel(r.eol), hideOnPhone: true },
];
