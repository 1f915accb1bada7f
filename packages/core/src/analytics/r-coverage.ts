// Every figure in R rests on the trades with an initial stop only: a total of R beside the net P&L
// of every trade would otherwise read as covering trades it leaves out. These words go beside it.

/** "over all 12 trades", "over 42 of 73 trades (31 without a stop left out)", "none of 5 trades has a stop". */
export function rCoverage(tradesWithR: number, closedTrades: number): string {
  const trades = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'trade' : 'trades'}`;
  if (closedTrades <= 0) return 'no closed trades';
  if (tradesWithR <= 0) return `none of ${trades(closedTrades)} has a stop`;
  if (tradesWithR >= closedTrades)
    return closedTrades === 1 ? 'over the 1 trade' : `over all ${trades(closedTrades)}`;
  const without = closedTrades - tradesWithR;
  return `over ${tradesWithR.toLocaleString('en-US')} of ${trades(closedTrades)} (${without.toLocaleString(
    'en-US',
  )} without a stop left out)`;
}
