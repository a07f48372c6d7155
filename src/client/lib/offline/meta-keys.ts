/** Keys of the `meta` table (db.ts). */
export const META_KEYS = {
  /** ownerKey of the dealer whose data the database holds. */
  owner: 'owner',
  cursor: (set: SyncSetName) => `cursor:${set}`,
  /** The last page's meta of a set (StorefrontSyncMeta / PriceSyncMeta), with its syncedAt. */
  setMeta: (set: SyncSetName) => `meta:${set}`,
  /** A counter raised by every sync page that changed the set's rows (views derived from the rows key on it, not on syncedAt). */
  changed: (set: SyncSetName) => `changed:${set}`,
  /** A screen's derived view of a set, kept between app starts (ui/list/synced-view.ts), and the `changed` it was built at. */
  view: (set: SyncSetName) => `view:${set}`,
  viewAt: (set: SyncSetName) => `view-at:${set}`,
} as const;

export const SYNC_SETS = ['storefront', 'prices'] as const;
export type SyncSetName = (typeof SYNC_SETS)[number];

/** Whose data: the user and the reseller acted for (a switch of either wipes the database). */
export const ownerKey = (own: { user: { id: number; loginReseller: { id: number } | null } } | null) =>
  own ? `${own.user.id}:${own.user.loginReseller?.id ?? ''}` : '';
