import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, toLocalInput } from './local-datetime';

// The browser's zone is the machine's here: wall-clock moments are built with the local Date
// constructor so the expectations hold in any zone (run under UTC and Pacific/Auckland).
describe('toLocalInput', () => {
  it.each([
    [new Date(2025, 0, 2, 9, 5), '2025-01-02T09:05'],
    [new Date(2025, 11, 31, 23, 59, 7), '2025-12-31T23:59:07'],
    [new Date(2024, 1, 29, 0, 0, 0, 999), '2024-02-29T00:00'],
    [new Date(2025, 6, 1, 12, 30), '2025-07-01T12:30'],
  ])('%s', (moment, expected) => {
    expect(toLocalInput(moment)).toBe(expected);
  });
});

describe('localInputToIso', () => {
  it.each([
    ['2025-01-02T09:05', new Date(2025, 0, 2, 9, 5)],
    ['2025-07-01T12:30:15', new Date(2025, 6, 1, 12, 30, 15)],
  ])('%s is that wall-clock time here', (local, moment) => {
    expect(localInputToIso(local)).toBe(moment.toISOString());
  });

  it.each(['', 'soon', '2025-13-01T10:00', '2025-01-01T25:00'])('null for %j', (local) => {
    expect(localInputToIso(local)).toBeNull();
  });
});

describe('isoToLocalInput', () => {
  it.each(['2025-01-02T09:05', '2025-07-01T12:30:15', '2024-02-29T00:00'])(
    'reads back what localInputToIso wrote: %s',
    (local) => {
      const iso = localInputToIso(local);
      expect(iso).not.toBeNull();
      expect(isoToLocalInput(iso ?? '')).toBe(local);
    },
  );

  it('shows a stored instant at the same moment', () => {
    const local = isoToLocalInput('2025-03-15T18:45:00.000Z');
    expect(new Date(local).toISOString()).toBe('2025-03-15T18:45:00.000Z');
  });
});
