import { describe, expect, it } from 'vitest';
import {
  closingSide,
  impliedClosingSide,
  markDeliveries,
  optionEventFill,
  optionEventOf,
} from './option-events.ts';
import type { ImportedExecution } from './types.ts';

function fill(overrides: Partial<ImportedExecution>): ImportedExecution {
  return {
    time: '2026-04-01T10:00:00-04:00',
    symbol: 'KLM260417P00040000',
    side: 'sell',
    quantity: 1,
    price: 1.2,
    commission: 0,
    fees: 0,
    assetClass: 'option',
    ...overrides,
  };
}

describe('option events', () => {
  it('names the event brokers write in words', () => {
    expect(optionEventOf('Expired')).toBe('expiry');
    expect(optionEventOf('Removal of option due to assignment')).toBe('assignment');
    expect(optionEventOf('Exchange or Exercise')).toBe('exercise');
    expect(optionEventOf('Cash Settled Assignment')).toBe('settlement');
    expect(optionEventOf('Sell to Close')).toBeNull();
  });

  it('closes the position the earlier fills left, whatever came after', () => {
    const fills = [
      fill({}),
      fill({ side: 'buy', quantity: 3, time: '2026-04-20T10:00:00-04:00' }),
      fill({ symbol: 'OTHER', side: 'buy', quantity: 5 }),
    ];
    expect(closingSide(fills, 'KLM260417P00040000', '2026-04-17T16:00:00-04:00')).toBe('buy');
    expect(closingSide(fills, 'KLM260417P00040000', '2026-03-01T16:00:00-05:00')).toBeNull();
    expect(closingSide(fills, 'OTHER', '2026-04-17T16:00:00-04:00')).toBe('sell');
  });

  it('knows only short options are assigned and long ones exercised', () => {
    expect(impliedClosingSide('assignment')).toBe('buy');
    expect(impliedClosingSide('exercise')).toBe('sell');
    expect(impliedClosingSide('expiry')).toBeNull();
  });

  it('closes at 0, or at the settlement value, and marks the stock an assignment delivers', () => {
    const { price: _price, ...base } = fill({ side: 'buy', time: '2026-04-17T16:00:00-04:00' });
    const assigned = optionEventFill(base, 'assignment');
    expect(assigned).toMatchObject({ price: 0, positionEffect: 'close', event: 'assignment' });
    expect(optionEventFill(base, 'settlement', 12.345)).toMatchObject({ price: 12.345, event: 'settlement' });
    const stock = fill({
      symbol: 'KLM',
      assetClass: 'stock',
      side: 'buy',
      quantity: 100,
      price: 40,
      time: '2026-04-17T16:00:00-04:00',
    });
    const elsewhere = fill({
      symbol: 'KLM',
      assetClass: 'stock',
      price: 41,
      time: '2026-04-17T16:00:00-04:00',
    });
    const fills = [assigned, stock, elsewhere];
    markDeliveries(fills);
    expect(stock.event).toBe('assignment');
    expect(elsewhere.event).toBeUndefined();
  });
});
