import type { Role } from '../../../shared/access.js';
import { productTreeAdmin, productTreeDisty, productTreeSupply } from '../../../shared/contract/models.js';
import { adminProductList, supplyProductList } from '../../../shared/contract/product-lists.js';
import type { OwnUser } from '../../../shared/contract/user.js';

export type TreeKind = 'admin' | 'supply' | 'disty';

const hasRole = (roles: Role[], prefix: string) => roles.some((r) => r.startsWith(prefix));

/**
 * Which tree a user sees (spec 2 §2.1): a supplier its supply's products, a distributor
 * the products of the supplies it distributes, anyone else (operator group) the whole tree.
 */
export function treeKind(user: OwnUser['user'] | undefined): TreeKind {
  if (!user) return 'admin';
  if (hasRole(user.roles, 'SUPPLY_') && user.supply) return 'supply';
  if (hasRole(user.roles, 'DISTY_')) return 'disty';
  return 'admin';
}

export const TREE_ENDPOINTS = { admin: productTreeAdmin, supply: productTreeSupply, disty: productTreeDisty } as const;
/** The list a brand node expands into (same ownership as the product lists). */
export const treeProductsEndpoint = (kind: TreeKind) => (kind === 'admin' ? adminProductList.page : supplyProductList.page);
export const productDetailPath = (kind: TreeKind, id: number) => (kind === 'admin' ? `/ProductDetailAdmin/${id}` : `/ProductDetail/${id}`);
/** Products listed under an opened brand. */
export const TREE_PRODUCTS_LIMIT = 25;
