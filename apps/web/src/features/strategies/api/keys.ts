/**
 * Query keys of the strategies page. Every key starts with ['strategies', userId], so invalidating
 * `strategyKeys.user(userId)` after a change refreshes the list, a playbook's examples and counts.
 */
export const strategyKeys = {
  user: (userId: string) => ['strategies', userId] as const,
  list: (userId: string) => ['strategies', userId, 'list'] as const,
  tradeCount: (userId: string, strategyId: string) =>
    ['strategies', userId, 'trade-count', strategyId] as const,
  examples: (userId: string, strategyId: string) => ['strategies', userId, 'examples', strategyId] as const,
  candidates: (userId: string, strategyId: string) =>
    ['strategies', userId, 'candidates', strategyId] as const,
  screenshots: (userId: string, paths: readonly string[]) =>
    ['strategies', userId, 'screenshots', paths] as const,
};

/**
 * The prefix under which the trade form keeps its lookups (the playbooks offered and their
 * checklists): a playbook saved here refreshes what the form offers.
 */
export const tradeLookupsKey = (userId: string) => ['trades', userId, 'lookups'] as const;
