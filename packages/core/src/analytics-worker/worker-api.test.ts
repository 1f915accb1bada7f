import { describe, expect, it } from 'vitest';
import type { AnalyticsFilter, LoadRequest } from './contract.ts';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';
import { JOURNAL_PARTS } from './journal-parts.ts';
import { analyticsPayload, payloadPart, priceSeriesAnswer, type PayloadOptions } from './test-payload.ts';
import { FIGURES_PATH } from './server-figures.ts';
import { createAnalyticsWorkerApi, type FetchLike } from './worker-api.ts';

/** The path of a URL (core compiles without the DOM's URL). */
const pathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';

/** One decoded query parameter of a URL. */
function queryParameter(url: string, name: string): string | null {
  for (const pair of (url.split('?')[1] ?? '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    if (key === name) return decodeURIComponent(value);
  }
  return null;
}

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** A stand-in server: answers each path from a table and records what was asked. */
function server(answers: Record<string, (call: Call) => { status: number; body: string }>) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = (url, init) => {
    const call: Call = {
      url,
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? null : (JSON.parse(init.body) as Record<string, unknown>),
    };
    calls.push(call);
    const path = pathOf(url);
    const answer = answers[path]?.(call) ?? { status: 404, body: '{"message":"not found"}' };
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: () => Promise.resolve(answer.body),
    });
  };
  return { calls, fetchImpl };
}

/** The journal as the database answers each part asked for, read at stamp e:1. */
const journal = (options: PayloadOptions) => (call: Call) => {
  const { p_part: part = 0, p_parts: parts = 1 } = (call.body ?? {}) as Record<string, number>;
  return {
    status: 200,
    body: JSON.stringify(payloadPart(analyticsPayload(options), part, parts, 'e:1')),
  };
};

const trades: PayloadOptions['trades'] = [
  { id: 'a', net: 100, risk: 50 },
  { id: 'b', net: -40, risk: 20, closedAt: '2025-03-04T15:00:00.000Z' },
];

const load = (filter: Partial<AnalyticsFilter> = {}, timeZone?: string): LoadRequest => ({
  url: 'http://edgelog.test/',
  apiKey: 'anon-key',
  accessToken: 'user-token',
  filter: { ...DEFAULT_ANALYTICS_FILTER, ...filter },
  now: '2025-03-05T12:00:00.000Z',
  ...(timeZone === undefined ? {} : { timeZone }),
});

const RPC = '/rest/v1/rpc/analytics_journal';
const SERIES = '/rest/v1/price_series';

