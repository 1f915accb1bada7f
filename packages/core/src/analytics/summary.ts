// Every figure of one set of closed trades: the walk over its trades, then the daily returns and
// the ratios. computeStatistics runs it over all trades, a breakdown over each row's trades.
import { dailyFigures, type DailyFigures } from './daily-returns.ts';
import { medianOf, ratio } from './numbers.ts';
import type { PreparedFlows, PreparedJournal } from './prepare.ts';
import type { Statistics, SummaryStatistics } from './types.ts';
import { walk, type Walk } from './walk.ts';

export interface SummaryContext {
  startingCents: number;
  flows: PreparedFlows;
  riskFreeRate: number;
}

const SQN_CAP = 100;
const SQN_SMALL_SAMPLE = 30;

const money = (cents: number): number => cents / 100;
const moneyOrNull = (cents: number, count: number): number | null => (count === 0 ? null : cents / 100);

interface Summary {
  statistics: SummaryStatistics;
  series: Pick<Statistics, 'equityCurve' | 'dailyReturns' | 'drawdowns'>;
}

/** What the figures read of a walk: its totals, not its buffers or series. */
export type WalkTotals = Omit<
  Walk,
  'results' | 'curve' | 'drawdowns' | 'exitDays' | 'exitDayPnl' | 'dayCount'
>;

/** The figures of one set of trades from its walk's totals, daily ratios and medians (in cents). */
export function statisticsOf(
  openTradeCount: number,
  t: WalkTotals,
  daily: Pick<DailyFigures, 'sharpe' | 'sortino'>,
  medianWinCents: number | null,
  medianLossCents: number | null,
): SummaryStatistics {
  const breakevens = t.n - t.wins - t.losses;
  const avgWin = ratio(t.profitCents, t.wins);
  const avgLoss = ratio(t.lossCents, t.losses);
  const payoffRatio = avgWin !== null && avgLoss !== null ? ratio(avgWin, -avgLoss) : null;
  const winRateEx = ratio(t.wins, t.wins + t.losses);
  return {
    tradeCount: t.n,
    openTradeCount,
    wins: t.wins,
    losses: t.losses,
    breakevens,
    netPnl: money(t.netCents),
    grossPnl: money(t.grossCents),
    costs: money(t.costsCents),
    grossProfit: money(t.profitCents),
    grossLoss: money(t.lossCents),
    winRatePct: t.n === 0 ? null : (t.wins / t.n) * 100,
    winRateExBreakevenPct: winRateEx === null ? null : winRateEx * 100,
    lossRatePct: t.n === 0 ? null : (t.losses / t.n) * 100,
    profitFactor: t.lossCents === 0 ? (t.profitCents > 0 ? Infinity : null) : t.profitCents / -t.lossCents,
    expectancy: t.n === 0 ? null : t.netCents / t.n / 100,
    expectancyR: t.rCount === 0 ? null : t.rSum / t.rCount,
    totalR: t.rCount === 0 ? null : t.rSum,
    tradesWithR: t.rCount,
    tradesWithoutR: t.n - t.rCount,
    avgWin: avgWin === null ? null : avgWin / 100,
    avgLoss: avgLoss === null ? null : avgLoss / 100,
    medianWin: medianWinCents === null ? null : medianWinCents / 100,
    medianLoss: medianLossCents === null ? null : medianLossCents / 100,
    payoffRatio,
    largestWin: moneyOrNull(t.largestWinCents, t.wins),
    largestLoss: moneyOrNull(t.largestLossCents, t.losses),
    maxConsecutiveWins: t.maxWinStreak,
    maxConsecutiveLosses: t.maxLossStreak,
    endingEquity: money(t.endingCents),
    maxDrawdown: money(t.maxDrawdownCents),
    maxDrawdownPct: t.maxDrawdownPct,
    longestDrawdownMs: t.longestDrawdownMs,
    recoveryFactor: t.maxDrawdownCents === 0 ? null : t.netCents / t.maxDrawdownCents,
    sharpe: daily.sharpe,
    sortino: daily.sortino,
    sqn: t.rCount > 1 && t.rStdev > 0 ? (Math.sqrt(Math.min(t.rCount, SQN_CAP)) * t.rMean) / t.rStdev : null,
    sqnSampleSmall: t.rCount < SQN_SMALL_SAMPLE,
    // With break-evens (no gain, no loss) the Kelly fraction is the binary one on wins vs losses.
    kellyPct:
      winRateEx !== null && payoffRatio !== null ? (winRateEx - (1 - winRateEx) / payoffRatio) * 100 : null,
    avgHoldingMinutes: ratio(t.holdingMinutes, t.n),
    avgHoldingMinutesWins: ratio(t.holdingMinutesWins, t.wins),
    avgHoldingMinutesLosses: ratio(t.holdingMinutesLosses, t.losses),
  };
}

function summarize(
  journal: PreparedJournal,
  indices: Int32Array,
  from: number,
  to: number,
  context: SummaryContext,
  withSeries: boolean,
): Summary {
  const t = walk(journal, indices, from, to, context.startingCents, context.flows, withSeries);
  const daily = dailyFigures(
    journal,
    t,
    0,
    context.startingCents,
    context.flows,
    context.riskFreeRate,
    withSeries,
  );
  const statistics = statisticsOf(
    journal.openTradeCount,
    t,
    daily,
    medianOf(t.results, t.wins, 0),
    medianOf(t.results, t.losses, t.n),
  );
  return { statistics, series: { equityCurve: t.curve, dailyReturns: daily.series, drawdowns: t.drawdowns } };
}

/** The figures of the trades indices[from..to) (positions in the journal, in exit order). */
export function summaryOf(
  journal: PreparedJournal,
  indices: Int32Array,
  context: SummaryContext,
  from = 0,
  to = indices.length,
): SummaryStatistics {
  return summarize(journal, indices, from, to, context, false).statistics;
}

export function fullStatisticsOf(
  journal: PreparedJournal,
  indices: Int32Array,
  context: SummaryContext,
): Statistics {
  const { statistics, series } = summarize(journal, indices, 0, indices.length, context, true);
  return { ...statistics, ...series };
}
