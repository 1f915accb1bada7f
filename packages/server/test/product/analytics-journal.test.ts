import { generateDemoJournal } from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoJournal } from '../support/demo-journal.ts';
import { saveTrades, type FillInput, type TradeInput } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * rpc/analytics_journal: every trade of a filter in one columnar answer, whatever REST_MAX_ROWS
 * says; each filter, the accounts' equity when the range opens, the cash flows, the trader's own
 * rows only, and values equal to the trades table.
 */

const MAX_ROWS = 50;
const DEMO_TRADES = 120;

const num = z.number();
const iso = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const answerSchema = z.object({
  version: z.literal(1),
  timezone: z.string(),
  base_currency: z.string(),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      currency: z.string(),
      kind: z.string(),
      closed: z.boolean(),
      break_even_tolerance: num,
      equity_at_start: num,
    }),
  ),
  cash_flows: z.array(z.object({ account: z.number().int(), time: iso, amount: num })),
  strategies: z.array(z.object({ id: z.string(), name: z.string() })),
  tags: z.array(z.object({ id: z.string(), name: z.string(), group: z.string(), color: z.string() })),
  fx_rates: z.array(z.object({ pair: z.string(), date: z.string(), rate: num })),
  trades: z.object({
    id: z.array(z.string()),
    symbol: z.array(z.string()),
    opened_at: z.array(iso),
    closed_at: z.array(iso.nullable()),
    net_pnl: z.array(num),
    gross_pnl: z.array(num),
    costs: z.array(num),
    initial_risk: z.array(num.nullable()),
    r_multiple: z.array(num.nullable()),
    account: z.array(z.number().int().nullable()),
    strategy: z.array(z.number().int().nullable()),
    asset_class: z.array(z.string()),
    side: z.array(z.enum(['long', 'short'])),
    quantity: z.array(num),
    entry_price: z.array(num.nullable()),
    multiplier: z.array(num),
    mae: z.array(num.nullable()),
    mfe: z.array(num.nullable()),
    tags: z.array(z.array(z.number().int()).nullable()),
  }),
});
type Answer = z.infer<typeof answerSchema>;

interface Filter {
  p_from?: string;
  p_to?: string;
  p_account_ids?: string[];
  p_strategy_ids?: string[];
  p_tag_ids?: string[];
  p_asset_classes?: string[];
}

async function journalOf(client: SupabaseClient, filter: Filter = {}): Promise<Answer> {
  const { data, error } = await client.rpc('analytics_journal', filter);
  if (error) throw new Error(error.message);
  return answerSchema.parse(data);
}

/** Parts whose columns, one after the other, are the whole answer's, each with every account. */
function expectPartsMakeWhole(pieces: Answer[], whole: Answer) {
  for (const name of Object.keys(whole.trades) as Array<keyof Answer['trades']>)
    expect(
      pieces.flatMap((piece): unknown[] => piece.trades[name]),
      name,
    ).toEqual(whole.trades[name]);
  // Every list the trades point into comes whole with each part.
  for (const piece of pieces) expect(piece.accounts).toEqual(whole.accounts);
}

/** The trade ids of an answer, with the columns checked to be of one length. */
function idsOf(answer: Answer): string[] {
  const lengths = new Set(Object.values(answer.trades).map((column) => column.length));
  expect([...lengths]).toEqual([answer.trades.id.length]);
  return answer.trades.id;
}

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer({ restMaxRows: MAX_ROWS });
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

async function insertOne(
  client: SupabaseClient,
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const { data, error } = await client.from(table).insert(row).select('id').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return z.object({ id: z.string() }).parse(data).id;
}

/** A round trip: buy (or sell short) at `entry`, close it all at `exit`. */
function roundTrip(
  side: 'long' | 'short',
  openedAt: string,
  closedAt: string | null,
  entry: string,
  exit: string,
) {
  const fills: FillInput[] = [
    {
      executed_at: openedAt,
      side: side === 'long' ? 'buy' : 'sell',
      quantity: '10',
      price: entry,
      commission: '1',
    },
  ];
  if (closedAt)
    fills.push({
      executed_at: closedAt,
      side: side === 'long' ? 'sell' : 'buy',
      quantity: '10',
      price: exit,
    });
  return fills;
}

