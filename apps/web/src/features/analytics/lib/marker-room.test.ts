import { describe, expect, it } from 'vitest';
import { markerRoom } from './marker-room';

describe('room for marker labels at the chart edges', () => {
  it('puts empty bars before the first point, spaced like the points, and as many after the last', () => {
    const times = Array.from({ length: 100 }, (_, index) => 1_000_000 + index * 86_400);
    const room = markerRoom(times);
    expect(room.after).toBe(5);
    expect(room.before).toEqual([1, 2, 3, 4, 5].reverse().map((n) => 1_000_000 - n * 86_400));
  });

  it('keeps at least two bars for a short curve, strictly before the first point', () => {
    const room = markerRoom([100, 101, 103]);
    expect(room.after).toBe(2);
    expect(room.before).toEqual([99, 100].map((t) => t - 1));
    expect(Math.max(...room.before)).toBeLessThan(100);
  });

  it('leaves a single point or none alone', () => {
    expect(markerRoom([5])).toEqual({ before: [], after: 0 });
    expect(markerRoom([])).toEqual({ before: [], after: 0 });
  });
});
