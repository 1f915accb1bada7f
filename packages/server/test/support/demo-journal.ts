import type { SupabaseClient } from '@supabase/supabase-js';
import {
  demoAccountRow,
  demoJournalDayRow,
  demoStrategyRow,
  demoTagRow,
  demoTradeInput,
  demoTransactionRow,
  type DemoJournal,
  type DemoTrade,
} from '@edgelog/core';
import { z } from 'zod';
import type { TradeInput } from './journal.ts';

/** The database ids given to a demo journal's refs. */
export interface SeededJournal {
  accounts: Map<string, string>;
  tags: Map<string, string>;
  strategies: Map<string, string>;
  trades: Map<string, string>;
}

export interface SeedOptions {
  /** Mark every row as sample data (default true): what "Try it with sample data" does. */
  isSample?: boolean;
  /** Trades per rpc/save_trades call (default 200). */
  batchSize?: number;
  /** Rows per plain insert (default 500). */
  insertBatchSize?: number;
}

const named = z.array(z.object({ id: z.string(), name: z.string() }));

async function insertNamed(
  client: SupabaseClient,
  table: string,
  rows: Array<Record<string, unknown> & { name: string }>,
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const { data, error } = await client.from(table).insert(rows).select('id, name');
  if (error) throw new Error(`${table}: ${error.message}`);
  return new Map(named.parse(data).map((row) => [row.name, row.id]));
}

async function insertAll(
  client: SupabaseClient,
  table: string,
  rows: Array<Record<string, unknown>>,
  size: number,
) {
  for (let start = 0; start < rows.length; start += size) {
    const { error } = await client.from(table).insert(rows.slice(start, start + size));
    if (error) throw new Error(`${table}: ${error.message}`);
  }
}

function idOf(ids: Map<string, string>, ref: string, what: string): string {
  const id = ids.get(ref);
  if (id === undefined) throw new Error(`the demo journal names ${what} ${ref}, which it does not hold`);
  return id;
}

/** A demo trade as rpc/save_trades takes it. */
export function tradeInputOf(
  trade: DemoTrade,
  ids: Omit<SeededJournal, 'trades'>,
  isSample: boolean,
): TradeInput {
  return demoTradeInput(
    trade,
    {
      accountId: (ref) => idOf(ids.accounts, ref, 'account'),
      strategyId: (ref) => idOf(ids.strategies, ref, 'strategy'),
      tagId: (ref) => idOf(ids.tags, ref, 'tag'),
    },
    isSample,
  );
}

/**
 * Writes a generated journal (core's generateDemoJournal) for the client's user through the same
 * APIs the web app uses: accounts, their transactions, tags, strategies, trades with their fills
 * and tags through rpc/save_trades in batches, journal days. Returns the ids each ref became.
 */
export async function seedDemoJournal(
  client: SupabaseClient,
  journal: DemoJournal,
  options: SeedOptions = {},
): Promise<SeededJournal> {
  const isSample = options.isSample ?? true;
  const batchSize = options.batchSize ?? 200;
  const insertBatchSize = options.insertBatchSize ?? 500;

  const accountsByName = await insertNamed(
    client,
    'accounts',
    journal.accounts.map((a) => demoAccountRow(a, isSample)),
  );
  const tagsByName = await insertNamed(
    client,
    'tags',
    journal.tags.map((t) => demoTagRow(t, isSample)),
  );
  const strategiesByName = await insertNamed(
    client,
    'strategies',
    journal.strategies.map((s) => demoStrategyRow(s, isSample)),
  );
  const byRef = <T extends { ref: string; name: string }>(list: readonly T[], byName: Map<string, string>) =>
    new Map(list.map((item) => [item.ref, idOf(byName, item.name, 'row named')]));
  const ids = {
    accounts: byRef(journal.accounts, accountsByName),
    tags: byRef(journal.tags, tagsByName),
    strategies: byRef(journal.strategies, strategiesByName),
  };

  await insertAll(
    client,
    'account_transactions',
    journal.transactions.map((t) => demoTransactionRow(t, idOf(ids.accounts, t.accountRef, 'account'))),
    insertBatchSize,
  );

  const trades = new Map<string, string>();
  for (let start = 0; start < journal.trades.length; start += batchSize) {
    const batch = journal.trades.slice(start, start + batchSize);
    const { data, error } = await client.rpc('save_trades', {
      trades: batch.map((trade) => tradeInputOf(trade, ids, isSample)),
    });
    if (error) throw new Error(`save_trades: ${error.message}`);
    const saved = z.array(z.string()).parse(data);
    batch.forEach((trade, i) => trades.set(trade.ref, saved[i] ?? ''));
  }

  await insertAll(
    client,
    'journal_days',
    journal.journalDays.map((d) => demoJournalDayRow(d, isSample)),
    insertBatchSize,
  );

  return { ...ids, trades };
}
