import { describe, expect, it } from 'vitest';
import { analyticsPayload } from './test-payload.ts';
import { buildAnalyticsDataset } from './dataset.ts';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';
import { decodeAnalyticsPayload } from './payload.ts';
import { runAnalyticsRequest } from './requests.ts';
import { decodeFigures, encodeFigures } from './wire.ts';

/** Deep equality where NaN equals NaN. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || a === b;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
    const other = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
    return (
      keys.length === other.length &&
      keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  }
  return a === b;
}

describe('figures on the wire', () => {
  it('keeps numbers JSON cannot write, wherever they are', () => {
    const figures = {
      profitFactor: Infinity,
      largestLoss: -Infinity,
      maxDrawdownPct: NaN,
      list: [1.5, Infinity, null, 'x', [NaN]],
      nested: { a: { b: NaN, 'odd key.[0]': -Infinity } },
    };
    const back = decodeFigures(encodeFigures(figures));
    expect(same(back, figures)).toBe(true);
    expect((back as typeof figures).profitFactor).toBe(Infinity);
    expect(Number.isNaN((back as typeof figures).nested.a.b)).toBe(true);
    expect(same(decodeFigures(encodeFigures([Infinity])), [Infinity])).toBe(true);
    expect(decodeFigures(encodeFigures(NaN))).toBeNull();
  });

  it('writes finite figures as plain JSON', () => {
    expect(encodeFigures({ net: 12.5, days: [1, 2] })).toBe('{"net":12.5,"days":[1,2]}');
    expect(decodeFigures('{"$figures":1}')).toEqual({ $figures: 1 });
  });

  it('carries every answer of the engine as computed', () => {
    // A symbol that never lost: its profit factor is Infinity.
    const journal = decodeAnalyticsPayload(
      analyticsPayload({
        trades: [
          { id: 'a', net: 100, risk: 50, symbol: 'WIN' },
          { id: 'b', net: -40, risk: 20, symbol: 'MIX', closedAt: '2025-03-04T15:00:00.000Z' },
          { id: 'c', net: 30, symbol: 'MIX', closedAt: '2025-03-05T15:00:00.000Z' },
        ],
      }),
    );
    const range = { from: null, to: null };
    const dataset = buildAnalyticsDataset(journal, {
      datasetId: 'd',
      filter: DEFAULT_ANALYTICS_FILTER,
      range,
    });
    const requests = [
      { kind: 'statistics' },
      { kind: 'breakdown', dimension: 'symbol' },
      { kind: 'cross', rows: 'weekday', columns: 'symbol' },
      { kind: 'rolling', window: 2 },
      { kind: 'r-distribution', binWidth: 0.5 },
      { kind: 'daily-risk' },
    ] as const;
    let nonFinite = 0;
    for (const request of requests) {
      const answer = runAnalyticsRequest(dataset, request);
      const text = encodeFigures(answer);
      if (text.startsWith('{"$figures"')) nonFinite++;
      expect(same(decodeFigures(text), answer), request.kind).toBe(true);
    }
    expect(nonFinite).toBeGreaterThan(0);
  });
});
