// Every sample trade must be a trade the journal accepts as it is: one flat-to-flat round trip of
// clean decimals, checked with the journal's own splitRoundTrips and deriveTrade and, apart from
// them, with exact integer arithmetic.
import { describe, expect, it } from 'vitest';
import { deriveTrade, splitRoundTrips } from '../journal/index.ts';
import { generateDemoJournal } from './generate.ts';
import { unitsAt } from './test-support.ts';
import type { DemoTrade } from './types.ts';

const journal = generateDemoJournal({ seed: 20250102, trades: 3000 });
const { trades } = journal;
const tolerance = new Map(journal.accounts.map((a) => [a.ref, a.breakEvenTolerance]));
const open = trades.filter((t) => splitRoundTrips(t.executions).some((trip) => trip.open));

const SCALE = 12;
/** The position after each fill, exactly, in units of 10^-12. */
function positions(trade: DemoTrade): bigint[] {
  let position = 0n;
  return trade.executions.map((fill) => {
    position += (fill.side === 'buy' ? 1n : -1n) * unitsAt(fill.quantity, SCALE);
    return position;
  });
}

describe('sample trades as the journal reads them', () => {
  it('are each exactly one round trip, closed but for the last few', () => {
    for (const trade of trades) {
      const trips = splitRoundTrips(trade.executions);
      expect(trips, trade.ref).toHaveLength(1);
      expect(trips[0]?.executions).toHaveLength(trade.executions.length);
    }
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThanOrEqual(3);
    // The open ones are the journal's last trades of their account and symbol.
    for (const trade of open) {
      const later = trades.filter(
        (t) =>
          t.accountRef === trade.accountRef &&
          t.symbol === trade.symbol &&
          (t.executions[0]?.time ?? '') > (trade.executions[0]?.time ?? ''),
      );
      expect(later).toEqual([]);
    }
  });

  it('derive with deriveTrade into closed trades with every figure', () => {
    for (const trade of trades) {
      const derived = deriveTrade({
        executions: trade.executions,
        multiplier: trade.multiplier,
        initialStop: trade.initialStop,
        target: trade.target,
        breakEvenTolerance: tolerance.get(trade.accountRef) ?? '0',
      });
      if (open.includes(trade)) {
        expect(derived.status).toBe('open');
        continue;
      }
      expect(derived.status, trade.ref).toBe('closed');
      expect(derived.netPnl).not.toBeNull();
      expect(derived.holdingMs).toBeGreaterThan(0);
      expect(derived.result).not.toBeNull();
      if (trade.initialStop !== null) expect(derived.rMultiple).not.toBeNull();
    }
  });
});

describe('sample trades checked with integers', () => {
  it('never cross zero and are flat only after their last fill', () => {
    for (const trade of trades) {
      const steps = positions(trade);
      const direction = (steps[0] ?? 0n) > 0n ? 1n : -1n;
      steps.forEach((position, i) => {
        const last = i === steps.length - 1;
        expect(position * direction >= 0n, trade.ref).toBe(true);
        if (!last) expect(position, trade.ref).not.toBe(0n);
        else if (!open.includes(trade)) expect(position, trade.ref).toBe(0n);
      });
    }
  });

  it('list their fills in time order, on whole seconds', () => {
    for (const trade of trades) {
      const instants = trade.executions.map((f) => Date.parse(f.time));
      for (const instant of instants) expect(instant % 1000).toBe(0);
      for (let i = 1; i < instants.length; i++) expect(instants[i]! > instants[i - 1]!, trade.ref).toBe(true);
    }
  });

  it('scale in and out with two to six fills on some trades', () => {
    const counts = trades.map((t) => t.executions.length);
    expect(Math.min(...counts.filter((_, i) => !open.includes(trades[i]!)))).toBe(2);
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    expect(counts.filter((c) => c >= 3).length).toBeGreaterThan(trades.length * 0.2);
    expect(counts.filter((c) => c >= 5).length).toBeGreaterThan(0);
  });

  it('keep each account and symbol to one trade at a time', () => {
    const lastClose = new Map<string, number>();
    const byOpen = [...trades].sort(
      (a, b) => Date.parse(a.executions[0]!.time) - Date.parse(b.executions[0]!.time),
    );
    for (const trade of byOpen) {
      const key = `${trade.accountRef}/${trade.symbol}`;
      const opened = Date.parse(trade.executions[0]!.time);
      expect(opened > (lastClose.get(key) ?? -Infinity), trade.ref).toBe(true);
      lastClose.set(key, Date.parse(trade.executions[trade.executions.length - 1]!.time));
    }
  });

  it('put stops on the losing side of the first entry and targets on the winning side', () => {
    for (const trade of trades) {
      const first = trade.executions[0]!;
      const entry = unitsAt(first.price, SCALE);
      const long = first.side === 'buy';
      if (trade.initialStop !== null) {
        const stop = unitsAt(trade.initialStop, SCALE);
        expect(long ? stop < entry : stop > entry, trade.ref).toBe(true);
        expect(stop > 0n).toBe(true);
      }
      if (trade.target !== null) {
        const target = unitsAt(trade.target, SCALE);
        expect(long ? target > entry : target < entry, trade.ref).toBe(true);
      }
    }
  });
});

