// Maximum adverse and favourable excursion (MAE / MFE): from the trader's entries, or derived from
// saved price data, and the statistics the MAE / MFE scatter and exit efficiency read.
import { barDuration } from '../price-series/coverage.ts';
import type { PriceBar } from '../price-series/bars.ts';
import { medianOf, toCents } from './numbers.ts';
import { parseInstant } from './instant.ts';
import type { AnalyticsTrade } from './types.ts';

export interface Excursions {
  /** Money, >= 0; null when neither entered nor derivable. */
  mae: number | null;
  mfe: number | null;
  /** 'entered' when both were typed, 'bars' when one or both came from the bars, 'none' otherwise. */
  source: 'entered' | 'bars' | 'none';
  /** Bars that overlapped the trade. */
  bars: number;
}

/**
 * MAE and MFE of a closed trade from OHLC bars of its symbol. The bars used are those whose
 * interval [time, time + timeframe) overlaps [openedAt, closedAt]. For a long, MAE is the average
 * entry price minus the lowest low, MFE the highest high minus the entry (a short the other way
 * round), each at least 0, times quantity and multiplier. A bar wider than the trade also holds
 * prices from before the entry or after the exit, so coarse bars can only overstate the two. A
 * value the trader entered is kept as entered.
 */
export function excursionsFromBars(
  trade: AnalyticsTrade,
  bars: readonly PriceBar[],
  timeframe: string,
): Excursions {
  const enteredMae = trade.mae ?? null;
  const enteredMfe = trade.mfe ?? null;
  if (enteredMae !== null && enteredMfe !== null)
    return { mae: enteredMae, mfe: enteredMfe, source: 'entered', bars: 0 };
  const none: Excursions = { mae: enteredMae, mfe: enteredMfe, source: 'none', bars: 0 };
  const entry = trade.entryPrice;
  const quantity = trade.quantity;
  if (trade.closedAt === null || trade.side === undefined || entry === undefined || quantity === undefined)
    return none;
  const open = parseInstant(trade.openedAt);
  const close = parseInstant(trade.closedAt);
  const duration = barDuration(timeframe);
  if (!Number.isFinite(open) || !Number.isFinite(close) || duration === 0) return none;
  let low = Infinity;
  let high = -Infinity;
  let used = 0;
  for (const bar of bars) {
    const start = parseInstant(bar.time);
    if (!(start <= close && start + duration > open)) continue;
    used++;
    low = Math.min(low, Number(bar.low));
    high = Math.max(high, Number(bar.high));
  }
  if (used === 0 || !Number.isFinite(low) || !Number.isFinite(high)) return none;
  const size = quantity * (trade.multiplier ?? 1);
  const money = (move: number): number => toCents(Math.max(0, move) * size) / 100;
  const adverse = trade.side === 'long' ? entry - low : high - entry;
  const favourable = trade.side === 'long' ? high - entry : entry - low;
  return {
    mae: enteredMae ?? money(adverse),
    mfe: enteredMfe ?? money(favourable),
    source: 'bars',
    bars: used,
  };
}

export interface ExcursionPoint {
  tradeId: string;
  mae: number;
  mfe: number;
  netPnl: number;
  grossPnl: number;
  rMultiple: number | null;
}

export interface ExcursionStatistics {
  /** Closed trades with both MAE and MFE known; the others are left out. */
  count: number;
  avgMae: number | null;
  avgMfe: number | null;
  medianMae: number | null;
  medianMfe: number | null;
  /** MAE and MFE over the initial risk, averaged over trades with one. */
  avgMaeR: number | null;
  avgMfeR: number | null;
  /** Mean of gross P&L / MFE x 100 over trades with an MFE above 0: how much of the move was kept. */
  exitEfficiencyPct: number | null;
  /** Average MFE / average MAE. */
  edgeRatio: number | null;
  points: ExcursionPoint[];
}

export function excursionStatistics(trades: readonly AnalyticsTrade[]): ExcursionStatistics {
  const points: ExcursionPoint[] = [];
  let maeR = 0;
  let mfeR = 0;
  let withRisk = 0;
  let efficiency = 0;
  let withMfe = 0;
  for (const trade of trades) {
    const { mae, mfe } = trade;
    if (trade.closedAt === null || mae === null || mae === undefined || mfe === null || mfe === undefined)
      continue;
    points.push({
      tradeId: trade.id,
      mae,
      mfe,
      netPnl: trade.netPnl,
      grossPnl: trade.grossPnl,
      rMultiple: trade.rMultiple,
    });
    if (trade.initialRisk !== null && trade.initialRisk > 0) {
      maeR += mae / trade.initialRisk;
      mfeR += mfe / trade.initialRisk;
      withRisk++;
    }
    if (mfe > 0) {
      efficiency += (trade.grossPnl / mfe) * 100;
      withMfe++;
    }
  }
  const count = points.length;
  const cents = (pick: (point: ExcursionPoint) => number) =>
    Float64Array.from(points, (p) => toCents(pick(p)));
  const maes = cents((p) => p.mae);
  const mfes = cents((p) => p.mfe);
  const sum = (values: Float64Array): number => values.reduce((a, b) => a + b, 0);
  const avgMae = count === 0 ? null : sum(maes) / count / 100;
  const avgMfe = count === 0 ? null : sum(mfes) / count / 100;
  const median = (values: Float64Array): number | null => {
    const m = medianOf(values, values.length);
    return m === null ? null : m / 100;
  };
  return {
    count,
    avgMae,
    avgMfe,
    medianMae: median(maes),
    medianMfe: median(mfes),
    avgMaeR: withRisk === 0 ? null : maeR / withRisk,
    avgMfeR: withRisk === 0 ? null : mfeR / withRisk,
    exitEfficiencyPct: withMfe === 0 ? null : efficiency / withMfe,
    edgeRatio: avgMae === null || avgMfe === null || avgMae === 0 ? null : avgMfe / avgMae,
    points,
  };
}
