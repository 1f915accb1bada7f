import { describe, expect, it } from 'vitest';
import { textSize } from './text-size.ts';
import { signedMoneyText, tradeCardSkeleton, TRADE_CARD_WIDTH, type TradeCardInput } from './trade-card.ts';

const trade: TradeCardInput = {
  id: 'a1b2',
  symbol: 'ES',
  side: 'long',
  openedAt: '2026-01-05T14:30:00Z',
  closedAt: '2026-01-05T15:45:10Z',
  netPnl: '1234.505',
  currency: 'USD',
};

const texts = (card: ReturnType<typeof tradeCardSkeleton>) =>
  card.flatMap((element) => (element.type === 'text' ? [element.text] : []));

describe('signedMoneyText', () => {
  it('rounds to the cent half away from zero, with separators and a sign', () => {
    expect(signedMoneyText('1234.505')).toBe('+1,234.51');
    expect(signedMoneyText('-20')).toBe('\u221220.00');
    expect(signedMoneyText('-0.004')).toBe('0.00');
    expect(signedMoneyText('0')).toBe('0.00');
    expect(signedMoneyText('1234567.1')).toBe('+1,234,567.10');
    expect(signedMoneyText('-999.995')).toBe('\u22121,000.00');
    expect(signedMoneyText('12.')).toBe('+12.00');
    expect(signedMoneyText('abc')).toBeNull();
  });
});

describe('tradeCardSkeleton', () => {
  it('shows the symbol, side, dates and net P&L with sign and label, grouped and linked to the trade', () => {
    const card = tradeCardSkeleton(trade, { x: 10, y: 20 });
    expect(texts(card)).toEqual([
      'ES · Long',
      'Opened 5 Jan 2026 14:30\nClosed 5 Jan 2026 15:45',
      'Net P&L +1,234.51 USD (profit)',
    ]);
    const [frame] = card;
    expect(frame).toMatchObject({ type: 'rectangle', x: 10, y: 20, link: '/trades/a1b2' });
    const groups = new Set(card.map((element) => JSON.stringify(element.groupIds)));
    expect(groups.size).toBe(1);
    expect(card.every((element) => element.customData?.tradeId === 'a1b2')).toBe(true);
  });

  it('is as wide as its widest line with room either side, and never narrower than the least width', () => {
    const holds = (card: ReturnType<typeof tradeCardSkeleton>) => {
      const [frame, ...lines] = card;
      if (frame === undefined || frame.type === 'text') throw new Error('a card starts with its frame');
      for (const line of lines) {
        if (line.type !== 'text') throw new Error('a card writes texts');
        const size = textSize(line.text, line.fontSize ?? 20);
        expect(line.x - frame.x, line.text).toBe(16);
        expect(line.x + size.width, line.text).toBeLessThanOrEqual(frame.x + frame.width - 16);
        expect(line.y + size.height, line.text).toBeLessThanOrEqual(frame.y + frame.height);
      }
      return frame.width;
    };
    const open = tradeCardSkeleton({ ...trade, closedAt: null }, { x: 0, y: 0 });
    expect(holds(open)).toBe(TRADE_CARD_WIDTH);
    const profit = holds(tradeCardSkeleton(trade, { x: 5, y: 5 }));
    expect(profit).toBeGreaterThan(TRADE_CARD_WIDTH);
    // Up to millions the figure does not change the card (only the outcome word, which the mask
    // shows too): a masked card does not tell how large its figure is.
    const width = (netPnl: string) => holds(tradeCardSkeleton({ ...trade, netPnl }, { x: 0, y: 0 }));
    for (const netPnl of ['0.5', '12', '9999999.99']) expect(width(netPnl), netPnl).toBe(profit);
    expect(width('-75.5')).toBe(width('-1234567.25'));
    const huge = tradeCardSkeleton({ ...trade, netPnl: '123456789.5', currency: 'USDT' }, { x: 0, y: 0 });
    expect(holds(huge)).toBeGreaterThan(profit);
  });

  it("writes the dates in the trader's zone", () => {
    const card = tradeCardSkeleton({ ...trade, timeZone: 'America/New_York' }, { x: 0, y: 0 });
    expect(texts(card)[1]).toBe('Opened 5 Jan 2026 09:30\nClosed 5 Jan 2026 10:45');
  });

  it('says a loss, a break-even and an open trade in words, not only colour', () => {
    const loss = tradeCardSkeleton({ ...trade, side: 'short', netPnl: '-75.5' }, { x: 0, y: 0 });
    expect(texts(loss)).toContain('Net P&L \u221275.50 USD (loss)');
    expect(texts(loss)[0]).toBe('ES · Short');
    const flat = tradeCardSkeleton({ ...trade, netPnl: '0' }, { x: 0, y: 0 });
    expect(texts(flat)).toContain('Net P&L 0.00 USD (break-even)');
    const open = tradeCardSkeleton({ ...trade, closedAt: null, netPnl: '0' }, { x: 0, y: 0 });
    expect(texts(open)).toEqual(['ES · Long', 'Opened 5 Jan 2026 14:30\nStill open', 'Net P&L — (open)']);
    const unknown = tradeCardSkeleton({ ...trade, netPnl: null, currency: null }, { x: 0, y: 0 });
    expect(texts(unknown)[2]).toBe('Net P&L —');
    const loose = tradeCardSkeleton({ ...trade, id: undefined }, { x: 0, y: 0 });
    expect(loose[0]).toMatchObject({ link: null });
    expect(loose.every((element) => element.customData === undefined)).toBe(true);
  });

  it('gives two cards at different places different groups', () => {
    const a = tradeCardSkeleton(trade, { x: 0, y: 0 })[0]!.groupIds;
    const b = tradeCardSkeleton(trade, { x: 400, y: 0 })[0]!.groupIds;
    expect(a).not.toEqual(b);
    expect(tradeCardSkeleton(trade, { x: 0, y: 0 }, 'g1')[0]!.groupIds).toEqual(['g1']);
  });
});
