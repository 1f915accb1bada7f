import { describe, expect, it } from 'vitest';
import type { AnalyticsFilter, LoadRequest } from './contract.ts';
import { buildAnalyticsDataset } from './dataset.ts';
import { DEFAULT_ANALYTICS_FILTER, resolveDateRange } from './filter.ts';
import { decodeAnalyticsPayload } from './payload.ts';
import { runAnalyticsRequest } from './requests.ts';
import { selectJournal } from './select.ts';
import { FIGURES_PATH } from './server-figures.ts';
import { analyticsPayload, payloadPart, type PayloadOptions } from './test-payload.ts';
import { encodeFigures } from './wire.ts';
import { createAnalyticsWorkerApi, type FetchLike } from './worker-api.ts';

const RPC = '/rest/v1/rpc/analytics_journal';
const STAMP = 'e:1';
const pathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';

const journalOptions: PayloadOptions = {
  accounts: [{}, { equityAtStart: 2_000 }],
  trades: [
    { id: 'a', net: 100, risk: 50 },
    { id: 'b', net: -40, risk: 20, closedAt: '2025-03-04T15:00:00.000Z' },
    { id: 'c', net: 0, account: 1, closedAt: '2025-03-04T16:00:00.000Z' },
  ],
};

const load = (filter: Partial<AnalyticsFilter> = {}): LoadRequest => ({
  url: 'http://edgelog.test/',
  apiKey: 'anon-key',
  accessToken: 'user-token',
  filter: { ...DEFAULT_ANALYTICS_FILTER, ...filter },
  now: '2025-03-05T12:00:00.000Z',
});

interface Options {
  /** Answers the figures function refuses (a changed journal, any failure). */
  refuseFigures?: boolean;
  /** Holds the journal's parts until released. */
  holdJournal?: boolean;
  /** Whether the server keeps the journal already (asked with keptOnly). */
  kept?: boolean;
}

/**
 * A stand-in server whose figures function computes as the real one does (core's engine over the
 * decoded journal) and whose journal parts can be held, so a test sees what a page gets first.
 */
function server(options: Options = {}) {
  const paths: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const payload = analyticsPayload(journalOptions);
  const fetchImpl: FetchLike = async (url, init) => {
    const path = pathOf(url);
    paths.push(path);
    const body = (init.body === undefined ? {} : JSON.parse(init.body)) as Record<string, unknown>;
    const ok = (text: string) => ({ ok: true, status: 200, text: () => Promise.resolve(text) });
    if (path === RPC) {
      if (options.holdJournal === true) await held;
      const { p_part: part = 0, p_parts: parts = 1 } = body as Record<string, number>;
      return ok(JSON.stringify({ ...payloadPart(payload, part, parts, STAMP), has_price_series: false }));
    }
    if (path === FIGURES_PATH) {
      if (body.keptOnly === true && options.kept !== true)
        return { ok: false, status: 409, text: () => Promise.resolve('{"code":"DASHBOARD-001"}') };
      if (options.refuseFigures === true && body.requests !== undefined)
        return { ok: false, status: 409, text: () => Promise.resolve('{"code":"DASHBOARD-001"}') };
      const journal = decodeAnalyticsPayload(payload);
      const filter = body.filter as AnalyticsFilter;
      const range = resolveDateRange(filter, journal.timeZone, String(body.now), journal.weekStartsOn);
      const dataset = buildAnalyticsDataset(selectJournal(journal, filter, range), {
        datasetId: 'server',
        filter,
        range,
      });
      if (body.requests === undefined) return ok(encodeFigures({ stamp: STAMP, summary: dataset.summary }));
      const answers = (body.requests as never[]).map((request) => ({
        answer: runAnalyticsRequest(dataset, request),
      }));
      return ok(encodeFigures({ stamp: body.stamp, answers }));
    }
    return { ok: false, status: 404, text: () => Promise.resolve('{}') };
  };
  return { paths, fetchImpl, release };
}

/** The figures a worker computes from the journal itself. */
async function localFigures() {
  const { fetchImpl } = server();
  const api = createAnalyticsWorkerApi((url, init) =>
    pathOf(url) === FIGURES_PATH
      ? Promise.resolve({ ok: false, status: 404, text: () => Promise.resolve('{}') })
      : fetchImpl(url, init),
  );
  const summary = await api.load(load());
  return {
    summary,
    statistics: await api.run(summary.datasetId, { kind: 'statistics' }),
    breakdown: await api.run(summary.datasetId, { kind: 'breakdown', dimension: 'account' }),
  };
}

