import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, readDraft, type DraftContext } from './order-draft';

const CONTEXT: DraftContext = {
  cursor: 10,
  lastClose: 100,
  balance: 100_000,
  riskPct: 1,
  tickSize: 0.01,
  multiplier: 1,
  assetClass: 'stock',
  symbol: 'SAMPLE',
  currency: 'USD',
};

describe('readDraft', () => {
  it('sizes a long by the risk % of the balance through the position size calculator', () => {
    const read = readDraft({ ...EMPTY_DRAFT, stop: '98', target: '104' }, 'long', CONTEXT);
    // 1 % of 100,000 is 1,000 at risk; 2 a share to the stop: 500 shares.
    expect(read).toEqual({
      ok: true,
      quantity: 500,
      order: {
        action: 'enter',
        barIndex: 10,
        side: 'long',
        type: 'market',
        size: { quantity: 500 },
        stop: { price: 98 },
        target: { price: 104 },
      },
    });
  });

  it('sizes a future by its tick value', () => {
    const read = readDraft({ ...EMPTY_DRAFT, stop: '5010' }, 'short', {
      ...CONTEXT,
      lastClose: 5000,
      assetClass: 'future',
      tickSize: 0.25,
      multiplier: 50,
    });
    // 10 points × 50 = 500 a contract at risk: 2 contracts for 1,000.
    expect(read.ok && read.quantity).toBe(2);
  });

  it('refuses levels on the wrong side and a limit without a price', () => {
    expect(readDraft({ ...EMPTY_DRAFT, stop: '101' }, 'long', CONTEXT)).toEqual({
      ok: false,
      message: 'A long stop goes below the entry (100).',
    });
    expect(readDraft({ ...EMPTY_DRAFT, type: 'limit' }, 'long', CONTEXT)).toEqual({
      ok: false,
      message: 'Type the limit price, or choose a market order.',
    });
    expect(readDraft({ ...EMPTY_DRAFT }, 'long', CONTEXT)).toEqual({
      ok: false,
      message: 'Sizing by risk needs a stop.',
    });
  });

  it('takes a typed quantity and a limit as the reference for the levels', () => {
    const read = readDraft(
      {
        ...EMPTY_DRAFT,
        type: 'limit',
        limitPrice: '95',
        stop: '94',
        target: '99',
        sizeMode: 'quantity',
        quantity: '3',
      },
      'long',
      CONTEXT,
    );
    expect(read.ok && read.order).toMatchObject({ type: 'limit', limitPrice: 95, size: { quantity: 3 } });
  });
});
