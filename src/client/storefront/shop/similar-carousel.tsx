import { useEffect, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useNavigate } from 'react-router-dom';
import type { SimilarProduct } from '../../../shared/contract/storefront.js';
import { formatMoney } from '../../../shared/format.js';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { ProductImage } from './product-image.js';
import { productPath } from './shop-filter.js';

/** Items visible at once and the autoplay step (spec 3 §2.15: 3 visible, every 3 s). */
export const SIMILAR_VISIBLE = 3;
export const SIMILAR_AUTOPLAY_MS = 3000;

/** The first visible item after `start` moves by `step` (wrapping round; nothing moves when all fit). */
export const nextStart = (start: number, step: number, count: number) => (count <= SIMILAR_VISIBLE ? 0 : (start + step + count) % count);

/** 'Benzer Ürünler': a carousel of 3, moving on by itself every 3 s (paused while the pointer is over it). */
export function SimilarCarousel({ items }: { items: SimilarProduct[] }) {
  const navigate = useNavigate();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  useEffect(() => {
    if (paused || count <= SIMILAR_VISIBLE) return;
    const timer = setInterval(() => setStart((s) => nextStart(s, 1, count)), SIMILAR_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  if (!count) return null;
  const visible = Array.from({ length: Math.min(SIMILAR_VISIBLE, count) }, (_, i) => items[(start + i) % count]);
  return (
    <section className="shop-similar" data-testid="similar-products" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <h2 className="shop-section-title">{STOREFRONT_MSG.similarTitle}</h2>
      <div className="shop-similar-row">
        {count > SIMILAR_VISIBLE && (
          <IonButton fill="clear" size="small" className="shop-similar-nav" aria-label="Önceki" onClick={() => setStart((s) => nextStart(s, -1, count))} data-testid="similar-prev">
            <IonIcon aria-hidden="true" slot="icon-only" icon={chevronBackOutline} />
          </IonButton>
        )}
        <div className="shop-similar-items">
          {visible.map((s) => (
            <article key={s.modelId} className="shop-similar-item" data-testid={`similar-${s.modelId}`}>
              <ProductImage url={s.firstPicture} alt={s.modelName} />
              <span className="shop-similar-name" title={s.modelName}>
                {s.modelName}
              </span>
              <span className="shop-similar-price">{formatMoney(s.price)}</span>
              <IonButton size="small" fill="outline" onClick={() => navigate(productPath(s.modelId, s.barcode))} data-testid={`similar-go-${s.modelId}`}>
                {STOREFRONT_MSG.goToProduct}
              </IonButton>
            </article>
          ))}
        </div>
        {count > SIMILAR_VISIBLE && (
          <IonButton fill="clear" size="small" className="shop-similar-nav" aria-label="Sonraki" onClick={() => setStart((s) => nextStart(s, 1, count))} data-testid="similar-next">
            <IonIcon aria-hidden="true" slot="icon-only" icon={chevronForwardOutline} />
          </IonButton>
        )}
      </div>
    </section>
  );
}
