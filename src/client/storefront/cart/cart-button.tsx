import { lazy, Suspense } from 'react';
import { cartOutline } from 'ionicons/icons';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { CountBadge } from '../../ui/count-badge.js';
import { PlainButton } from '../../ui/plain-button.js';
import { useOverlay } from '../../ui/use-overlay.js';
import { useCart } from './use-cart.js';
import './cart.css';

// The panel (lines, edit, order completion, conflicts) comes with its first opening, not with the storefront.
const CartPanel = lazy(() => import('./cart-panel.js').then((m) => ({ default: m.CartPanel })));

/** The cart icon with its item-count badge; opens the cart panel 'SEPETTEKİ ÜRÜNLER' (spec 3 §2.15). */
export function CartButton() {
  const panel = useOverlay();
  const count = useCart().data?.itemCount ?? 0;
  return (
    <>
      <PlainButton fill="clear" iconOnly className="cart-button" icon={cartOutline} onClick={panel.open} data-testid="cart-button" aria-label={STOREFRONT_MSG.cartTitle} title={STOREFRONT_MSG.cartTitle}>
        <CountBadge count={count} color={count ? 'danger' : 'medium'} className="cart-count" data-testid="cart-count" max={Infinity} spoken />
      </PlainButton>
      {panel.mounted && (
        <Suspense fallback={null}>
          <CartPanel isOpen={panel.isOpen} onClose={panel.close} onDismissed={panel.dismissed} />
        </Suspense>
      )}
    </>
  );
}
