import { lazy, Suspense, useState } from 'react';
import { logOutOutline } from 'ionicons/icons';
import { PlainButton } from '../ui/plain-button.js';
import { LOGOUT } from './logout-texts.js';

// The confirmation comes with its first use: an <ion-popover> started with every top bar is work for nothing.
const LogoutPopover = lazy(() => import('./logout-popover.js').then((m) => ({ default: m.LogoutPopover })));

/** The logout item: a small confirmation popover, so a stray tap on a phone does not end the session. */
export function LogoutButton() {
  const [event, setEvent] = useState<Event | null>(null);
  const [shown, setShown] = useState(false);
  return (
    <>
      <PlainButton
        fill="clear"
        className="top-bar-button"
        icon={logOutOutline}
        title={LOGOUT}
        aria-label={LOGOUT}
        onClick={(e) => {
          setEvent(e.nativeEvent);
          setShown(true);
        }}
        data-testid="topbar-logout"
      />
      {event && (
        <Suspense fallback={null}>
          <LogoutPopover event={event} isOpen={shown} onClose={() => setShown(false)} onDismissed={() => setEvent(null)} />
        </Suspense>
      )}
    </>
  );
}
