// Every figure of one set of closed trades in one pass over the prepared arrays (plus the equity
// walk and the daily returns). computeStatistics runs it over all trades, a breakdown over each key.
import { dailyFigures } from './daily-returns.ts';
import { walkEquity } from './equity.ts';
import { medianOf, ratio } from './numbers.ts';
import { LOSS, WIN, type PreparedFlows, type PreparedJournal } from './prepare.ts';
import type { Statistics, SummaryStatistics } from './types.ts';

export interface SummaryContext {
  startingCents: number;
  flows: PreparedFlows;
  riskFreeRate: number;
}

const SQN_CAP = 100;
const SQN_SMALL_SAMPLE = 30;

/** Scratch space for the medians, grown as needed: a breakdown reuses it for every row. */
let scratch = new Float64Array(1024);
function scratchOf(size: number): Float64Array {
  if (scratch.length < size) scratch = new Float64Array(Math.max(size, scratch.length * 2));
  return scratch;
}

const money = (cents: number): number => cents / 100;
const moneyOrNull = (cents: number, count: number): number | null => (count === 0 ? null : cents / 100);

function summarizeTrades(journal: PreparedJournal, indices: Int32Array) {
  const n = indices.length;
  // Locals, not property loads, in the one loop every breakdown row runs.
  const netCents = journal.netCents;
  const grossCents = journal.grossCents;
  const costsCents = journal.costsCents;
  const holdingMinutes = journal.holdingMinutes;
  const results = journal.result;
  const rs = journal.r;
  // Imported bindings can compile to getter calls (tsx, CommonJS interop): read them once.
  const win = WIN;
  const lossResult = LOSS;
  let wins = 0;
  let losses = 0;
  let net = 0;
  let gross = 0;
  let costs = 0;
  let profit = 0;
  let loss = 0;
  let largestWin = -Infinity;
  let largestLoss = Infinity;
  let streak = 0;
  let maxWinStreak = 0;
  let maxLossStreak = 0;
  let rCount = 0;
  let rSum = 0;
  let rMean = 0;
  let rM2 = 0;
  let holding = 0;
  let holdingWins = 0;
  let holdingLosses = 0;
  const buffer = scratchOf(2 * n);
  let w = 0;
  let l = n;
  for (let k = 0; k < n; k++) {
    const i = indices[k] as number;
    const cents = netCents[i] as number;
    net += cents;
    gross += grossCents[i] as number;
    costs += costsCents[i] as number;
    const minutes = holdingMinutes[i] as number;
    holding += minutes;
    const result = results[i];
    if (result === win) {
      wins++;
      profit += cents;
      holdingWins += minutes;
      buffer[w++] = cents;
      if (cents > largestWin) largestWin = cents;
      streak = streak > 0 ? streak + 1 : 1;
      if (streak > maxWinStreak) maxWinStreak = streak;
    } else if (result === lossResult) {
      losses++;
      loss += cents;
      holdingLosses += minutes;
      buffer[l++] = cents;
      if (cents < largestLoss) largestLoss = cents;
      streak = streak < 0 ? streak - 1 : -1;
      if (-streak > maxLossStreak) maxLossStreak = -streak;
    } else {
      streak = 0;
    }
    const r = rs[i] as number;
    if (r === r) {
      rCount++;
      rSum += r;
      const delta = r - rMean;
      rMean += delta / rCount;
      rM2 += delta * (r - rMean);
    }
  }
  const medianWin = medianOf(buffer.subarray(0, w), w);
  const medianLoss = medianOf(buffer.subarray(n, l), l - n);
  const rStdev = rCount > 1 ? Math.sqrt(rM2 / (rCount - 1)) : 0;
  return {
    n,
    wins,
    losses,
    net,
    gross,
    costs,
    profit,
    loss,
    largestWin,
    largestLoss,
    maxWinStreak,
    maxLossStreak,
    rCount,
    rSum,
    rMean,
    rStdev,
    holding,
    holdingWins,
    holdingLosses,
    medianWin,
    medianLoss,
  };
}

