import { CountBadge } from '../../ui/count-badge.js';
import { useCart } from './use-cart.js';

/** The cart's item count, live (the server's cart with the queued writes on top): a chunk of its own, see cart-button.tsx. */
export default function CartCount() {
  const count = useCart().data?.itemCount ?? 0;
  return <CountBadge count={count} color={count ? 'danger' : 'medium'} className="cart-count" data-testid="cart-count" max={Infinity} spoken />;
}