describe("a first visit of the whole journal: the server's figures first", () => {
  it("draws the server's figures before the journal is read, and they are the worker's own", async () => {
    const { paths, fetchImpl, release } = server({ holdJournal: true });
    const api = createAnalyticsWorkerApi(fetchImpl);
    const summary = await api.load(load());
    const [statistics, breakdown] = await Promise.all([
      api.run(summary.datasetId, { kind: 'statistics' }),
      api.run(summary.datasetId, { kind: 'breakdown', dimension: 'account' }),
    ]);
    // Every figure answered while the journal's parts are still held, those asked together in one
    // call after the summary's.
    expect(paths.filter((path) => path === FIGURES_PATH)).toHaveLength(2);
    const local = await localFigures();
    expect({ ...summary, datasetId: '' }).toEqual({ ...local.summary, datasetId: '' });
    expect(statistics).toEqual(local.statistics);
    expect(statistics.profitFactor).toBe(local.statistics.profitFactor);
    expect(breakdown).toEqual(local.breakdown);

    // Once the journal is in, the same dataset is answered by the worker, with the same figures.
    release();
    await api.evaluateGoals({ load: load(), goals: [], now: load().now });
    const asked = paths.length;
    expect(await api.run(summary.datasetId, { kind: 'statistics' })).toEqual(local.statistics);
    expect(paths).toHaveLength(asked);
  });

  it('reads the whole journal after the first figures, not beside them', async () => {
    const { paths, fetchImpl } = server();
    const api = createAnalyticsWorkerApi(fetchImpl);
    const summary = await api.load(load());
    await api.run(summary.datasetId, { kind: 'statistics' });
    expect(paths.slice(0, 2)).toEqual([FIGURES_PATH, FIGURES_PATH]);
    await api.evaluateGoals({ load: load(), goals: [], now: load().now });
    expect(paths.slice(2)).toContain(RPC);
  });

  it('reads the whole journal a moment after the summary when the page asks for no figure', async () => {
    const { paths, fetchImpl } = server();
    const api = createAnalyticsWorkerApi(fetchImpl);
    await api.load(load());
    await api.evaluateGoals({ load: load(), goals: [], now: load().now });
    expect(paths).toEqual([FIGURES_PATH, RPC, RPC]);
  });

  it("answers from the worker's copy what the server refuses or leaves to it", async () => {
    const { paths, fetchImpl } = server({ refuseFigures: true });
    const api = createAnalyticsWorkerApi(fetchImpl);
    const summary = await api.load(load());
    const local = await localFigures();
    expect(await api.run(summary.datasetId, { kind: 'statistics' })).toEqual(local.statistics);

    const second = server({ holdJournal: true });
    const other = createAnalyticsWorkerApi(second.fetchImpl);
    const held = await other.load(load());
    const projection = other.run(held.datasetId, {
      kind: 'monte-carlo',
      trades: 10,
      runs: 20,
      seed: 1,
      drawdownLimitPct: null,
    });
    second.release();
    await projection;
    // A Monte Carlo projection is never asked of the server.
    expect(second.paths.filter((path) => path === FIGURES_PATH)).toHaveLength(1);
    expect(paths.filter((path) => path === RPC).length).toBeGreaterThan(0);
  });

  it('asks the server nothing once the page has seen the journal change: the worker reads it again', async () => {
    const { paths, fetchImpl } = server();
    await createAnalyticsWorkerApi(fetchImpl).load({ ...load(), generation: 1 });
    expect(paths).toEqual([RPC, RPC]);
  });

  it('takes a period from the server only when it keeps the journal, else reads the period', async () => {
    const unkept = server();
    const fromPeriod = await createAnalyticsWorkerApi(unkept.fetchImpl).load(load({ preset: 'this-month' }));
    expect(unkept.paths.slice(0, 2)).toEqual([FIGURES_PATH, RPC]);

    const kept = server({ kept: true, holdJournal: true });
    const api = createAnalyticsWorkerApi(kept.fetchImpl);
    const fromServer = await api.load(load({ preset: 'this-month' }));
    const days = await api.run(fromServer.datasetId, { kind: 'pnl-series', period: 'day' });
    expect(kept.paths.slice(0, 2)).toEqual([FIGURES_PATH, FIGURES_PATH]);
    expect({ ...fromServer, datasetId: '' }).toEqual({ ...fromPeriod, datasetId: '' });
    expect(days.map((day) => [day.period, day.pnl])).toEqual([
      ['2025-03-03', 100],
      ['2025-03-04', -40],
    ]);
    kept.release();
  });
});
