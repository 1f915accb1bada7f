// A run's trades read by the analytics engine, so a backtest shows the same figures as the journal.
import { computeStatistics, type AnalyticsTrade, type Statistics } from '../analytics/index.ts';
import type { SimulationResult } from './simulate.ts';

export interface BacktestStatisticsOptions {
  startingBalance: number;
  /** The zone days and hours are told in. */
  timeZone: string;
  symbol?: string;
}

/** A run's trades as the analytics engine takes them: the figures deriveTrade gave each. */
export function backtestAnalyticsTrades(result: SimulationResult, symbol?: string): AnalyticsTrade[] {
  return result.trades.map((trade, i) => {
    const d = trade.derivation;
    return {
      id: `run-${i + 1}`,
      ...(symbol === undefined ? {} : { symbol }),
      openedAt: d.openedAt,
      closedAt: d.closedAt,
      netPnl: d.netPnl ?? 0,
      grossPnl: d.grossPnl ?? 0,
      costs: d.costs,
      initialRisk: d.initialRisk,
      rMultiple: d.rMultiple,
      side: d.direction,
      quantity: d.entryQuantity,
      ...(d.avgEntryPrice === null ? {} : { entryPrice: d.avgEntryPrice }),
    };
  });
}

export function backtestStatistics(result: SimulationResult, options: BacktestStatisticsOptions): Statistics {
  return computeStatistics(backtestAnalyticsTrades(result, options.symbol), {
    startingBalance: options.startingBalance,
    timeZone: options.timeZone,
  });
}
