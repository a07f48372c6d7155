import { useState } from 'react';
import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { cartOutline } from 'ionicons/icons';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { CartPanel } from './cart-panel.js';
import { useCart } from './use-cart.js';
import './cart.css';

/** The cart icon with its item-count badge; opens the cart panel 'SEPETTEKİ ÜRÜNLER' (spec 3 §2.15). */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const count = useCart().data?.itemCount ?? 0;
  return (
    <>
      <IonButton fill="clear" className="cart-button" onClick={() => setOpen(true)} data-testid="cart-button" aria-label={STOREFRONT_MSG.cartTitle} title={STOREFRONT_MSG.cartTitle}>
        <IonIcon slot="icon-only" icon={cartOutline} />
        <IonBadge color={count ? 'danger' : 'medium'} className="cart-count" data-testid="cart-count">
          {count}
        </IonBadge>
      </IonButton>
      <CartPanel isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
