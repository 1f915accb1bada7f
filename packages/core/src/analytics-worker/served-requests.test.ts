import { describe, expect, it } from 'vitest';
import { servedRequest, SERVED_LIMITS } from './served-requests.ts';

describe('the requests the server answers', () => {
  it('takes every request a first screen sends, as sent', () => {
    const sent = [
      { kind: 'statistics' },
      { kind: 'statistics', curvePoints: 4000 },
      { kind: 'breakdown', dimension: 'symbol' },
      { kind: 'cross', rows: 'weekday', columns: 'hour' },
      { kind: 'pnl-series', period: 'month' },
      { kind: 'rolling', window: 20 },
      { kind: 'rolling', window: 20, points: 4000 },
      { kind: 'r-distribution', binWidth: 0.5 },
      { kind: 'excursions' },
      { kind: 'daily-risk' },
      { kind: 'risk-of-ruin', lossThreshold: 2500 },
      { kind: 'position-size-consistency' },
      { kind: 'trades', limit: 10, order: 'worst' },
      { kind: 'trades', day: '2025-03-04', limit: 500, order: 'recent' },
    ];
    for (const request of sent) expect(servedRequest(request)).toEqual(request);
  });

  it('leaves to the worker what carries objects or open-ended work', () => {
    expect(
      servedRequest({ kind: 'monte-carlo', trades: 100, runs: 1000, seed: 1, drawdownLimitPct: null }),
    ).toBeNull();
    expect(servedRequest({ kind: 'adherence', playbook: {} })).toBeNull();
    expect(servedRequest({ kind: 'rule-breaks', goals: [] })).toBeNull();
  });

  it('refuses work past its bounds and fields a kind does not have', () => {
    const refused = [
      null,
      'statistics',
      [],
      { kind: 'statistics', curvePoints: SERVED_LIMITS.curvePoints + 1 },
      { kind: 'statistics', curvePoints: 1.5 },
      { kind: 'statistics', extra: 1 },
      { kind: 'breakdown', dimension: 'password' },
      { kind: 'cross', rows: 'symbol' },
      { kind: 'pnl-series', period: 'hour' },
      { kind: 'rolling', window: 0 },
      { kind: 'rolling', window: SERVED_LIMITS.rollingWindow + 1 },
      { kind: 'rolling', window: 20, points: 1 },
      { kind: 'r-distribution', binWidth: 1e-9 },
      { kind: 'r-distribution', binWidth: Number.NaN },
      { kind: 'risk-of-ruin', lossThreshold: 0 },
      { kind: 'risk-of-ruin', lossThreshold: Infinity },
      { kind: 'trades', limit: SERVED_LIMITS.tradeList + 1, order: 'recent' },
      { kind: 'trades', limit: 10, order: 'random' },
      { kind: 'trades', day: '2025-02-30', limit: 10, order: 'recent' },
      { kind: 'excursions', everything: true },
      { kind: 'unknown' },
    ];
    for (const request of refused) expect(servedRequest(request)).toBeNull();
  });
});
