import {
  fingerprintCash,
  fingerprintExecutions,
  planCash,
  planImport,
  type ExistingImport,
  type ImportedCash,
  type ImportedExecution,
  type ImportPlan,
  type SaveTradeInput,
} from '@edgelog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, startTestServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * A broker statement's deposits and withdrawals written with its import batch: as the account's
 * transactions, once however often the statement comes, gone with the batch's undo, the owner's
 * alone, and counted by the account's balance and the analytics' cash flows. And the refusal of a
 * plan that would store half a trade another import wrote meanwhile.
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
    .insert({ name: `Cash ${counter}`, currency: 'USD', starting_balance: '1000' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return z.object({ id: z.string() }).parse(data).id;
}

function fill(time: string, side: 'buy' | 'sell', quantity: number, price: number): ImportedExecution {
  return { time, symbol: 'AAPL', side, quantity, price, commission: 1, fees: 0, assetClass: 'stock' };
}

const STATEMENT_FILLS = [
  fill('2026-04-02T14:30:00Z', 'buy', 10, 100),
  fill('2026-04-02T15:30:00Z', 'sell', 10, 103),
];
const STATEMENT_CASH: ImportedCash[] = [
  { line: 3, time: '2026-04-01T09:00:00-04:00', amount: 2500, kind: 'deposit', currency: 'USD' },
  { line: 4, time: '2026-04-03T09:00:00-04:00', amount: 400.25, kind: 'deposit' },
  { line: 9, time: '2026-04-06T12:00:00Z', amount: 150, kind: 'withdrawal', reference: 'W-77' },
];

const keysShape = z.object({
  brokerExecutionIds: z.array(z.string()),
  importKeys: z.array(z.string()),
  cashKeys: z.array(z.string()),
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

async function existingOf(user: TestUser, accountId: string) {
  const { data, error } = await user.client.rpc('import_keys', {
    account_id: accountId,
    from: '2026-04-01T00:00:00Z',
    to: '2026-04-30T00:00:00Z',
  });
  if (error) throw new Error(error.message);
  return keysShape.parse(data);
}

/** What the wizard does with a statement: keys, the plans of its fills and its cash, one batch. */
async function importStatement(
  user: TestUser,
  accountId: string,
  fills: ImportedExecution[] = STATEMENT_FILLS,
  cash: ImportedCash[] = STATEMENT_CASH,
) {
  const stored = await existingOf(user, accountId);
  const existing: ExistingImport = stored;
  const plan = planImport({
    executions: fills,
    accountId,
    keys: fingerprintExecutions(fills, accountId),
    existing,
    instruments: [],
  });
  const cashPlan = planCash({
    transactions: cash,
    accountId,
    accountCurrency: 'USD',
    keys: fingerprintCash(cash, accountId),
    storedKeys: stored.cashKeys,
    notes: cash.map(() => 'statement.csv'),
  });
  const { data, error } = await user.client.rpc('import_batch', {
    batch: {
      account_id: accountId,
      file_names: ['statement.csv'],
      format: 'ibkr-activity',
      row_errors: 0,
      counts: { duplicates: plan.duplicates, cashDuplicates: cashPlan.duplicates },
      cash: cashPlan.transactions,
    },
    trades: plan.trades,
  });
  if (error) throw new Error(error.message);
  return {
    plan,
    cashPlan,
    result: z.object({ batchId: z.string(), counts: z.record(z.string(), z.number()) }).parse(data),
  };
}

const cashRow = z.object({
  kind: z.string(),
  amount: z.string(),
  occurred_at: z.string(),
  note: z.string().nullable(),
  import_batch_id: z.string().nullable(),
});

async function cashOf(user: TestUser, accountId: string) {
  const { data, error } = await user.client
    .from('account_transactions')
    .select('kind, amount::text, occurred_at, note, import_batch_id')
    .eq('account_id', accountId)
    .order('occurred_at');
  if (error) throw new Error(error.message);
  return z.array(cashRow).parse(data);
}

async function balanceOf(user: TestUser, accountId: string): Promise<string> {
  const { data, error } = await user.client
    .from('accounts')
    .select('balance::text')
    .eq('id', accountId)
    .single();
  if (error) throw new Error(error.message);
  return z.object({ balance: z.string() }).parse(data).balance;
}

describe('deposits and withdrawals of an imported statement', () => {
  it('are written once with the batch, counted, and leave with its undo', async () => {
    const accountId = await accountOf(alice);
    const first = await importStatement(alice, accountId);
    expect(first.result.counts).toEqual({
      fills: 2,
      duplicates: 0,
      tradesCreated: 1,
      tradesExtended: 0,
      cash: 3,
      cashDuplicates: 0,
    });
    const rows = await cashOf(alice, accountId);
    expect(rows.map((row) => [row.kind, row.amount, row.note])).toEqual([
      ['deposit', '2500', 'statement.csv'],
      ['deposit', '400.25', 'statement.csv'],
      ['withdrawal', '-150', 'statement.csv'],
    ]);
    expect(new Set(rows.map((row) => row.import_batch_id))).toEqual(new Set([first.result.batchId]));
    expect(Date.parse(rows[0]?.occurred_at ?? '')).toBe(Date.parse('2026-04-01T13:00:00Z'));
    // 1000 + 2500 + 400.25 - 150 + the trade's 30 - 2 of commission.
    expect(Number(await balanceOf(alice, accountId))).toBe(3778.25);

    const again = await importStatement(alice, accountId);
    expect(again.cashPlan.duplicates).toBe(3);
    expect(again.cashPlan.rows.every((row) => row.duplicate)).toBe(true);
    expect(again.result.counts).toMatchObject({ fills: 0, duplicates: 2, cash: 0, cashDuplicates: 3 });
    expect(await cashOf(alice, accountId)).toHaveLength(3);

    const { data: history } = await alice.client
      .from('import_batches')
      .select('counts')
      .eq('id', first.result.batchId)
      .single();
    expect(history).toMatchObject({ counts: { cash: 3 } });

    const undone = await alice.client.rpc('undo_import', { batch_id: first.result.batchId });
    expect(undone.error).toBeNull();
    expect(undone.data).toEqual({
      batchId: first.result.batchId,
      fillsRemoved: 2,
      tradesRemoved: 1,
      cashRemoved: 3,
    });
    expect(await cashOf(alice, accountId)).toEqual([]);
    expect(Number(await balanceOf(alice, accountId))).toBe(1000);

    // Undone, the statement comes back in full.
    const back = await importStatement(alice, accountId);
    expect(back.result.counts).toMatchObject({ fills: 2, cash: 3 });
  });

  it('keeps two identical deposits of one statement, and a cash-only statement is a batch too', async () => {
    const accountId = await accountOf(alice);
    const twice: ImportedCash[] = [
      { line: 2, time: '2026-04-10T10:00:00Z', amount: 100, kind: 'deposit' },
      { line: 3, time: '2026-04-10T10:00:00Z', amount: 100, kind: 'deposit' },
    ];
    const first = await importStatement(alice, accountId, [], twice);
    expect(first.result.counts).toMatchObject({ fills: 0, cash: 2 });
    const overlapping = await importStatement(
      alice,
      accountId,
      [],
      [...twice, { line: 4, time: '2026-04-11T10:00:00Z', amount: 100, kind: 'deposit' }],
    );
    expect(overlapping.result.counts).toMatchObject({ cash: 1, cashDuplicates: 2 });
    expect(Number(await balanceOf(alice, accountId))).toBe(1300);
  });

  it('keep a cash-only batch from being marked undone through the API while its deposits remain', async () => {
    const accountId = await accountOf(alice);
    const only: ImportedCash[] = [{ line: 2, time: '2026-05-02T10:00:00Z', amount: 75, kind: 'deposit' }];
    const { result } = await importStatement(alice, accountId, [], only);
    const marked = await alice.client
      .from('import_batches')
      .update({ undone_at: new Date().toISOString() })
      .eq('id', result.batchId);
    expect(marked.error?.message).toContain('DB-010');
    const undone = await alice.client.rpc('undo_import', { batch_id: result.batchId });
    expect(undone.error).toBeNull();
    expect((await cashOf(alice, accountId)).some((row) => row.import_batch_id === result.batchId)).toBe(
      false,
    );
  });

  it('write a deposit sent twice in one batch once, the repeat counted as a duplicate', async () => {
    const accountId = await accountOf(alice);
    const one: ImportedCash[] = [{ line: 2, time: '2026-06-03T10:00:00Z', amount: 40, kind: 'deposit' }];
    const cashPlan = planCash({
      transactions: one,
      accountId,
      accountCurrency: 'USD',
      keys: fingerprintCash(one, accountId),
      storedKeys: [],
      notes: ['statement.csv'],
    });
    const twice = [...cashPlan.transactions, ...cashPlan.transactions];
    const { data, error } = await alice.client.rpc('import_batch', {
      batch: { account_id: accountId, file_names: ['statement.csv'], format: 'generic', cash: twice },
      trades: [],
    });
    expect(error).toBeNull();
    expect(z.object({ counts: z.record(z.string(), z.number()) }).parse(data).counts).toMatchObject({
      cash: 1,
      cashDuplicates: 1,
    });
    const rows = (await cashOf(alice, accountId)).filter((row) => row.occurred_at.startsWith('2026-06-03'));
    expect(rows).toHaveLength(1);
  });

  it("are the owner's alone, and refused when malformed", async () => {
    const accountId = await accountOf(alice);
    const { result } = await importStatement(alice, accountId);
    const read = await bob.client
      .from('account_transactions')
      .select('id')
      .eq('import_batch_id', result.batchId);
    expect(read.data).toEqual([]);
    const keys = await bob.client.rpc('import_keys', {
      account_id: accountId,
      from: '2026-04-01T00:00:00Z',
      to: '2026-04-30T00:00:00Z',
    });
    expect(keys.data).toMatchObject({ cashKeys: [] });
    expect((await bob.client.rpc('undo_import', { batch_id: result.batchId })).error?.message).toContain(
      'DB-004',
    );
    expect(await cashOf(alice, accountId)).toHaveLength(3);

    const bad = await alice.client.rpc('import_batch', {
      batch: {
        account_id: accountId,
        file_names: ['bad.csv'],
        cash: [{ kind: 'fee', occurred_at: '2026-04-12T10:00:00Z', amount: '-5', import_key: 'x' }],
      },
      trades: [],
    });
    expect(bad.error?.message).toContain('VALIDATION-001');
  });

  it('are cash flows of the analytics, in the account they went to', async () => {
    const accountId = await accountOf(alice);
    await importStatement(alice, accountId);
    const { data, error } = await alice.client.rpc('analytics_journal', { p_account_ids: [accountId] });
    expect(error).toBeNull();
    const answer = z
      .object({
        accounts: z.array(z.object({ id: z.string() })),
        cash_flows: z.array(z.object({ account: z.number(), time: z.string(), amount: z.unknown() })),
      })
      .parse(data);
    const index = answer.accounts.findIndex((account) => account.id === accountId);
    expect(answer.cash_flows.map((flow) => [flow.account, Number(flow.amount)])).toEqual([
      [index, 2500],
      [index, 400.25],
      [index, -150],
    ]);
  });
});

describe('an import whose trade another import half wrote meanwhile', () => {
  it('is refused with nothing written, and goes through once previewed again', async () => {
    const accountId = await accountOf(alice);
    const fills = [
      fill('2026-04-20T14:00:00Z', 'buy', 10, 100),
      fill('2026-04-20T14:10:00Z', 'buy', 10, 101),
      fill('2026-04-20T15:00:00Z', 'sell', 20, 104),
    ];
    // Previewed in one tab...
    const plan = planImport({
      executions: fills,
      accountId,
      keys: fingerprintExecutions(fills, accountId),
      existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
      instruments: [],
    });
    // ...while another tab imports a file that holds its closing fill only: written as it was
    // planned, the trade would be stored as its two buys alone, an open position that never was.
    const other = await importStatement(alice, accountId, fills.slice(2), []);
    expect(other.result.counts).toMatchObject({ fills: 1, tradesCreated: 1 });

    const write = (trades: SaveTradeInput[], counts: Pick<ImportPlan, 'duplicates'>) =>
      alice.client.rpc('import_batch', {
        batch: {
          account_id: accountId,
          file_names: ['day.csv'],
          format: 'generic',
          counts: { duplicates: counts.duplicates },
          cash: [
            { kind: 'deposit', occurred_at: '2026-04-20T10:00:00Z', amount: '50', import_key: 'cash:torn' },
          ],
        },
        trades,
      });
    const refused = await write(plan.trades, plan);
    expect(refused.error?.code).toBe('PT409');
    expect(refused.error?.message).toMatch(
      /^TRADE-007: the journal changed since the preview: preview again/,
    );
    const { count } = await alice.client
      .from('trade_executions')
      .select('id', { count: 'exact', head: true })
      .eq('account_id', accountId);
    expect(count).toBe(1);
    expect(await cashOf(alice, accountId)).toEqual([]);

    // Previewed again, the stored fill is a duplicate and the other two go through.
    const again = await importStatement(alice, accountId, fills, []);
    expect(again.plan.duplicates).toBe(1);
    expect(again.result.counts).toMatchObject({ fills: 2, duplicates: 1 });
  });
});
