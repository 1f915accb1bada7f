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
import { saveTrades } from './support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * Import batches through supabase-js: the preview's keys, one transaction per batch, duplicates
 * skipped however they arrive, undo restoring the journal row for row, and every batch its
 * owner's alone.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

let counter = 0;

async function accountOf(user: TestUser): Promise<string> {
  counter += 1;
  const { data, error } = await user.client
    .from('accounts')
    .insert({ name: `Imports ${counter}`, currency: 'USD', starting_balance: '10000' })
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
    commission: 1,
    fees: 0.02,
    assetClass: 'stock',
    ...more,
  };
}

/** A day's round trip in AAPL: bought at 100, sold at `exit`, on day `day` of March 2026. */
function roundTrip(day: number, exit = 101, more: Partial<ImportedExecution> = {}): ImportedExecution[] {
  const date = `2026-03-${String(day).padStart(2, '0')}`;
  return [
    fill(`${date}T14:30:00Z`, 'buy', 100, 100, more),
    fill(`${date}T15:30:00Z`, 'sell', 100, exit, more),
  ];
}

const storedFill = z.object({
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
});
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
      executions: z.array(storedFill),
    }),
  ),
});
const batchResult = z.object({
  batchId: z.string(),
  tradeIds: z.array(z.string().nullable()),
  counts: z.object({
    fills: z.number(),
    duplicates: z.number(),
    tradesCreated: z.number(),
    tradesExtended: z.number(),
  }),
});

async function existingOf(
  user: TestUser,
  accountId: string,
  fills: ImportedExecution[],
): Promise<ExistingImport> {
  const times = fills.map((f) => Date.parse(f.time));
  const { data, error } = await user.client.rpc('import_keys', {
    account_id: accountId,
    from: new Date(Math.min(...times)).toISOString(),
    to: new Date(Math.max(...times)).toISOString(),
  });
  if (error) throw new Error(error.message);
  return existingShape.parse(data);
}

/** What the wizard does for a file: read the stored keys, plan, and write the plan as one batch. */
async function planFor(user: TestUser, accountId: string, fills: ImportedExecution[]): Promise<ImportPlan> {
  return planImport({
    executions: fills,
    accountId,
    keys: fingerprintExecutions(fills, accountId),
    existing: await existingOf(user, accountId, fills),
    instruments: [],
  });
}

async function writeBatch(user: TestUser, accountId: string, plan: ImportPlan, fileName = 'fills.csv') {
  return user.client.rpc('import_batch', {
    batch: {
      account_id: accountId,
      file_names: [fileName],
      format: 'generic',
      row_errors: 0,
      counts: { duplicates: plan.duplicates },
    },
    trades: plan.trades,
  });
}

async function importFile(user: TestUser, accountId: string, fills: ImportedExecution[], fileName?: string) {
  const plan = await planFor(user, accountId, fills);
  const { data, error } = await writeBatch(user, accountId, plan, fileName);
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return { plan, result: batchResult.parse(data) };
}

async function undo(user: TestUser, batchId: string) {
  return user.client.rpc('undo_import', { batch_id: batchId });
}

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * Every column of the account, its trades and their fills, as the owner reads them. `updated_at`
 * is left out: a re-derived trade is touched even when every figure comes back the same.
 */
async function journalOf(user: TestUser, accountId: string) {
  const strip = (list: Record<string, unknown>[]) =>
    list.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'updated_at')));
  const trades = await user.client.from('trades').select('*').eq('account_id', accountId).order('id');
  const fills = await user.client
    .from('trade_executions')
    .select('*')
    .eq('account_id', accountId)
    .order('id');
  const account = await user.client.from('accounts').select('*').eq('id', accountId);
  for (const read of [trades, fills, account]) if (read.error) throw new Error(read.error.message);
  return {
    trades: strip(rows.parse(trades.data)),
    fills: strip(rows.parse(fills.data)),
    account: strip(rows.parse(account.data)),
  };
}

