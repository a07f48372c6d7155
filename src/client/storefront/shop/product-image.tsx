import { IonIcon } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import { STOREFRONT_SHOP_MSG } from '../../../shared/storefront.js';

/** A product picture in a square frame, or a quiet placeholder when the product has none. */
export function ProductImage({ url, alt, className = '' }: { url: string | null | undefined; alt: string; className?: string }) {
  return (
    <div className={`shop-image ${className}`}>
      {url ? (
        <img src={url} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <span className="shop-image-none" title={STOREFRONT_SHOP_MSG.noPicture} role="img" aria-label={alt}>
          <IonIcon icon={imageOutline} aria-hidden="true" />
        </span>
      )}
    </div>
  );
}
