import { describe, expect, it } from 'vitest';
import type { FillDraft } from './trade-check.ts';
import { previewTrades } from './trade-preview.ts';

function fill(
  executedAt: string,
  side: 'buy' | 'sell',
  quantity: string,
  price: string,
  extra: Partial<FillDraft> = {},
): FillDraft {
  return { id: null, executedAt, side, quantity, price, commission: '0', fees: '0', ...extra };
}

const options = { multiplier: '1', stop: null, target: null, breakEvenTolerance: '0' };

describe('previewTrades', () => {
  it('derives one trade: three fills, a stop, costs', () => {
    const [trade, ...rest] = previewTrades(
      [
        fill('2026-01-05T14:30:00Z', 'buy', '100', '10', { commission: '1' }),
        fill('2026-01-05T14:40:00Z', 'buy', '100', '11', { commission: '1' }),
        fill('2026-01-05T15:00:00Z', 'sell', '200', '12', { commission: '1' }),
      ],
      { ...options, stop: '9.5' },
    );
    expect(rest).toEqual([]);
    // cost 2,100, proceeds 2,400: gross 300, costs 3, net 297; risk |10.5 - 9.5| x 200 = 200
    expect(trade?.figures).toMatchObject({
      direction: 'long',
      status: 'closed',
      avgEntryPrice: 10.5,
      grossPnl: 300,
      costs: 3,
      netPnl: 297,
      initialRisk: 200,
      rMultiple: 1.485,
      result: 'win',
    });
  });

  it('cuts a flip into two trades, the crossing fill and its costs shared, the stop on the first only', () => {
    const trades = previewTrades(
      [
        fill('2026-01-05T14:30:00Z', 'buy', '2', '100', { id: 'a' }),
        fill('2026-01-05T15:00:00Z', 'sell', '5', '110', { id: 'b', fees: '5' }),
      ],
      { ...options, stop: '95' },
    );
    expect(
      trades.map((trade) => [
        trade.direction,
        trade.open,
        trade.fills.map((f) => [f.id, f.quantity, f.fees]),
      ]),
    ).toEqual([
      [
        'long',
        false,
        [
          ['a', '2', '0'],
          ['b', '2', '2'],
        ],
      ],
      ['short', true, [[null, '3', '3']]],
    ]);
    expect(trades[0]?.figures).toMatchObject({ netPnl: 18, rMultiple: 1.8 });
    expect(trades[1]?.figures).toMatchObject({
      status: 'open',
      openQuantity: 3,
      initialRisk: null,
      costs: 3,
    });
  });

  it('has nothing to show without fills', () => {
    expect(previewTrades([], options)).toEqual([]);
  });
});