async function countRows(user: TestUser, table: string, accountId: string): Promise<number> {
  const { count, error } = await user.client
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('account_id', accountId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

describe('import batches', () => {
  it('writes a file once: the same file again adds nothing and counts every fill as a duplicate', async () => {
    const accountId = await accountOf(alice);
    const file = [...roundTrip(2), ...roundTrip(3, 99)];
    const first = await importFile(alice, accountId, file, 'march.csv');
    expect(first.result.counts).toEqual({ fills: 4, duplicates: 0, tradesCreated: 2, tradesExtended: 0 });
    expect(first.result.tradeIds).toHaveLength(2);

    const again = await importFile(alice, accountId, file, 'march.csv');
    expect(again.plan).toMatchObject({ newFills: 0, duplicates: 4, trades: [] });
    expect(again.result.counts).toEqual({ fills: 0, duplicates: 4, tradesCreated: 0, tradesExtended: 0 });
    expect(await countRows(alice, 'trade_executions', accountId)).toBe(4);
    expect(await countRows(alice, 'trades', accountId)).toBe(2);

    const { data, error } = await alice.client
      .from('import_batches')
      .select('file_names, format, row_errors, counts, undone_at')
      .eq('account_id', accountId)
      .order('created_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        file_names: ['march.csv'],
        format: 'generic',
        row_errors: 0,
        counts: first.result.counts,
        undone_at: null,
      },
      {
        file_names: ['march.csv'],
        format: 'generic',
        row_errors: 0,
        counts: again.result.counts,
        undone_at: null,
      },
    ]);
  });

  it('imports only the new fills of an overlapping file', async () => {
    const accountId = await accountOf(alice);
    await importFile(alice, accountId, [...roundTrip(2), ...roundTrip(3)]);
    const { result } = await importFile(alice, accountId, [...roundTrip(3), ...roundTrip(4, 105)]);
    expect(result.counts).toEqual({ fills: 2, duplicates: 2, tradesCreated: 1, tradesExtended: 0 });
    expect(await countRows(alice, 'trades', accountId)).toBe(3);
  });

  it('keeps two identical fills of one file, and finds both when the file comes again', async () => {
    const accountId = await accountOf(alice);
    const twice = [
      fill('2026-03-05T14:30:00Z', 'buy', 50, 100),
      fill('2026-03-05T14:30:00Z', 'buy', 50, 100),
      fill('2026-03-05T15:00:00Z', 'sell', 100, 102),
    ];
    const first = await importFile(alice, accountId, twice);
    expect(first.result.counts).toMatchObject({ fills: 3, tradesCreated: 1 });
    const { data } = await alice.client
      .from('trades')
      .select('quantity::text, fill_count, net_pnl::text')
      .eq('account_id', accountId)
      .single();
    expect(data).toEqual({ quantity: '100', fill_count: 3, net_pnl: '196.94' });

    const again = await importFile(alice, accountId, twice);
    expect(again.result.counts).toMatchObject({ fills: 0, duplicates: 3 });
    expect(await countRows(alice, 'trade_executions', accountId)).toBe(3);
  });

  it('skips what another tab wrote meanwhile instead of failing: the same plan written twice', async () => {
    const accountId = await accountOf(alice);
    const file = [
      ...roundTrip(6, 101, { brokerExecutionId: undefined }),
      fill('2026-03-06T16:00:00Z', 'buy', 10, 100, { brokerExecutionId: 'X-1' }),
      fill('2026-03-06T16:30:00Z', 'sell', 10, 101, { brokerExecutionId: 'X-2' }),
    ];
    const plan = await planFor(alice, accountId, file);
    const first = await writeBatch(alice, accountId, plan);
    expect(first.error).toBeNull();
    const second = await writeBatch(alice, accountId, plan);
    expect(second.error).toBeNull();
    const counts = batchResult.parse(second.data);
    expect(counts.counts).toEqual({ fills: 0, duplicates: 4, tradesCreated: 0, tradesExtended: 0 });
    expect(counts.tradeIds).toEqual([null, null]);
    expect(await countRows(alice, 'trade_executions', accountId)).toBe(4);
  });

  it('writes nothing when one trade of the batch is refused', async () => {
    const accountId = await accountOf(alice);
    const plan = await planFor(alice, accountId, [...roundTrip(9), ...roundTrip(10)]);
    const broken: SaveTradeInput[] = plan.trades.map((trade, index) =>
      index === 1
        ? {
            ...trade,
            executions: trade.executions.map((f) => (f.side === 'sell' ? { ...f, quantity: '150' } : f)),
          }
        : trade,
    );
    const { error } = await writeBatch(alice, accountId, { ...plan, trades: broken });
    expect(error?.message).toContain('TRADE-007');
    expect(await countRows(alice, 'trades', accountId)).toBe(0);
    expect(await countRows(alice, 'trade_executions', accountId)).toBe(0);
    expect(await countRows(alice, 'import_batches', accountId)).toBe(0);
    const { data } = await alice.client.from('accounts').select('balance::text').eq('id', accountId).single();
    expect(data).toEqual({ balance: '10000' });
  });

  it('extends an open trade with the fills that continue it', async () => {
    const accountId = await accountOf(alice);
    const [tradeId] = await saveTrades(alice.client, [
      {
        account_id: accountId,
        symbol: 'AAPL',
        asset_class: 'stock',
        executions: [{ executed_at: '2026-03-11T14:30:00Z', side: 'buy', quantity: '100', price: '100' }],
      },
    ]);
    const { plan, result } = await importFile(alice, accountId, [
      fill('2026-03-11T15:00:00Z', 'sell', 60, 103),
      fill('2026-03-11T15:30:00Z', 'sell', 40, 104),
    ]);
    expect(plan).toMatchObject({ tradesExtended: 1, tradesCreated: 0 });
    expect(result.counts).toEqual({ fills: 2, duplicates: 0, tradesCreated: 0, tradesExtended: 1 });
    expect(result.tradeIds).toEqual([tradeId]);
    const { data } = await alice.client
      .from('trades')
      .select('status, fill_count, gross_pnl::text')
      .eq('id', tradeId ?? '')
      .single();
    expect(data).toEqual({ status: 'closed', fill_count: 3, gross_pnl: '340' });
  });
});