describe('a hand-made journal', () => {
  const FROM = '2026-01-01T00:00:00.000Z';
  const TO = '2026-02-01T00:00:00.000Z';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const c = alice.client;
    ids.usd = await insertOne(c, 'accounts', { name: 'Alpha', currency: 'USD', starting_balance: '10000' });
    ids.eur = await insertOne(c, 'accounts', {
      name: 'Beta',
      currency: 'EUR',
      starting_balance: '5000',
      status: 'closed',
    });
    ids.trend = await insertOne(c, 'strategies', { name: 'Trend' });
    ids.fade = await insertOne(c, 'strategies', { name: 'Fade' });
    ids.breakout = await insertOne(c, 'tags', { name: 'Breakout', tag_group: 'setup', color: '#112233' });
    ids.fomo = await insertOne(c, 'tags', { name: 'FOMO', tag_group: 'emotion' });
    ids.late = await insertOne(c, 'tags', { name: 'Late entry', tag_group: 'mistake' });
    for (const [account, occurred_at, kind, amount] of [
      [ids.usd, '2025-12-15T12:00:00Z', 'deposit', '1000'],
      [ids.usd, '2026-01-10T12:00:00Z', 'withdrawal', '-500'],
      [ids.eur, '2026-01-20T12:00:00Z', 'fee', '-2.5'],
      [ids.eur, '2026-02-05T12:00:00Z', 'deposit', '300'],
    ] as const) {
      await insertOne(c, 'account_transactions', { account_id: account, occurred_at, kind, amount });
    }
    const trade = (ref: string, fields: TradeInput): [string, TradeInput] => [ref, fields];
    const trades = [
      // Before the range, of another strategy than the filter's: still in the equity at start.
      trade('december', {
        account_id: ids.usd,
        symbol: 'AAPL',
        strategy_id: ids.fade,
        stop_price: '95',
        executions: roundTrip('long', '2025-12-20T14:00:00Z', '2025-12-20T15:00:00Z', '100', '103.37'),
      }),
      trade('onFrom', {
        account_id: ids.usd,
        symbol: 'MSFT',
        strategy_id: ids.trend,
        tag_ids: [ids.breakout],
        executions: roundTrip('long', '2025-12-31T20:00:00Z', FROM, '400', '390.01'),
      }),
      trade('onTo', {
        account_id: ids.usd,
        symbol: 'NVDA',
        strategy_id: ids.fade,
        executions: roundTrip('short', '2026-01-31T20:00:00Z', TO, '150', '140'),
      }),
      trade('euro', {
        account_id: ids.eur,
        symbol: 'EURUSD',
        asset_class: 'forex',
        stop_price: '1.0900',
        tag_ids: [ids.fomo, ids.late],
        executions: roundTrip('short', '2026-01-12T08:00:00Z', '2026-01-12T09:30:00Z', '1.0850', '1.0811'),
      }),
      trade('archived', {
        account_id: ids.usd,
        symbol: 'BTC-USD',
        asset_class: 'crypto',
        strategy_id: ids.trend,
        archived_at: '2026-01-25T00:00:00Z',
        mae: '12.5',
        mfe: '80',
        tag_ids: [ids.breakout, ids.late],
        executions: roundTrip('long', '2026-01-15T10:00:00Z', '2026-01-16T10:00:00Z', '42000', '42010.55'),
      }),
      trade('future', {
        account_id: ids.usd,
        symbol: 'ES',
        asset_class: 'future',
        multiplier: '50',
        stop_price: '5990',
        executions: roundTrip('long', '2026-01-21T15:00:00Z', '2026-01-21T15:05:00Z', '6000', '5995.25'),
      }),
      trade('open', {
        account_id: ids.usd,
        symbol: 'TSLA',
        strategy_id: ids.trend,
        executions: roundTrip('long', '2026-01-28T15:00:00Z', null, '250', ''),
      }),
      trade('openAfter', {
        account_id: ids.usd,
        symbol: 'AMD',
        executions: roundTrip('long', '2026-02-03T15:00:00Z', null, '120', ''),
      }),
      trade('planned', {
        account_id: ids.usd,
        symbol: 'META',
        side: 'long',
        entry_price: '500',
        quantity: '5',
      }),
    ];
    const saved = await saveTrades(
      c,
      trades.map(([, fields]) => ({ asset_class: 'stock', ...fields })),
    );
    trades.forEach(([ref], i) => (ids[ref] = saved[i] ?? ''));
    await c.from('fx_rates').insert([
      { pair: 'EURUSD', day: '2026-01-02', rate: '1.0345' },
      { pair: 'EURUSD', day: '2025-12-31', rate: '1.0401' },
    ]);
    await c
      .from('profiles')
      .update({ timezone: 'America/New_York', base_currency: 'EUR' })
      .eq('user_id', alice.id);
    await saveTrades(bob.client, [
      {
        symbol: 'BOB',
        asset_class: 'stock',
        executions: roundTrip('long', '2026-01-05T15:00:00Z', '2026-01-05T16:00:00Z', '10', '11'),
      },
    ]);
  }, 60_000);

  const refsOf = (answer: Answer) => {
    const byId = new Map(Object.entries(ids).map(([ref, id]) => [id, ref]));
    return idsOf(answer).map((id) => byId.get(id) ?? id);
  };

  it('holds every trade but plans, archived ones included, closed in exit order and open ones last', async () => {
    const answer = await journalOf(alice.client);
    expect(refsOf(answer)).toEqual([
      'december',
      'onFrom',
      'euro',
      'archived',
      'future',
      'onTo',
      'open',
      'openAfter',
    ]);
    expect(answer.trades.closed_at.slice(-2)).toEqual([null, null]);
    expect(answer).toMatchObject({ version: 1, timezone: 'America/New_York', base_currency: 'EUR' });
    expect(answer.fx_rates).toEqual([
      { pair: 'EURUSD', date: '2025-12-31', rate: 1.0401 },
      { pair: 'EURUSD', date: '2026-01-02', rate: 1.0345 },
    ]);
    expect(answer.strategies.map((s) => s.name)).toEqual(['Fade', 'Trend']);
    expect(answer.tags).toEqual([
      { id: ids.breakout, name: 'Breakout', group: 'setup', color: '#112233' },
      { id: ids.fomo, name: 'FOMO', group: 'emotion', color: '#64748b' },
      { id: ids.late, name: 'Late entry', group: 'mistake', color: '#64748b' },
    ]);
  });

  it('keeps closed trades with from <= closed_at < to, and open ones opened before to', async () => {
    const answer = await journalOf(alice.client, { p_from: FROM, p_to: TO });
    expect(refsOf(answer)).toEqual(['onFrom', 'euro', 'archived', 'future', 'open']);
    const untilJanuary = await journalOf(alice.client, { p_to: FROM });
    expect(refsOf(untilJanuary)).toEqual(['december']);
  });

  it('names each trade’s account, strategy and tags by their index in the answer', async () => {
    const answer = await journalOf(alice.client);
    const { trades, accounts, strategies, tags } = answer;
    const at = (ref: string) => trades.id.indexOf(ids[ref] ?? '');
    const accountOf = (i: number) => accounts[trades.account[i] ?? -1]?.id;
    const strategyOf = (i: number) => {
      const index = trades.strategy[i];
      return index === null || index === undefined ? null : strategies[index]?.id;
    };
    const tagsOf = (i: number) => trades.tags[i]?.map((t) => tags[t]?.id) ?? null;
    expect(accountOf(at('euro'))).toBe(ids.eur);
    expect(accountOf(at('archived'))).toBe(ids.usd);
    expect(strategyOf(at('archived'))).toBe(ids.trend);
    expect(strategyOf(at('euro'))).toBeNull();
    expect(tagsOf(at('euro'))).toEqual([ids.fomo, ids.late]);
    expect(tagsOf(at('archived'))).toEqual([ids.breakout, ids.late]);
    expect(tagsOf(at('future'))).toBeNull();
    const i = at('archived');
    expect([trades.mae[i], trades.mfe[i], trades.side[at('euro')], trades.multiplier[at('future')]]).toEqual([
      12.5,
      80,
      'short',
      50,
    ]);
  });

  it('filters on accounts, listing only those accounts', async () => {
    const answer = await journalOf(alice.client, { p_account_ids: [ids.eur ?? ''] });
    expect(refsOf(answer)).toEqual(['euro']);
    expect(answer.accounts.map((a) => [a.name, a.currency, a.closed])).toEqual([['Beta', 'EUR', true]]);
    expect(answer.trades.account).toEqual([0]);
    expect(answer.strategies).toHaveLength(2);
  });

  it('filters on strategies, tags (any of them) and asset classes', async () => {
    const trend = await journalOf(alice.client, { p_strategy_ids: [ids.trend ?? ''] });
    expect(refsOf(trend)).toEqual(['onFrom', 'archived', 'open']);
    const tagged = await journalOf(alice.client, { p_tag_ids: [ids.fomo ?? '', ids.breakout ?? ''] });
    expect(refsOf(tagged)).toEqual(['onFrom', 'euro', 'archived']);
    const late = await journalOf(alice.client, { p_tag_ids: [ids.late ?? ''] });
    expect(refsOf(late)).toEqual(['euro', 'archived']);
    const classes = await journalOf(alice.client, { p_asset_classes: ['forex', 'future'] });
    expect(refsOf(classes)).toEqual(['euro', 'future']);
    const all = await journalOf(alice.client, { p_account_ids: [], p_tag_ids: [], p_asset_classes: [] });
    expect(all.trades.id).toHaveLength(8);
  });

  it('gives each account its equity when the range opens, whatever the other filters', async () => {
    const { rows } = await test.server.ctx.db.query<{ net: string }>(
      'select net_pnl::text as net from public.trades where id = $1',
      [ids.december],
    );
    const december = Number(rows[0]?.net);
    expect(december).toBeCloseTo(32.7, 9);
    const equity = (answer: Answer) => answer.accounts.map((a) => [a.name, a.equity_at_start]);
    const trend = await journalOf(alice.client, { p_from: FROM, p_strategy_ids: [ids.trend ?? ''] });
    expect(equity(trend)).toEqual([
      ['Alpha', 10000 + 1000 + december],
      ['Beta', 5000],
    ]);
    expect(equity(await journalOf(alice.client))).toEqual([
      ['Alpha', 10000],
      ['Beta', 5000],
    ]);
    const february = await journalOf(alice.client, { p_from: TO, p_account_ids: [ids.eur ?? ''] });
    const euro = await test.server.ctx.db.query<{ net: string }>(
      'select net_pnl::text as net from public.trades where id = $1',
      [ids.euro],
    );
    expect(equity(february)).toEqual([['Beta', 5000 - 2.5 + Number(euro.rows[0]?.net)]]);
  });

  it('lists the filtered accounts’ cash flows within the range, in time order', async () => {
    const answer = await journalOf(alice.client, { p_from: FROM, p_to: TO });
    const names = answer.accounts.map((a) => a.name);
    expect(answer.cash_flows.map((f) => [names[f.account], f.time, f.amount])).toEqual([
      ['Alpha', '2026-01-10T12:00:00.000Z', -500],
      ['Beta', '2026-01-20T12:00:00.000Z', -2.5],
    ]);
    const beta = await journalOf(alice.client, { p_account_ids: [ids.eur ?? ''] });
    expect(beta.cash_flows).toEqual([
      { account: 0, time: '2026-01-20T12:00:00.000Z', amount: -2.5 },
      { account: 0, time: '2026-02-05T12:00:00.000Z', amount: 300 },
    ]);
  });

  it('never shows another user’s rows', async () => {
    const answer = await journalOf(bob.client);
    expect(answer.trades.symbol).toEqual(['BOB']);
    expect(answer.trades.account).toEqual([null]);
    expect([answer.accounts, answer.tags, answer.strategies, answer.fx_rates, answer.cash_flows]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    const aliceView = await journalOf(alice.client);
    expect(aliceView.trades.symbol).not.toContain('BOB');
  });

  it('is refused to anon', async () => {
    const { data, error, status } = await test.client().rpc('analytics_journal', {});
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    expect([401, 403]).toContain(status);
  });
});

