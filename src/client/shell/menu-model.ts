import { canAccess, MENU_GROUPS, NOT_QUICK_GROUPS, passesResellerAllowList, QUICK_ACCESS, type QuickPanel, SHELL_ROUTES, type MenuGroup, type RouteDef } from '../../shared/access.js';
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

export interface QuickLink {
  route: RouteDef;
  /** The menu section the route is in (its title and icon label the link). */
  section: MenuSection;
  /** A panel the link opens over the route's screen instead of the screen itself. */
  panel?: QuickPanel;
}

/**
 * The dashboard's quick access (shared/access.ts QUICK_ACCESS): of the user's menu, the day's work
 * in the table's order (with the storefront's cart and pending writes), then the other menu
 * entries; the template pages are not advertised.
 */
export function quickLinks(user: StoredUser | null, hasScreen: (path: string) => boolean): QuickLink[] {
  const sections = menuSections(user, hasScreen).filter((s) => !NOT_QUICK_GROUPS.includes(s.key));
  const shown = new Map(sections.flatMap((section) => section.routes.map((route) => [route.path, { route, section }] as const)));
  const first = QUICK_ACCESS.flatMap((e) => {
    const link = shown.get(e.path);
    return link ? [{ ...link, panel: e.panel }] : [];
  });
  const listed = new Set(QUICK_ACCESS.map((e) => e.path));
  return [...first, ...[...shown.values()].filter((l) => !listed.has(l.route.path))];
}

/** True when `pathname` is the route itself or one of its detail screens of the same group. */
export const isActivePath = (route: RouteDef, pathname: string) => pathname === route.path || pathname.startsWith(`${route.path}/`);
