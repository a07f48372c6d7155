import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { APPROVE_TYPE_LABELS, CATALOGUE_MSG, CHANGES_DIALOG_DELAY_MS } from '../../../shared/catalogue.js';
import type { ProductRow } from '../../../shared/contract/models.js';
import type { adminProductList, supplyProductList } from '../../../shared/contract/product-lists.js';
import type { ListView, RowAction } from '../../ui/list/list-types.js';
import { catalogueKeys } from '../catalogue-queries.js';
import { productColumnViews } from './product-columns.js';
import { PRODUCT_FILTERS } from '../../lib/product-filters.js';

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

/** Both product lists have one shape: the supplier's and the admin's differ only in path and roles. */
type ProductList = typeof supplyProductList;

export interface ProductListOptions {
  list: ProductList | typeof adminProductList;
  /** 'Düzenle' (supplier/distributor) or 'Detay' (admin). */
  open: { label: string; testId: string; onClick: (row: ProductRow) => void };
  onChanges: (row: ProductRow) => void;
}

/** The product lists (spec 2 §2.2): shared filters and columns, the approval state as a badge, newest first. */
export function productListView(o: ProductListOptions): ListView<ProductList> {
  return {
    list: o.list,
    queryKey: catalogueKeys.lists(),
    filters: PRODUCT_FILTERS,
    columns: {
      ...productColumnViews,
      lastApproveType: {
        width: '8rem',
        cell: (r) => (
          <span className={`product-approve-badge product-approve-${r.lastApproveType}`} data-testid={`product-approve-${r.id}`}>
            {APPROVE_TYPE_LABELS[r.lastApproveType]}
          </span>
        ),
      },
    },
    rowKey: (r) => r.id,
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

/** A product list page: its view, whose `open` action leads to `${open.path}/${id}`, and the changes dialog's state. */
export function useProductListPage(list: ProductListOptions['list'], open: { label: string; testId: string; path: string }) {
  const navigate = useNavigate();
  const changes = useDelayedChanges();
  const { open: openChanges } = changes;
  const { label, testId, path } = open;
  const view = useMemo(
    () => productListView({ list, open: { label, testId, onClick: (r) => navigate(`${path}/${r.id}`) }, onChanges: openChanges }),
    [list, label, testId, path, navigate, openChanges],
  );
  return { view, changes };
}
