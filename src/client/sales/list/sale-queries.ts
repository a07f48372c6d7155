/** Query keys of the sales screens (one factory; invalidate by prefix). */
export const saleKeys = {
  all: ['sales'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key): the sales and the cancel queue. */
  lists: () => [...saleKeys.all, 'list'] as const,
  details: () => [...saleKeys.all, 'detail'] as const,
  detail: (id: number) => [...saleKeys.details(), id] as const,
};