describe('an import sent in parts', () => {
  it('keeps the parts out of the journal until the last call writes them all as one batch', async () => {
    const accountId = await accountOf(alice);
    const plan = await planFor(alice, accountId, [...roundTrip(20), ...roundTrip(21), ...roundTrip(22)]);
    const [first, second, last] = plan.trades.map((trade) => [trade]);
    const staged = await alice.client.rpc('import_batch', {
      batch: { account_id: accountId, stage: true },
      trades: first,
    });
    expect(staged.error).toBeNull();
    const { stageId } = z.object({ stageId: z.string() }).parse(staged.data);
    const more = await alice.client.rpc('import_batch', {
      batch: { account_id: accountId, stage: true, stage_id: stageId },
      trades: second,
    });
    expect(more.error).toBeNull();
    expect(await countRows(alice, 'trades', accountId)).toBe(0);
    const other = await bob.client.rpc('import_batch', {
      batch: { account_id: await accountOf(bob), file_names: ['x.csv'], stage_id: stageId },
      trades: [],
    });
    expect(other.error?.message).toContain('DB-004');

    const { data, error } = await alice.client.rpc('import_batch', {
      batch: { account_id: accountId, file_names: ['march.csv'], format: 'generic', stage_id: stageId },
      trades: last,
    });
    expect(error).toBeNull();
    const result = batchResult.parse(data);
    expect(result.counts).toEqual({ fills: 6, duplicates: 0, tradesCreated: 3, tradesExtended: 0 });
    const { data: trades } = await alice.client
      .from('trades')
      .select('id, opened_at')
      .eq('account_id', accountId)
      .order('opened_at');
    expect(trades?.map((t) => z.object({ id: z.string() }).parse(t).id)).toEqual(result.tradeIds);
    const { count } = await alice.client
      .from('import_stages')
      .select('id', { count: 'exact', head: true })
      .eq('id', stageId);
    expect(count).toBe(0);
  });

  it('writes nothing when the last call of the parts fails', async () => {
    const accountId = await accountOf(alice);
    const plan = await planFor(alice, accountId, [...roundTrip(23), ...roundTrip(24)]);
    const staged = await alice.client.rpc('import_batch', {
      batch: { account_id: accountId, stage: true },
      trades: plan.trades,
    });
    const { stageId } = z.object({ stageId: z.string() }).parse(staged.data);
    const crossing = planImport({
      executions: [fill('2026-03-25T14:00:00Z', 'buy', 10, 100)],
      accountId,
      keys: ['crossing'],
      existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
      instruments: [],
    }).trades.map((trade) => ({
      ...trade,
      executions: [
        ...trade.executions,
        { ...trade.executions[0]!, side: 'sell' as const, quantity: '20', import_key: 'c2' },
      ],
    }));
    const { error } = await alice.client.rpc('import_batch', {
      batch: { account_id: accountId, file_names: ['bad.csv'], stage_id: stageId },
      trades: crossing,
    });
    expect(error?.message).toContain('TRADE-007');
    expect(await countRows(alice, 'trades', accountId)).toBe(0);
    expect(await countRows(alice, 'import_batches', accountId)).toBe(0);
  });
});