describe('a generated journal above REST_MAX_ROWS', () => {
  let carol: TestUser;

  beforeAll(async () => {
    carol = await createTestUser(test);
    await seedDemoJournal(
      carol.client,
      generateDemoJournal({ seed: 20260109, trades: DEMO_TRADES, accounts: 3 }),
      {
        batchSize: DEMO_TRADES,
      },
    );
  }, 120_000);

  it('comes back complete, its values those of the trades table', async () => {
    const capped = await carol.client.from('trades').select('id');
    expect(capped.data).toHaveLength(MAX_ROWS);
    const answer = await journalOf(carol.client);
    const { rows } = await test.server.ctx.db.query<Record<string, string | null>>(
      `select t.id::text, t.symbol, t.net_pnl::text, t.gross_pnl::text, t.fees::text as costs,
         t.initial_risk::text, t.r_multiple::text, t.quantity::text, t.entry_price::text,
         t.multiplier::text, t.mae::text, t.mfe::text, t.side, t.asset_class, t.account_id::text,
         t.strategy_id::text,
         to_char(t.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as opened_at,
         to_char(t.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closed_at,
         (select string_agg(tt.tag_id::text, ',' order by tt.tag_id) from public.trade_tags tt
           where tt.trade_id = t.id) as tag_ids
       from public.trades t where t.user_id = $1 and t.status <> 'planned'
       order by t.closed_at nulls last, t.opened_at, t.id`,
      [carol.id],
    );
    expect(rows.length).toBeGreaterThan(MAX_ROWS);
    expect(idsOf(answer)).toEqual(rows.map((r) => r.id));
    const { trades } = answer;
    const decimal = (text: string | null | undefined) =>
      text === null || text === undefined ? null : Number(text);
    rows.forEach((row, i) => {
      const label = `trade ${String(row.id)}`;
      const money = ['net_pnl', 'gross_pnl', 'costs', 'initial_risk', 'r_multiple', 'quantity'] as const;
      for (const key of money) expect(trades[key][i], `${label} ${key}`).toBe(decimal(row[key]));
      for (const key of ['entry_price', 'multiplier', 'mae', 'mfe'] as const)
        expect(trades[key][i], `${label} ${key}`).toBe(decimal(row[key]));
      expect(
        [trades.symbol[i], trades.side[i], trades.asset_class[i], trades.opened_at[i], trades.closed_at[i]],
        label,
      ).toEqual([row.symbol, row.side, row.asset_class, row.opened_at, row.closed_at]);
      expect(answer.accounts[trades.account[i] ?? -1]?.id, label).toBe(row.account_id);
      const strategy = trades.strategy[i];
      expect(
        strategy === null || strategy === undefined ? null : answer.strategies[strategy]?.id,
        label,
      ).toBe(row.strategy_id);
      const tagIds = trades.tags[i]?.map((t) => answer.tags[t]?.id ?? '').sort();
      expect(tagIds?.join(',') ?? null, label).toBe(row.tag_ids);
    });
    const open = trades.closed_at.filter((c) => c === null).length;
    expect(open).toBe(rows.filter((r) => r.closed_at === null).length);
  });

  it('comes in parts that put together are the whole answer, each with the stamp and trade count', async () => {
    const whole = await journalOf(carol.client);
    const { data: stamp } = await carol.client.rpc('journal_stamp');
    for (const parts of [2, 3]) {
      const answers = await Promise.all(
        Array.from({ length: parts }, async (_, part) => {
          const { data, error } = await carol.client.rpc('analytics_journal', {
            p_part: part,
            p_parts: parts,
          });
          if (error) throw new Error(error.message);
          return z
            .object({ stamp: z.string(), part: z.number(), parts: z.number(), trade_count: z.number() })
            .passthrough()
            .parse(data);
        }),
      );
      // Carol saved no price data: the worker then asks for no bars.
      answers.forEach((answer, part) =>
        expect(answer).toMatchObject({
          stamp,
          part,
          parts,
          trade_count: whole.trades.id.length,
          has_price_series: false,
        }),
      );
      const pieces = answers.map((answer) => answerSchema.parse(answer));
      expectPartsMakeWhole(pieces, whole);
      // The parts are as even as the count allows (the database's ntile).
      const sizes = pieces.map((piece) => piece.trades.id.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('comes in parts under a filter too, each part holding only trades the filter keeps', async () => {
    const all = await journalOf(carol.client);
    const closed = all.trades.closed_at.filter((c): c is string => c !== null);
    const filter = {
      p_tag_ids: [all.tags[0]?.id ?? '', all.tags[1]?.id ?? ''],
      p_account_ids: [all.accounts[0]?.id ?? '', all.accounts[2]?.id ?? ''],
      p_from: closed[Math.floor(closed.length / 3)],
    };
    const whole = await journalOf(carol.client, filter);
    expect(whole.trades.id.length).toBeGreaterThan(0);
    expect(whole.trades.id.length).toBeLessThan(all.trades.id.length / 2);
    const pieces = await Promise.all(
      [0, 1].map(async (part) => {
        const { data, error } = await carol.client.rpc('analytics_journal', {
          ...filter,
          p_part: part,
          p_parts: 2,
        });
        if (error) throw new Error(error.message);
        expect(data).toMatchObject({ part, parts: 2, trade_count: whole.trades.id.length });
        return answerSchema.parse(data);
      }),
    );
    expectPartsMakeWhole(pieces, whole);
  });

  it('refuses a part that is not one', async () => {
    for (const args of [
      { p_part: 2, p_parts: 2 },
      { p_part: -1, p_parts: 2 },
      { p_part: 0, p_parts: 0 },
      { p_part: 0, p_parts: 17 },
    ]) {
      const { error } = await carol.client.rpc('analytics_journal', args);
      expect(error?.code, JSON.stringify(args)).toBe('22023');
    }
  });
});
