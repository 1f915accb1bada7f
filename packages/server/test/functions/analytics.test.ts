// The analytics function: a first visit's figures computed by the server with the engine the
// worker runs, over the caller's own journal kept under its stamp (docs/decisions/0025).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildAnalyticsDataset,
  DEFAULT_ANALYTICS_FILTER,
  decodeAnalyticsPayload,
  resolveDateRange,
  runAnalyticsRequest,
  type AnalyticsFilter,
  type AnalyticsRequest,
  type DatasetSummary,
} from '../../../core/src/analytics-worker/index.ts';
import { selectJournal } from '../../../core/src/analytics-worker/select.ts';
import { decodeFigures } from '../../../core/src/analytics-worker/wire.ts';
import { keptJournals } from '../../../../supabase/functions/_shared/kept-journals.ts';
import { insertOne, saveTrades, type FillInput, type TradeInput } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let mainAccount = '';
let euroAccount = '';
const NOW = '2026-02-01T12:00:00.000Z';

function trip(account: string, symbol: string, day: number, entry: number, exit: number): TradeInput {
  const date = `2026-01-${String(day).padStart(2, '0')}`;
  const executions: FillInput[] = [
    { executed_at: `${date}T14:00:00Z`, side: 'buy', quantity: '10', price: String(entry), commission: '1' },
    { executed_at: `${date}T15:30:00Z`, side: 'sell', quantity: '10', price: String(exit) },
  ];
  return { account_id: account, symbol, stop_price: String(entry - 2), executions };
}

interface Answer {
  status: number;
  body: unknown;
}

async function post(user: TestUser | null, body: unknown, method = 'POST'): Promise<Answer> {
  const response = await fetch(`${test.url}/functions/v1/analytics`, {
    method,
    headers: {
      apikey: test.anonKey,
      Authorization: `Bearer ${user?.accessToken ?? test.anonKey}`,
      'Content-Type': 'application/json',
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : decodeFigures(text) };
}

const filterOf = (filter: Partial<AnalyticsFilter> = {}): AnalyticsFilter => ({
  ...DEFAULT_ANALYTICS_FILTER,
  ...filter,
});

async function serverSummary(user: TestUser, filter: AnalyticsFilter) {
  const answer = await post(user, { filter, now: NOW });
  expect(answer.status).toBe(200);
  return z.object({ stamp: z.string(), summary: z.record(z.string(), z.unknown()) }).parse(answer.body) as {
    stamp: string;
    summary: DatasetSummary & Record<string, unknown>;
  };
}

/** What the worker computes for the same filter from the journal it reads (rpc/analytics_journal). */
async function workerFigures(user: TestUser, filter: AnalyticsFilter, requests: AnalyticsRequest[]) {
  const { data, error } = await user.client.rpc('analytics_journal', {});
  if (error) throw error;
  const journal = decodeAnalyticsPayload(data as Record<string, unknown>);
  const range = resolveDateRange(filter, journal.timeZone, NOW, journal.weekStartsOn);
  const dataset = buildAnalyticsDataset(selectJournal(journal, filter, range), {
    datasetId: 'worker',
    filter,
    range,
  });
  return {
    summary: dataset.summary,
    answers: requests.map((request) => runAnalyticsRequest(dataset, request)),
  };
}

const REQUESTS: AnalyticsRequest[] = [
  { kind: 'statistics', curvePoints: 4000 },
  { kind: 'breakdown', dimension: 'symbol' },
  { kind: 'cross', rows: 'weekday', columns: 'account' },
  { kind: 'pnl-series', period: 'week' },
  { kind: 'rolling', window: 3 },
  { kind: 'r-distribution', binWidth: 0.5 },
  { kind: 'daily-risk' },
  { kind: 'trades', limit: 5, order: 'worst' },
  { kind: 'trades', day: '2026-01-07', limit: 50, order: 'recent' },
];

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  mainAccount = await insertOne(alice.client, 'accounts', {
    name: 'Main',
    currency: 'USD',
    starting_balance: '10000',
  });
  euroAccount = await insertOne(alice.client, 'accounts', {
    name: 'Euro',
    currency: 'EUR',
    starting_balance: '3000',
  });
  await insertOne(alice.client, 'account_transactions', {
    account_id: mainAccount,
    kind: 'deposit',
    amount: '500',
    occurred_at: '2026-01-06T09:00:00Z',
  });
  await saveTrades(alice.client, [
    trip(mainAccount, 'AAA', 5, 100, 104),
    trip(mainAccount, 'BBB', 6, 50, 47),
    trip(mainAccount, 'AAA', 7, 100, 100.1),
    trip(euroAccount, 'DAX', 7, 200, 195),
    trip(euroAccount, 'DAX', 8, 200, 210),
  ]);
  const bobAccount = await insertOne(bob.client, 'accounts', {
    name: 'Bob',
    currency: 'USD',
    starting_balance: '500',
  });
  await saveTrades(bob.client, [trip(bobAccount, 'ZZZ', 6, 20, 21)]);
});

