import type { RealtimePostgresChangesPayload, RealtimePostgresInsertPayload } from '@supabase/supabase-js';
import {
  fingerprintExecutions,
  planImport,
  type ExistingImport,
  type ImportedExecution,
  type ImportPlan,
  type SaveTradeInput,
} from '@edgelog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeClients, collector, POLL, subscribe } from '../realtime/helpers.ts';
import { saveTrades, type TradeInput } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * An import writes its trades in bulk, deriving and checking them set-based instead of row by row:
 * what it stores must be exactly what saving the same trades one by one stores, every column of
 * every trade and fill, the account's totals included; a round trip that crosses zero is still
 * refused; undoing re-derives what it leaves; and realtime still says which trades changed.
 */

let test: TestServer;
let alice: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
});
afterAll(async () => {
  await closeClients(alice.client);
  await test?.stop();
});

let counter = 0;

async function account(user: TestUser, tolerance = '0.5'): Promise<string> {
  counter += 1;
  const { data, error } = await user.client
    .from('accounts')
    .insert({ name: `Bulk ${counter}`, currency: 'USD', break_even_tolerance: tolerance })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return z.object({ id: z.string() }).parse(data).id;
}

function fill(
  time: string,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
  more: Partial<ImportedExecution> = {},
): ImportedExecution {
  return {
    time,
    symbol: 'AAPL',
    side,
    quantity,
    price,
    commission: 0.35,
    fees: 0.0125,
    assetClass: 'stock',
    ...more,
  };
}

/** Round trips of every shape the derivation tells apart, and one trade left open at the end. */
const FILE: ImportedExecution[] = [
  // A long win.
  fill('2026-04-01T14:30:00Z', 'buy', 100, 10.1234),
  fill('2026-04-01T15:00:00Z', 'sell', 100, 10.9876),
  // A short loss covered in three fills, two of them at the same instant.
  fill('2026-04-02T14:30:00Z', 'sell', 30, 50.5, { symbol: 'MSFT' }),
  fill('2026-04-02T15:00:00Z', 'buy', 10, 51.25, { symbol: 'MSFT' }),
  fill('2026-04-02T15:00:00Z', 'buy', 15, 51.3, { symbol: 'MSFT' }),
  fill('2026-04-02T16:00:00Z', 'buy', 5, 49, { symbol: 'MSFT' }),
  // Scaled in and out: added to after a partial exit, so the average moves.
  fill('2026-04-03T14:30:00Z', 'buy', 3, 20, { symbol: 'TSLA' }),
  fill('2026-04-03T14:40:00Z', 'sell', 1, 21.7, { symbol: 'TSLA' }),
  fill('2026-04-03T14:50:00Z', 'buy', 2, 19.15, { symbol: 'TSLA' }),
  fill('2026-04-03T15:30:00Z', 'sell', 4, 20.01, { symbol: 'TSLA' }),
  // Break-even within the account's tolerance.
  fill('2026-04-06T14:30:00Z', 'buy', 10, 7, { symbol: 'AMD' }),
  fill('2026-04-06T14:31:00Z', 'sell', 10, 7.05, { symbol: 'AMD' }),
  // A future with its multiplier, free of costs.
  fill('2026-04-07T14:30:00Z', 'sell', 2, 5000.25, {
    symbol: 'ESM6',
    assetClass: 'future',
    multiplier: 50,
    commission: 0,
    fees: 0,
  }),
  fill('2026-04-07T18:30:00Z', 'buy', 2, 4990.5, {
    symbol: 'ESM6',
    assetClass: 'future',
    multiplier: 50,
    commission: 0,
    fees: 0,
  }),
  // Left open after a partial exit and another entry: its realised P&L follows a running average.
  fill('2026-04-08T14:30:00Z', 'buy', 2, 10, { symbol: 'NVDA' }),
  fill('2026-04-08T14:40:00Z', 'sell', 1, 12, { symbol: 'NVDA' }),
  fill('2026-04-08T14:50:00Z', 'buy', 1, 20.3, { symbol: 'NVDA' }),
];

