import type { AccountDraft, AccountStatus } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { accountKeys } from './keys';

// The balance comes back as text: numeric over JSON would be a double and could lose digits.
const COLUMNS = 'id, name, broker, currency, balance::text, status';

const accountRow = z.object({
  id: z.string(),
  name: z.string(),
  broker: z.string().nullable(),
  currency: z.string(),
  balance: z.string(),
  status: z.enum(['open', 'closed']),
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
  });
}

function columnsOf(draft: AccountDraft) {
  return {
    name: draft.name,
    broker: draft.broker,
    currency: draft.currency,
    balance: draft.balance,
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

export async function deleteAccount(id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('accounts').delete().eq('id', id);
  if (error) throw error;
}
