import { AppPage } from '../../ui/app-page.js';
import { CONTACT_FILTERS, roleFilter, UserListScreen, type UserScreenSetup } from '../user-view.js';

const SETUP: UserScreenSetup = {
  kind: 'TTG',
  filters: [...CONTACT_FILTERS, roleFilter('TTG')],
  exportable: true,
  dialog: { kind: 'TTG' },
};

/** /DefineTTGUser 'TTG Kullanıcıları' (TTG_ADMIN): name, phone, e-mail and role filters, Excel export. */
export default function TtgUsersPage() {
  return (
    <AppPage>
      <UserListScreen setup={SETUP} />
    </AppPage>
  );
}
