import { formatPercent } from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';
import { sumDecimals } from './log-decimal';

/** One group of the totals query: trades of one currency and one result. */
export interface TotalsGroup {
  currency: string | null;
  result: string | null;
  trades: number;
  net: string | null;
  r: string | null;
  /** Trades of the group with an R multiple (a stop); all of them when not told. */
  rTrades?: number;
}

export interface LogTotals {
  trades: number;
  /** Closed trades: those with a result. */
  closed: number;
  wins: number;
  /** Net P&L per currency, largest first by number of trades; accounts in different currencies are never added together. */
  net: { currency: string; amount: string }[];
  /** The sum of R over the trades that have one. */
  r: string;
  /** Closed trades with an R multiple: what the sum of R covers. */
  rTrades: number;
  /** Backtest accounts left out of the view (no account chosen): their trades are not live results. */
  backtestAccounts?: number;
}

/** Win rate as a percentage of closed trades, to one decimal; null with nothing closed. */
export function winRate(totals: LogTotals): string | null {
  if (totals.closed === 0) return null;
  return formatPercent((totals.wins / totals.closed) * 100, currentDisplay());
}

export function reduceTotals(groups: readonly TotalsGroup[]): LogTotals {
  const byCurrency = new Map<string, { trades: number; amounts: (string | null)[] }>();
  let trades = 0;
  let closed = 0;
  let wins = 0;
  let rTrades = 0;
  for (const group of groups) {
    trades += group.trades;
    if (group.result !== null) rTrades += group.rTrades ?? (group.r === null ? 0 : group.trades);
    if (group.result !== null) closed += group.trades;
    if (group.result === 'win') wins += group.trades;
    const currency = group.currency ?? '';
    const entry = byCurrency.get(currency) ?? { trades: 0, amounts: [] };
    entry.trades += group.trades;
    entry.amounts.push(group.net);
    byCurrency.set(currency, entry);
  }
  const net = [...byCurrency.entries()]
    .sort(([, a], [, b]) => b.trades - a.trades)
    .map(([currency, entry]) => ({ currency, amount: sumDecimals(entry.amounts) }));
  return { trades, closed, wins, net, r: sumDecimals(groups.map((group) => group.r)), rTrades };
}
