import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StorefrontProduct } from '../../../shared/contract/storefront.js';
import { formatMoney } from '../../../shared/format.js';
import { CARD_QUANTITY_MAX, STOREFRONT_MSG, LABEL_STATUS_LABELS, STOREFRONT_SHOP_MSG } from '../../../shared/storefront.js';
import { cartOutline } from 'ionicons/icons';
import { Glyph } from '../../ui/glyph.js';
import { Spinner } from '../../ui/spinner.js';
import { ProductImage } from './product-image.js';
import { QuantityInput } from './quantity-input.js';
import { cardQuantity, productPath } from './shop-filter.js';
import { useAddToCart } from './shop-parts.js';
import { StockBadge } from './stock-badge.js';

/**
 * One product of the grid: picture, brand, name, barcode, price, stock, quantity and 'Sepete Ekle'
 * (disabled for YOK). Memoised: the storefront re-renders on each answer of its queries, and a
 * product that did not change keeps its object (TanStack's structural sharing), so its card stays.
 */
export const ProductCard = memo(function ProductCard({ product }: { product: StorefrontProduct }) {
  const { model } = product;
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const none = product.stockStatus === 'NONE';
  const units = cardQuantity(quantity, CARD_QUANTITY_MAX);
  const to = productPath(model.id, model.barcode);
  const add = async () => {
    if (units === null || none || busy) return;
    setBusy(true);
    try {
      if (await addToCart({ modelId: model.id, barcode: model.barcode, quantity: units }, STOREFRONT_MSG.addedToCartCard)) setQuantity('1');
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="shop-card" data-testid={`product-card-${model.id}`}>
      <Link to={to} className="shop-card-link" data-testid={`product-link-${model.id}`}>
        {/* Named by the picture's alt (the product's name) and its labels, as read ('… Çok Satan'). */}
        <ProductImage url={model.firstPicture?.url} alt={model.name} />
        {product.labels.length > 0 && (
          <span className="shop-card-labels">
            {product.labels.map((l) => (
              <span key={l} className={`shop-label shop-label-${l.toLowerCase()}`}>
                {LABEL_STATUS_LABELS[l]}
              </span>
            ))}
          </span>
        )}
      </Link>
      <div className="shop-card-body">
        <span className="shop-card-brand">{model.brand.name}</span>
        <Link to={to} className="shop-card-name" title={model.name}>
          {model.name}
        </Link>
        <span className="shop-card-barcode">{model.barcode}</span>
        <div className="shop-card-price-row">
          <span className="shop-card-price" data-testid={`product-price-${model.id}`}>
            {formatMoney(product.modelPriceDisty.resellerPrice)}
          </span>
          <StockBadge status={product.stockStatus} testId={`product-stock-${model.id}`} />
        </div>
        <div className="shop-card-actions">
          <QuantityInput value={quantity} onValue={setQuantity} max={CARD_QUANTITY_MAX} testId={`product-qty-${model.id}`} disabled={none} />
          {/* A plain button: a page holds a dozen or more cards (ui/plain-button.tsx). */}
          <button
            type="button"
            className="shop-add shop-add-plain"
            disabled={none || units === null || busy}
            onClick={add}
            data-testid={`add-to-cart-${model.id}`}
            aria-label={STOREFRONT_SHOP_MSG.addToCart}
            title={none ? STOREFRONT_MSG.noStock : STOREFRONT_SHOP_MSG.addToCart}
          >
            {busy ? <Spinner name="dots" /> : <Glyph icon={cartOutline} />}
            <span className="shop-add-text">{STOREFRONT_SHOP_MSG.addToCart}</span>
          </button>
        </div>
      </div>
    </article>
  );
});
