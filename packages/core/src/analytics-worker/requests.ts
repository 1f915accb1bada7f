// What a page asks of a loaded dataset, answered by the engine. Every request runs on the same
// trades, starting equity, cash flows and time zone, so one figure never disagrees with another.
import { breakdown, crossBreakdown } from '../analytics/breakdown.ts';
import { excursionStatistics } from '../analytics/excursions.ts';
import { parseInstant } from '../analytics/instant.ts';
import { monteCarlo } from '../analytics/monte-carlo.ts';
import { dailyRisk, positionSizeConsistency, riskOfRuin } from '../analytics/risk.ts';
import { pnlSeries, rDistribution, rollingStatistics } from '../analytics/series.ts';
import { computeStatistics } from '../analytics/statistics.ts';
import { thinEquityCurve } from '../analytics/thin-curve.ts';
import { thinRolling } from '../analytics/thin-rolling.ts';
import type { AnalyticsTrade, Statistics, StatisticsOptions } from '../analytics/types.ts';
import { zoneClock } from '../analytics/zone-clock.ts';
import { ruleBreaks } from '../goals/rule-breaks.ts';
import type { Goal, RuleBreak } from '../goals/types.ts';
import { computeAdherence } from '../playbooks/adherence.ts';
import type { AnalyticsRequest, AnalyticsResponse, AnalyticsResponseMap, TradeListItem } from './contract.ts';
import type { AnalyticsDataset } from './dataset.ts';

/** The engine's options for a dataset: break-evens at 0 unless a trade carries its account's. */
export function datasetOptions(dataset: AnalyticsDataset): StatisticsOptions {
  return {
    startingBalance: dataset.summary.startingEquity,
    timeZone: dataset.summary.timeZone,
    breakEvenTolerance: 0,
    cashFlows: dataset.cashFlows,
  };
}

// The full statistics are the costliest answer and daily risk and Monte Carlo start from them:
// computed once per dataset.
const statisticsCache = new WeakMap<AnalyticsDataset, Statistics>();

function statisticsOf(dataset: AnalyticsDataset): Statistics {
  let statistics = statisticsCache.get(dataset);
  if (statistics === undefined) {
    statistics = computeStatistics(dataset.trades, datasetOptions(dataset));
    statisticsCache.set(dataset, statistics);
  }
  return statistics;
}

function listItem(trade: AnalyticsTrade & { closedAt: string }): TradeListItem {
  return {
    id: trade.id,
    symbol: trade.symbol ?? '',
    side: trade.side ?? null,
    openedAt: trade.openedAt,
    closedAt: trade.closedAt,
    netPnl: trade.netPnl,
    grossPnl: trade.grossPnl,
    rMultiple: trade.rMultiple,
    accountId: trade.accountId ?? null,
    tagIds: (trade.tags ?? []).map((tag) => tag.id),
  };
}

const isClosed = (trade: AnalyticsTrade): trade is AnalyticsTrade & { closedAt: string } =>
  trade.closedAt !== null;

/**
 * The first `limit` of `items` in the order `before` defines, stable like a sort (an item tied with
 * kept ones goes after them), without sorting them all: a list of 10 out of 100k trades is one pass.
 */
