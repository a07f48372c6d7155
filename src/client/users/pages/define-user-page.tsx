import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { OrgUsers } from './org-users.js';
import { ResellerAdminUsers } from './reseller-admin-users.js';

/**
 * /DefineUser 'Kullanıcılar' (spec 2 §2.7): a TTG admin picks a distributor or a supplier first
 * and manages its users; a reseller admin manages the users of its own resellers.
 */
export default function DefineUserPage() {
  const user = useSessionUser()?.user;
  return <AppPage>{user && (user.roles.includes('TTG_ADMIN') ? <OrgUsers /> : <ResellerAdminUsers resellers={user.resellers} />)}</AppPage>;
}
