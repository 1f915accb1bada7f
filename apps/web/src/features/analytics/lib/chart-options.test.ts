import { describe, expect, it } from 'vitest';
import { equityLineData } from './chart-options';

describe('equityLineData', () => {
  it('keeps one point per second, the equity after all of them, in rising order', () => {
    const points = equityLineData([
      { time: '2025-03-03T15:00:00.000Z', equity: 10_000 },
      { time: '2025-03-03T15:00:00.400Z', equity: 10_100, tradeId: 'a' },
      { time: '2025-03-03T15:00:00.900Z', equity: 10_050, tradeId: 'b' },
      { time: '2025-03-03T16:00:00.000Z', equity: 10_200, tradeId: 'c' },
    ]);
    expect(points.map((point) => [point.time, point.value])).toEqual([
      [Date.parse('2025-03-03T15:00:00Z') / 1000, 10_050],
      [Date.parse('2025-03-03T16:00:00Z') / 1000, 10_200],
    ]);
    expect(points[0]?.iso).toBe('2025-03-03T15:00:00.900Z');
  });

  it("shifts times to the trader's wall clock, daylight saving included", () => {
    const points = equityLineData(
      [
        { time: '2025-03-07T15:00:00Z', equity: 1 },
        { time: '2025-03-10T15:00:00Z', equity: 2, tradeId: 'x' },
      ],
      'America/New_York',
    );
    // 10:00 EST on the 7th, 11:00 EDT on the 10th, shown as such on a UTC axis.
    expect(points.map((point) => new Date(point.time * 1000).toISOString())).toEqual([
      '2025-03-07T10:00:00.000Z',
      '2025-03-10T11:00:00.000Z',
    ]);
  });

  it('changes the offset at the minute the clocks change, in either hemisphere', () => {
    const shifted = (time: string, zone: string) =>
      new Date((equityLineData([{ time, equity: 1 }], zone)[0]?.time ?? 0) * 1000).toISOString();
    expect(shifted('2025-03-09T06:59:00Z', 'America/New_York')).toBe('2025-03-09T01:59:00.000Z');
    expect(shifted('2025-03-09T07:00:00Z', 'America/New_York')).toBe('2025-03-09T03:00:00.000Z');
    expect(shifted('2025-04-05T15:59:00Z', 'Australia/Sydney')).toBe('2025-04-06T02:59:00.000Z');
    expect(shifted('2025-04-05T16:00:00Z', 'Australia/Sydney')).toBe('2025-04-06T02:00:00.000Z');
    expect(shifted('2025-10-05T03:30:00Z', 'Australia/Lord_Howe')).toBe('2025-10-05T14:30:00.000Z');
  });

  it('folds an hour the clocks repeat onto rising times', () => {
    const points = equityLineData(
      [
        { time: '2025-11-02T05:30:00Z', equity: 1 },
        { time: '2025-11-02T06:10:00Z', equity: 2, tradeId: 'y' },
      ],
      'America/New_York',
    );
    // 01:30 EDT, then 01:10 EST: the second wall time is earlier, so it takes the first slot.
    expect(points).toHaveLength(1);
    expect(points[0]?.value).toBe(2);
  });
});
