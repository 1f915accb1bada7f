import {
  createAnalyticsWorkerApi,
  DATE_PRESETS,
  DEFAULT_ANALYTICS_FILTER,
  generateDemoJournal,
  type AnalyticsFilter,
  type AnalyticsRequest,
  type AnalyticsWorker,
  type LoadRequest,
} from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoJournal } from '../support/demo-journal.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * A first visit's figures come from the period the page shows (rpc/analytics_journal with p_from
 * and p_to, the accounts valued in SQL at the period's start) before the whole journal is read.
 * One definition per figure: over a generated journal (seven accounts of every kind, one in euros
 * with rates, deposits and withdrawals, summer-time changes in the trader's zone), every figure
 * from the period read equals the one from the whole journal, for every date preset at several
 * instants, custom ranges and the other filters.
 */

const PASSWORD = 'analytics-period-1';
const ZONES = ['America/New_York', 'Pacific/Auckland', 'Asia/Kolkata'];
const REQUESTS: AnalyticsRequest[] = [
  { kind: 'statistics' },
  { kind: 'pnl-series', period: 'day' },
  { kind: 'pnl-series', period: 'week' },
  { kind: 'breakdown', dimension: 'account' },
  { kind: 'breakdown', dimension: 'weekday' },
  { kind: 'daily-risk' },
  { kind: 'trades', limit: 20, order: 'worst' },
];

let test: TestServer;
let client: SupabaseClient;
let accessToken: string;
let userId: string;
let generation = 0;

beforeAll(async () => {
  test = await startTestServer();
  client = test.client();
  const email = `period-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const signUp = await client.auth.signUp({ email, password: PASSWORD });
  if (signUp.error) throw signUp.error;
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  accessToken = signIn.data.session.access_token;
  userId = signIn.data.user.id;
  // From late February to May 2025: both the US and the European summer time changes.
  await seedDemoJournal(
    client,
    generateDemoJournal({ seed: 31, trades: 500, accounts: 7, start: '2025-02-20' }),
    {
      batchSize: 250,
    },
  );
  const rates = ['2025-02-20', '2025-03-15', '2025-04-10', '2025-05-05'].map((day, i) => ({
    pair: 'EURUSD',
    day,
    rate: 1.04 + i / 100,
  }));
  const inserted = await client.from('fx_rates').insert(rates);
  if (inserted.error) throw inserted.error;
}, 180_000);
afterAll(async () => {
  await test?.stop();
});

async function useZone(zone: string): Promise<void> {
  const { error } = await client.from('profiles').update({ timezone: zone }).eq('user_id', userId);
  if (error) throw error;
  generation++;
}

const request = (filter: Partial<AnalyticsFilter>, now: string): LoadRequest => ({
  url: test.url,
  apiKey: test.anonKey,
  accessToken,
  userId,
  generation,
  filter: { ...DEFAULT_ANALYTICS_FILTER, ...filter },
  now,
});

/** Every figure of a filter: its summary (without its id) and the answer to each request. */
async function figures(api: AnalyticsWorker, load: LoadRequest): Promise<unknown> {
  const { datasetId, ...summary } = await api.load(load);
  const answers = [];
  for (const asked of REQUESTS) answers.push(await api.run(datasetId, asked));
  return { summary, answers };
}

/** The figures of a first visit (a new worker: the period read first) and from the whole journal. */
async function bothWays(whole: AnalyticsWorker, load: LoadRequest): Promise<[unknown, unknown]> {
  const calls: unknown[] = [];
  const firstVisit = createAnalyticsWorkerApi((url, init) => {
    if (url.endsWith('/rpc/analytics_journal')) calls.push(JSON.parse(init.body ?? '{}'));
    return fetch(url, init);
  });
  const fromPeriod = await figures(firstVisit, load);
  // The period was read, and the figures came from it.
  expect(calls[0]).toHaveProperty('p_from');
  return [fromPeriod, await figures(whole, load)];
}

describe('a first visit from the period it shows', () => {
  it('gives every figure the whole journal gives, for every date preset, zone and filter', async () => {
    const presets = DATE_PRESETS.filter((preset) => preset !== 'all' && preset !== 'custom');
    const instants = ['2025-03-09T06:30:00.000Z', '2025-03-31T23:30:00.000Z', '2025-05-02T12:00:00.000Z'];
    const { data: accounts } = await client.from('accounts').select('id, kind').order('name');
    const live = (accounts ?? []).find((account) => account.kind === 'live')?.id as string;
    const backtest = (accounts ?? []).find((account) => account.kind === 'backtest')?.id as string;
    const { data: tags } = await client.from('tags').select('id').order('name').limit(2);
    let compared = 0;
    for (const zone of ZONES) {
      await useZone(zone);
      const whole = createAnalyticsWorkerApi(fetch);
      await whole.load(request({}, instants[0] as string));
      for (const now of instants)
        for (const preset of presets) {
          const [period, all] = await bothWays(whole, request({ preset }, now));
          expect(period, `${zone} ${preset} at ${now}`).toEqual(all);
          compared++;
        }
      const custom: Array<Partial<AnalyticsFilter>> = [
        { preset: 'custom', from: '2025-03-08', to: '2025-03-10' },
        { preset: 'custom', from: '2025-03-30', to: '2025-04-02', accountIds: [live] },
        { preset: 'custom', from: '2025-03-01', to: '2025-04-30', accountIds: [backtest] },
        {
          preset: 'custom',
          from: '2025-03-15',
          to: null,
          tagIds: (tags ?? []).map((tag) => tag.id as string),
        },
        { preset: 'custom', from: '2025-04-01', to: '2025-04-30', assetClasses: ['forex'], currency: 'USD' },
        { preset: 'custom', from: '2025-03-01', to: '2025-03-31', basis: 'gross' },
      ];
      for (const filter of custom) {
        const [period, all] = await bothWays(whole, request(filter, instants[2] as string));
        expect(period, `${zone} ${JSON.stringify(filter)}`).toEqual(all);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 600_000);
});
