import { useEffect, useRef, useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CATALOGUE_MSG, IMAGE_MAX_BYTES, IMAGE_MAX_FILES, RETURN_AFTER_SAVE_MS } from '../../../shared/catalogue.js';
import type { ProductDetail } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { ImageInput } from '../../ui/image-input.js';
import { catalogueKeys } from '../catalogue-queries.js';
import { ProductAudit } from './product-audit.js';
import { changesButton } from './product-changes.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { ProductFields, useHasDisty, useProductForm } from './product-form.js';
import { formFromProduct, PRODUCT_REQUIRED_MSG, toUpsert } from './product-form-state.js';
import { useDelayedChanges } from './product-list-def.js';
import { ProductPageState } from './product-page-state.js';
import { PictureGallery } from './product-pictures.js';
import { PriceSummary } from './product-price-summary.js';
import { useRouteProduct } from './product-queries.js';
import { newEditProgress, saveProductEdit } from './product-save.js';
import './product-screens.css';

const LIST = '/ProductManagement';

/** /ProductDetail/:productId: a supplier or distributor edits a product; the change goes to approval (spec 2 §2.2, §4). */
export default function ProductDetailPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useRouteProduct();
  return <AppPage>{data ? <ProductEditor key={data.id} product={data} /> : <ProductPageState loading={isLoading} backTo={LIST} onBack={navigate} />}</AppPage>;
}

function ProductEditor({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasDisty = useHasDisty();
  const mode = { withPrice: false, hasDisty };
  const form = useProductForm(mode, formFromProduct(product));
  const [files, setFiles] = useState<File[]>([]);
  const [deleteIds, setDeleteIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const progress = useRef(newEditProgress());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changes = useDelayedChanges();
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggleDelete = (pictureId: number) => setDeleteIds((ids) => (ids.includes(pictureId) ? ids.filter((i) => i !== pictureId) : [...ids, pictureId]));

  const save = async () => {
    if (busy || saved) return;
    if (!form.check()) {
      toast.warn(PRODUCT_REQUIRED_MSG);
      return;
    }
    setBusy(true);
    try {
      const body = { ...toUpsert(form.values, mode, product.id), id: product.id };
      const message = await saveProductEdit({ body, files, deleteIds }, progress.current);
      setSaved(true);
      toast.success(message);
      // The product and the tree's product lists changed; lookups did not.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.products() });
      void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'tree'] });
      timer.current = setTimeout(() => navigate(LIST), RETURN_AFTER_SAVE_MS);
    } catch (error) {
      form.flagServer(handleError(error));
    } finally {
      setBusy(false);
    }
  };

  const changesLink = changesButton(product);

  return (
    <div className="product-detail" data-testid="product-edit">
      {changesLink && (
        <div className="product-card product-notice">
          <span>{product.lastApproveType === 'WAITING' ? `${CATALOGUE_MSG.waitingExists} Kaydettiğiniz değişiklikler bu talebi günceller.` : 'Son değişiklik talebi reddedildi.'}</span>
          <IonButton size="small" color={changesLink.color} onClick={() => changes.open(product)} data-testid="product-edit-changes">
            {changesLink.label}
          </IonButton>
        </div>
      )}
      <div className="product-card">
        <ProductFields
          values={form.values}
          onField={form.setField}
          mode={mode}
          flagged={form.flagged}
          testId="product-edit-form"
          disabled={busy || saved}
          current={{ brand: product.brand, supply: { id: product.supplyId, name: product.supplyName } }}
        />
      </div>
      <div className="product-card">
        <PictureGallery title="Resimler" pictures={product.pictures} testId="product-edit-pictures" onDelete={(p) => toggleDelete(p.id)} markedForDelete={deleteIds} />
        <div className="product-section">
          <ImageInput label="Resim Ekle" files={files} onFiles={setFiles} multiple maxFiles={IMAGE_MAX_FILES} maxBytes={IMAGE_MAX_BYTES} testId="product-edit-images" disabled={busy || saved} />
        </div>
      </div>
      <div className="product-card">
        <PriceSummary price={product.price} testId="product-edit-price" />
      </div>
      <div className="product-page-actions">
        <IonButton fill="outline" color="medium" onClick={() => navigate(LIST)} disabled={busy} data-testid="product-edit-cancel">
          Vazgeç
        </IonButton>
        <IonButton onClick={save} disabled={busy || saved} data-testid="product-edit-save">
          {busy && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
          Kaydet
        </IonButton>
      </div>
      <div className="product-card">
        <ProductAudit entries={product.audit} testId="product-edit-audit" />
      </div>
      <ProductChangesDialog productId={changes.productId} isOpen={changes.isOpen} onClose={changes.close} />
    </div>
  );
}
