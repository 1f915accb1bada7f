/**
 * Query keys of public.accounts. Every key starts with ['accounts', userId]: the calculators keep
 * their own query of open accounts under that prefix (features/calculators/api/accounts.ts), so
 * invalidating `accountKeys.all` after a change here refreshes their list too.
 */
export const accountKeys = {
  all: ['accounts'] as const,
  list: (userId: string) => ['accounts', userId, 'list'] as const,
};
