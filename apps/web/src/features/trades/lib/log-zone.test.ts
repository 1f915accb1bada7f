import { describe, expect, it } from 'vitest';
import { zonedDayStart } from './log-zone';

describe('zonedDayStart', () => {
  it.each([
    ['2025-01-01', 'UTC', 0, '2025-01-01T00:00:00.000Z'],
    ['2025-12-31', 'UTC', 1, '2026-01-01T00:00:00.000Z'],
    ['2024-02-28', 'UTC', 1, '2024-02-29T00:00:00.000Z'],
    ['2025-01-15', 'Pacific/Auckland', 0, '2025-01-14T11:00:00.000Z'],
    ['2025-07-15', 'Pacific/Auckland', 0, '2025-07-14T12:00:00.000Z'],
    ['2025-06-01', 'Asia/Kolkata', 0, '2025-05-31T18:30:00.000Z'],
    ['2025-01-10', 'America/New_York', 0, '2025-01-10T05:00:00.000Z'],
    // clocks change at 02:00 that day: the day still starts at midnight on the old offset
    ['2025-03-09', 'America/New_York', 0, '2025-03-09T05:00:00.000Z'],
    ['2025-03-09', 'America/New_York', 1, '2025-03-10T04:00:00.000Z'],
    ['2025-11-02', 'America/New_York', 0, '2025-11-02T04:00:00.000Z'],
    ['2025-11-02', 'America/New_York', 1, '2025-11-03T05:00:00.000Z'],
    // midnight is skipped (00:00 becomes 01:00): the day starts when the clocks jump
    ['2025-09-07', 'America/Santiago', 0, '2025-09-07T04:00:00.000Z'],
    ['2025-09-06', 'America/Santiago', 1, '2025-09-07T04:00:00.000Z'],
    ['2025-03-09', 'America/Havana', 0, '2025-03-09T05:00:00.000Z'],
    ['2025-03-30', 'Asia/Beirut', 0, '2025-03-29T22:00:00.000Z'],
  ])('%s in %s, %i days on', (day, zone, addDays, expected) => {
    expect(zonedDayStart(day, zone, addDays)).toBe(expected);
  });

  it.each(['', '2025-1-01', '2025-01-01T00:00', 'yesterday'])('null for %j', (day) => {
    expect(zonedDayStart(day, 'UTC')).toBeNull();
  });
});
