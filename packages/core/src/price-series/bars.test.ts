import { describe, expect, it } from 'vitest';
import { barTimeOf, fromStoredBars, toStoredBars, type PriceBar } from './bars.ts';

const bar: PriceBar = {
  time: '2025-03-03T00:00:00Z',
  open: '1.08345',
  high: '1.084',
  low: '1.083',
  close: '1.0839',
};

describe('stored bars', () => {
  it('round-trips through the short stored form', () => {
    const stored = toStoredBars([bar]);
    expect(stored).toEqual([{ t: bar.time, o: '1.08345', h: '1.084', l: '1.083', c: '1.0839' }]);
    expect(fromStoredBars(JSON.parse(JSON.stringify(stored)))).toEqual([bar]);
  });

  it.each([
    ['not a list', { t: 'x' }],
    ['a number price', [{ t: '2025-03-03T00:00:00Z', o: 1, h: '1', l: '1', c: '1' }]],
    ['a missing close', [{ t: '2025-03-03T00:00:00Z', o: '1', h: '1', l: '1' }]],
    ['null', null],
  ])('reads %s as nothing', (_name, value) => {
    expect(fromStoredBars(value)).toBeNull();
  });
});

describe('barTimeOf', () => {
  it.each([
    [Date.parse('2025-03-03T14:30:00Z'), '2025-03-03T14:30:00Z'],
    [Date.parse('2025-03-03T14:30:59.999Z'), '2025-03-03T14:30:59Z'],
    [Date.parse('1999-12-31T23:59:00-05:00'), '2000-01-01T04:59:00Z'],
  ])('writes %d as %s', (ms, text) => {
    expect(barTimeOf(ms)).toBe(text);
  });
});
