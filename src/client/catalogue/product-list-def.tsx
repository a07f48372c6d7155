import { useCallback, useEffect, useRef, useState } from 'react';
import { APPROVE_TYPE_LABELS, CATALOGUE_MSG, CHANGES_DIALOG_DELAY_MS } from '../../shared/catalogue.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import type { ProductRow } from '../../shared/contract/models.js';
import type { ColumnDef, ListDef, RowAction } from '../ui/list/list-types.js';
import { PRODUCT_FILTERS } from './product-filters.js';
import { productColumns } from './product-columns.js';

export const PRODUCT_LIST_FILE = 'Ürün Listesi.xlsx';
export const PRODUCT_PAGE_SIZES = [5, 10, 25];

const approveColumn: ColumnDef<ProductRow> = {
  header: 'Onay Durumu',
  sortField: 'lastApproveType',
  width: '8rem',
  cell: (r) => (
    <span className={`product-approve-badge product-approve-${r.lastApproveType}`} data-testid={`product-approve-${r.id}`}>
      {APPROVE_TYPE_LABELS[r.lastApproveType]}
    </span>
  ),
};

/** 'Onay Bekleyen Değişiklikler' while WAITING, 'Onaylanmayan Değişiklikler' while REJECTED (spec 2 §2.2). */
export function changesActions(open: (row: ProductRow) => void): RowAction<ProductRow>[] {
  return [
    {
      label: CATALOGUE_MSG.pendingChanges,
      color: 'warning',
      visible: (r) => r.lastApproveType === 'WAITING',
      onClick: open,
      testId: (r) => `product-pending-${r.id}`,
    },
    {
      label: CATALOGUE_MSG.rejectedChanges,
      color: 'danger',
      visible: (r) => r.lastApproveType === 'REJECTED',
      onClick: open,
      testId: (r) => `product-rejected-${r.id}`,
    },
  ];
}

export interface ProductListOptions {
  id: string;
  endpoint: Endpoint;
  exportEndpoint: Endpoint;
  /** 'Düzenle' (supplier/distributor) or 'Detay' (admin). */
  open: { label: string; testId: string; onClick: (row: ProductRow) => void };
  onChanges: (row: ProductRow) => void;
}

/** The product lists (spec 2 §2.2): shared filters and columns, approval state, newest first. */
export function productListDef(o: ProductListOptions): ListDef<ProductRow> {
  return {
    id: o.id,
    endpoint: o.endpoint,
    filters: PRODUCT_FILTERS,
    columns: [...(productColumns as ColumnDef<ProductRow>[]), approveColumn],
    rowKey: (r) => r.id,
    defaultSort: 'id,desc',
    pageSizes: PRODUCT_PAGE_SIZES,
    defaultPageSize: 10,
    emptyText: CATALOGUE_MSG.noProduct,
    export: { endpoint: o.exportEndpoint, fileName: PRODUCT_LIST_FILE },
    rowActions: [
      { label: o.open.label, color: 'primary', onClick: o.open.onClick, testId: (r) => `${o.open.testId}-${r.id}` },
      ...changesActions(o.onChanges),
    ],
  };
}

/**
 * The changes dialog opens about 0.5 s after the click (spec 2 §9), like the original,
 * which let the row's button feedback finish first.
 */
export function useDelayedChanges() {
  const [productId, setProductId] = useState<number | null>(null);
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Stable callbacks: the list definition that uses them is built once.
  const open = useCallback((row: { id: number }) => {
    clearTimeout(timer.current);
    setProductId(row.id);
    timer.current = setTimeout(() => setOpen(true), CHANGES_DIALOG_DELAY_MS);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { productId, isOpen, open, close };
}
