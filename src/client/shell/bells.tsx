import { useQuery, type QueryKey } from '@tanstack/react-query';
import { notificationsOutline } from 'ionicons/icons';
import type { StoredUser } from '../lib/session.js';
import { CountBadge } from '../ui/count-badge.js';
import { PlainLinkButton } from '../ui/plain-button.js';
import { useShellParts } from './shell-parts.js';

interface CountBellProps {
  title: string;
  link: string;
  testId: string;
  queryKey: QueryKey;
  count: () => Promise<number>;
}

/** A bell linking to a work queue, with the queue's size as a badge (hidden at 0). */
function CountBell({ title, link, testId, queryKey, count: fetchCount }: CountBellProps) {
  const { data: count } = useQuery({
    queryKey,
    queryFn: fetchCount,
    refetchInterval: 60_000,
    // A waiting count is only useful fresh: refetch whenever the bell mounts or the tab regains focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // A badge is not worth an error toast every minute while the server is unreachable.
    meta: { silent: true },
  });
  const shown = typeof count === 'number' && count > 0 ? count : 0;
  const label = shown ? `${title} (${shown})` : title;
  return (
    // Like the menu's links, a bell opens a new stack: screens left behind do not pile up hidden.
    <span className="bell">
      <PlainLinkButton to={link} direction="root" fill="clear" className="top-bar-button" icon={notificationsOutline} title={title} aria-label={label} data-testid={testId} />
      {/* Beside the button, not in it: a count over the icon's corner. */}
      {shown > 0 && <CountBadge count={shown} className="bell-badge" data-testid={`${testId}-count`} />}
    </span>
  );
}

/** Bell links of the top bar (spec 1 §2.6, spec 2 §2.3): the areas' bells that are this user's. */
export function Bells({ user }: { user: StoredUser }) {
  const { bells } = useShellParts();
  return (
    <>
      {bells.map((bell) => {
        const query = bell.query(user);
        return query && <CountBell key={bell.testId} title={bell.title} link={bell.link} testId={bell.testId} queryKey={query.queryKey} count={query.count} />;
      })}
    </>
  );
}
