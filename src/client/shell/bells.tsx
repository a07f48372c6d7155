import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { notificationsOutline } from 'ionicons/icons';
import { isSupplyRole } from '../../shared/access.js';
import { waitingTicketCount } from '../../shared/contract/user.js';
import { call } from '../lib/api.js';
import type { StoredUser } from '../lib/session.js';

const WAITING_TITLE = 'Onay bekleyen ürünler';
const FAULTY_TITLE = 'Bildirilen arızalı ürünler';

function FaultyBell({ supplyId }: { supplyId: number }) {
  const { data: count } = useQuery({
    queryKey: ['faulty', 'waitingTicketCount', supplyId],
    queryFn: () => call(waitingTicketCount, { params: { supplyId } }),
    refetchInterval: 60_000,
    // A waiting count is only useful fresh: refetch whenever the bell mounts.
    staleTime: 0,
    // A badge is not worth an error toast every minute while the server is unreachable.
    meta: { silent: true },
  });
  const label = count ? `${FAULTY_TITLE} (${count})` : FAULTY_TITLE;
  return (
    <IonButton routerLink="/faultyProductExchange" title={FAULTY_TITLE} aria-label={label} className="bell" data-testid="bell-faulty">
      <IonIcon slot="icon-only" icon={notificationsOutline} />
      {!!count && (
        <IonBadge color="danger" className="bell-badge" data-testid="bell-faulty-count">
          {count > 99 ? '99+' : count}
        </IonBadge>
      )}
    </IonButton>
  );
}

/** Bell links of the top bar (spec 1 §2.6): approvals for TTG_ADMIN, faulty tickets for suppliers. */
export function Bells({ user }: { user: StoredUser }) {
  const roles = user.user.roles;
  const supplyId = user.user.supply?.id;
  return (
    <>
      {roles.includes('TTG_ADMIN') && (
        <IonButton routerLink="/WaitingMyAction" title={WAITING_TITLE} aria-label={WAITING_TITLE} className="bell" data-testid="bell-waiting">
          <IonIcon slot="icon-only" icon={notificationsOutline} />
        </IonButton>
      )}
      {isSupplyRole(roles) && supplyId !== undefined && <FaultyBell supplyId={supplyId} />}
    </>
  );
}
