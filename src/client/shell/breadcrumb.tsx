import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { findRoute, MENU_GROUPS } from '../../shared/access.js';
import { DASHBOARD_ROUTE } from './menu-model.js';

/** 'Ana Sayfa / <group> / <screen>' from the route table. */
export function breadcrumbParts(pathname: string): string[] {
  const route = findRoute(pathname);
  if (!route || route.path === DASHBOARD_ROUTE.path || !route.roles) return [DASHBOARD_ROUTE.title];
  const group = MENU_GROUPS.find((g) => g.key === route.group);
  // A screen named like its group ('Ürün Yönetimi / Ürün Yönetimi') shows the name once.
  const groupTitle = group && group.title !== route.title ? [group.title] : [];
  return [DASHBOARD_ROUTE.title, ...groupTitle, route.title];
}

export function Breadcrumb() {
  const { pathname } = useLocation();
  const parts = breadcrumbParts(pathname);
  return (
    <nav className="breadcrumb" aria-label="Konum" data-testid="breadcrumb">
      {parts.map((part, i) => (
        <Fragment key={`${i}-${part}`}>
          {i > 0 && (
            <span className="breadcrumb-sep" aria-hidden="true">
              {' / '}
            </span>
          )}
          {i === 0 && parts.length > 1 ? (
            <Link to={DASHBOARD_ROUTE.path}>{part}</Link>
          ) : (
            <span aria-current={i === parts.length - 1 ? 'page' : undefined}>{part}</span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
