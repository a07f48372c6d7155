/** Query keys of the users area (one factory; invalidate by prefix). */
export const usersKeys = {
  all: ['users'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key). */
  lists: () => [...usersKeys.all, 'list'] as const,
  /** The roles of a kind the caller may grant. */
  roles: (type: string) => [...usersKeys.all, 'roles', type] as const,
  disties: () => [...usersKeys.all, 'disties'] as const,
  supplies: () => [...usersKeys.all, 'supplies'] as const,
  /** The resellers a reseller admin may act for, from its own codes. */
  childResellers: (codes: readonly string[]) => [...usersKeys.all, 'childResellers', ...codes] as const,
  histories: () => [...usersKeys.all, 'history'] as const,
  history: (id: number) => [...usersKeys.histories(), id] as const,
};
