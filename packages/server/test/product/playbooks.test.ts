import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { figuresOf, saveTrades, type FillInput, type TradeInput } from '../support/journal.ts';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * Playbooks through rest/v1: names unique whatever their capitals, the risk rules' ranges, a deleted
 * or cleared strategy leaving its trades intact but naming none of its rules, example trades that
 * go with their trade or playbook, and each trade's followed rules in rpc/analytics_journal.
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
const next = () => (counter += 1);

const RULES = [
  { id: 'r1', text: 'Wait for the retest' },
  { id: 'r2', text: 'Stop below the range' },
  { id: 'r3', text: 'Take half at 2R' },
];

async function insertOne(client: SupabaseClient, table: string, row: Record<string, unknown>) {
  const { data, error } = await client.from(table).insert(row).select('id').single();
  if (error) throw Object.assign(new Error(`${table}: ${error.message}`), { code: error.code });
  return z.object({ id: z.string() }).parse(data).id;
}

const strategyOf = (user: TestUser, row: Record<string, unknown> = {}) =>
  insertOne(user.client, 'strategies', { name: `Playbook ${next()}`, rules: RULES, ...row });

function fills(openedAt: string, closedAt: string | null): FillInput[] {
  const entry: FillInput = {
    executed_at: openedAt,
    side: 'buy',
    quantity: '10',
    price: '100',
    commission: '1',
  };
  if (!closedAt) return [entry];
  return [entry, { executed_at: closedAt, side: 'sell', quantity: '10', price: '103.37', fees: '0.5' }];
}

async function tradeOf(user: TestUser, fields: TradeInput = {}): Promise<string> {
  const [id] = await saveTrades(user.client, [
    {
      symbol: 'AAPL',
      asset_class: 'stock',
      stop_price: '98',
      executions: fills('2026-01-05T14:30:00Z', '2026-01-05T15:00:00Z'),
      ...fields,
    },
  ]);
  return id!;
}