const existingShape = z.object({
  brokerExecutionIds: z.array(z.string()),
  importKeys: z.array(z.string()),
  openTrades: z.array(
    z.object({
      id: z.string(),
      symbol: z.string(),
      asset_class: z.enum(['stock', 'option', 'future', 'forex', 'crypto', 'cfd']),
      multiplier: z.string(),
      currency: z.string().nullable(),
      executions: z.array(
        z.object({
          id: z.string(),
          executed_at: z.string(),
          side: z.enum(['buy', 'sell']),
          quantity: z.string(),
          price: z.string(),
          commission: z.string(),
          fees: z.string(),
          currency: z.string().nullable(),
          broker_execution_id: z.string().nullable(),
          order_id: z.string().nullable(),
          import_key: z.string().nullable(),
        }),
      ),
    }),
  ),
});

async function planFor(accountId: string, fills: ImportedExecution[]): Promise<ImportPlan> {
  const times = fills.map((f) => Date.parse(f.time));
  const { data, error } = await alice.client.rpc('import_keys', {
    account_id: accountId,
    from: new Date(Math.min(...times)).toISOString(),
    to: new Date(Math.max(...times)).toISOString(),
  });
  if (error) throw new Error(error.message);
  const existing: ExistingImport = existingShape.parse(data);
  return planImport({
    executions: fills,
    accountId,
    keys: fingerprintExecutions(fills, accountId),
    existing,
    instruments: [],
  });
}

const batchResult = z.object({ batchId: z.string(), tradeIds: z.array(z.string().nullable()) });

async function importPlan(accountId: string, plan: ImportPlan) {
  const { data, error } = await alice.client.rpc('import_batch', {
    batch: { account_id: accountId, file_names: ['bulk.csv'], format: 'generic', counts: {} },
    trades: plan.trades,
  });
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return batchResult.parse(data);
}

/** A planned trade as rpc/save_trades takes it, in another account. */
function savedAs(trade: SaveTradeInput, accountId: string): TradeInput {
  const { executions, ...columns } = trade;
  return {
    ...columns,
    account_id: accountId,
    executions: (executions ?? []).map(({ currency, ...rest }) => ({
      ...rest,
      ...(currency ? { currency } : {}),
    })),
  };
}

const rows = z.array(z.object({ row: z.record(z.string(), z.unknown()) }));

/**
 * Every stored column of an account's trades, and of each trade's fills, as the database holds
 * them (numeric scale included), minus what names the row, its account, its batch or its write.
 */
async function journalOf(accountId: string) {
  const trades = await test.server.ctx.db.query(
    `select to_jsonb(t) - 'id' - 'account_id' - 'import_batch_id' - 'created_at' - 'updated_at'
       || jsonb_build_object('fills', (
         select jsonb_agg(to_jsonb(e) - 'id' - 'trade_id' - 'account_id' - 'import_batch_id' - 'import_key'
           - 'created_at' - 'updated_at' - 'seq' order by e.executed_at, e.seq)
         from public.trade_executions e where e.trade_id = t.id
       )) as row
     from public.trades t where t.account_id = $1 order by t.opened_at, t.symbol`,
    [accountId],
  );
  const totals = await test.server.ctx.db.query(
    `select jsonb_build_object('realized_pnl', a.realized_pnl) as row from public.accounts a where a.id = $1`,
    [accountId],
  );
  return { trades: rows.parse(trades.rows).map((r) => r.row), totals: rows.parse(totals.rows)[0]?.row };
}

