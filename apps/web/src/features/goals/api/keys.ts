/**
 * Query keys of the goals page. Every key starts with ['goals', userId]: the analytics pages read
 * the trader's rule goals under that prefix (features/analytics/api/rule-goals.ts), so a goal
 * saved here refreshes the dashboard's notice and the calendar's flags too.
 */
export const goalKeys = {
  all: (userId: string) => ['goals', userId] as const,
  list: (userId: string) => ['goals', userId, 'list'] as const,
  accounts: (userId: string) => ['goals', userId, 'accounts'] as const,
};
