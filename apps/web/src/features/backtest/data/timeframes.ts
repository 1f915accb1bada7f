import { BACKTEST_TIMEFRAMES, type BacktestTimeframe } from '@edgelog/core';

/** Stored timeframes (price_series) the backtester reads: 30m and 1w have no backtest timeframe. */
export function backtestTimeframeOf(stored: string): BacktestTimeframe | null {
  if (stored === '1d') return '1D';
  return BACKTEST_TIMEFRAMES.find((timeframe) => timeframe === stored) ?? null;
}

/** The stored spelling of a backtest timeframe. */
export function storedTimeframeOf(timeframe: BacktestTimeframe): string {
  return timeframe === '1D' ? '1d' : timeframe;
}

export const TIMEFRAME_NAMES: Readonly<Record<BacktestTimeframe, string>> = {
  '1m': '1 minute',
  '5m': '5 minutes',
  '15m': '15 minutes',
  '1h': '1 hour',
  '4h': '4 hours',
  '1D': '1 day',
};

/** The series' own timeframe and every higher one it folds into evenly (1m -> 5m, 15m, 1h, 4h, 1D). */
export function resampleChoices(stored: string): BacktestTimeframe[] {
  const base = backtestTimeframeOf(stored);
  if (base === null) return [];
  const from = BACKTEST_TIMEFRAMES.indexOf(base);
  return BACKTEST_TIMEFRAMES.slice(from);
}