describe('bulk journal writes', () => {
  it('stores an import exactly as the same trades saved one by one', async () => {
    const imported = await account(alice);
    const saved = await account(alice);
    const plan = await planFor(imported, FILE);
    expect(plan.trades).toHaveLength(6);
    await importPlan(imported, plan);
    for (const trade of plan.trades) {
      await saveTrades(alice.client, [savedAs(trade, saved)]);
    }

    const bulk = await journalOf(imported);
    const oneByOne = await journalOf(saved);
    expect(bulk.trades).toHaveLength(6);
    for (const [i, trade] of bulk.trades.entries()) expect(trade).toEqual(oneByOne.trades[i]);
    expect(bulk.totals).toEqual(oneByOne.totals);
    expect(bulk.trades.map((t) => [t.symbol, t.status, t.result])).toEqual([
      ['AAPL', 'closed', 'win'],
      ['MSFT', 'closed', 'loss'],
      ['TSLA', 'closed', 'win'],
      ['AMD', 'closed', 'breakeven'],
      ['ESM6', 'closed', 'win'],
      ['NVDA', 'open', null],
    ]);
  });

  it('extends a stored open trade, and undoing re-derives it from the fills it keeps', async () => {
    const imported = await account(alice);
    const saved = await account(alice);
    const opening = [fill('2026-04-09T14:30:00Z', 'buy', 5, 30), fill('2026-04-09T14:35:00Z', 'sell', 2, 31)];
    const closing = [fill('2026-04-09T15:00:00Z', 'sell', 3, 29.5)];
    await importPlan(imported, await planFor(imported, opening));
    const before = await journalOf(imported);
    const second = await importPlan(imported, await planFor(imported, closing));

    const [one] = (await planFor(saved, [...opening, ...closing])).trades;
    if (one === undefined) throw new Error('one trade planned');
    await saveTrades(alice.client, [savedAs(one, saved)]);
    const bulk = await journalOf(imported);
    expect(bulk.trades).toEqual((await journalOf(saved)).trades);
    expect(bulk.trades[0]).toMatchObject({ status: 'closed', fill_count: 3 });

    const { error } = await alice.client.rpc('undo_import', { batch_id: second.batchId });
    expect(error).toBeNull();
    expect(await journalOf(imported)).toEqual(before);
  });

  it('refuses a trade whose fills cross zero, and writes nothing of the batch', async () => {
    const accountId = await account(alice);
    const plan = await planFor(accountId, [
      fill('2026-04-10T14:30:00Z', 'buy', 5, 30),
      fill('2026-04-10T14:35:00Z', 'sell', 5, 31),
      fill('2026-04-10T14:40:00Z', 'buy', 2, 30),
      fill('2026-04-10T14:45:00Z', 'sell', 2, 32),
    ]);
    expect(plan.trades).toHaveLength(2);
    const [first, second] = plan.trades;
    if (first === undefined || second === undefined) throw new Error('two trades planned');
    const merged = {
      ...plan,
      trades: [{ ...first, executions: [...first.executions, ...second.executions] }],
    };
    await expect(importPlan(accountId, merged)).rejects.toThrow(/TRADE-007/);

    const overshoot = await planFor(accountId, [
      fill('2026-04-11T14:30:00Z', 'buy', 5, 30),
      fill('2026-04-11T14:35:00Z', 'sell', 5, 31),
    ]);
    const [trade] = overshoot.trades;
    if (trade === undefined) throw new Error('one trade planned');
    const crossing = {
      ...overshoot,
      trades: [
        { ...trade, executions: trade.executions.map((e, i) => (i === 1 ? { ...e, quantity: '7' } : e)) },
      ],
    };
    await expect(importPlan(accountId, crossing)).rejects.toThrow(/TRADE-007/);
    expect((await journalOf(accountId)).trades).toEqual([]);
    const { data } = await alice.client.from('import_batches').select('id').eq('account_id', accountId);
    expect(data).toEqual([]);
  });

  it('tells subscribers of each trade written, extended and undone', async () => {
    type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;
    const accountId = await account(alice);
    const seen = collector<Payload>();
    await subscribe(
      alice.client
        .channel('bulk-trades')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'trades', filter: `user_id=eq.${alice.id}` },
          seen.push,
        ),
    );
    const plan = await planFor(accountId, FILE);
    const { batchId, tradeIds } = await importPlan(accountId, plan);
    const ids = tradeIds.filter((id): id is string => id !== null);
    expect(ids).toHaveLength(6);
    const inserted = () =>
      seen.items.filter(
        (p): p is RealtimePostgresInsertPayload<Record<string, unknown>> =>
          p.eventType === 'INSERT' && p.new.account_id === accountId,
      );
    await expect.poll(() => inserted().length, POLL).toBe(6);
    // Written with their figures: no change carries a trade that is not yet what is stored.
    const aapl = inserted().find((p) => p.new.symbol === 'AAPL');
    expect(aapl?.new).toMatchObject({ status: 'closed', fill_count: 2, result: 'win' });
    const open = ids[5];
    await expect
      .poll(() => seen.items.some((p) => p.eventType === 'UPDATE' && p.new.id === open), POLL)
      .toBe(true);

    const { error } = await alice.client.rpc('undo_import', { batch_id: batchId });
    expect(error).toBeNull();
    await expect.poll(() => seen.items.filter((p) => p.eventType === 'DELETE').length, POLL).toBe(6);
    await alice.client.removeAllChannels();
  });
});
