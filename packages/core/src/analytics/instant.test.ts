import { describe, expect, it } from 'vitest';
import { daysFromCivil, parseInstant } from './instant.ts';

describe('parseInstant', () => {
  it.each([
    '2025-03-03T14:30:00Z',
    '2025-03-03T14:30:00.123Z',
    '2025-03-03T14:30:00.1Z',
    '2025-03-03T14:30:00.123456Z',
    '2025-03-03T14:30:00+13:00',
    '2025-03-03T14:30:00-05:00',
    '2025-03-03T14:30:00+05:45',
    '2025-03-03T14:30:00+0530',
    '2025-03-03 14:30:00+00',
    '1969-12-31T23:59:59Z',
    '2024-02-29T00:00:00Z',
    '2100-12-31T23:59:59.999-12:00',
  ])('reads %s as Date.parse does', (text) => {
    expect(parseInstant(text)).toBe(Date.parse(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')));
  });

  it.each([
    '2025-02-30T00:00:00Z',
    '2025-13-01T00:00:00Z',
    '2025-03-03T24:00:00Z',
    'yesterday',
    '2025-03-03T14:30:00',
    '2025-03-03T14:30:00.Z',
  ])('refuses %s', (text) => {
    expect(parseInstant(text)).toBeNaN();
  });

  it('falls back to Date.parse for other ISO shapes with an offset', () => {
    expect(parseInstant('2025-03-03T14:30Z')).toBe(Date.UTC(2025, 2, 3, 14, 30));
  });

  it('counts days from 1970-01-01 across leap years', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2000, 3, 1)).toBe(Date.UTC(2000, 2, 1) / 86_400_000);
    expect(daysFromCivil(1969, 12, 31)).toBe(-1);
  });
});

describe('parseInstant on short or cut text', () => {
  it.each(['2025-03-03T14:30:0', '2025-03-03T14:30:00+1', ''])('refuses %s', (text) => {
    expect(parseInstant(text)).toBeNaN();
  });
});
