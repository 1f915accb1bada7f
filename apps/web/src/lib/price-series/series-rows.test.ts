import { describe, expect, it } from 'vitest';
import { readSummaries, readSummary } from './series-rows';

const row = {
  id: '6f1f3c2e-0a7b-4c1e-9d55-2b8e4a0c1d11',
  symbol: 'ES',
  timeframe: '5m',
  name: null,
  bar_count: 1560,
  first_at: '2026-01-05T14:30:00+00:00',
  last_at: '2026-01-09T21:00:00+00:00',
};

describe('series rows', () => {
  it('reads a saved series summary in the app names', () => {
    expect(readSummary(row)).toEqual({
      id: row.id,
      symbol: 'ES',
      timeframe: '5m',
      name: null,
      barCount: 1560,
      firstAt: '2026-01-05T14:30:00+00:00',
      lastAt: '2026-01-09T21:00:00+00:00',
    });
    expect(readSummaries([row, { ...row, name: 'Sample future' }]).map((item) => item.name)).toEqual([
      null,
      'Sample future',
    ]);
  });

  it('refuses an answer that is not a summary instead of showing blanks', () => {
    expect(() => readSummary({ ...row, bar_count: '1560' })).toThrow();
    expect(() => readSummaries([row, { id: row.id }])).toThrow();
    expect(() => readSummaries(null)).toThrow();
  });
});
