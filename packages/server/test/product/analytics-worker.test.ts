import {
  breakdown,
  computeStatistics,
  createAnalyticsWorkerApi,
  DEFAULT_ANALYTICS_FILTER,
  generateDemoJournal,
  pnlSeries,
  resolveDateRange,
  type AnalyticsFilter,
  type AnalyticsTrade,
  type CashFlow,
  type LoadRequest,
} from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoJournal } from '../support/demo-journal.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * The analytics worker against a real server: a signed-in trader's journal read through
 * rpc/analytics_journal, whole past REST_MAX_ROWS, and its figures equal to the engine's run on the
 * same trades read through the data API.
 */

const MAX_ROWS = 40;
const ZONE = 'Pacific/Auckland';
const PASSWORD = 'analytics-worker-1';

let test: TestServer;
let client: SupabaseClient;
let accessToken: string;
let userId: string;

beforeAll(async () => {
  test = await startTestServer({ restMaxRows: MAX_ROWS });
  client = test.client();
  const email = `analytics-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const signUp = await client.auth.signUp({ email, password: PASSWORD });
  if (signUp.error) throw signUp.error;
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  accessToken = signIn.data.session.access_token;
  userId = signIn.data.user.id;
  const profile = await client.from('profiles').update({ timezone: ZONE }).eq('user_id', userId);
  if (profile.error) throw profile.error;
  // Three accounts in US dollars: one currency, so the figures need no rate.
  await seedDemoJournal(client, generateDemoJournal({ seed: 13, trades: 150, accounts: 3 }), {
    batchSize: 75,
  });
}, 120_000);
afterAll(async () => {
  await test?.stop();
});

const numeric = z.string().nullable();
const tradeRow = z.object({
  id: z.string(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  status: z.string(),
  net: numeric,
  gross: numeric,
  fees: numeric,
  risk: numeric,
  r: numeric,
  account_id: z.string().nullable(),
});

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** Every page of a table through the data API, which answers at most MAX_ROWS rows a request. */
async function allRows(table: string, columns: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let start = 0; ; start += MAX_ROWS) {
    const { data, error } = await client
      .from(table)
      .select(columns)
      .order('id')
      .range(start, start + MAX_ROWS - 1);
    if (error) throw new Error(`${table}: ${error.message}`);
    rows.push(...data);
    if (data.length < MAX_ROWS) return rows;
  }
}

/** The trader's trades and cash flows as the engine reads them, from the tables themselves. */
async function engineInput(): Promise<{
  trades: AnalyticsTrade[];
  cashFlows: CashFlow[];
  startingBalance: number;
}> {
  const rows = z
    .array(tradeRow)
    .parse(
      await allRows(
        'trades',
        'id, opened_at, closed_at, status, account_id, net:net_pnl::text, gross:gross_pnl::text, fees:fees::text, risk:initial_risk::text, r:r_multiple::text',
      ),
    );
  const trades = rows
    .filter((row) => row.status !== 'planned')
    .map((row): AnalyticsTrade => ({
      id: row.id,
      openedAt: row.opened_at,
      closedAt: row.closed_at,
      netPnl: toNumber(row.net) ?? 0,
      grossPnl: toNumber(row.gross) ?? 0,
      costs: toNumber(row.fees) ?? 0,
      initialRisk: toNumber(row.risk),
      rMultiple: toNumber(row.r),
      ...(row.account_id === null ? {} : { accountId: row.account_id }),
    }));
  const flows = z
    .array(z.object({ occurred_at: z.string(), amount: z.string() }))
    .parse(await allRows('account_transactions', 'occurred_at, amount::text'));
  const accounts = z
    .array(z.object({ id: z.string(), starting_balance: z.string(), tolerance: z.string() }))
    .parse(await allRows('accounts', 'id, starting_balance::text, tolerance:break_even_tolerance::text'));
  // A trade is a break-even within its account's tolerance.
  const tolerance = new Map(accounts.map((account) => [account.id, Number(account.tolerance)]));
  for (const trade of trades) {
    const own = tolerance.get(trade.accountId ?? '') ?? 0;
    if (own !== 0) trade.breakEvenTolerance = own;
  }
  return {
    trades,
    cashFlows: flows
      .map((flow) => ({ time: flow.occurred_at, amount: Number(flow.amount) }))
      .sort((a, b) => Date.parse(a.time) - Date.parse(b.time)),
    startingBalance: accounts.reduce((sum, account) => sum + Number(account.starting_balance), 0),
  };
}

const loadRequest = (filter: Partial<AnalyticsFilter>, now: string): LoadRequest => ({
  url: test.url,
  apiKey: test.anonKey,
  accessToken,
  filter: { ...DEFAULT_ANALYTICS_FILTER, ...filter },
  now,
  timeZone: 'UTC',
});

describe('the analytics worker on a real server', () => {
  it('loads the whole journal and computes what the engine computes on the same trades', async () => {
    const api = createAnalyticsWorkerApi(fetch);
    const summary = await api.load(loadRequest({}, new Date().toISOString()));
    const input = await engineInput();
    const options = {
      startingBalance: input.startingBalance,
      timeZone: ZONE,
      cashFlows: input.cashFlows,
    };
    const expected = computeStatistics(input.trades, options);
    const closed = input.trades.filter((trade) => trade.closedAt !== null).length;
    expect(closed).toBeGreaterThan(MAX_ROWS);
    expect(summary).toMatchObject({
      timeZone: ZONE,
      currencyMode: { kind: 'single', currency: 'USD' },
      closedTradeCount: closed,
      openTradeCount: input.trades.length - closed,
      startingEquity: input.startingBalance,
      range: { from: null, to: null },
    });
    const statistics = await api.run(summary.datasetId, { kind: 'statistics' });
    expect(statistics.tradeCount).toBe(expected.tradeCount);
    expect([statistics.wins, statistics.losses, statistics.breakevens]).toEqual([
      expected.wins,
      expected.losses,
      expected.breakevens,
    ]);
    expect(statistics.netPnl).toBeCloseTo(expected.netPnl, 6);
    expect(statistics.winRatePct).toBe(expected.winRatePct);
    expect(statistics.profitFactor).toBeCloseTo(expected.profitFactor ?? 0, 9);
    expect(statistics.maxDrawdown).toBeCloseTo(expected.maxDrawdown, 6);
    expect(statistics.endingEquity).toBeCloseTo(expected.endingEquity, 6);
    expect(statistics.dailyReturns.map((day) => day.day)).toEqual(
      expected.dailyReturns.map((day) => day.day),
    );
    const weekdays = await api.run(summary.datasetId, { kind: 'breakdown', dimension: 'weekday' });
    expect(weekdays.map((row) => [row.key, row.statistics.tradeCount])).toEqual(
      breakdown(input.trades, 'weekday', options).map((row) => [row.key, row.statistics.tradeCount]),
    );
    const months = await api.run(summary.datasetId, { kind: 'pnl-series', period: 'month' });
    expect(months.map((month) => month.period)).toEqual(
      pnlSeries(input.trades, 'month', options).map((month) => month.period),
    );
  }, 60_000);

  it('fills blank MAE and MFE from a saved series covering a trade, and only that trade', async () => {
    const closed = z
      .array(
        z.object({
          id: z.string(),
          symbol: z.string(),
          opened_at: z.string(),
          closed_at: z.string(),
          entry_price: z.string(),
        }),
      )
      .parse(
        (
          await client
            .from('trades')
            .select('id, symbol, opened_at, closed_at, entry_price::text')
            .eq('status', 'closed')
            .is('mae', null)
            .order('closed_at')
            .limit(1)
        ).data,
      );
    const trade = closed[0];
    if (trade === undefined) throw new Error('the demo journal has no closed trade without MAE');
    // Daily bars from the day before the entry to the day after the exit, 2 % above and below it.
    const day = (ms: number) => new Date(Math.floor(ms / 86_400_000) * 86_400_000);
    const bars = [];
    const entry = Number(trade.entry_price);
    for (
      let at = day(Date.parse(trade.opened_at)).getTime() - 86_400_000;
      at <= Date.parse(trade.closed_at) + 86_400_000;
      at += 86_400_000
    ) {
      bars.push({
        t: new Date(at).toISOString().replace('.000Z', 'Z'),
        o: entry.toFixed(6),
        h: (entry * 1.02).toFixed(6),
        l: (entry * 0.98).toFixed(6),
        c: entry.toFixed(6),
      });
    }
    const saved = await client
      .from('price_series')
      .insert({ symbol: trade.symbol, timeframe: '1d', name: 'cover', bars })
      .select('id')
      .single();
    expect(saved.error).toBeNull();
    try {
      const api = createAnalyticsWorkerApi(fetch);
      const summary = await api.load({ ...loadRequest({}, new Date().toISOString()), generation: 7 });
      const trades = api.dataset(summary.datasetId)?.trades ?? [];
      const filled = trades.find((t) => t.id === trade.id);
      expect(filled?.mae).not.toBeNull();
      expect(filled?.mfe).not.toBeNull();
      // Another symbol's trades are not covered: left as the journal holds them.
      const other = trades.find((t) => t.symbol !== trade.symbol && t.closedAt !== null);
      expect(other?.mae ?? null).toBeNull();
    } finally {
      await client
        .from('price_series')
        .delete()
        .eq('id', (saved.data as { id: string }).id);
    }
  });

  it('tells a preset in the trader zone, whatever zone it was first told in', async () => {
    const input = await engineInput();
    const lastExit = input.trades
      .map((trade) => trade.closedAt)
      .filter((time): time is string => time !== null)
      .sort()
      .at(-1);
    if (lastExit === undefined) throw new Error('the journal has no closed trade');
    const api = createAnalyticsWorkerApi(fetch);
    const filter = { ...DEFAULT_ANALYTICS_FILTER, preset: 'last-30-days' as const };
    const summary = await api.load(loadRequest(filter, lastExit));
    const range = resolveDateRange(filter, ZONE, lastExit, 'Mon');
    expect(summary.range).toEqual(range);
    const inRange = input.trades.filter(
      (trade) =>
        trade.closedAt !== null &&
        Date.parse(trade.closedAt) >= Date.parse(range.from ?? '') &&
        Date.parse(trade.closedAt) < Date.parse(range.to ?? ''),
    );
    expect(inRange.length).toBeGreaterThan(0);
    expect(summary.closedTradeCount).toBe(inRange.length);
    const recent = await api.run(summary.datasetId, { kind: 'trades', limit: 3, order: 'recent' });
    expect(recent[0]?.closedAt).toBe(new Date(lastExit).toISOString());
  }, 60_000);

  it('passes on a refused token with the server code and status', async () => {
    const api = createAnalyticsWorkerApi(fetch);
    const refused = api.load({ ...loadRequest({}, new Date().toISOString()), accessToken: 'not-a-token' });
    await expect(refused).rejects.toMatchObject({ status: 401 });
    await expect(refused).rejects.toHaveProperty('code', expect.stringMatching(/\S/));
  });
});