function summarize(
  journal: PreparedJournal,
  indices: Int32Array,
  context: SummaryContext,
  withSeries: boolean,
): Statistics {
  const t = summarizeTrades(journal, indices);
  const walk = walkEquity(journal, indices, context.startingCents, context.flows, withSeries);
  const daily = dailyFigures(
    journal,
    indices,
    context.startingCents,
    context.flows,
    context.riskFreeRate,
    withSeries,
  );
  const breakevens = t.n - t.wins - t.losses;
  const avgWin = ratio(t.profit, t.wins);
  const avgLoss = ratio(t.loss, t.losses);
  const payoffRatio = avgWin !== null && avgLoss !== null ? ratio(avgWin, -avgLoss) : null;
  const winRateEx = ratio(t.wins, t.wins + t.losses);
  const net = money(t.net);
  const statistics: SummaryStatistics = {
    tradeCount: t.n,
    openTradeCount: journal.openTradeCount,
    wins: t.wins,
    losses: t.losses,
    breakevens,
    netPnl: net,
    grossPnl: money(t.gross),
    costs: money(t.costs),
    grossProfit: money(t.profit),
    grossLoss: money(t.loss),
    winRatePct: t.n === 0 ? null : (t.wins / t.n) * 100,
    winRateExBreakevenPct: winRateEx === null ? null : winRateEx * 100,
    lossRatePct: t.n === 0 ? null : (t.losses / t.n) * 100,
    profitFactor: t.loss === 0 ? (t.profit > 0 ? Infinity : null) : t.profit / -t.loss,
    expectancy: t.n === 0 ? null : t.net / t.n / 100,
    expectancyR: t.rCount === 0 ? null : t.rSum / t.rCount,
    totalR: t.rCount === 0 ? null : t.rSum,
    tradesWithR: t.rCount,
    tradesWithoutR: t.n - t.rCount,
    avgWin: avgWin === null ? null : avgWin / 100,
    avgLoss: avgLoss === null ? null : avgLoss / 100,
    medianWin: t.medianWin === null ? null : t.medianWin / 100,
    medianLoss: t.medianLoss === null ? null : t.medianLoss / 100,
    payoffRatio,
    largestWin: moneyOrNull(t.largestWin, t.wins),
    largestLoss: moneyOrNull(t.largestLoss, t.losses),
    maxConsecutiveWins: t.maxWinStreak,
    maxConsecutiveLosses: t.maxLossStreak,
    endingEquity: money(walk.endingCents),
    maxDrawdown: money(walk.maxDrawdownCents),
    maxDrawdownPct: walk.maxDrawdownPct,
    longestDrawdownMs: walk.longestDrawdownMs,
    recoveryFactor: walk.maxDrawdownCents === 0 ? null : t.net / walk.maxDrawdownCents,
    sharpe: daily.sharpe,
    sortino: daily.sortino,
    sqn: t.rCount > 1 && t.rStdev > 0 ? (Math.sqrt(Math.min(t.rCount, SQN_CAP)) * t.rMean) / t.rStdev : null,
    sqnSampleSmall: t.rCount < SQN_SMALL_SAMPLE,
    // With break-evens (no gain, no loss) the Kelly fraction is the binary one on wins vs losses.
    kellyPct:
      winRateEx !== null && payoffRatio !== null ? (winRateEx - (1 - winRateEx) / payoffRatio) * 100 : null,
    avgHoldingMinutes: ratio(t.holding, t.n),
    avgHoldingMinutesWins: ratio(t.holdingWins, t.wins),
    avgHoldingMinutesLosses: ratio(t.holdingLosses, t.losses),
  };
  return { ...statistics, equityCurve: walk.curve, dailyReturns: daily.series, drawdowns: walk.drawdowns };
}

export function summaryOf(
  journal: PreparedJournal,
  indices: Int32Array,
  context: SummaryContext,
): SummaryStatistics {
  const {
    equityCurve: _curve,
    dailyReturns: _daily,
    drawdowns: _drawdowns,
    ...summary
  } = summarize(journal, indices, context, false);
  return summary;
}

export function fullStatisticsOf(
  journal: PreparedJournal,
  indices: Int32Array,
  context: SummaryContext,
): Statistics {
  return summarize(journal, indices, context, true);
}
