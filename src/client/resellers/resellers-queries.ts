/** Query keys of the resellers area (the reseller list, one reseller's detail). */
export const resellerKeys = {
  all: ['resellers'] as const,
  lists: () => [...resellerKeys.all, 'list'] as const,
  detail: (code: string) => [...resellerKeys.all, 'detail', code] as const,
};
