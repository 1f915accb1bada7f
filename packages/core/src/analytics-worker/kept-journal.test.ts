import { describe, expect, it } from 'vitest';
import type { LoadRequest } from './contract.ts';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';
import { JOURNAL_PARTS } from './journal-parts.ts';
import type { JournalStore, KeptJournal } from './kept-journal.ts';
import { analyticsPayload, payloadPart, priceSeriesAnswer, type PayloadOptions } from './test-payload.ts';
import { createAnalyticsWorkerApi, type FetchLike } from './worker-api.ts';

const JOURNAL = '/rest/v1/rpc/analytics_journal';
const STAMP = '/rest/v1/rpc/journal_stamp';
const BARS = '/rest/v1/price_series';
// Asked first on a visit of the whole journal with no copy kept; the stand-in server has none.
const FIGURES = '/functions/v1/analytics';

const pathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';

/** A stand-in server whose journal and stamp the test changes, recording the paths asked. */
function server(options: {
  trades: PayloadOptions['trades'];
  stamp: string | null;
  bars?: Array<Record<string, unknown>>;
}) {
  const state = { ...options, paths: [] as string[] };
  const fetchImpl: FetchLike = (url, init) => {
    const path = pathOf(url);
    state.paths.push(path);
    let answer: { status: number; body: string };
    if (path === JOURNAL) {
      const whole = analyticsPayload({ trades: state.trades });
      // A server without stamps (an older one) answers the whole journal to every part.
      const { p_part: part = 0, p_parts: parts = 1 } = JSON.parse(init.body ?? '{}') as Record<
        string,
        number
      >;
      const body = state.stamp === null ? whole : payloadPart(whole, part, parts, state.stamp);
      answer = { status: 200, body: JSON.stringify(body) };
    } else if (path === STAMP)
      answer =
        state.stamp === null
          ? { status: 404, body: '{"code":"PGRST202","message":"Could not find the function"}' }
          : { status: 200, body: JSON.stringify(state.stamp) };
    else if (path === BARS)
      answer = { status: 200, body: JSON.stringify(priceSeriesAnswer(url, state.bars ?? [])) };
    else answer = { status: 404, body: '{}' };
    return Promise.resolve({
      ok: answer.status === 200,
      status: answer.status,
      text: () => Promise.resolve(answer.body),
    });
  };
  return { state, fetchImpl };
}

/** IndexedDB's part played by a map; `broken` makes every call fail as a full disk would. */
function memoryStore(broken = false) {
  const kept = new Map<string, KeptJournal>();
  const store: JournalStore = {
    read: (owner) => (broken ? Promise.reject(new Error('no')) : Promise.resolve(kept.get(owner))),
    write: (journal) => {
      if (broken) return Promise.reject(new Error('QuotaExceededError'));
      kept.clear();
      kept.set(journal.owner, journal);
      return Promise.resolve();
    },
  };
  return { kept, store };
}

const load = (userId: string, generation = 0): LoadRequest => ({
  url: 'http://edgelog.test',
  apiKey: 'anon-key',
  accessToken: 'token',
  filter: DEFAULT_ANALYTICS_FILTER,
  now: '2025-03-05T12:00:00.000Z',
  userId,
  generation,
});

// Trades with MAE and MFE, so no saved bars are asked for.
const trades: PayloadOptions['trades'] = [
  { id: 'a', net: 100, mae: 10, mfe: 120 },
  { id: 'b', net: -40, mae: 50, mfe: 5, closedAt: '2025-03-04T15:00:00.000Z' },
];

/** A new worker, as a new visit starts one, sharing the store. */
const visit = (fetchImpl: FetchLike, store: JournalStore, userId = 'alice', generation = 0) =>
  createAnalyticsWorkerApi(fetchImpl, store).load(load(userId, generation));

