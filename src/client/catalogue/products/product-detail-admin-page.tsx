import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { ProductAudit } from './product-audit.js';
import { changesButton } from './product-changes.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { useDelayedChanges } from './product-list-def.js';
import { ProductPageState } from './product-page-state.js';
import { PictureGallery } from './product-pictures.js';
import { PriceSummary } from './product-price-summary.js';
import { useRouteProduct } from './product-queries.js';
import { ProductSummary } from './product-summary.js';
import './product-screens.css';

const LIST = '/ProductManagement-Admin';

/** /ProductDetailAdmin/:productId: the read-only product for the operator group (spec 2 §2.2). */
export default function ProductDetailAdminPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useRouteProduct();
  return (
    <AppPage>
      <div className="product-page-actions product-page-actions-top">
        <IonButton fill="outline" onClick={() => navigate(LIST)} data-testid="product-admin-back">
          <IonIcon aria-hidden="true" slot="start" icon={arrowBackOutline} />
          Geri
        </IonButton>
      </div>
      {data ? <ProductView product={data} /> : <ProductPageState loading={isLoading} backTo={LIST} onBack={navigate} />}
    </AppPage>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const changes = useDelayedChanges();
  const changesLink = changesButton(product);
  return (
    <div className="product-detail" data-testid="product-admin-detail">
      <div className="product-card">
        <h2 className="product-section-title" data-testid="product-admin-name">
          {product.name}
        </h2>
        <ProductSummary product={product} testId="product-admin-fields" />
        {changesLink && (
          <div className="product-page-actions">
            <IonButton size="small" color={changesLink.color} onClick={() => changes.open(product)} data-testid="product-admin-changes">
              {changesLink.label}
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