describe('undoing an import', () => {
  it('restores the journal exactly: trades created and extended, a reversal, the balance', async () => {
    const accountId = await accountOf(alice);
    await importFile(alice, accountId, roundTrip(2));
    await saveTrades(alice.client, [
      {
        account_id: accountId,
        symbol: 'MSFT',
        asset_class: 'stock',
        notes: 'kept as it was',
        executions: [{ executed_at: '2026-03-12T14:30:00Z', side: 'buy', quantity: '10', price: '400' }],
      },
    ]);
    const before = await journalOf(alice, accountId);

    const { result } = await importFile(alice, accountId, [
      ...roundTrip(2),
      ...roundTrip(13, 110),
      fill('2026-03-13T16:00:00Z', 'sell', 15, 405, { symbol: 'MSFT' }),
      fill('2026-03-13T17:00:00Z', 'buy', 5, 401, { symbol: 'MSFT', brokerExecutionId: 'M-2' }),
    ]);
    expect(result.counts).toEqual({ fills: 4, duplicates: 2, tradesCreated: 2, tradesExtended: 1 });
    expect(await journalOf(alice, accountId)).not.toEqual(before);

    const { data, error } = await undo(alice, result.batchId);
    expect(error).toBeNull();
    expect(data).toEqual({ batchId: result.batchId, fillsRemoved: 5, tradesRemoved: 2, cashRemoved: 0 });
    expect(await journalOf(alice, accountId)).toEqual(before);

    const { data: batch } = await alice.client
      .from('import_batches')
      .select('undone_at')
      .eq('id', result.batchId)
      .single();
    expect(z.object({ undone_at: z.string() }).safeParse(batch).success).toBe(true);

    // Undone twice is undone once; and the file can then come back in full.
    expect((await undo(alice, result.batchId)).error).toBeNull();
    expect(await journalOf(alice, accountId)).toEqual(before);
    const back = await importFile(alice, accountId, roundTrip(13, 110));
    expect(back.result.counts).toMatchObject({ fills: 2, duplicates: 0 });
  });

  it('refuses to undo an import whose trade a later import extended, until that one is undone', async () => {
    const accountId = await accountOf(alice);
    const opened = await importFile(alice, accountId, [fill('2026-03-16T14:30:00Z', 'buy', 100, 100)]);
    const closed = await importFile(alice, accountId, [fill('2026-03-16T15:30:00Z', 'sell', 100, 102)]);
    expect(closed.result.counts).toMatchObject({ tradesExtended: 1 });

    const refused = await undo(alice, opened.result.batchId);
    expect(refused.error?.message).toContain('DB-010');
    expect(await countRows(alice, 'trade_executions', accountId)).toBe(2);

    expect((await undo(alice, closed.result.batchId)).error).toBeNull();
    const { data } = await alice.client
      .from('trades')
      .select('status, fill_count')
      .eq('account_id', accountId);
    expect(data).toEqual([{ status: 'open', fill_count: 1 }]);
    expect((await undo(alice, opened.result.batchId)).error).toBeNull();
    expect(await countRows(alice, 'trades', accountId)).toBe(0);
  });
});

