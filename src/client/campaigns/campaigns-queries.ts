/** Query keys of the campaigns area (accessory campaigns, TT CRM records). */
export const campaignKeys = {
  all: ['campaigns'] as const,
  /** Every accessory campaign, passive ones too (/accessoryCampaignList). */
  campaigns: () => [...campaignKeys.all, 'campaigns'] as const,
  /** The TT CRM records (/ttCrmList). */
  ttCrms: () => [...campaignKeys.all, 'ttCrms'] as const,
};
