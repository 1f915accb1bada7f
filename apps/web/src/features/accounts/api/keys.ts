/**
 * Query keys of the accounts page. Every key starts with ['accounts', userId]: the calculators keep
 * their own query of open accounts under that prefix (features/calculators/api/accounts.ts), so
 * invalidating `accountKeys.all` after a change here refreshes their list too, and a transaction
 * added or removed refreshes the balance, the counts and the equity lines at once.
 */
export const accountKeys = {
  all: ['accounts'] as const,
  list: (userId: string) => ['accounts', userId, 'list'] as const,
  tradeCounts: (userId: string) => ['accounts', userId, 'trade-counts'] as const,
  transactions: (userId: string, accountId: string) =>
    ['accounts', userId, 'transactions', accountId] as const,
  closedTrades: (userId: string, accountId: string) =>
    ['accounts', userId, 'closed-trades', accountId] as const,
  deleteImpact: (userId: string, accountId: string) =>
    ['accounts', userId, 'delete-impact', accountId] as const,
};