describe('import isolation', () => {
  it("keeps a batch its owner's: another user neither reads, undoes nor writes into it", async () => {
    const accountId = await accountOf(alice);
    const { result } = await importFile(alice, accountId, roundTrip(17));

    const read = await bob.client.from('import_batches').select('id').eq('id', result.batchId);
    expect(read.data).toEqual([]);
    const undone = await undo(bob, result.batchId);
    expect(undone.error?.message).toContain('DB-004');
    expect(await countRows(alice, 'trade_executions', accountId)).toBe(2);

    const keys = await bob.client.rpc('import_keys', {
      account_id: accountId,
      from: '2026-01-01T00:00:00Z',
      to: '2026-12-31T00:00:00Z',
    });
    expect(keys.data).toEqual({ brokerExecutionIds: [], importKeys: [], cashKeys: [], openTrades: [] });

    const plan = planImport({
      executions: roundTrip(18),
      accountId,
      keys: fingerprintExecutions(roundTrip(18), accountId),
      existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
      instruments: [],
    });
    const intoAlice = await writeBatch(bob, accountId, plan);
    expect(intoAlice.error?.message).toContain('DB-004');
    expect(await countRows(alice, 'trades', accountId)).toBe(1);

    const anon = await test.client().rpc('undo_import', { batch_id: result.batchId });
    expect(anon.error).not.toBeNull();
  });

  it("refuses to extend another user's trade, or to put a trade in another account", async () => {
    const accountId = await accountOf(alice);
    const { result } = await importFile(alice, accountId, [fill('2026-03-19T14:30:00Z', 'buy', 100, 100)]);
    const aliceTrade = result.tradeIds[0] ?? '';
    const bobAccount = await accountOf(bob);
    const taking: SaveTradeInput = {
      id: aliceTrade,
      account_id: bobAccount,
      symbol: 'AAPL',
      asset_class: 'stock',
      multiplier: '1',
      currency: null,
      executions: [
        {
          executed_at: '2026-03-19T15:30:00Z',
          side: 'sell',
          quantity: '100',
          price: '90',
          commission: '0',
          fees: '0',
          currency: null,
          broker_execution_id: null,
          order_id: null,
          import_key: 'taken',
        },
      ],
    };
    const extended = await writeBatch(bob, bobAccount, { ...emptyPlan(), trades: [taking] });
    expect(extended.error).not.toBeNull();
    const misplaced = await writeBatch(bob, bobAccount, {
      ...emptyPlan(),
      trades: [{ ...taking, id: undefined, account_id: accountId }],
    });
    expect(misplaced.error?.message).toContain('VALIDATION-009');
    const { data } = await alice.client
      .from('trades')
      .select('status, fill_count')
      .eq('id', aliceTrade)
      .single();
    expect(data).toEqual({ status: 'open', fill_count: 1 });
    expect(await countRows(bob, 'trades', bobAccount)).toBe(0);
  });
});

describe('import templates', () => {
  it('start empty and are capped', async () => {
    await alice.client.from('user_settings').upsert({ user_id: alice.id });
    const { data } = await alice.client.from('user_settings').select('import_templates').single();
    expect(data).toEqual({ import_templates: [] });
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `T${i}`, mapping: { columns: {} } }));
    const { error } = await alice.client
      .from('user_settings')
      .update({ import_templates: many })
      .eq('user_id', alice.id);
    expect(error).not.toBeNull();
  });
});

function emptyPlan(): ImportPlan {
  return { trades: [], newFills: 0, duplicates: 0, tradesCreated: 0, tradesExtended: 0, warnings: [] };
}
