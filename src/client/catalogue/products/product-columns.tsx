import type { ColumnView } from '../../ui/list/list-types.js';

/**
 * How the product lists show the shared product columns (their headers, sorts and texts
 * come from shared/contract/product-lists.ts): widths give the name the room and let the
 * table scroll sideways on narrow screens; the phone cards keep the essentials.
 */
export const productColumnViews = {
  category: { width: '8rem', hideOnPhone: true },
  subCategory: { width: '9rem' },
  brand: { width: '7rem' },
  supplyName: { width: '10rem', hideOnPhone: true },
  name: { width: '14rem' },
  barcode: { width: '9rem' },
  supplyStatus: { width: '6.5rem', hideOnPhone: true },
  origin: { width: '6rem', hideOnPhone: true },
  eol: { width: '4.5rem', hideOnPhone: true },
} satisfies Record<string, ColumnView<never>>;
