import {
  COMMISSION_KINDS,
  chargeableFills,
  fingerprintExecutions,
  planImport,
  type CommissionScheduleRow,
  type ImportedExecution,
} from '@edgelog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The commission schedule (public.commission_defaults extended, 20260115000400): rows written
 * before it read as charges per unit, the new kinds and their bounds are checked by the table,
 * an import of a file without costs stores its fills' schedule charge and says so
 * (trade_executions.fees_from_schedule), a charge edited later is no longer the schedule's, and
 * another trader sees none of it.
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
    .insert({ name: `Schedule ${counter}`, currency: 'USD' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return z.object({ id: z.string() }).parse(data).id;
}

const scheduleRow = z.object({
  accountId: z.string().nullable(),
  symbol: z.string().nullable(),
  kind: z.enum(COMMISSION_KINDS),
  perUnit: z.string(),
  perFill: z.string(),
  percent: z.string().nullable(),
  minCharge: z.string().nullable(),
  maxCharge: z.string().nullable(),
});
const SCHEDULE_COLUMNS =
  'accountId:account_id, symbol, kind, perUnit:per_unit::text, perFill:per_fill::text, percent:percent::text, minCharge:min_charge::text, maxCharge:max_charge::text';

async function scheduleOf(user: TestUser): Promise<CommissionScheduleRow[]> {
  const { data, error } = await user.client.from('commission_defaults').select(SCHEDULE_COLUMNS);
  if (error) throw new Error(error.message);
  return z.array(scheduleRow).parse(data);
}

function fill(time: string, side: 'buy' | 'sell', quantity: number, price: number): ImportedExecution {
  return { time, symbol: 'MESZ5', side, quantity, price, commission: 0, fees: 0, assetClass: 'future' };
}

const fillRow = z.object({
  id: z.string(),
  commission: z.string(),
  fees: z.string(),
  fees_from_schedule: z.boolean(),
});

describe('the commission schedule', () => {
  it('reads a row written the old way (a charge per unit and per fill) as a charge per contract', async () => {
    const { error } = await alice.client
      .from('commission_defaults')
      .insert({ symbol: 'MES', per_unit: '0.62', per_fill: '0.1' });
    expect(error).toBeNull();
    expect(await scheduleOf(alice)).toEqual([
      {
        accountId: null,
        symbol: 'MES',
        kind: 'per_unit',
        perUnit: '0.62',
        perFill: '0.1',
        percent: null,
        minCharge: null,
        maxCharge: null,
      },
    ]);
  });

  it('keeps a rate per share with its bounds and a percentage, every digit', async () => {
    const account = await accountOf(alice);
    const { error } = await alice.client.from('commission_defaults').insert([
      {
        account_id: account,
        kind: 'per_share',
        per_unit: '0.0035',
        min_charge: '0.35',
        max_charge: '12.5',
        percent: null,
      },
      // An array insert sends every key for every row: the unused charges as 0.
      { symbol: 'BTC/USD', kind: 'percent', per_unit: '0', percent: '0.075' },
    ]);
    expect(error).toBeNull();
    const rows = await scheduleOf(alice);
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: 'per_share', perUnit: '0.0035', minCharge: '0.35', maxCharge: '12.5' }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'percent', percent: '0.075' }));
  });

  it('refuses a percentage without its kind, a kind it does not know, and a minimum above the maximum', async () => {
    const refused: Record<string, string>[] = [
      { symbol: 'X1', kind: 'percent' },
      { symbol: 'X2', kind: 'per_unit', percent: '1' },
      { symbol: 'X3', kind: 'per_trade' },
      { symbol: 'X4', kind: 'percent', percent: '101' },
      { symbol: 'X5', kind: 'per_share', per_unit: '0.005', min_charge: '5', max_charge: '1' },
      { symbol: 'X6', kind: 'per_share', per_unit: '0.005', min_charge: '-1' },
    ];
    for (const bad of refused) {
      const { error } = await alice.client.from('commission_defaults').insert(bad);
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
  });

  it('hides the schedule from another trader, who can change none of it', async () => {
    expect(await scheduleOf(bob)).toEqual([]);
    const { data } = await bob.client
      .from('commission_defaults')
      .update({ per_unit: '99' })
      .eq('symbol', 'MES')
      .select('id');
    expect(data).toEqual([]);
    expect((await scheduleOf(alice)).find((row) => row.symbol === 'MES')?.perUnit).toBe('0.62');
  });

  it("stores an import's schedule charge and marks it; an edited charge is the trader's", async () => {
    const account = await accountOf(alice);
    const file = [
      fill('2026-03-09T14:30:00Z', 'buy', 2, 5000),
      fill('2026-03-09T14:45:00Z', 'sell', 2, 5010),
    ];
    const plan = planImport({
      executions: file,
      accountId: account,
      keys: fingerprintExecutions(file, account),
      existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
      instruments: [],
      schedule: { rows: await scheduleOf(alice), chargeable: chargeableFills(file) },
    });
    expect(plan.scheduledFills).toBe(2);
    const { data, error } = await alice.client.rpc('import_batch', {
      batch: { account_id: account, file_names: ['orders.csv'], format: 'tradovate-orders', counts: {} },
      trades: plan.trades,
    });
    expect(error).toBeNull();
    const tradeId = z.object({ tradeIds: z.array(z.string()) }).parse(data).tradeIds[0] ?? '';

    const read = async (user: TestUser) => {
      const { data: fills, error: readError } = await user.client
        .from('trade_executions')
        .select('id, commission:commission::text, fees:fees::text, fees_from_schedule')
        .eq('trade_id', tradeId)
        .order('executed_at');
      expect(readError).toBeNull();
      return z.array(fillRow).parse(fills);
    };
    const stored = await read(alice);
    // 2 contracts at 0.62 plus 0.1 a fill, on each fill.
    expect(stored.map((row) => [row.commission, row.fees, row.fees_from_schedule])).toEqual([
      ['1.34', '0', true],
      ['1.34', '0', true],
    ]);
    const { data: trade } = await alice.client
      .from('trades')
      .select('fees:fees::text, gross_pnl:gross_pnl::text, net_pnl:net_pnl::text')
      .eq('id', tradeId)
      .single();
    // 10 points x 2 x $5 = 100 gross, less 2.68 of scheduled commission.
    expect(trade).toEqual({ fees: '2.68', gross_pnl: '100', net_pnl: '97.32' });

    // Another trader sees neither the fills nor their mark, and cannot clear it.
    expect(await read(bob)).toEqual([]);
    const forged = await bob.client
      .from('trade_executions')
      .update({ fees_from_schedule: false })
      .eq('trade_id', tradeId)
      .select('id');
    expect(forged.data ?? []).toEqual([]);

    // The trader corrects the first fill's commission through the form's save: no longer scheduled.
    const [first, second] = stored;
    if (!first || !second) throw new Error('two fills expected');
    await saveTrades(alice.client, [
      {
        id: tradeId,
        executions: [
          {
            id: first.id,
            executed_at: '2026-03-09T14:30:00Z',
            side: 'buy',
            quantity: '2',
            price: '5000',
            commission: '1.5',
            fees: '0',
          },
          {
            id: second.id,
            executed_at: '2026-03-09T14:45:00Z',
            side: 'sell',
            quantity: '2',
            price: '5010',
            commission: '1.34',
            fees: '0',
          },
        ],
      },
    ]);
    expect((await read(alice)).map((row) => [row.commission, row.fees_from_schedule])).toEqual([
      ['1.5', false],
      ['1.34', true],
    ]);
  });

  it("marks a manual trade's fills the form charged from the schedule, and keeps the mark through a save that leaves it out", async () => {
    const account = await accountOf(alice);
    const entry = { executed_at: '2026-03-10T14:30:00Z', side: 'buy', quantity: '2', price: '5000' } as const;
    const exit = { executed_at: '2026-03-10T14:50:00Z', side: 'sell', quantity: '2', price: '5004' } as const;
    const [tradeId = ''] = await saveTrades(alice.client, [
      {
        account_id: account,
        symbol: 'MESZ5',
        asset_class: 'future',
        multiplier: '5',
        executions: [
          { ...entry, commission: '1.34', fees: '0', fees_from_schedule: true },
          { ...exit, commission: '2', fees: '0' },
        ],
      },
    ]);
    const read = async () => {
      const { data, error } = await alice.client
        .from('trade_executions')
        .select('id, commission:commission::text, fees:fees::text, fees_from_schedule')
        .eq('trade_id', tradeId)
        .order('executed_at');
      expect(error).toBeNull();
      return z.array(fillRow).parse(data);
    };
    const stored = await read();
    expect(stored.map((row) => [row.commission, row.fees_from_schedule])).toEqual([
      ['1.34', true],
      ['2', false],
    ]);

    // Saved again from the edit form, which sends no mark: the entry keeps it, a new fill has none.
    const [first, second] = stored;
    if (!first || !second) throw new Error('two fills expected');
    await saveTrades(alice.client, [
      {
        id: tradeId,
        executions: [
          { ...entry, id: first.id, commission: '1.34', fees: '0' },
          { ...exit, id: second.id, quantity: '1', commission: '2', fees: '0' },
          { ...exit, executed_at: '2026-03-10T14:55:00Z', quantity: '1', commission: '1', fees: '0' },
        ],
      },
    ]);
    expect((await read()).map((row) => [row.commission, row.fees_from_schedule])).toEqual([
      ['1.34', true],
      ['2', false],
      ['1', false],
    ]);
  });
});
