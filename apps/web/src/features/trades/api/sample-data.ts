import {
  demoAccountRow,
  demoJournalDayRow,
  demoStrategyRow,
  demoTagRow,
  demoTradeInput,
  demoTransactionRow,
  generateDemoJournal,
  SAMPLE_JOURNAL_SEED,
  SAMPLE_JOURNAL_TRADES,
  type DemoJournal,
  type DemoRefIds,
} from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

const SAVE_BATCH = 50;

const named = z.array(z.object({ id: z.string(), name: z.string() }));

async function insertNamed(
  supabase: SupabaseClient,
  table: 'accounts' | 'tags' | 'strategies',
  rows: Record<string, unknown>[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const { data, error } = await supabase.from(table).insert(rows).select('id, name');
  if (error) throw error;
  // Names are unique per user, so they map each made row back to the sample's ref.
  return new Map(named.parse(data).map((row) => [row.name.toLowerCase(), row.id]));
}

function lookup(ids: Map<string, string>, name: string | undefined): string | null {
  return name === undefined ? null : (ids.get(name.toLowerCase()) ?? null);
}

async function writeJournal(
  supabase: SupabaseClient,
  journal: DemoJournal,
  onProgress: (done: number) => void,
): Promise<void> {
  const accountIds = await insertNamed(
    supabase,
    'accounts',
    journal.accounts.map((account) => demoAccountRow(account, true)),
  );
  const accountName = new Map(journal.accounts.map((account) => [account.ref, account.name]));
  const accountId = (ref: string) => lookup(accountIds, accountName.get(ref));

  const tagIds = await insertNamed(
    supabase,
    'tags',
    journal.tags.map((tag) => demoTagRow(tag, true)),
  );
  const tagName = new Map(journal.tags.map((tag) => [tag.ref, tag.name]));
  const strategyIds = await insertNamed(
    supabase,
    'strategies',
    journal.strategies.map((strategy) => demoStrategyRow(strategy, true)),
  );
  const strategyName = new Map(journal.strategies.map((strategy) => [strategy.ref, strategy.name]));
  const ids: DemoRefIds = {
    accountId,
    strategyId: (ref) => lookup(strategyIds, strategyName.get(ref)),
    tagId: (ref) => lookup(tagIds, tagName.get(ref)),
  };

  if (journal.transactions.length > 0) {
    const rows = journal.transactions.map((transaction) =>
      demoTransactionRow(transaction, accountId(transaction.accountRef)),
    );
    const { error } = await supabase.from('account_transactions').insert(rows);
    if (error) throw error;
  }

  for (let from = 0; from < journal.trades.length; from += SAVE_BATCH) {
    const batch = journal.trades
      .slice(from, from + SAVE_BATCH)
      .map((trade) => demoTradeInput(trade, ids, true));
    const { error } = await supabase.rpc('save_trades', { trades: batch });
    if (error) throw error;
    onProgress(Math.min(journal.trades.length, from + SAVE_BATCH));
  }

  if (journal.journalDays.length > 0) {
    const { error } = await supabase.from('journal_days').upsert(
      journal.journalDays.map((day) => demoJournalDayRow(day, true)),
      { onConflict: 'user_id,day', ignoreDuplicates: true },
    );
    if (error) throw error;
  }
}

/**
 * "Try it with sample data": the generated journal written through the same API as the trader's
 * own, every row marked as sample. If any part fails, what was written is removed again, so a
 * half-made sample never lingers.
 */
export async function addSampleJournal(
  onProgress: (fraction: number) => void,
  seed = SAMPLE_JOURNAL_SEED,
): Promise<void> {
  const supabase = await loadSupabase();
  // Made to end now, so the calendar and the "this month" views have the sample in them.
  const journal = generateDemoJournal({ seed, trades: SAMPLE_JOURNAL_TRADES, now: Date.now() });
  try {
    await writeJournal(supabase, journal, (done) => onProgress(done / journal.trades.length));
  } catch (error) {
    await supabase.rpc('remove_sample_data');
    throw error;
  }
}

/** Sample accounts, strategies and tags kept because the trader's own rows use them (by name). */
export interface KeptSampleRows {
  accounts: string[];
  strategies: string[];
  tags: string[];
}

/** "Kept the account “Main”, the tag “A”: your own trades use them." or null when nothing was kept. */
export function keptSampleMessage(kept: KeptSampleRows): string | null {
  const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ');
  const parts = [
    kept.accounts.length > 0
      ? `${kept.accounts.length === 1 ? 'the account' : 'the accounts'} ${quoted(kept.accounts)}`
      : null,
    kept.strategies.length > 0
      ? `${kept.strategies.length === 1 ? 'the strategy' : 'the strategies'} ${quoted(kept.strategies)}`
      : null,
    kept.tags.length > 0 ? `${kept.tags.length === 1 ? 'the tag' : 'the tags'} ${quoted(kept.tags)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return `Kept ${parts.join('; ')}: your own trades or records use them. They are yours now, no longer marked Sample.`;
}
