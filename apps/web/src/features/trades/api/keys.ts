/**
 * Query keys of the trades feature. Every key starts with ['trades', userId], so invalidating
 * `tradeKeys.user(userId)` after a save refreshes the log, its totals, the trade pages and the
 * lookups at once; narrower prefixes (`lists`, `totalsAll`) refresh only what a change touches.
 *
 * A log query is described by its URL search parameters (a plain record of strings), so equal
 * filters share one cache entry whatever order they were typed in.
 */
export type LogParams = Readonly<Record<string, string>>;

export const tradeKeys = {
  all: ['trades'] as const,
  user: (userId: string) => ['trades', userId] as const,
  lists: (userId: string) => ['trades', userId, 'list'] as const,
  list: (userId: string, params: LogParams) => ['trades', userId, 'list', params] as const,
  totalsAll: (userId: string) => ['trades', userId, 'totals'] as const,
  totals: (userId: string, params: LogParams) => ['trades', userId, 'totals', params] as const,
  details: (userId: string) => ['trades', userId, 'detail'] as const,
  detail: (userId: string, id: string) => ['trades', userId, 'detail', id] as const,
  sample: (userId: string) => ['trades', userId, 'sample'] as const,
  lookups: (userId: string) => ['trades', userId, 'lookups'] as const,
  tags: (userId: string) => ['trades', userId, 'lookups', 'tags'] as const,
  strategies: (userId: string) => ['trades', userId, 'lookups', 'strategies'] as const,
  /**
   * The accounts a trade can be filed under. It lives under the accounts prefix so the accounts
   * page's invalidation (['accounts']) refreshes it when an account is added, renamed or closed.
   */
  accounts: (userId: string) => ['accounts', userId, 'trade-lookup'] as const,
};