export function firstInOrder<T>(items: readonly T[], limit: number, before: (a: T, b: T) => boolean): T[] {
  const kept: T[] = [];
  if (limit <= 0) return kept;
  for (const item of items) {
    const last = kept[kept.length - 1];
    if (kept.length === limit && (last === undefined || !before(item, last))) continue;
    let at = kept.length === limit ? limit - 1 : kept.length;
    while (at > 0) {
      const previous = kept[at - 1];
      if (previous === undefined || !before(item, previous)) break;
      at -= 1;
    }
    kept.splice(at, 0, item);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

function tradeList(
  dataset: AnalyticsDataset,
  request: Extract<AnalyticsRequest, { kind: 'trades' }>,
): TradeListItem[] {
  type Closed = AnalyticsTrade & { closedAt: string };
  const clock = request.day === undefined ? null : zoneClock(dataset.summary.timeZone);
  const candidates: { trade: Closed; exit: number }[] = [];
  for (const trade of dataset.trades) {
    if (!isClosed(trade)) continue;
    const exit = parseInstant(trade.closedAt);
    if (clock !== null && clock.dayKey(clock.day(exit)) !== request.day) continue;
    candidates.push({ trade, exit });
  }
  type Candidate = (typeof candidates)[number];
  const newer = (a: Candidate, b: Candidate): boolean => a.exit > b.exit;
  const before =
    request.order === 'worst'
      ? (a: Candidate, b: Candidate) =>
          a.trade.netPnl < b.trade.netPnl || (a.trade.netPnl === b.trade.netPnl && newer(a, b))
      : request.order === 'best'
        ? (a: Candidate, b: Candidate) =>
            a.trade.netPnl > b.trade.netPnl || (a.trade.netPnl === b.trade.netPnl && newer(a, b))
        : newer;
  return firstInOrder(candidates, Math.max(0, Math.floor(request.limit)), before).map((item) =>
    listItem(item.trade),
  );
}

/**
 * Each rule goal's breaks on its own account's trades (every account's when it has none), by day,
 * on the days of the dataset's range: a trade opened before the range (still open, or closed in
 * it) would tell a day of which the dataset holds only part.
 */
function datasetRuleBreaks(dataset: AnalyticsDataset, goals: readonly Goal[]): RuleBreak[] {
  const { timeZone, range } = dataset.summary;
  const clock = zoneClock(timeZone);
  const firstDay = range.from === null ? null : clock.dayKey(clock.day(parseInstant(range.from)));
  const lastDay = range.to === null ? null : clock.dayKey(clock.day(parseInstant(range.to) - 1));
  const inRange = (day: string): boolean =>
    (firstDay === null || day >= firstDay) && (lastDay === null || day <= lastDay);
  const breaks = goals.flatMap((goal) => {
    if (goal.kind !== 'rule') return [];
    const trades =
      goal.accountId === null
        ? dataset.trades
        : dataset.trades.filter((trade) => trade.accountId === goal.accountId);
    return ruleBreaks(goal, trades, { timeZone, breakEvenTolerance: 0 }).filter((item) => inRange(item.day));
  });
  return breaks.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

function answer(
  dataset: AnalyticsDataset,
  request: AnalyticsRequest,
): AnalyticsResponseMap[AnalyticsRequest['kind']] {
  const trades = dataset.trades;
  const options = datasetOptions(dataset);
  switch (request.kind) {
    case 'statistics': {
      const statistics = statisticsOf(dataset);
      return request.curvePoints === undefined
        ? statistics
        : { ...statistics, equityCurve: thinEquityCurve(statistics.equityCurve, request.curvePoints) };
    }
    case 'breakdown':
      return breakdown(trades, request.dimension, options);
    case 'cross':
      return crossBreakdown(trades, request.rows, request.columns, options);
    case 'pnl-series':
      return pnlSeries(trades, request.period, { ...options, weekStartsOn: dataset.summary.weekStartsOn });
    case 'rolling': {
      const points = rollingStatistics(trades, request.window, options);
      return request.points === undefined ? points : thinRolling(points, request.points);
    }
    case 'r-distribution':
      return rDistribution(trades, request.binWidth);
    case 'excursions':
      return excursionStatistics(trades);
    case 'daily-risk':
      return dailyRisk(statisticsOf(dataset).dailyReturns);
    case 'risk-of-ruin':
      return riskOfRuin(trades, request.lossThreshold);
    case 'position-size-consistency':
      return positionSizeConsistency(trades);
    case 'monte-carlo':
      // The projection starts from where the equity stands now.
      return monteCarlo(trades, {
        trades: request.trades,
        runs: request.runs,
        seed: request.seed,
        startingEquity: statisticsOf(dataset).endingEquity,
        ...(request.drawdownLimitPct === null ? {} : { drawdownLimitPct: request.drawdownLimitPct }),
      });
    case 'trades':
      return tradeList(dataset, request);
    case 'adherence':
      return computeAdherence(trades, request.playbook, {
        timeZone: options.timeZone,
        breakEvenTolerance: options.breakEvenTolerance ?? 0,
      });
    case 'rule-breaks':
      return datasetRuleBreaks(dataset, request.goals);
  }
}

/** The engine's answer to one request over a dataset. */
export function runAnalyticsRequest<R extends AnalyticsRequest>(
  dataset: AnalyticsDataset,
  request: R,
): AnalyticsResponse<R> {
  // The switch above answers each kind with its own type; TypeScript cannot narrow R through it.
  return answer(dataset, request) as AnalyticsResponse<R>;
}
