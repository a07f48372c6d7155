import { lazy, Suspense, useRef } from 'react';
import { logOutOutline } from 'ionicons/icons';
import { PlainButton } from '../ui/plain-button.js';
import { useOverlay } from '../ui/use-overlay.js';
import { LOGOUT } from './logout-texts.js';

// The confirmation comes with its first use: an <ion-popover> started with every top bar is work for nothing.
const LogoutPopover = lazy(() => import('./logout-popover.js').then((m) => ({ default: m.LogoutPopover })));

/** The logout item: a small confirmation popover, so a stray tap on a phone does not end the session. */
export function LogoutButton() {
  const popover = useOverlay();
  // The press that opened it: the popover is placed beside the button.
  const opener = useRef<Event | null>(null);
  return (
    <>
      <PlainButton
        fill="clear"
        className="top-bar-button"
        icon={logOutOutline}
        title={LOGOUT}
        aria-label={LOGOUT}
        onClick={(e) => {
          opener.current = e.nativeEvent;
          popover.open();
        }}
        data-testid="topbar-logout"
      />
      {popover.mounted && (
        <Suspense fallback={null}>
          <LogoutPopover event={opener.current ?? undefined} isOpen={popover.isOpen} onClose={popover.close} onDismissed={popover.dismissed} />
        </Suspense>
      )}
    </>
  );
}
