import { generateDemoJournal, type DemoJournal } from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/** A journal small enough to write in a few seconds, large enough for every page to have a story. */
export const SAMPLE_TRADES = 300;
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
    journal.accounts.map((account) => ({
      name: account.name,
      broker: account.broker,
      kind: account.kind,
      currency: account.currency,
      starting_balance: account.startingBalance,
      starting_date: account.startingDate,
      break_even_tolerance: account.breakEvenTolerance,
      is_sample: true,
    })),
  );
  const accountName = new Map(journal.accounts.map((account) => [account.ref, account.name]));
  const accountId = (ref: string) => lookup(accountIds, accountName.get(ref));

  const tagIds = await insertNamed(
    supabase,
    'tags',
    journal.tags.map((tag) => ({ name: tag.name, color: tag.color, tag_group: tag.group, is_sample: true })),
  );
  const tagName = new Map(journal.tags.map((tag) => [tag.ref, tag.name]));
  const strategyIds = await insertNamed(
    supabase,
    'strategies',
    journal.strategies.map((strategy) => ({
      name: strategy.name,
      description: strategy.description,
      market: strategy.market,
      timeframe: strategy.timeframe,
      rules: strategy.rules,
      is_sample: true,
    })),
  );
  const strategyName = new Map(journal.strategies.map((strategy) => [strategy.ref, strategy.name]));

  if (journal.transactions.length > 0) {
    const { error } = await supabase.from('account_transactions').insert(
      journal.transactions.map((transaction) => ({
        account_id: accountId(transaction.accountRef),
        kind: transaction.kind,
        occurred_at: transaction.occurredAt,
        amount: transaction.amount,
        note: transaction.note ?? null,
      })),
    );
    if (error) throw error;
  }

  for (let from = 0; from < journal.trades.length; from += SAVE_BATCH) {
    const batch = journal.trades.slice(from, from + SAVE_BATCH).map((trade) => ({
      account_id: accountId(trade.accountRef),
      symbol: trade.symbol,
      asset_class: trade.assetClass,
      multiplier: trade.multiplier,
      currency: trade.currency,
      stop_price: trade.initialStop,
      target_price: trade.target,
      strategy_id:
        trade.strategyRef === null ? null : lookup(strategyIds, strategyName.get(trade.strategyRef)),
      followed_rule_ids: trade.followedRuleIds,
      rating: trade.rating,
      confidence: trade.confidence,
      notes: trade.notes,
      is_sample: true,
      executions: trade.executions.map((fill) => ({
        executed_at: fill.time,
        side: fill.side,
        quantity: fill.quantity,
        price: fill.price,
        commission: fill.commission,
        fees: fill.fees,
        currency: trade.currency,
      })),
      tag_ids: trade.tagRefs.flatMap((ref) => lookup(tagIds, tagName.get(ref)) ?? []),
    }));
    const { error } = await supabase.rpc('save_trades', { trades: batch });
    if (error) throw error;
    onProgress(Math.min(journal.trades.length, from + SAVE_BATCH));
  }

  if (journal.journalDays.length > 0) {
    const { error } = await supabase.from('journal_days').upsert(
      journal.journalDays.map((day) => ({
        day: day.day,
        plan: day.plan,
        review: day.review,
        mood: day.mood,
        lessons: day.lessons,
        is_sample: true,
      })),
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
  seed = 20_260_108,
): Promise<void> {
  const supabase = await loadSupabase();
  const journal = generateDemoJournal({ seed, trades: SAMPLE_TRADES });
  try {
    await writeJournal(supabase, journal, (done) => onProgress(done / journal.trades.length));
  } catch (error) {
    await supabase.rpc('remove_sample_data');
    throw error;
  }
}

/** Removes every sample row (trades with their fills and tags, accounts, tags, strategies, days). */
export async function removeSampleJournal(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('remove_sample_data');
  if (error) throw error;
}
