import type { SaveTradeInput } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { planParts } from './server';

const trade = (symbol: string, fills: number): SaveTradeInput => ({
  account_id: 'acc',
  symbol,
  asset_class: 'stock',
  multiplier: '1',
  currency: null,
  executions: Array.from({ length: fills }, (_, i) => ({
    executed_at: `2026-01-05T14:00:0${i % 10}Z`,
    side: i % 2 === 0 ? 'buy' : 'sell',
    quantity: '1',
    price: '100.25',
    commission: '0',
    fees: '0',
    currency: null,
    broker_execution_id: null,
    order_id: null,
    import_key: `k-${symbol}-${i}`,
  })),
});

describe('a plan sent in parts', () => {
  it('is one part while it fits, and every trade exactly once, in order, when cut', () => {
    const trades = Array.from({ length: 50 }, (_, i) => trade(`S${String(i).padStart(2, '0')}`, 2));
    expect(planParts(trades)).toEqual([trades]);
    // Sizes as sent: nulls left out.
    const sent = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => item ?? undefined).length;
    const size = sent(trades[0]);
    const parts = planParts(trades, size * 7 + 7);
    expect(parts.map((part) => part.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
    expect(parts.flat()).toEqual(trades);
    // Each part within the limit, its two brackets aside.
    for (const part of parts) expect(sent(part)).toBeLessThanOrEqual(size * 7 + 7 + 2);
  });

  it('keeps a trade bigger than a part whole, alone in its part', () => {
    const big = trade('BIG', 200);
    expect(planParts([trade('A', 2), big, trade('B', 2)], 500)).toEqual([
      [trade('A', 2)],
      [big],
      [trade('B', 2)],
    ]);
  });
});