async function rulesOf(id: string) {
  const { data, error } = await alice.client
    .from('trades')
    .select('strategy_id, followed_rule_ids')
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

describe('strategies', () => {
  it('keeps names unique per trader whatever their capitals', async () => {
    await strategyOf(alice, { name: 'Opening Range' });
    const clash = await alice.client.from('strategies').insert({ name: 'opening range' });
    expect(clash.status).toBe(409);
    expect(clash.error?.code).toBe('23505');
    expect(clash.error?.message).toContain('strategies_user_name_key');
    // Another trader's names are theirs; a playbook's own name may change its capitals.
    expect((await bob.client.from('strategies').insert({ name: 'OPENING RANGE' })).error).toBeNull();
    const renamed = await alice.client
      .from('strategies')
      .update({ name: 'OPENING RANGE' })
      .eq('name', 'Opening Range')
      .select('name');
    expect(renamed.data).toEqual([{ name: 'OPENING RANGE' }]);
  });

  it('keeps the risk rules in range: a positive amount, 1 to 1000 trades a day', async () => {
    const id = await strategyOf(alice, { max_risk_amount: '250.50', max_trades_per_day: 3 });
    const { data } = await alice.client
      .from('strategies')
      .select('max_risk_amount, max_trades_per_day')
      .eq('id', id)
      .single();
    expect(data).toEqual({ max_risk_amount: 250.5, max_trades_per_day: 3 });
    for (const [column, value, constraint] of [
      ['max_risk_amount', '0', 'strategies_max_risk_amount_range'],
      ['max_risk_amount', '-10', 'strategies_max_risk_amount_range'],
      ['max_risk_amount', 'NaN', 'strategies_max_risk_amount_range'],
      ['max_trades_per_day', 0, 'strategies_max_trades_per_day_range'],
      ['max_trades_per_day', 1001, 'strategies_max_trades_per_day_range'],
    ] as const) {
      const refused = await alice.client
        .from('strategies')
        .update({ [column]: value })
        .eq('id', id);
      expect(refused.error?.code, `${column} ${value}`).toBe('23514');
      expect(refused.error?.message, `${column} ${value}`).toContain(constraint);
    }
    const fractional = await alice.client.from('strategies').update({ max_trades_per_day: 2.5 }).eq('id', id);
    expect(fractional.error?.code).toBe('22P02');
    const cleared = await alice.client
      .from('strategies')
      .update({ max_risk_amount: null, max_trades_per_day: 1000 })
      .eq('id', id)
      .select('max_risk_amount, max_trades_per_day');
    expect(cleared.data).toEqual([{ max_risk_amount: null, max_trades_per_day: 1000 }]);
  });

  it('when deleted, keeps its trades with their figures, naming none of its rules', async () => {
    const account = await insertOne(alice.client, 'accounts', { name: `Acc ${next()}`, currency: 'USD' });
    const gone = await strategyOf(alice);
    const kept = await strategyOf(alice);
    const closed = await tradeOf(alice, {
      account_id: account,
      strategy_id: gone,
      followed_rule_ids: ['r1', 'r3'],
    });
    const open = await tradeOf(alice, {
      account_id: account,
      strategy_id: gone,
      followed_rule_ids: ['r2'],
      executions: fills('2026-01-06T14:30:00Z', null),
    });
    const other = await tradeOf(alice, { account_id: account, strategy_id: kept, followed_rule_ids: ['r1'] });
    const balance = async () =>
      (
        await test.server.ctx.db.query<{ b: string }>(
          'select balance::text as b from public.accounts where id = $1',
          [account],
        )
      ).rows[0]?.b;
    const before = [await figuresOf(alice.client, closed), await figuresOf(alice.client, open)];
    const balanceBefore = await balance();
    expect(Number(balanceBefore)).toBeCloseTo(64.4, 9);

    const { error } = await alice.client.from('strategies').delete().eq('id', gone);
    expect(error).toBeNull();

    expect([await figuresOf(alice.client, closed), await figuresOf(alice.client, open)]).toEqual(before);
    expect(await balance()).toBe(balanceBefore);
    expect(await rulesOf(closed)).toEqual({ strategy_id: null, followed_rule_ids: [] });
    expect(await rulesOf(open)).toEqual({ strategy_id: null, followed_rule_ids: [] });
    expect(await rulesOf(other)).toEqual({ strategy_id: kept, followed_rule_ids: ['r1'] });
  });

  it('cleared from a trade, takes its followed rules with it in the same write', async () => {
    const strategy = await strategyOf(alice);
    const direct = await tradeOf(alice, { strategy_id: strategy, followed_rule_ids: ['r1', 'r2'] });
    const cleared = await alice.client
      .from('trades')
      .update({ strategy_id: null })
      .eq('id', direct)
      .select('strategy_id, followed_rule_ids');
    expect(cleared.data).toEqual([{ strategy_id: null, followed_rule_ids: [] }]);

    const saved = await tradeOf(alice, { strategy_id: strategy, followed_rule_ids: ['r3'] });
    await saveTrades(alice.client, [{ id: saved, strategy_id: null }]);
    expect(await rulesOf(saved)).toEqual({ strategy_id: null, followed_rule_ids: [] });

    // Rules without a strategy are never stored; with one they are kept as given.
    const loose = await tradeOf(alice, { followed_rule_ids: ['r1'] });
    expect(await rulesOf(loose)).toEqual({ strategy_id: null, followed_rule_ids: [] });
    await saveTrades(alice.client, [{ id: loose, strategy_id: strategy, followed_rule_ids: ['r2'] }]);
    expect(await rulesOf(loose)).toEqual({ strategy_id: strategy, followed_rule_ids: ['r2'] });
  });
});

describe('strategy_examples', () => {
  it('holds example trades of a playbook in order, each trade once, with a short caption', async () => {
    const strategy = await strategyOf(alice);
    const first = await tradeOf(alice, { strategy_id: strategy });
    const second = await tradeOf(alice, { symbol: 'MSFT', strategy_id: strategy });
    await insertOne(alice.client, 'strategy_examples', {
      strategy_id: strategy,
      trade_id: second,
      caption: 'Clean retest',
      position: 0,
    });
    await insertOne(alice.client, 'strategy_examples', {
      strategy_id: strategy,
      trade_id: first,
      position: 1,
    });
    const twice = await alice.client
      .from('strategy_examples')
      .insert({ strategy_id: strategy, trade_id: first });
    expect(twice.error?.code).toBe('23505');
    const long = await alice.client
      .from('strategy_examples')
      .insert({ strategy_id: strategy, trade_id: await tradeOf(alice), caption: 'x'.repeat(501) });
    expect(long.error?.message).toContain('strategy_examples_caption_length');

    // What the playbook page reads: the examples with their trades, in one call.
    const { data, error } = await alice.client
      .from('strategies')
      .select('id, strategy_examples(caption, position, trades(symbol))')
      .eq('id', strategy)
      .order('position', { referencedTable: 'strategy_examples' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: strategy,
      strategy_examples: [
        { caption: 'Clean retest', position: 0, trades: { symbol: 'MSFT' } },
        { caption: null, position: 1, trades: { symbol: 'AAPL' } },
      ],
    });
  });

  it('hangs on neither another trader’s trade nor their playbook', async () => {
    const mine = await strategyOf(alice);
    const theirs = await strategyOf(bob);
    const myTrade = await tradeOf(alice);
    const theirTrade = await tradeOf(bob);
    for (const row of [
      { strategy_id: mine, trade_id: theirTrade },
      { strategy_id: theirs, trade_id: myTrade },
    ]) {
      const refused = await alice.client.from('strategy_examples').insert(row);
      expect(refused.error?.code, JSON.stringify(row)).toBe('23503');
    }
  });

  it('goes with its trade, and with its playbook while the trade stays', async () => {
    const strategy = await strategyOf(alice);
    const trade = await tradeOf(alice, { strategy_id: strategy });
    const kept = await tradeOf(alice, { strategy_id: strategy });
    const example = await insertOne(alice.client, 'strategy_examples', {
      strategy_id: strategy,
      trade_id: trade,
    });
    const other = await insertOne(alice.client, 'strategy_examples', {
      strategy_id: strategy,
      trade_id: kept,
    });
    const count = async (id: string) =>
      (await alice.client.from('strategy_examples').select('id', { count: 'exact', head: true }).eq('id', id))
        .count;

    expect((await alice.client.from('trades').delete().eq('id', trade)).error).toBeNull();
    expect([await count(example), await count(other)]).toEqual([0, 1]);
    expect((await alice.client.from('strategies').delete().eq('id', strategy)).error).toBeNull();
    expect(await count(other)).toBe(0);
    expect(await rulesOf(kept)).toEqual({ strategy_id: null, followed_rule_ids: [] });
  });

  ownerOnlyTests({
    table: 'strategy_examples',
    row: (overrides = {}) => ({ caption: 'Example', ...overrides }),
    parent: async (user) => ({ strategy_id: await strategyOf(user), trade_id: await tradeOf(user) }),
    change: { caption: 'changed' },
    context: () => ({ test, alice, bob }),
  });
});

describe('rpc/analytics_journal', () => {
  it('gives each trade the rules it followed, in the order of the other columns', async () => {
    const carol = await createTestUser(test);
    const strategy = await strategyOf(carol);
    const chosen: Record<string, string[]> = {};
    const days = ['05', '06', '07', '08'];
    const rules = [['r1', 'r2', 'r3'], [], ['r2'], ['r3', 'r1']];
    for (const [i, day] of days.entries()) {
      const followed = rules[i] ?? [];
      const id = await tradeOf(carol, {
        strategy_id: strategy,
        followed_rule_ids: followed,
        executions: fills(`2026-01-${day}T14:30:00Z`, i === 3 ? null : `2026-01-${day}T15:00:00Z`),
      });
      chosen[id] = followed;
    }
    const unplanned = await tradeOf(carol, {
      executions: fills('2026-01-09T14:30:00Z', '2026-01-09T15:00:00Z'),
    });
    chosen[unplanned] = [];

    const { data, error } = await carol.client.rpc('analytics_journal', {});
    expect(error).toBeNull();
    const { trades } = z
      .object({
        trades: z.object({ id: z.array(z.string()), followed_rule_ids: z.array(z.array(z.string())) }),
      })
      .parse(data);
    expect(trades.followed_rule_ids).toHaveLength(trades.id.length);
    expect(trades.id).toHaveLength(5);
    expect(Object.fromEntries(trades.id.map((id, i) => [id, trades.followed_rule_ids[i]]))).toEqual(chosen);
  });
});
