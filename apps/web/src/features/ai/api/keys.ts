/** Query keys of the analysis page; every key starts with ['ai', userId]. */
export const aiKeys = {
  all: ['ai'] as const,
  /** One analysis per filter, written as the URL writes it. */
  analysis: (userId: string, filterKey: string) => ['ai', userId, 'analysis', filterKey] as const,
  /** The trades behind a finding, in the order the finding lists them. */
  trades: (userId: string, ids: readonly string[]) => ['ai', userId, 'trades', ids.join(',')] as const,
};
