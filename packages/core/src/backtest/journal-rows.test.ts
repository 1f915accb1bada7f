import { describe, expect, it } from 'vitest';
import type { OhlcvBar } from './bars.ts';
import { backtestJournalTrades, decimalText } from './journal-rows.ts';
import { simulate } from './simulate.ts';

const T0 = Date.parse('2025-03-03T14:30:00Z');
const HOUR = 3_600_000;
const bar = (i: number, open: number, high: number, low: number, close: number): OhlcvBar => ({
  time: T0 + i * HOUR,
  open,
  high,
  low,
  close,
  volume: 0,
});

describe('decimalText', () => {
  it('writes plain decimals without exponent, trailing zeros or a negative zero', () => {
    expect(decimalText(100)).toBe('100');
    expect(decimalText(100.26000000000001)).toBe('100.26');
    expect(decimalText(0.0000001)).toBe('0.0000001');
    expect(decimalText(1e21 / 1e3)).toBe('1000000000000000000');
    expect(decimalText(-2.5)).toBe('-2.5');
    expect(decimalText(-0)).toBe('0');
    expect(() => decimalText(Number.NaN)).toThrow(RangeError);
  });
});

describe('backtestJournalTrades', () => {
  it('gives each simulated trade its account, instrument, levels and fills as decimal text', () => {
    const bars = [bar(0, 100, 101, 99, 100), bar(1, 100.5, 103, 100, 102.5), bar(2, 102, 102, 101, 101.5)];
    const result = simulate(
      bars,
      [
        {
          action: 'enter',
          barIndex: 0,
          side: 'long',
          type: 'market',
          size: { quantity: 2 },
          stop: { distance: 1.5 },
          target: { r: 1 },
        },
      ],
      {
        commissionPerUnit: 0.25,
        commissionPerOrder: 0,
        slippageTicks: 0,
        tickSize: 0.25,
        bothTouched: 'stop-first',
      },
    );
    const rows = backtestJournalTrades(result.trades, {
      accountId: 'acc',
      symbol: 'ES',
      assetClass: 'future',
      multiplier: 50,
      currency: 'USD',
      notes: 'Moving-average cross',
    });
    expect(rows).toEqual([
      {
        account_id: 'acc',
        symbol: 'ES',
        asset_class: 'future',
        multiplier: '50',
        currency: 'USD',
        stop_price: '99',
        target_price: '102',
        notes: 'Moving-average cross',
        executions: [
          {
            executed_at: '2025-03-03T15:30:00.000Z',
            side: 'buy',
            quantity: '2',
            price: '100.5',
            commission: '0.5',
            currency: 'USD',
            note: 'Entry',
          },
          {
            executed_at: '2025-03-03T15:30:00.000Z',
            side: 'sell',
            quantity: '2',
            price: '102',
            commission: '0.5',
            currency: 'USD',
            note: 'Target',
          },
        ],
      },
    ]);
  });

  it('leaves the levels empty and the notes null when the run had none', () => {
    const bars = [bar(0, 100, 101, 99, 100), bar(1, 100, 101, 99, 100), bar(2, 100, 101, 99, 100)];
    const result = simulate(
      bars,
      [
        { action: 'enter', barIndex: 0, side: 'short', type: 'market', size: { quantity: 1 } },
        { action: 'exit', barIndex: 1 },
      ],
      {
        commissionPerUnit: 0,
        commissionPerOrder: 0,
        slippageTicks: 0,
        tickSize: 0.01,
        bothTouched: 'stop-first',
      },
    );
    const [row] = backtestJournalTrades(result.trades, {
      accountId: 'acc',
      symbol: 'EURUSD',
      assetClass: 'forex',
      multiplier: 1,
      currency: 'USD',
    });
    expect(row).toMatchObject({ stop_price: null, target_price: null, notes: null });
    expect(row?.executions.map((f) => [f.side, f.note])).toEqual([
      ['sell', 'Entry'],
      ['buy', 'Exit'],
    ]);
  });
});
