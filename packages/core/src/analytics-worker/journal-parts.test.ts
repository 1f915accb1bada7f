import { describe, expect, it } from 'vitest';
import { joinJournalParts } from './journal-parts.ts';
import { decodeAnalyticsPayload } from './payload.ts';
import { analyticsPayload, payloadPart } from './test-payload.ts';
import { createAnalyticsWorkerApi, type FetchLike } from './worker-api.ts';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';

const whole = analyticsPayload({
  trades: ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({
    id,
    net: i * 10 - 15,
    tags: i % 2 === 0 ? [0, 1] : null,
    closedAt: `2025-03-0${i + 3}T15:00:00.000Z`,
  })),
});

describe('joinJournalParts', () => {
  it('puts parts back into the journal read whole, in order, tag lists intact', () => {
    for (const parts of [1, 2, 3, 5, 7]) {
      const answers = Array.from({ length: parts }, (_, part) => payloadPart(whole, part, parts, 'e:4'));
      const joined = joinJournalParts(answers);
      expect(joined?.stamp).toBe('e:4');
      expect(joined?.used).toBe(parts);
      expect(decodeAnalyticsPayload(joined?.payload)).toEqual(decodeAnalyticsPayload(whole));
    }
  });

  it('tells parts read in snapshots that differ by their stamp or trade count', () => {
    expect(joinJournalParts([payloadPart(whole, 0, 2, 'e:4'), payloadPart(whole, 1, 2, 'e:5')])).toBeNull();
    const grown = { ...payloadPart(whole, 1, 2, 'e:4'), trade_count: 6 };
    expect(joinJournalParts([payloadPart(whole, 0, 2, 'e:4'), grown])).toBeNull();
  });

  it('takes an answer without parts as the whole journal (a server that does not split)', () => {
    expect(joinJournalParts([whole, whole])).toEqual({ payload: whole, stamp: null, used: 1 });
  });

  it('refuses parts out of order, missing or short', () => {
    const first = payloadPart(whole, 0, 2, 'e:4');
    const second = payloadPart(whole, 1, 2, 'e:4');
    expect(() => joinJournalParts([second, first])).toThrow(/part/);
    expect(() => joinJournalParts([first])).toThrow(/2 parts where 1/);
    const short = { ...second, trades: { ...(second.trades as object), id: ['d'] } };
    expect(() => joinJournalParts([first, short])).toThrow(/4 trades where the journal has 5/);
  });
});

describe('the worker reading the journal in parts', () => {
  it('reads the parts again when the journal changed between them, and keeps the copy under their stamp', async () => {
    let stamp = 1;
    const bodies: unknown[] = [];
    const fetchImpl: FetchLike = (url, init) => {
      let body: unknown = [];
      if (url.endsWith('/rpc/journal_stamp')) body = `e:${stamp}`;
      if (url.endsWith('/rpc/analytics_journal')) {
        const { p_part: part, p_parts: parts } = JSON.parse(init.body ?? '{}') as Record<string, number>;
        body = payloadPart(whole, part ?? 0, parts ?? 1, `e:${stamp}`);
        bodies.push(body);
        // A save lands between the first read's two parts.
        if (bodies.length === 1) stamp = 2;
      }
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) });
    };
    const written: string[] = [];
    const api = createAnalyticsWorkerApi(fetchImpl, {
      read: () => Promise.resolve(undefined),
      write: (copy) => {
        written.push(copy.stamp);
        return Promise.resolve();
      },
    });
    const summary = await api.load({
      url: 'http://edgelog.test',
      apiKey: 'k',
      accessToken: 't',
      userId: 'u',
      filter: DEFAULT_ANALYTICS_FILTER,
      now: '2025-04-01T00:00:00.000Z',
    });
    expect(summary.closedTradeCount).toBe(5);
    expect(bodies).toHaveLength(4);
    await Promise.resolve();
    expect(written).toEqual(['e:2']);
  });
});
