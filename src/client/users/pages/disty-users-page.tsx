import { useMemo } from 'react';
import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { CONTACT_FILTERS, roleFilter, UserListScreen, type UserScreenSetup } from '../user-view.js';

export function distyUsersSetup(disty: number): UserScreenSetup {
  return {
    kind: 'DISTY',
    filters: [...CONTACT_FILTERS, roleFilter('DISTY')],
    locked: { disty: String(disty) },
    dialog: { kind: 'DISTY', disty },
  };
}

/** /addUserDist 'Distribütör Kullanıcıları' (DISTY_ADMIN): the users of its own distributor. */
export default function DistyUsersPage() {
  const disty = useSessionUser()?.user.disty?.id ?? null;
  const setup = useMemo(() => (disty === null ? null : distyUsersSetup(disty)), [disty]);
  return <AppPage>{setup && <UserListScreen setup={setup} />}</AppPage>;
}
