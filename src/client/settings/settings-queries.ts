/** Query keys of the settings area (parameters, stock thresholds, banners). */
export const settingsKeys = {
  all: ['settings'] as const,
  lists: () => [...settingsKeys.all, 'list'] as const,
  params: () => [...settingsKeys.all, 'params'] as const,
  /** The parameters in force for a login reseller (/resellerParamList). */
  resellerParams: (resellerCode: string) => [...settingsKeys.all, 'resellerParams', resellerCode] as const,
  thresholds: () => [...settingsKeys.all, 'thresholds'] as const,
  banners: () => [...settingsKeys.all, 'banners'] as const,
};
