import { useEffect, useRef, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { arrowBackOutline, cartOutline } from 'ionicons/icons';
import { useNavigate, useParams } from 'react-router-dom';
import type { StorefrontDetail } from '../../../shared/contract/storefront.js';
import { formatMoney } from '../../../shared/format.js';
import { CARD_QUANTITY_MAX, DETAIL_ADD_REDIRECT_MS, STOREFRONT_MSG, LABEL_STATUS_LABELS, STOREFRONT_SHOP_MSG } from '../../../shared/storefront.js';
import { AppPage } from '../../ui/app-page.js';
import { ProductImage } from './product-image.js';
import { QuantityInput } from './quantity-input.js';
import { cardQuantity } from './shop-filter.js';
import { CartButton, useAddToCart } from './shop-parts.js';
import { useSimilarProducts, useStorefrontProduct } from './shop-queries.js';
import { SimilarCarousel } from './similar-carousel.js';
import { StockBadge } from './stock-badge.js';
import './shop.css';

const LIST = '/resellerOrderManagement';

/** /resellerProduct/:productId/:barcode — a product of the storefront (spec 3 §2.15). */
export default function StorefrontProductPage() {
  const navigate = useNavigate();
  const { productId = '' } = useParams();
  const id = /^\d{1,10}$/.test(productId) && Number(productId) > 0 && Number(productId) <= 2_147_483_647 ? Number(productId) : null;
  const { data, isPending, isError } = useStorefrontProduct(id);
  const similar = useSimilarProducts(data ? id : null).data ?? [];
  return (
    <AppPage>
      <div className="shop shop-detail-page">
        <div className="shop-toolbar">
          <IonButton fill="outline" onClick={() => navigate(LIST)} data-testid="back-to-list">
            <IonIcon aria-hidden="true" slot="start" icon={arrowBackOutline} />
            {STOREFRONT_MSG.backToList}
          </IonButton>
          <div className="shop-cart">
            <CartButton />
          </div>
        </div>
        {data ? (
          <ProductDetail key={data.id} product={data} />
        ) : id === null || isError ? (
          <div className="shop-empty" data-testid="product-not-found">
            {STOREFRONT_MSG.noProduct}
          </div>
        ) : (
          isPending && (
            <div className="shop-empty">
              <IonSpinner />
            </div>
          )
        )}
        {data && <SimilarCarousel items={similar} />}
      </div>
    </AppPage>
  );
}

function ProductDetail({ product }: { product: StorefrontDetail }) {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const { model } = product;
  const [picture, setPicture] = useState(0);
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const none = product.stockStatus === 'NONE';
  const units = cardQuantity(quantity, CARD_QUANTITY_MAX);
  const shown = product.pictures[picture] ?? product.pictures[0];

  const add = async () => {
    if (units === null || none || busy || added) return;
    setBusy(true);
    try {
      if (await addToCart({ modelId: model.id, barcode: model.barcode, quantity: units })) {
        setAdded(true);
        // Spec 3 §9: back to the list 1 s after adding from the detail page.
        timer.current = setTimeout(() => navigate(LIST), DETAIL_ADD_REDIRECT_MS);
      }
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string][] = [
    ['Kategori', model.category.name],
    ['Alt Kategori', model.subCategory.name],
    ['Marka', model.brand.name],
    ['Barkod', model.barcode],
    ['Menşei', model.origin ?? ''],
    ['Tedarikçi Durumu', model.supplyStatus],
  ];

  return (
    <div className="shop-detail" data-testid="product-detail">
      <div className="shop-gallery">
        <ProductImage url={shown?.url} alt={model.name} className="shop-gallery-main" />
        {product.pictures.length > 1 && (
          <div className="shop-thumbs">
            {product.pictures.map((p, i) => (
              <button key={p.id} type="button" className={`shop-thumb${i === picture ? ' active' : ''}`} onClick={() => setPicture(i)} aria-label={`Resim ${i + 1}`}>
                <img src={p.url} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="shop-info">
        <span className="shop-card-brand">{model.brand.name}</span>
        <h2 className="shop-detail-name" data-testid="product-name">
          {model.name}
        </h2>
        {product.labels.length > 0 && (
          <div className="shop-detail-labels">
            {product.labels.map((l) => (
              <span key={l} className={`shop-label shop-label-${l.toLowerCase()}`}>
                {LABEL_STATUS_LABELS[l]}
              </span>
            ))}
          </div>
        )}
        <div className="shop-detail-price-row">
          <span className="shop-detail-price" data-testid="product-price">
            {formatMoney(product.modelPriceDisty.resellerPrice)}
          </span>
          <StockBadge status={product.stockStatus} testId="product-stock" />
        </div>
        <div className="shop-detail-buy">
          <QuantityInput value={quantity} onValue={setQuantity} max={CARD_QUANTITY_MAX} testId="product-qty" disabled={none || added} />
          <IonButton className="shop-add" disabled={none || units === null || busy || added} onClick={add} data-testid="product-add-to-cart">
            {busy ? <IonSpinner name="dots" /> : <IonIcon aria-hidden="true" slot="start" icon={cartOutline} />}
            {STOREFRONT_SHOP_MSG.addToCart}
          </IonButton>
        </div>
        {none && <p className="shop-muted">{STOREFRONT_MSG.noStock}</p>}
        <dl className="shop-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {product.description && (
          <div className="shop-description">
            <h3>Açıklama</h3>
            <p data-testid="product-description">{product.description}</p>
          </div>
        )}
      </div>
    </div>
  );
}
