import { lazy, memo, Suspense } from 'react';
import { cartOutline } from 'ionicons/icons';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { CountBadge } from '../../ui/count-badge.js';
import { PlainButton } from '../../ui/plain-button.js';
import { usePanelRequest } from '../../lib/panel-requests.js';
import { useOverlay } from '../../ui/use-overlay.js';
import './cart.css';

// The count reads the cart and its queued writes from IndexedDB: that code loads beside the
// storefront's first screen, not in it; the panel (lines, edit, completion, conflicts) with its first opening.
const CartCount = lazy(() => import('./cart-count.js'));
const CartPanel = lazy(() => import('./cart-panel.js').then((m) => ({ default: m.CartPanel })));

/** The cart icon with its item-count badge; opens the cart panel 'SEPETTEKİ ÜRÜNLER' (spec 3 §2.15). */
export const CartButton = memo(function CartButton() {
  const panel = useOverlay();
  // The dashboard's 'Sepetim' quick link.
  usePanelRequest('cart', panel.open);
  return (
    <>
      <PlainButton fill="clear" iconOnly className="cart-button" icon={cartOutline} onClick={panel.open} data-testid="cart-button" title={STOREFRONT_MSG.cartTitle}>
        {/* The name is 'Sepetim' and the count the badge shows ('Sepetim 3'): an aria-label would hide the count it draws. */}
        <span className="visually-hidden">{STOREFRONT_MSG.cartTitle}</span>
        <Suspense fallback={<CountBadge count={0} color="medium" className="cart-count" />}>
          <CartCount />
        </Suspense>
      </PlainButton>
      {panel.mounted && (
        <Suspense fallback={null}>
          <CartPanel isOpen={panel.isOpen} onClose={panel.close} onDismissed={panel.dismissed} />
        </Suspense>
      )}
    </>
  );
});
