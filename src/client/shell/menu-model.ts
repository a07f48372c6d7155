import { canAccess, MENU_GROUPS, passesResellerAllowList, SHELL_ROUTES, type MenuGroup, type RouteDef } from '../../shared/access.js';
import type { StoredUser } from '../lib/session.js';

export interface MenuSection {
  key: MenuGroup;
  title: string;
  icon: string;
  routes: RouteDef[];
}

export const DASHBOARD_ROUTE = SHELL_ROUTES.find((r) => r.path === '/dashboard')!;

/**
 * The menu a user sees (spec 1 §2.6): menu entries that have a screen, filtered by role
 * like the routes, order screens only for allow-listed reseller codes; empty groups drop.
 * The dashboard is not part of any group: the menu always shows it first.
 */
export function menuSections(user: StoredUser | null, hasScreen: (path: string) => boolean): MenuSection[] {
  if (!user) return [];
  const roles = user.user.roles;
  const who = { roles, canOrder: user.canOrder };
  const visible = SHELL_ROUTES.filter(
    (r) => r.menu && r.group && hasScreen(r.path) && canAccess(r, roles) && passesResellerAllowList(r, who),
  );
  return MENU_GROUPS.map((g) => ({ ...g, routes: visible.filter((r) => r.group === g.key) })).filter((g) => g.routes.length > 0);
}

/** True when `pathname` is the route itself or one of its detail screens of the same group. */
export const isActivePath = (route: RouteDef, pathname: string) => pathname === route.path || pathname.startsWith(`${route.path}/`);
