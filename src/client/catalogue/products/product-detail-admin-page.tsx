import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { ProductDetail } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { ProductAudit } from './product-audit.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { useDelayedChanges } from './product-list-def.js';
import { ProductPageState } from './product-page-state.js';
import { PictureGallery } from './product-pictures.js';
import { PriceSummary } from './product-price-summary.js';
import { useProduct } from './product-queries.js';
import { ProductSummary } from './product-summary.js';
import './product-screens.css';

const LIST = '/ProductManagement-Admin';

/** /ProductDetailAdmin/:productId: the read-only product for the operator group (spec 2 §2.2). */
export default function ProductDetailAdminPage() {
  const { productId } = useParams();
  const id = Number(productId);
  const navigate = useNavigate();
  const { data, isLoading } = useProduct(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <AppPage>
      <div className="product-page-actions product-page-actions-top">
        <IonButton fill="outline" onClick={() => navigate(LIST)} data-testid="product-admin-back">
          <IonIcon slot="start" icon={arrowBackOutline} />
          Geri
        </IonButton>
      </div>
      {data ? <ProductView product={data} /> : <ProductPageState loading={isLoading} backTo={LIST} onBack={navigate} />}
    </AppPage>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const changes = useDelayedChanges();
  const changesLabel = product.lastApproveType === 'WAITING' ? CATALOGUE_MSG.pendingChanges : product.lastApproveType === 'REJECTED' ? CATALOGUE_MSG.rejectedChanges : null;
  return (
    <div className="product-detail" data-testid="product-admin-detail">
      <div className="product-card">
        <h2 className="product-section-title" data-testid="product-admin-name">
          {product.name}
        </h2>
        <ProductSummary product={product} testId="product-admin-fields" />
        {changesLabel && (
          <div className="product-page-actions">
            <IonButton size="small" color={product.lastApproveType === 'WAITING' ? 'warning' : 'danger'} onClick={() => changes.open(product)} data-testid="product-admin-changes">
              {changesLabel}
            </IonButton>
          </div>
        )}
      </div>
      <div className="product-card">
        <PictureGallery title="Resimler" pictures={product.pictures} testId="product-admin-pictures" viewerTitle={product.name} />
      </div>
      <div className="product-card">
        <PriceSummary price={product.price} testId="product-admin-price" />
      </div>
      <div className="product-card">
        <ProductAudit entries={product.audit} testId="product-admin-audit" />
      </div>
      <ProductChangesDialog productId={changes.productId} isOpen={changes.isOpen} onClose={changes.close} />
    </div>
  );
}