afterAll(async () => {
  await test?.stop();
});

describe('analytics: the figures of a first visit', () => {
  it("are the worker's figures, filter by filter", async () => {
    const filters = [
      filterOf(),
      filterOf({ accountIds: [mainAccount] }),
      filterOf({ currency: 'EUR' }),
      filterOf({ basis: 'gross' }),
      filterOf({ preset: 'custom', from: '2026-01-06', to: '2026-01-07' }),
    ];
    for (const filter of filters) {
      const { stamp, summary } = await serverSummary(alice, filter);
      const worker = await workerFigures(alice, filter, REQUESTS);
      expect({ ...summary, datasetId: '' }).toEqual({ ...worker.summary, datasetId: '' });
      const answer = await post(alice, { filter, now: NOW, stamp, requests: REQUESTS });
      expect(answer.status).toBe(200);
      const { answers } = answer.body as { answers: { answer: unknown }[] };
      for (const [index, request] of REQUESTS.entries())
        expect(answers[index]?.answer, JSON.stringify(request)).toEqual(worker.answers[index]);
    }
  });

  it("are the caller's own: another trader's journal is never answered", async () => {
    await serverSummary(alice, filterOf());
    const { summary } = await serverSummary(bob, filterOf());
    expect(summary.closedTradeCount).toBe(1);
    expect(summary.accounts.map((account) => account.name)).toEqual(['Bob']);
    const alices = await serverSummary(alice, filterOf());
    const bobs = await serverSummary(bob, filterOf());
    expect(alices.stamp).not.toBe(bobs.stamp);
    // Bob naming Alice's stamp is told the journal changed, not given her figures.
    const asked = await post(bob, {
      filter: filterOf(),
      now: NOW,
      stamp: alices.stamp,
      requests: [{ kind: 'statistics' }],
    });
    expect(asked.status).toBe(409);
  });

  it('follow a write at once: a figure of the journal before it is refused, a new summary counts it', async () => {
    const before = await serverSummary(alice, filterOf());
    await saveTrades(alice.client, [trip(mainAccount, 'CCC', 9, 10, 12)]);
    const stale = await post(alice, {
      filter: filterOf(),
      now: NOW,
      stamp: before.stamp,
      requests: [{ kind: 'statistics' }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'DASHBOARD-001' });
    const after = await serverSummary(alice, filterOf());
    expect(after.stamp).not.toBe(before.stamp);
    expect(after.summary.closedTradeCount).toBe(before.summary.closedTradeCount + 1);
  });

  it('leave the figures to the worker when saved price data fills MAE and MFE', async () => {
    const carol = await createTestUser(test);
    const account = await insertOne(carol.client, 'accounts', {
      name: 'C',
      currency: 'USD',
      starting_balance: '100',
    });
    await saveTrades(carol.client, [trip(account, 'AAPL', 5, 10, 11)]);
    expect((await post(carol, { filter: filterOf(), now: NOW })).status).toBe(200);
    const series = await carol.client.from('price_series').insert({
      symbol: 'AAPL',
      timeframe: '1h',
      bars: [{ t: '2026-01-05T14:00:00Z', o: '10', h: '11', l: '9', c: '10.5' }],
    });
    expect(series.error).toBeNull();
    const answer = await post(carol, { filter: filterOf(), now: NOW });
    expect(answer.status).toBe(409);
  });

  it('answer with keptOnly only from a journal the server keeps, without reading one', async () => {
    const dave = await createTestUser(test);
    const account = await insertOne(dave.client, 'accounts', {
      name: 'D',
      currency: 'USD',
      starting_balance: '100',
    });
    await saveTrades(dave.client, [trip(account, 'MSFT', 5, 10, 12)]);
    const month = filterOf({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
    const refused = await post(dave, { filter: month, now: NOW, keptOnly: true });
    expect(refused.status).toBe(409);
    await serverSummary(dave, filterOf());
    const answered = await post(dave, { filter: month, now: NOW, keptOnly: true });
    expect(answered.status).toBe(200);
    expect((answered.body as { summary: DatasetSummary }).summary.closedTradeCount).toBe(1);
    expect((await post(dave, { filter: month, now: NOW, keptOnly: 'yes' })).status).toBe(400);
  });

  it('keep no journal when ANALYTICS_KEPT_TRADES is 0, and answer the same', async () => {
    const kept = await serverSummary(alice, filterOf());
    process.env.ANALYTICS_KEPT_TRADES = '0';
    try {
      keptJournals.clear();
      const unkept = await serverSummary(alice, filterOf());
      expect(keptJournals.size()).toBe(0);
      expect(unkept.summary).toEqual(kept.summary);
    } finally {
      delete process.env.ANALYTICS_KEPT_TRADES;
    }
  });

  it('answer the figures of one call in the order asked', async () => {
    const filter = filterOf();
    const { stamp } = await serverSummary(alice, filter);
    const answer = await post(alice, {
      filter,
      now: NOW,
      stamp,
      requests: [{ kind: 'trades', limit: 2, order: 'best' }, { kind: 'excursions' }],
    });
    expect(answer.status).toBe(200);
    const { answers } = answer.body as { answers: Record<string, unknown>[] };
    expect(answers).toHaveLength(2);
    expect((answers[0]?.answer as unknown[]).length).toBe(2);
    expect(answers[1]).toHaveProperty('answer');
  });

  it('refuse what they do not answer, with the reason', async () => {
    const filter = filterOf();
    const { stamp } = await serverSummary(alice, filter);
    const cases: [TestUser | null, unknown, number, string][] = [
      [null, { filter, now: NOW }, 401, 'AUTH-001'],
      [alice, { filter, now: 'yesterday' }, 400, 'VALIDATION-002'],
      [alice, { filter, now: NOW, extra: 1 }, 400, 'VALIDATION-010'],
      [alice, { filter: { preset: 'someday' }, now: NOW }, 400, 'VALIDATION-002'],
      [alice, { filter, now: NOW, requests: [{ kind: 'statistics' }] }, 400, 'VALIDATION-010'],
      [
        alice,
        {
          filter,
          now: NOW,
          stamp,
          requests: [
            { kind: 'statistics' },
            { kind: 'monte-carlo', trades: 1e9, runs: 1e9, seed: 1, drawdownLimitPct: null },
          ],
        },
        400,
        'VALIDATION-010',
      ],
      [
        alice,
        { filter, now: NOW, stamp, requests: [{ kind: 'rolling', window: 1e9 }] },
        400,
        'VALIDATION-010',
      ],
    ];
    for (const [user, body, status, code] of cases) {
      const answer = await post(user, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code });
    }
    expect((await post(alice, null, 'GET')).status).toBe(405);
  });
});