describe('sample decimals', () => {
  const plain = /^-?\d+(\.\d+)?$/;
  const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

  it('are plain decimal text, never float noise', () => {
    for (const trade of trades) {
      for (const text of [trade.initialStop, trade.target, trade.multiplier])
        if (text !== null) expect(text).toMatch(plain);
      for (const fill of trade.executions) {
        for (const text of [fill.quantity, fill.price, fill.commission, fill.fees]) {
          expect(text).toMatch(plain);
          expect(decimalsOf(text), text).toBeLessThanOrEqual(5);
        }
        expect(decimalsOf(fill.commission)).toBe(2);
        expect(decimalsOf(fill.fees)).toBe(2);
        expect(unitsAt(fill.quantity, SCALE) > 0n).toBe(true);
        expect(unitsAt(fill.commission, 2) >= 0n && unitsAt(fill.fees, 2) >= 0n).toBe(true);
      }
    }
    for (const t of journal.transactions) expect(t.amount).toMatch(/^-?\d+\.\d\d$/);
  });

  it('sit on each market’s grid: futures ticks, five forex decimals, whole shares', () => {
    const ticks: Record<string, bigint> = { ES: 25n, NQ: 25n, MES: 25n, CL: 1n, GC: 10n };
    for (const trade of trades) {
      for (const fill of trade.executions) {
        if (trade.assetClass === 'future') {
          const root = trade.symbol.slice(0, -2);
          expect(unitsAt(fill.price, 2) % (ticks[root] ?? 0n), `${trade.symbol} ${fill.price}`).toBe(0n);
        }
        if (trade.assetClass === 'forex') {
          expect(decimalsOf(fill.price)).toBe(5);
          expect(unitsAt(fill.quantity, 0) % 1000n).toBe(0n);
          expect(unitsAt(fill.quantity, 0) >= 1000n).toBe(true);
        }
        if (trade.assetClass === 'stock' || trade.assetClass === 'option' || trade.assetClass === 'future')
          expect(fill.quantity).toMatch(/^\d+$/);
        if (trade.assetClass === 'option') expect(unitsAt(fill.price, 2) % 5n).toBe(0n);
      }
    }
    expect(
      trades.some((t) => t.assetClass === 'crypto' && t.executions.some((f) => f.quantity.includes('.'))),
    ).toBe(true);
  });

  it('name options the OCC way with a multiplier of 100, and futures by their month', () => {
    for (const trade of trades) {
      if (trade.assetClass === 'option') {
        expect(trade.symbol).toMatch(/^[A-Z]{1,6}\d{6}[CP]\d{8}$/);
        expect(trade.multiplier).toBe('100');
        // The contract has not expired when the trade closes.
        const expiry = `20${trade.symbol.slice(-15, -13)}-${trade.symbol.slice(-13, -11)}-${trade.symbol.slice(-11, -9)}`;
        expect(trade.executions[trade.executions.length - 1]!.time.slice(0, 10) <= expiry, trade.symbol).toBe(
          true,
        );
      }
      if (trade.assetClass === 'future') {
        expect(trade.symbol).toMatch(/^(ES|NQ|MES|CL|GC)[FGHJKMNQUVXZ]\d$/);
        const points: Record<string, string> = { ES: '50', NQ: '20', MES: '5', CL: '1000', GC: '100' };
        expect(trade.multiplier).toBe(points[trade.symbol.slice(0, -2)]);
      }
    }
  });
});
