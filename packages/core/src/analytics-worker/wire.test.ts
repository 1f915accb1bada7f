import { describe, expect, it } from 'vitest';
import { decodeFigures, encodeFigures } from './wire.ts';

/** Deep equality where NaN equals NaN and 0 differs from -0 only where Object.is says so. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || (a === 0 && b === 0);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
    return keys.every((key) =>
      same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}

describe('figures on the wire', () => {
  it('keeps numbers JSON cannot write', () => {
    const figures = {
      profitFactor: Infinity,
      largestLoss: -Infinity,
      maxDrawdownPct: NaN,
      list: [1.5, Infinity, null, 'x'],
      nested: { a: { b: NaN } },
    };
    const back = decodeFigures(encodeFigures(figures));
    expect(same(back, figures)).toBe(true);
    expect((back as typeof figures).profitFactor).toBe(Infinity);
    expect(Number.isNaN((back as typeof figures).nested.a.b)).toBe(true);
  });

  it('leaves an object that only looks like a marker alone when it is not one', () => {
    expect(decodeFigures(encodeFigures({ $number: 'ten' }))).toEqual({ $number: 'ten' });
    expect(decodeFigures(encodeFigures({ $number: 'NaN', other: 1 }))).toEqual({ $number: 'NaN', other: 1 });
  });

  it('writes finite figures as plain JSON', () => {
    expect(encodeFigures({ net: 12.5, days: [1, 2] })).toBe('{"net":12.5,"days":[1,2]}');
  });
});
