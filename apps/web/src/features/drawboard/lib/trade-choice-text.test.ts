import { describe, expect, it } from 'vitest';
import type { TradeChoice } from './board-rows';
import { tradeChoiceText } from './trade-choice-text';

const trade = (values: Partial<TradeChoice>): TradeChoice => ({
  id: 't1',
  symbol: '7203',
  side: 'long',
  status: 'closed',
  openedAt: null,
  closedAt: null,
  netPnl: '11025.5',
  currency: 'JPY',
  ...values,
});

describe('a trade as the board lists it', () => {
  it("shows the net P&L in the currency's minor units", () => {
    expect(tradeChoiceText(trade({}))).toBe('7203 · Long · no date · net +11,026 JPY');
    expect(tradeChoiceText(trade({ netPnl: '-42.5', currency: 'USD' }))).toBe(
      '7203 · Long · no date · net \u221242.50 USD',
    );
  });

  it('says open while there is no net P&L', () => {
    expect(tradeChoiceText(trade({ netPnl: null, side: 'short' }))).toBe('7203 · Short · no date · open');
  });
});
