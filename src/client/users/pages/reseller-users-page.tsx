import { AppPage } from '../../ui/app-page.js';
import { codeFilter, CONTACT_FILTERS, roleFilter, UserListScreen, type UserScreenSetup } from '../user-view.js';

const SETUP: UserScreenSetup = {
  kind: 'RESELLER',
  filters: [...CONTACT_FILTERS, roleFilter('RESELLER'), codeFilter()],
  dialog: { kind: 'RESELLER', resellers: { kind: 'codes' } },
};

/** /DefineResellerUser 'Bayi Kullanıcıları' (TTG_ADMIN): every reseller's users; resellers typed as codes. */
export default function ResellerUsersPage() {
  return (
    <AppPage>
      <UserListScreen setup={SETUP} />
    </AppPage>
  );
}
