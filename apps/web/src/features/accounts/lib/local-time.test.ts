import { describe, expect, it } from 'vitest';
import { instantOfLocalInput, localInputOf } from './local-time';

// Wall-clock moments come from the local Date constructor so these hold in any zone.
describe('localInputOf', () => {
  it.each<[Date | string, string]>([
    [new Date(2025, 0, 2, 9, 5), '2025-01-02T09:05'],
    // to the minute: the seconds are dropped
    [new Date(2025, 11, 31, 23, 59, 59), '2025-12-31T23:59'],
    [new Date(2025, 6, 1, 0, 0).toISOString(), '2025-07-01T00:00'],
  ])('%s', (instant, expected) => {
    expect(localInputOf(instant)).toBe(expected);
  });
});

describe('instantOfLocalInput', () => {
  it.each([
    ['2025-01-02T09:05', new Date(2025, 0, 2, 9, 5)],
    ['2025-07-01T00:00', new Date(2025, 6, 1, 0, 0)],
  ])('%s', (local, moment) => {
    expect(instantOfLocalInput(local)).toBe(moment.toISOString());
    expect(localInputOf(instantOfLocalInput(local))).toBe(local);
  });
});
