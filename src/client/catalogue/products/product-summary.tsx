import { APPROVE_TYPE_LABELS } from '../../../shared/catalogue.js';
import type { ProductDetail } from '../../../shared/contract/models.js';
import { COMPARED_FIELDS } from './product-changes.js';

/** A product's fields read-only, with its supplier and approval state. */
export function ProductSummary({ product, testId }: { product: ProductDetail; testId: string }) {
  return (
    <dl className="product-fields" data-testid={testId}>
      <div className="product-field">
        <dt>Tedarikçi</dt>
        <dd data-testid={`${testId}-supply`}>{product.supplyName}</dd>
      </div>
      {COMPARED_FIELDS.map((f) => (
        <div key={f.key} className="product-field">
          <dt>{f.label}</dt>
          <dd data-testid={`${testId}-${f.key}`}>{f.value(product) || '-'}</dd>
        </div>
      ))}
      <div className="product-field">
        <dt>Onay Durumu</dt>
        <dd data-testid={`${testId}-approve`}>
          <span className={`product-approve-badge product-approve-${product.lastApproveType}`}>{APPROVE_TYPE_LABELS[product.lastApproveType]}</span>
        </dd>
      </div>
    </dl>
  );
}
