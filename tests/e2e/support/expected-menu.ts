import { canAccess, passesResellerAllowList, SHELL_ROUTES, type Role } from '../../../src/shared/access.js';
import { SCREENS } from '../../../src/client/app/screens.js';

/** The menu a user must see: existing screens, in menu, allowed by role and allow-list. */
export function expectedMenuPaths(roles: Role[], canOrder: boolean) {
  return SHELL_ROUTES.filter(
    (r) => r.menu && r.path in SCREENS && canAccess(r, roles) && passesResellerAllowList(r, { roles, canOrder }),
  ).map((r) => r.path);
}