describe('the analytics worker', () => {
  it('reads the whole journal as the user once and answers each filter on it', async () => {
    const { calls, fetchImpl } = server({
      [RPC]: journal({
        accounts: [{}, { equityAtStart: 2_000 }],
        trades: [...trades, { id: 'c', net: 7, account: 1 }],
      }),
    });
    const api = createAnalyticsWorkerApi(fetchImpl);
    const summary = await api.load(load({ accountIds: ['acc-0'], assetClasses: ['stock'] }));
    // The server's figures first (this stand-in has none), the journal's parts side by side, then
    // the saved prices of its symbols for trades without MAE / MFE (none answered here).
    expect(calls.map((call) => pathOf(call.url))).toEqual([FIGURES_PATH, RPC, RPC, SERIES]);
    expect(calls[1]).toMatchObject({
      url: `http://edgelog.test${RPC}`,
      method: 'POST',
      headers: { apikey: 'anon-key', Authorization: 'Bearer user-token' },
      body: { p_part: 0, p_parts: JOURNAL_PARTS },
    });
    expect(calls[2]?.body).toEqual({ p_part: 1, p_parts: JOURNAL_PARTS });
    expect(summary).toMatchObject({ closedTradeCount: 2, currency: 'USD', startingEquity: 10_000 });
    const statistics = await api.run(summary.datasetId, { kind: 'statistics' });
    expect(statistics).toMatchObject({ tradeCount: 2, netPnl: 60, endingEquity: 10_060 });

    // Another filter of the same journal: answered from memory.
    const second = await api.load(load({ accountIds: ['acc-1'] }));
    expect(second).toMatchObject({ closedTradeCount: 1, startingEquity: 2_000 });
    expect(calls.filter((call) => pathOf(call.url) === RPC)).toHaveLength(JOURNAL_PARTS);
  });

  it('reads the journal again for a new generation or another user, and tells days in the trader zone', async () => {
    const { calls, fetchImpl } = server({ [RPC]: journal({ timezone: 'Pacific/Auckland', trades }) });
    const api = createAnalyticsWorkerApi(fetchImpl);
    const rpcCalls = () => calls.filter((call) => call.url.endsWith(RPC));
    const summary = await api.load({ ...load({ preset: 'today' }, 'Europe/London'), userId: 'u1' });
    // Today in Auckland, whatever the browser's zone.
    expect(summary.range).toEqual({ from: '2025-03-05T11:00:00.000Z', to: '2025-03-06T11:00:00.000Z' });
    // The first load's day read first, then the whole journal once for every later filter.
    await api.load({ ...load(), userId: 'u1' });
    await Promise.all([
      api.load({ ...load({ preset: 'yesterday' }), userId: 'u1' }),
      api.load({ ...load({ preset: 'this-month' }), userId: 'u1' }),
    ]);
    expect(rpcCalls()).toHaveLength(1 + JOURNAL_PARTS);
    await api.load({ ...load(), userId: 'u1', generation: 1 });
    expect(rpcCalls()).toHaveLength(1 + 2 * JOURNAL_PARTS);
    await api.load({ ...load(), userId: 'u2', generation: 1 });
    expect(rpcCalls()).toHaveLength(1 + 3 * JOURNAL_PARTS);
  });

  it('reads the journal again after a failed read', async () => {
    let fail = true;
    const { calls, fetchImpl } = server({
      [RPC]: (call) => (fail ? { status: 503, body: '' } : journal({ trades })(call)),
    });
    const api = createAnalyticsWorkerApi(fetchImpl);
    await expect(api.load(load())).rejects.toMatchObject({ status: 503 });
    fail = false;
    await expect(api.load(load())).resolves.toMatchObject({ closedTradeCount: 2 });
    expect(calls.filter((call) => pathOf(call.url) === RPC)).toHaveLength(2 * JOURNAL_PARTS);
  });

  it('keeps the last four datasets, the most recently used last to go', async () => {
    const api = createAnalyticsWorkerApi(server({ [RPC]: journal({ trades }) }).fetchImpl);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await api.load(load())).datasetId);
    expect(new Set(ids).size).toBe(4);
    await api.run(ids[0] ?? '', { kind: 'statistics' });
    await api.load(load());
    await expect(api.run(ids[0] ?? '', { kind: 'statistics' })).resolves.toMatchObject({ tradeCount: 2 });
    await expect(api.run(ids[1] ?? '', { kind: 'statistics' })).rejects.toMatchObject({
      name: 'DatasetNotLoadedError',
      message: expect.stringContaining('no longer loaded'),
    });
  });

  it('rejects an unknown dataset clearly', async () => {
    const api = createAnalyticsWorkerApi(server({}).fetchImpl);
    await expect(api.run('nope', { kind: 'statistics' })).rejects.toThrow(/nope is no longer loaded/);
  });

  it('passes on the server refusal with its code, message and status', async () => {
    const { fetchImpl } = server({
      [RPC]: () => ({
        status: 401,
        body: '{"code":"PGRST301","message":"JWT expired","details":null,"hint":null}',
      }),
    });
    await expect(createAnalyticsWorkerApi(fetchImpl).load(load())).rejects.toMatchObject({
      code: 'PGRST301',
      message: 'JWT expired',
      status: 401,
    });
  });

  it('tells a server error without a body by its status', async () => {
    const { fetchImpl } = server({ [RPC]: () => ({ status: 503, body: '<html>Bad gateway</html>' }) });
    await expect(createAnalyticsWorkerApi(fetchImpl).load(load())).rejects.toMatchObject({
      status: 503,
      message: 'The server answered 503',
    });
  });

  it('keeps the network failure message for the classifier', async () => {
    const api = createAnalyticsWorkerApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.load(load())).rejects.toMatchObject({ name: 'TypeError', message: 'Failed to fetch' });
  });

  it('refuses an answer that is not the journal with DASHBOARD-001', async () => {
    const notJson = server({ [RPC]: () => ({ status: 200, body: '{"version":1,' }) });
    await expect(createAnalyticsWorkerApi(notJson.fetchImpl).load(load())).rejects.toMatchObject({
      code: 'DASHBOARD-001',
    });
    const partial = server({ [RPC]: () => ({ status: 200, body: '{"version":1,"timezone":"UTC"}' }) });
    await expect(createAnalyticsWorkerApi(partial.fetchImpl).load(load())).rejects.toMatchObject({
      code: 'DASHBOARD-001',
    });
  });

  it('asks nothing of the price data when the journal says none is saved', async () => {
    const { calls, fetchImpl } = server({
      [RPC]: (call) => {
        const { p_part: part = 0, p_parts: parts = 1 } = (call.body ?? {}) as Record<string, number>;
        const answer = payloadPart(analyticsPayload({ trades }), part, parts, 'e:1');
        return { status: 200, body: JSON.stringify({ ...answer, has_price_series: false }) };
      },
      [SERIES]: (call) => ({ status: 200, body: JSON.stringify(priceSeriesAnswer(call.url, [])) }),
    });
    await createAnalyticsWorkerApi(fetchImpl).load(load());
    expect(calls.map((call) => pathOf(call.url))).toEqual([FIGURES_PATH, RPC, RPC]);
  });

  it('fills blank MAE and MFE from a saved series covering the trade', async () => {
    const bars = [
      { t: '2025-03-03T14:00:00Z', o: '100', h: '103', l: '98', c: '101' },
      { t: '2025-03-03T14:30:00Z', o: '101', h: '106', l: '99', c: '105' },
      { t: '2025-03-03T15:00:00Z', o: '105', h: '120', l: '90', c: '110' },
    ];
    const { calls, fetchImpl } = server({
      [RPC]: journal({
        trades: [
          { id: 'blank', net: 50 },
          { id: 'entered', net: 20, mae: 7, mfe: 30 },
          { id: 'uncovered', net: 10, symbol: 'MSFT' },
        ],
      }),
      '/rest/v1/price_series': (call) => ({
        status: 200,
        body: JSON.stringify(
          priceSeriesAnswer(call.url, [
            { id: 's1', symbol: 'AAPL', timeframe: '30m', first_at: bars[0]?.t, last_at: bars[2]?.t, bars },
          ]),
        ),
      }),
    });
    const api = createAnalyticsWorkerApi(fetchImpl);
    const summary = await api.load(load());
    const seriesCalls = calls.filter((call) => call.url.includes('/price_series'));
    // The ids of the series of the trades' symbols, then the bars of those series alone.
    expect(seriesCalls.map((call) => queryParameter(call.url, 'select'))).toEqual([
      'id',
      'symbol,timeframe,first_at,last_at,bars',
    ]);
    expect(queryParameter(seriesCalls[0]?.url ?? '', 'symbol')).toBe('in.("AAPL","MSFT")');
    expect(queryParameter(seriesCalls[1]?.url ?? '', 'id')).toBe('in.("s1")');
    const excursions = await api.run(summary.datasetId, { kind: 'excursions' });
    expect(excursions.count).toBe(2);
    const byId = Object.fromEntries(
      (api.dataset(summary.datasetId)?.trades ?? []).map((trade) => [trade.id, [trade.mae, trade.mfe]]),
    );
    // Long 10 at 100 from 14:00 to 15:00: the 14:00, 14:30 and 15:00 bars overlap; low 90, high 120.
    expect(byId).toEqual({ blank: [100, 200], entered: [7, 30], uncovered: [null, null] });
  });
});

