import type { AccountDraft, AccountStatus } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { accountKeys } from './keys';

// Money comes back as text: numeric over JSON would be a double and could lose digits.
const COLUMNS = [
  'id',
  'name',
  'broker',
  'kind',
  'currency',
  'balance::text',
  'starting_balance::text',
  'starting_date',
  'break_even_tolerance::text',
  'transactions_total::text',
  'realized_pnl::text',
  'status',
  'is_sample',
].join(', ');

const accountRow = z.object({
  id: z.string(),
  name: z.string(),
  broker: z.string().nullable(),
  kind: z.enum(['live', 'demo', 'prop', 'paper', 'backtest']),
  currency: z.string(),
  /** Derived by the database: starting balance + transactions + closed trades' net P&L. */
  balance: z.string(),
  starting_balance: z.string(),
  starting_date: z.string().nullable(),
  break_even_tolerance: z.string(),
  transactions_total: z.string(),
  /** The closed trades' net P&L. */
  realized_pnl: z.string(),
  status: z.enum(['open', 'closed']),
  is_sample: z.boolean(),
});

export type AccountRow = z.infer<typeof accountRow>;

export function accountsListQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.list(userId),
    queryFn: async (): Promise<AccountRow[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select(COLUMNS)
        // Open accounts first, each group by name.
        .order('status', { ascending: false })
        .order('name');
      if (error) throw error;
      return z.array(accountRow).parse(data);
    },
    // Trades saved on other pages move the balance: read it again whenever the page opens.
    staleTime: 0,
  });
}

function columnsOf(draft: AccountDraft) {
  return {
    name: draft.name,
    broker: draft.broker,
    kind: draft.kind,
    currency: draft.currency,
    starting_balance: draft.startingBalance,
    starting_date: draft.startingDate,
    break_even_tolerance: draft.breakEvenTolerance,
    status: draft.status,
  };
}

export async function insertAccount(draft: AccountDraft): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('accounts').insert(columnsOf(draft));
  if (error) throw error;
}

export async function updateAccount(id: string, draft: AccountDraft): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('accounts').update(columnsOf(draft)).eq('id', id);
  if (error) throw error;
}

export async function setAccountStatus(id: string, status: AccountStatus): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('accounts').update({ status }).eq('id', id);
  if (error) throw error;
}
