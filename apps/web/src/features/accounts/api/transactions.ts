import { TRANSACTION_KINDS } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { accountKeys } from './keys';

const COLUMNS = 'id, kind, occurred_at, amount::text, note';
// The server answers at most REST_MAX_ROWS rows a read (1000 by default): read in pages of that.
const PAGE = 1000;

const transactionRow = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  occurred_at: z.string(),
  /** Signed: the transaction's effect on the balance. */
  amount: z.string(),
  note: z.string().nullable(),
});

export type TransactionRow = z.infer<typeof transactionRow>;

/** What a transaction stores; `occurredAt` is an instant (ISO 8601). */
export interface TransactionWrite {
  kind: (typeof TRANSACTION_KINDS)[number];
  occurredAt: string;
  amount: string;
  note: string | null;
}

/** Every deposit, withdrawal, fee, interest and adjustment of one account, latest first. */
export function transactionsQuery(userId: string, accountId: string) {
  return queryOptions({
    queryKey: accountKeys.transactions(userId, accountId),
    queryFn: async (): Promise<TransactionRow[]> => {
      const supabase = await loadSupabase();
      const rows: TransactionRow[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await supabase
          .from('account_transactions')
          .select(COLUMNS)
          .eq('account_id', accountId)
          .order('occurred_at', { ascending: false })
          .order('id')
          .range(from, from + PAGE - 1);
        if (error) throw error;
        const page = z.array(transactionRow).parse(data);
        rows.push(...page);
        if (page.length < PAGE) return rows;
      }
    },
  });
}

const columnsOf = (write: TransactionWrite) => ({
  kind: write.kind,
  occurred_at: write.occurredAt,
  amount: write.amount,
  note: write.note,
});

export async function insertTransaction(accountId: string, write: TransactionWrite): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('account_transactions')
    .insert({ account_id: accountId, ...columnsOf(write) });
  if (error) throw error;
}

export async function updateTransaction(id: string, write: TransactionWrite): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('account_transactions').update(columnsOf(write)).eq('id', id);
  if (error) throw error;
}
