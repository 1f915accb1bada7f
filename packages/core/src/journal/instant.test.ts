import { describe, expect, it } from 'vitest';
import { instantOf, isoOf } from './instant.ts';

describe('instantOf', () => {
  it.each([
    ['2026-03-09T13:30:00Z', Date.UTC(2026, 2, 9, 13, 30)],
    ['2026-03-09T09:30:00-04:00', Date.UTC(2026, 2, 9, 13, 30)],
    ['2026-03-09T15:30:00+0200', Date.UTC(2026, 2, 9, 13, 30)],
    ['2026-03-09 13:30:00+00', Date.UTC(2026, 2, 9, 13, 30)],
    ['2026-03-09T13:30Z', Date.UTC(2026, 2, 9, 13, 30)],
    ['2026-03-09T19:00:00+05:30', Date.UTC(2026, 2, 9, 13, 30)],
    ['2026-03-09T13:30:00.250Z', Date.UTC(2026, 2, 9, 13, 30, 0, 250)],
    ['2026-03-09 13:30:00.123456+00', Date.UTC(2026, 2, 9, 13, 30, 0, 123) + 0.456],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['2026-01-01T00:30:00+01:00', Date.UTC(2025, 11, 31, 23, 30)],
  ])('reads %s', (text, expected) => {
    expect(instantOf(text)).toBeCloseTo(expected, 6);
  });

  it('keeps microseconds apart', () => {
    expect(instantOf('2026-03-09 13:30:00.000001+00')).toBeGreaterThan(instantOf('2026-03-09 13:30:00+00'));
  });

  it.each([
    '2026-03-09T13:30:00', // no offset: the zone would be the machine's
    '2026-03-09',
    '2026-02-29T10:00:00Z', // not a leap year
    '2026-13-01T10:00:00Z',
    '2026-03-09T24:00:00Z',
    '2026-03-09T10:60:00Z',
    '2026-03-09T10:00:00+2',
    '2026-03-09T10:00:00.Z',
    '2026-03-09T10:00:00ZZ',
    'March 9, 2026 10:00 UTC',
  ])('refuses %s', (text) => {
    expect(instantOf(text)).toBeNaN();
  });
});

describe('isoOf', () => {
  it('writes what Date writes, over leap years, centuries and both sides of the epoch', () => {
    const samples = [0, -1, 1, 951_782_400_000, 4_107_542_399_999, -62_135_596_800_000, 253_402_300_799_999];
    for (let ms = -5_000_000_000_000; ms < 5_000_000_000_000; ms += 7_777_777_777) samples.push(ms);
    for (const ms of samples) expect(isoOf(ms)).toBe(new Date(ms).toISOString());
  });

  it('writes leap days and the last millisecond of a year', () => {
    expect(isoOf(Date.UTC(2024, 1, 29, 23, 59, 59, 999))).toBe('2024-02-29T23:59:59.999Z');
    expect(isoOf(Date.UTC(2000, 1, 29))).toBe('2000-02-29T00:00:00.000Z');
    expect(isoOf(Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toBe('2026-12-31T23:59:59.999Z');
  });
});
