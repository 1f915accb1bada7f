import type { AccountDraft } from '@edgelog/core';
import { loadSupabase } from '@/lib/supabase';
import { accountChoice, type ImportAccount } from './accounts';

/**
 * An account made from the import wizard, with the columns the accounts page writes (features do not
 * share code, the rules do: the draft comes from core's checkAccountForm).
 */
export async function createImportAccount(draft: AccountDraft): Promise<ImportAccount> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('accounts')
    .insert({
      name: draft.name,
      broker: draft.broker,
      kind: draft.kind,
      currency: draft.currency,
      starting_balance: draft.startingBalance,
      starting_date: draft.startingDate,
      break_even_tolerance: draft.breakEvenTolerance,
      status: draft.status,
    })
    .select('id, name, currency, status')
    .single();
  if (error) throw error;
  return accountChoice.parse(data);
}
