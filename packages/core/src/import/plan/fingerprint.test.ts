import { describe, expect, it } from 'vitest';
import type { ImportedExecution } from '../types.ts';
import { fingerprintExecutions, hash128 } from './fingerprint.ts';

const ACCOUNT = '6f1c2d3e-0000-4000-8000-000000000001';

function fill(overrides: Partial<ImportedExecution> = {}): ImportedExecution {
  return {
    time: '2026-03-09T09:30:00-04:00',
    symbol: 'AAPL',
    side: 'buy',
    quantity: 100,
    price: 187.25,
    commission: 1,
    fees: 0.02,
    assetClass: 'stock',
    ...overrides,
  };
}

describe('fingerprintExecutions', () => {
  it('gives the same keys for the same file read twice', () => {
    const file = [fill(), fill({ side: 'sell', time: '2026-03-09T10:00:00-04:00', price: 188 })];
    expect(fingerprintExecutions(file, ACCOUNT)).toEqual(fingerprintExecutions(file, ACCOUNT));
  });

  it('matches the shared fills of an overlapping file', () => {
    const a = fill({ time: '2026-03-09T09:30:00-04:00' });
    const b = fill({ time: '2026-03-09T09:31:00-04:00', side: 'sell' });
    const c = fill({ time: '2026-03-09T09:32:00-04:00', price: 190 });
    const first = fingerprintExecutions([a, b], ACCOUNT);
    const second = fingerprintExecutions([b, c], ACCOUNT);
    expect(second[0]).toBe(first[1]);
    expect(first).not.toContain(second[1]);
  });

  it('keeps two identical fills of one file apart, and both match when read again', () => {
    const keys = fingerprintExecutions([fill(), fill()], ACCOUNT);
    expect(keys[0]).not.toBe(keys[1]);
    expect(fingerprintExecutions([fill(), fill(), fill()], ACCOUNT).slice(0, 2)).toEqual(keys);
  });

  it('reads the time as an instant: another offset for the same moment is the same fill', () => {
    const [ny] = fingerprintExecutions([fill({ time: '2026-03-09T09:30:00-04:00' })], ACCOUNT);
    const [utc] = fingerprintExecutions([fill({ time: '2026-03-09T13:30:00Z' })], ACCOUNT);
    expect(utc).toBe(ny);
  });

  it('tells fills apart by every field that makes them, and by account', () => {
    const base = fingerprintExecutions([fill()], ACCOUNT)[0];
    const variants: Partial<ImportedExecution>[] = [
      { time: '2026-03-09T09:30:01-04:00' },
      { symbol: 'MSFT' },
      { side: 'sell' },
      { quantity: 101 },
      { price: 187.26 },
      { commission: 1.01 },
      { fees: 0.03 },
      { orderId: 'O-1' },
      { brokerExecutionId: 'E-1' },
    ];
    const keys = variants.map((v) => fingerprintExecutions([fill(v)], ACCOUNT)[0]);
    expect(new Set([base, ...keys]).size).toBe(variants.length + 1);
    expect(fingerprintExecutions([fill()], 'another-account')[0]).not.toBe(base);
  });

  it('counts occurrences per identical fill, not per file position', () => {
    const other = fill({ symbol: 'MSFT' });
    const [a1, , a2] = fingerprintExecutions([fill(), other, fill()], ACCOUNT);
    const [b1, b2] = fingerprintExecutions([fill(), fill()], ACCOUNT);
    expect([a1, a2]).toEqual([b1, b2]);
  });
});

describe('hash128', () => {
  it('is 32 hex digits and moves with one character', () => {
    expect(hash128('abc')).toMatch(/^[0-9a-f]{32}$/);
    expect(hash128('abc')).not.toBe(hash128('abd'));
    expect(hash128('')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives no two equal keys over many close texts', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 50_000; i++) keys.add(hash128(`fill-${i}`));
    expect(keys.size).toBe(50_000);
  });
});
