/** Query keys of the storefront area (one factory; invalidate by prefix). */
export const storefrontKeys = {
  all: ['storefront'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key). */
  lists: () => [...storefrontKeys.all, 'list'] as const,
  /** Storefront product pages (filter + page) and product details. */
  products: () => [...storefrontKeys.all, 'products'] as const,
  product: (id: number) => [...storefrontKeys.products(), 'detail', id] as const,
  similar: (id: number) => [...storefrontKeys.products(), 'similar', id] as const,
  /** The login reseller's cart (invalidate after every cart change and after completion). */
  cart: () => [...storefrontKeys.all, 'cart'] as const,
  /** Orders: the follow-up list pages live under lists(); one order's detail here. */
  order: (id: number) => [...storefrontKeys.all, 'order', id] as const,
  /** Current banners of the carousel. */
  banners: () => [...storefrontKeys.all, 'banners'] as const,
};
