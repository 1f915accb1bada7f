import { formatDate, formatMoney, moneyDecimals } from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';
import type { TradeChoice } from './board-rows';

function pnlText(trade: TradeChoice): string {
  if (trade.netPnl === null) return 'open';
  const signed = formatMoney(trade.netPnl, currentDisplay(), {
    signed: true,
    decimals: moneyDecimals(trade.currency),
  });
  return `net ${signed}${trade.currency ? ` ${trade.currency}` : ''}`;
}

/** What a trade is called in a list: symbol, side, day and net P&L in words. */
export function tradeChoiceText(trade: TradeChoice): string {
  const side = trade.side === 'long' ? 'Long' : trade.side === 'short' ? 'Short' : trade.side;
  const day = trade.openedAt ? formatDate(trade.openedAt, currentDisplay()) : 'no date';
  return `${trade.symbol} · ${side} · ${day} · ${pnlText(trade)}`;
}
