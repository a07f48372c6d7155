import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { IonContent, IonModal, IonSpinner } from '@ionic/react';
import type { ProductDetail } from '../../../shared/contract/models.js';
import { DialogHeader } from '../../ui/dialogs/dialog-header.js';
import { ProductAudit } from './product-audit.js';
import { approvalNote, changesTitle, diffFields, pictureGroups } from './product-changes.js';
import { PictureGallery } from './product-pictures.js';
import { PriceSummary } from './product-price-summary.js';
import { useProduct } from './product-queries.js';
import './product-screens.css';

export interface ProductChangesDialogProps {
  productId: number | null;
  isOpen: boolean;
  onClose(): void;
  testId?: string;
}

/**
 * The pending (or rejected) request of one product beside its current state (spec 2 §2.2):
 * field comparison with the differences highlighted, added and to-be-deleted pictures, the
 * decision note and the audit trail.
 */
export function ProductChangesDialog({ productId, isOpen, onClose, testId = 'product-changes' }: ProductChangesDialogProps) {
  const { data: product, isLoading } = useProduct(productId, isOpen);
  const title = product ? changesTitle(product) : '';
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className="product-dialog product-dialog-wide" data-testid={testId}>
      <DialogHeader title={title} onClose={onClose} titleTestId={`${testId}-title`} closeTestId={`${testId}-close`} />
      <IonContent className="ion-padding">
        {isLoading || !product ? (
          <div className="product-loading">
            <IonSpinner />
          </div>
        ) : (
          <ChangesBody product={product} testId={testId} />
        )}
      </IonContent>
    </IonModal>
  );
}

function ChangesBody({ product, testId }: { product: ProductDetail; testId: string }) {
  const isChange = changesTitle(product) !== 'Yeni Ürün Girişi';
  const request = product.currentUpdateModel;
  const rows = diffFields(product, request);
  const pictures = pictureGroups(product.pictures, product.lastApproveType);
  return (
    <div className="product-changes">
      <p className="product-muted">
        {product.supplyName}
        {request?.requestedBy ? ` · ${request.requestedBy}` : ''}
      </p>
      {isChange ? (
        <table className="product-compare" data-testid={`${testId}-compare`}>
          <thead>
            <tr>
              <th scope="col">Alan</th>
              <th scope="col">Mevcut</th>
              <th scope="col">Talep Edilen</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={r.changed ? 'product-compare-changed' : undefined} data-changed={r.changed ? 'true' : 'false'} data-testid={`${testId}-field-${r.key}`}>
                <th scope="row">{r.label}</th>
                <td>{r.current}</td>
                <td>{r.requested}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <>
          <dl className="product-fields" data-testid={`${testId}-compare`}>
            {diffFields(request ?? product, null).map((r) => (
              <div key={r.key} className="product-field" data-changed="false" data-testid={`${testId}-field-${r.key}`}>
                <dt>{r.label}</dt>
                <dd>{r.requested || '-'}</dd>
              </div>
            ))}
          </dl>
          <PriceSummary price={request ?? product.price} testId={`${testId}-price`} />
        </>
      )}
      <div className="product-gallery-pair">
        {/* The dialog shows the request's pictures as the viewer does: its empty text. */}
        <PictureGallery title="Yeni Resimler" pictures={pictures.added} testId={`${testId}-added`} viewerTitle="Yeni Resimler" emptyText={CATALOGUE_MSG.noImage} />
        <PictureGallery title="Silinmesi İstenen Resimler" pictures={pictures.deleted} testId={`${testId}-deleted`} viewerTitle="Silinmesi İstenen Resimler" emptyText={CATALOGUE_MSG.noImage} />
      </div>
      <section className="product-section">
        <h2 className="product-section-title">Onay Açıklaması</h2>
        <p data-testid={`${testId}-description`}>{approvalNote(product)}</p>
      </section>
      <ProductAudit entries={product.audit} testId={`${testId}-audit`} />
    </div>
  );
}
