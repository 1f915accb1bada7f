/**
 * Query keys of saved backtests. Every key starts with ['backtest-sessions', userId], so
 * invalidating `sessionKeys.user(userId)` after a save, rename or delete refreshes the runs list
 * and any open run at once.
 */
export const sessionKeys = {
  all: ['backtest-sessions'] as const,
  user: (userId: string) => ['backtest-sessions', userId] as const,
  list: (userId: string) => ['backtest-sessions', userId, 'list'] as const,
  detail: (userId: string, id: string) => ['backtest-sessions', userId, 'session', id] as const,
  account: (userId: string) => ['backtest-sessions', userId, 'account'] as const,
};
