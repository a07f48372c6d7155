/** Query keys of the serial ledger's screens (one factory; invalidate by prefix). */
export const serialKeys = {
  all: ['serials'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key). */
  lists: () => [...serialKeys.all, 'list'] as const,
  saleInfo: (id: number) => [...serialKeys.all, 'saleInfo', id] as const,
  supplyInvoice: (id: number) => [...serialKeys.all, 'supplyInvoice', id] as const,
  transfer: (id: number) => [...serialKeys.all, 'transfer', id] as const,
};
