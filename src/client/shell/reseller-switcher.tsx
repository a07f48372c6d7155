import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { swapHorizontalOutline } from 'ionicons/icons';
import { call } from '../lib/api.js';
import type { StoredUser } from '../lib/session.js';
import { PlainButton } from '../ui/plain-button.js';
import { useOverlay } from '../ui/use-overlay.js';
import { RESELLER_SWITCH_TITLE } from './reseller-switch-texts.js';

// The list dialog comes with its first use, not with every top bar.
const ResellerSwitchDialog = lazy(() => import('./reseller-switch-dialog.js').then((m) => ({ default: m.ResellerSwitchDialog })));

/** Reseller admins with child resellers switch the active reseller here (spec 1 §2.6). */
export function ResellerSwitcher({ user }: { user: StoredUser }) {
  const isAdmin = user.user.roles.includes('RESELLER_ADMIN');
  const codes = user.user.resellers.map((r) => r.code);
  const dialog = useOverlay();

  const { data: children = [] } = useQuery({
    queryKey: ['reseller', 'child', codes],
    // The contract comes with the call: it carries zod, which the first screen does without.
    queryFn: async () => call((await import('../../shared/contract/user.js')).childResellers, { body: codes }),
    enabled: isAdmin && codes.length > 0,
    staleTime: 10 * 60_000,
    // Without the list the switcher simply stays hidden; no error toast on every offline start.
    meta: { silent: true },
  });

  if (!isAdmin || children.length < 2) return null;
  return (
    <>
      <PlainButton
        fill="clear"
        className="top-bar-button reseller-switcher"
        icon={swapHorizontalOutline}
        title={RESELLER_SWITCH_TITLE}
        aria-label={RESELLER_SWITCH_TITLE}
        onClick={dialog.open}
        data-testid="reseller-switcher"
      >
        <span className="reseller-switcher-text">{RESELLER_SWITCH_TITLE}</span>
      </PlainButton>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ResellerSwitchDialog user={user} resellers={children} overlay={dialog} />
        </Suspense>
      )}
    </>
  );
}