describe('a first visit of a period', () => {
  // An old trade before the period, two inside it (3 and 4 March 2025, UTC).
  const journalTrades: PayloadOptions['trades'] = [
    { id: 'old', net: 500, closedAt: '2025-01-10T15:00:00.000Z', openedAt: '2025-01-10T14:00:00.000Z' },
    ...trades,
  ];
  const day = load({ preset: 'custom', from: '2025-03-04', to: '2025-03-04' });

  /** The database's answers: a period read holds its trades and values the accounts at its start. */
  const database = (call: Call) => {
    const body = call.body ?? {};
    if (typeof body.p_from !== 'string') return journal({ trades: journalTrades })(call);
    const from = Date.parse(body.p_from);
    const closed = (trade: PayloadOptions['trades'][number]) =>
      Date.parse(trade.closedAt ?? '2025-03-03T15:00:00.000Z');
    const earlier = journalTrades.filter((trade) => closed(trade) < from);
    return journal({
      accounts: [{ equityAtStart: 10_000 + earlier.reduce((sum, trade) => sum + trade.net, 0) }],
      trades: journalTrades.filter((trade) => closed(trade) >= from),
    })(call);
  };

  it('reads the period first, answers from it, and reads the whole journal only after it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls, fetchImpl } = server({ [RPC]: database });
    const holdingWhole: FetchLike = async (url, init) => {
      const body = init.body === undefined ? {} : (JSON.parse(init.body) as Record<string, unknown>);
      if (pathOf(url) === RPC && body.p_parts !== undefined) await held;
      return fetchImpl(url, init);
    };
    const api = createAnalyticsWorkerApi(holdingWhole);
    const fromPeriod = await api.load(day);
    // Answered while the whole journal is still held back.
    const rpcBodies = calls.filter((call) => pathOf(call.url) === RPC).map((call) => call.body);
    expect(rpcBodies).toEqual([{ p_from: '2025-03-02T10:00:00.000Z', p_to: '2025-03-06T12:00:00.000Z' }]);
    release();

    // The same figures as the whole journal gives for the same filter.
    const whole = createAnalyticsWorkerApi(server({ [RPC]: database }).fetchImpl);
    await whole.load(load());
    const fromWhole = await whole.load(day);
    expect({ ...fromPeriod, datasetId: '' }).toEqual({ ...fromWhole, datasetId: '' });
    expect(fromPeriod).toMatchObject({ closedTradeCount: 1, startingEquity: 10_600 });
    const statistics = await api.run(fromPeriod.datasetId, { kind: 'statistics' });
    expect(statistics).toEqual(await whole.run(fromWhole.datasetId, { kind: 'statistics' }));

    // Once the whole journal is in, another period is answered from it: no more reads.
    await api.load(load());
    await api.load(load({ preset: 'custom', from: '2025-03-03', to: '2025-03-03' }));
    expect(calls.filter((call) => pathOf(call.url) === RPC)).toHaveLength(1 + JOURNAL_PARTS);
  });

  it('answers from the whole journal when the period cannot be read', async () => {
    const { calls, fetchImpl } = server({
      [RPC]: (call) => (typeof call.body?.p_from === 'string' ? { status: 503, body: '' } : database(call)),
    });
    const api = createAnalyticsWorkerApi(fetchImpl);
    await expect(api.load(day)).resolves.toMatchObject({ closedTradeCount: 1, startingEquity: 10_600 });
    expect(calls.filter((call) => pathOf(call.url) === RPC)).toHaveLength(1 + JOURNAL_PARTS);
  });

  it('reads the period of a load made while another filter’s whole journal is on its way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls, fetchImpl } = server({ [RPC]: database });
    const api = createAnalyticsWorkerApi(async (url, init) => {
      if (init.body?.includes('p_parts') === true) await held;
      return fetchImpl(url, init);
    });
    const everything = api.load(load());
    await expect(api.load(day)).resolves.toMatchObject({ closedTradeCount: 1, startingEquity: 10_600 });
    release();
    await everything;
    expect(calls.filter((call) => pathOf(call.url) === RPC)).toHaveLength(JOURNAL_PARTS + 1);
  });

  it('reads no period for a filter without a start', async () => {
    const { calls, fetchImpl } = server({ [RPC]: database });
    await createAnalyticsWorkerApi(fetchImpl).load(load({ preset: 'all' }));
    expect(calls.filter((call) => pathOf(call.url) === RPC).map((call) => call.body)).toEqual(
      Array.from({ length: JOURNAL_PARTS }, (_, part) => ({ p_part: part, p_parts: JOURNAL_PARTS })),
    );
  });
});
