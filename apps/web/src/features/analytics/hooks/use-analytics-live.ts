import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { journalChanged } from '../api/journal-generation';
import { useUserTableChanges } from './table-changes';

/** Everything the figures are computed from. */
const TABLES = ['trades', 'trade_executions', 'trade_tags', 'accounts', 'account_transactions', 'fx_rates'];

// A save writes a trade and each of its fills; an import thousands of rows: one reload for all.
const DEBOUNCE_MS = 1000;

/**
 * Keeps the analytics pages current when the journal changes in any tab or device: the datasets
 * are read again, and every figure follows as it is keyed by the dataset's new id. Every dataset
 * query uses it; the subscription is shared, so any number of widgets open one channel.
 */
export function useAnalyticsLive(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  useUserTableChanges('analytics', userId, TABLES, DEBOUNCE_MS, () => {
    if (userId !== null) void journalChanged(queryClient, userId);
  });
}
