import { useState, type ReactNode } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { chevronDownOutline, chevronForwardOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { CATALOGUE_MSG, eolLabel } from '../../../shared/catalogue.js';
import type { ProductTree } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { call } from '../../lib/api.js';
import { useSessionUser } from '../../lib/session.js';
import { catalogueKeys } from '../catalogue-queries.js';
import { productDetailPath, TREE_ENDPOINTS, TREE_PRODUCTS_LIMIT, treeKind, treeProductsEndpoint, type TreeKind } from './product-tree.js';
import './product-screens.css';

/** /Model 'Ürün Ağacı': category → sub-category → brand with product counts; a brand opens its products. */
export default function ModelTreePage() {
  const user = useSessionUser();
  const kind = treeKind(user?.user);
  const tree = useQuery({ queryKey: catalogueKeys.tree(kind), queryFn: () => call(TREE_ENDPOINTS[kind]) });
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <AppPage>
      <div className="product-card" data-testid="model-tree">
        {tree.isLoading ? (
          <div className="product-loading">
            <IonSpinner />
          </div>
        ) : !tree.data?.length ? (
          <p className="product-muted" data-testid="model-tree-empty">
            {CATALOGUE_MSG.noProduct}
          </p>
        ) : (
          <TreeNodes tree={tree.data} open={open} toggle={toggle} kind={kind} />
        )}
      </div>
    </AppPage>
  );
}

function NodeButton({ name, count, expanded, onClick, testId }: { name: string; count: number; expanded: boolean; onClick: () => void; testId: string }) {
  return (
    <button type="button" className="product-tree-node" aria-expanded={expanded} onClick={onClick} data-testid={testId}>
      <IonIcon icon={expanded ? chevronDownOutline : chevronForwardOutline} aria-hidden="true" />
      <span className="product-tree-name">{name}</span>
      <span className="product-tree-count" data-testid={`${testId}-count`}>
        {count}
      </span>
    </button>
  );
}

function TreeNodes({ tree, open, toggle, kind }: { tree: ProductTree; open: Set<string>; toggle: (key: string) => void; kind: TreeKind }) {
  /** One node (key `c1`, `c1s2`, `c1s2b3`): its button, and while open its children. */
  const item = (key: string, node: { name: string; count: number }, testId: string, children: () => ReactNode) => (
    <li key={key} role="treeitem" aria-expanded={open.has(key)}>
      <NodeButton name={node.name} count={node.count} expanded={open.has(key)} onClick={() => toggle(key)} testId={testId} />
      {open.has(key) && children()}
    </li>
  );
  const brands = (c: ProductTree[number], s: ProductTree[number]['subCategories'][number]) => (
    <ul role="group">
      {s.brands.map((b) =>
        item(`c${c.id}s${s.id}b${b.id}`, b, `tree-brand-${s.id}-${b.id}`, () => (
          <BrandProducts kind={kind} filter={{ category: c.id, subCategory: s.id, brand: b.id }} count={b.count} />
        )),
      )}
    </ul>
  );
  return (
    <ul className="product-tree" role="tree">
      {tree.map((c) =>
        item(`c${c.id}`, c, `tree-category-${c.id}`, () => (
          <ul role="group">{c.subCategories.map((s) => item(`c${c.id}s${s.id}`, s, `tree-subcategory-${s.id}`, () => brands(c, s)))}</ul>
        )),
      )}
    </ul>
  );
}

function BrandProducts({ kind, filter, count }: { kind: TreeKind; filter: { category: number; subCategory: number; brand: number }; count: number }) {
  const products = useQuery({
    queryKey: [...catalogueKeys.tree(kind), 'products', filter],
    queryFn: () => call(treeProductsEndpoint(kind), { query: { page: 0, size: TREE_PRODUCTS_LIMIT, sort: 'name,asc' }, body: filter }),
  });
  const testId = `tree-products-${filter.subCategory}-${filter.brand}`;
  if (products.isLoading)
    return (
      <div className="product-tree-products">
        <IonSpinner name="dots" />
      </div>
    );
  const rows = products.data?.content ?? [];
  return (
    <div className="product-tree-products" data-testid={testId}>
      {rows.length === 0 && <p className="product-muted">{CATALOGUE_MSG.noProduct}</p>}
      {rows.map((p) => (
        <div key={p.id} className="product-tree-product">
          <Link to={productDetailPath(kind, p.id)} data-testid={`tree-product-${p.id}`}>
            {p.name}
          </Link>
          <span className="product-muted">
            {p.barcode} · EOL: {eolLabel(p.eol)}
          </span>
        </div>
      ))}
      {count > rows.length && rows.length > 0 && (
        <p className="product-muted">
          İlk {rows.length} ürün gösteriliyor ({count} ürün).
        </p>
      )}
    </div>
  );
}