describe('the journal kept between visits', () => {
  it('is read from the server on the first visit, then from the copy while the stamp holds', async () => {
    const { state, fetchImpl } = server({ trades, stamp: 'e:1' });
    const { kept, store } = memoryStore();
    const first = await visit(fetchImpl, store);
    expect(state.paths).toEqual([STAMP, FIGURES, JOURNAL, JOURNAL]);
    await Promise.resolve();
    expect([...kept.values()].map((copy) => [copy.owner, copy.stamp])).toEqual([
      ['http://edgelog.test|alice', 'e:1'],
    ]);
    state.paths = [];
    const second = await visit(fetchImpl, store);
    expect(state.paths).toEqual([STAMP]);
    expect([first.closedTradeCount, second.closedTradeCount]).toEqual([2, 2]);
  });

  it('is read again when the stamp moved, and kept under the stamp asked before it', async () => {
    const { state, fetchImpl } = server({ trades, stamp: 'e:1' });
    const { kept, store } = memoryStore();
    await visit(fetchImpl, store);
    state.trades = [...trades, { id: 'c', net: 7, mae: 1, mfe: 9 }];
    state.stamp = 'e:2';
    state.paths = [];
    const summary = await visit(fetchImpl, store);
    expect(state.paths).toEqual([STAMP, FIGURES, JOURNAL, JOURNAL]);
    expect(summary.closedTradeCount).toBe(3);
    await Promise.resolve();
    expect(kept.get('http://edgelog.test|alice')?.stamp).toBe('e:2');
  });

  it('is never another user’s: one copy at a time, read only by its owner', async () => {
    const { state, fetchImpl } = server({ trades, stamp: 'same' });
    const { kept, store } = memoryStore();
    await visit(fetchImpl, store, 'alice');
    state.paths = [];
    state.trades = [{ id: 'z', net: 1, mae: 0, mfe: 1 }];
    const bob = await visit(fetchImpl, store, 'bob');
    expect(state.paths).toEqual([STAMP, FIGURES, JOURNAL, JOURNAL]);
    expect(bob.closedTradeCount).toBe(1);
    await Promise.resolve();
    expect([...kept.keys()]).toEqual(['http://edgelog.test|bob']);
  });

  it('is not trusted without a stamp, and a failing store only costs the copy', async () => {
    const noStamp = server({ trades, stamp: null });
    const { kept, store } = memoryStore();
    await visit(noStamp.fetchImpl, store);
    await visit(noStamp.fetchImpl, store);
    expect(noStamp.state.paths.filter((path) => path === JOURNAL)).toHaveLength(2 * JOURNAL_PARTS);
    expect(kept.size).toBe(0);

    const { state, fetchImpl } = server({ trades, stamp: 'e:1' });
    const broken = memoryStore(true);
    expect((await visit(fetchImpl, broken.store)).closedTradeCount).toBe(2);
    expect(state.paths).toEqual([STAMP, FIGURES, JOURNAL, JOURNAL]);
  });

  it('is read again when the copy is damaged', async () => {
    const { state, fetchImpl } = server({ trades, stamp: 'e:1' });
    const { kept, store } = memoryStore();
    await visit(fetchImpl, store);
    await Promise.resolve();
    const copy = kept.get('http://edgelog.test|alice');
    if (copy === undefined) throw new Error('nothing kept');
    kept.set(copy.owner, { ...copy, texts: copy.texts.map((text) => text.slice(0, 40)) });
    state.paths = [];
    expect((await visit(fetchImpl, store)).closedTradeCount).toBe(2);
    expect(state.paths).toEqual([STAMP, FIGURES, JOURNAL, JOURNAL]);
  });

  it('is not kept when the saved price data could not be read, so the next visit fills MAE and MFE', async () => {
    const { state, fetchImpl } = server({
      trades: [{ id: 'a', net: 10, quantity: 10, entryPrice: 100, closedAt: '2025-03-03T14:45:00.000Z' }],
      stamp: 'e:1',
    });
    const failing: FetchLike = (url, init) =>
      url.includes(BARS)
        ? Promise.resolve({ ok: false, status: 500, text: () => Promise.resolve('{"message":"down"}') })
        : fetchImpl(url, init);
    const { kept, store } = memoryStore();
    await visit(failing, store);
    await Promise.resolve();
    expect(kept.size).toBe(0);
    state.paths = [];
    await visit(fetchImpl, store);
    expect(state.paths).toEqual([STAMP, FIGURES, JOURNAL, JOURNAL, BARS]);
  });

  it('keeps the MAE and MFE filled from saved price data, so a visit from the copy has them too', async () => {
    const bars = [
      { t: '2025-03-03T14:00:00Z', o: '100', h: '104', l: '97', c: '101' },
      { t: '2025-03-03T14:30:00Z', o: '101', h: '103', l: '99', c: '102' },
    ];
    const series = {
      id: 'series-1',
      symbol: 'AAPL',
      timeframe: '30m',
      first_at: '2025-03-03T14:00:00Z',
      last_at: '2025-03-03T14:30:00Z',
      bars,
    };
    const { state, fetchImpl } = server({
      trades: [{ id: 'a', net: 10, quantity: 10, entryPrice: 100, closedAt: '2025-03-03T14:45:00.000Z' }],
      stamp: 'e:1',
      bars: [series],
    });
    const { kept, store } = memoryStore();
    const fromServer = createAnalyticsWorkerApi(fetchImpl, store);
    const first = await fromServer.load(load('alice'));
    const filled = fromServer.dataset(first.datasetId)?.trades[0];
    expect([typeof filled?.mae, typeof filled?.mfe]).toEqual(['number', 'number']);
    await Promise.resolve();
    expect(kept.get('http://edgelog.test|alice')?.excursions).toEqual([[0, filled?.mae, filled?.mfe]]);

    state.paths = [];
    const fromCopy = createAnalyticsWorkerApi(fetchImpl, store);
    const second = await fromCopy.load(load('alice'));
    expect(state.paths).toEqual([STAMP]);
    expect(fromCopy.dataset(second.datasetId)?.trades[0]).toMatchObject({
      mae: filled?.mae,
      mfe: filled?.mfe,
    });
  });
});
