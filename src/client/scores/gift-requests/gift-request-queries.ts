/**
 * Query keys of the gift requests (one factory; invalidate by prefix): the dealer's campaign and
 * balances, the active gifts, and the request lists of the admin and the dealer with its totals.
 */
export const giftRequestKeys = {
  all: ['gift-requests'] as const,
  /** Whether a campaign runs, with the caller's balances (contract giftCampaign). */
  campaign: () => [...giftRequestKeys.all, 'campaign'] as const,
  /** The active gifts' pages. */
  gifts: () => [...giftRequestKeys.all, 'gifts'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key). */
  lists: () => [...giftRequestKeys.all, 'list'] as const,
  totals: () => [...giftRequestKeys.all, 'totals'] as const,
  types: () => [...giftRequestKeys.all, 'types'] as const,
};
