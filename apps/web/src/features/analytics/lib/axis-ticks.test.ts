import { describe, expect, it } from 'vitest';
import { equityTickLabel, withinOneDay } from './axis-ticks';

// 2025-02-14 20:03:00 on the wall clock, as the chart's shifted UTC seconds.
const EVENING = Date.UTC(2025, 1, 14, 20, 3) / 1000;

describe('equityTickLabel', () => {
  it('labels years, months and days', () => {
    expect(equityTickLabel(EVENING, 0, false)).toBe('2025');
    expect(equityTickLabel(EVENING, 1, false)).toBe('Feb');
    expect(equityTickLabel(EVENING, 2, false)).toBe('14');
  });

  it('prints no stray clock times on a curve over days', () => {
    expect(equityTickLabel(EVENING, 3, false)).toBe('');
    expect(equityTickLabel(EVENING, 4, false)).toBe('');
  });

  it('keeps the times of a curve inside one day', () => {
    expect(equityTickLabel(EVENING, 3, true)).toBe('20:03');
  });
});

describe('withinOneDay', () => {
  it.each([
    { times: [], want: true },
    { times: [EVENING], want: true },
    { times: [EVENING - 3600, EVENING], want: true },
    { times: [EVENING, EVENING + 4 * 3600], want: false },
  ])('$times -> $want', ({ times, want }) => {
    expect(withinOneDay(times)).toBe(want);
  });
});
