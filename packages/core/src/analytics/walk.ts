// One pass over a set of closed trades in exit order, with the cash flows merged in at their
// times: the counts and sums, streaks, R, holding times, the equity and its drawdowns, and each
// local day's P&L. computeStatistics runs it over all trades, a breakdown over each row's trades.
//
// Equity starts at the starting balance, the first peak. A deposit or withdrawal moves the peak by
// the same amount as the equity, so money drawdown only ever comes from trading: a deposit in the
// middle of a drawdown does not "recover" it, and a withdrawal at a high is not a loss. Drawdown %
// is (peak - equity) / peak x 100.
import {
  CLOSE,
  COSTS,
  DAY_RESULT,
  GROSS,
  LOSS,
  NET,
  OPEN,
  R,
  TRADE_STRIDE,
  WIN,
  type PreparedFlows,
  type PreparedJournal,
} from './prepare.ts';
import type { DrawdownPeriod, EquityPoint } from './types.ts';

export interface Walk {
  n: number;
  wins: number;
  losses: number;
  netCents: number;
  grossCents: number;
  costsCents: number;
  profitCents: number;
  lossCents: number;
  largestWinCents: number;
  largestLossCents: number;
  maxWinStreak: number;
  maxLossStreak: number;
  rCount: number;
  rSum: number;
  rMean: number;
  rStdev: number;
  holdingMinutes: number;
  holdingMinutesWins: number;
  holdingMinutesLosses: number;
  /** Wins' net cents in [0, wins) and losses' in [n, n + losses): shared scratch, valid until the next walk. */
  results: Float64Array;
  endingCents: number;
  maxDrawdownCents: number;
  maxDrawdownPct: number | null;
  longestDrawdownMs: number;
  curve: EquityPoint[];
  drawdowns: DrawdownPeriod[];
  /** The local days with exits, ascending, and each one's net cents, in [0, dayCount): scratch, valid until the next walk. */
  exitDays: Int32Array;
  exitDayPnl: Float64Array;
  dayCount: number;
}

/**
 * Scratch space, grown as needed and reused by every walk (a breakdown has thousands of rows on a
 * journal of option contracts): typed arrays are costly to allocate and collect one per row.
 */
let scratch = new Float64Array(1024);
let dayScratch = new Int32Array(1024);
let dayPnlScratch = new Float64Array(1024);
let rScratch = new Float64Array(1024);

/**
 * Σ (x - mean)² over values[0..count): the R variance in a second pass over the row's R multiples,
 * not by Welford's update in the walk, whose division per trade chained every trade to the last.
 */
function squaredDeviations(values: Float64Array, count: number, mean: number): number {
  let sum = 0;
  for (let j = 0; j < count; j++) {
    const deviation = (values[j] ?? 0) - mean;
    sum += deviation * deviation;
  }
  return sum;
}

/**
 * The earliest entry of indices[from..to), or `earliest` if none is before it. A function of its
 * own: a long loop at the top of the walk would be compiled on the stack (OSR) before the rest of
 * the walk ever ran, and that code, kept for later calls, gave up at the first line after the loop
 * on every row of a breakdown.
 */
function earliestOpen(
  packed: Float64Array,
  indices: Int32Array,
  from: number,
  to: number,
  earliest: number,
): number {
  let startMs = earliest;
  const stride = TRADE_STRIDE;
  const openAt = OPEN;
  for (let k = from; k < to; k++) {
    const open = packed[(indices[k] ?? 0) * stride + openAt] ?? Infinity;
    if (open < startMs) startMs = open;
  }
  return startMs;
}

export function walk(
  journal: PreparedJournal,
  /** The trades, as positions in the journal, are indices[from..to), in exit order. */
  indices: Int32Array,
  from: number,
  to: number,
  startingCents: number,
  flows: PreparedFlows,
  withSeries: boolean,
): Walk {
  const n = to - from;
  const flowMs = flows.ms;
  const flowCents = flows.cents;
  const flowCumulative = flows.cumulative;
  const flowCount = flowMs.length;
  // Locals, not property loads, in the loop every breakdown row runs; imported bindings can
  // compile to getter calls, so they are read once too.
  const win = WIN + 1;
  const loss = LOSS + 1;
  const stride = TRADE_STRIDE;
  const closeAt = CLOSE;
  const openAt = OPEN;
  const netAt = NET;
  const grossAt = GROSS;
  const costsAt = COSTS;
  const rAt = R;
  const dayResultAt = DAY_RESULT;
  const packed = journal.packed;
  const closedAtTexts = journal.closedAtTexts;
  const tradeIds = journal.tradeIds;
  const givenPosition = journal.givenPosition;

  // The walk starts at the first thing that happened: the earliest entry or cash flow.
  const startMs = earliestOpen(packed, indices, from, to, flowCount > 0 ? (flowMs[0] ?? Infinity) : Infinity);
  // Exit days follow exit order, except across a daylight-saving change at midnight, where a
  // local day can come back: then the list is sorted and merged after the walk.
  if (dayScratch.length < n) {
    dayScratch = new Int32Array(Math.max(n, dayScratch.length * 2));
    dayPnlScratch = new Float64Array(dayScratch.length);
  }
  const exitDays = dayScratch;
  const exitDayPnl = dayPnlScratch;
  let dayCount = 0;
  let lastDay = -Infinity;
  let daysInOrder = true;
  if (scratch.length < 2 * n) scratch = new Float64Array(Math.max(2 * n, scratch.length * 2));
  const results = scratch;
  if (rScratch.length < n) rScratch = new Float64Array(Math.max(n, rScratch.length * 2));
  const rValues = rScratch;

  let wins = 0;
  let losses = 0;
  let net = 0;
  let gross = 0;
  let costs = 0;
  let profit = 0;
  let lost = 0;
  let largestWin = -Infinity;
  let largestLoss = Infinity;
  let streak = 0;
  let maxWinStreak = 0;
  let maxLossStreak = 0;
  let rCount = 0;
  let rSum = 0;
  let holding = 0;
  let holdingWins = 0;
  let holdingLosses = 0;

  const curve: EquityPoint[] = [];
  const drawdowns: DrawdownPeriod[] = [];
  const startTime = withSeries && startMs !== Infinity ? new Date(startMs).toISOString() : '';
  if (withSeries && startMs !== Infinity) curve.push({ time: startTime, equity: startingCents / 100 });
  let equity = startingCents;
  let peak = startingCents;
  let maxDrawdownCents = 0;
  let maxDrawdownPct: number | null = null;
  let longestDrawdownMs = 0;
  let peakMs = startMs;
  let peakTime = startTime;
  let inDrawdown = false;
  let troughCents = 0;
  let troughPct: number | null = null;
  let troughTime = startTime;
  let troughMs = startMs;
  let periodTrades = 0;
  let lastMs = startMs;
  let depthSincePeakMoved = 0;

  let f = 0;
  let k = 0;
  for (;;) {
    const nextClose = k < n ? (packed[(indices[from + k] ?? 0) * stride + closeAt] ?? 0) : Infinity;
    if (f < flowCount && (flowMs[f] ?? 0) <= nextClose) {
      // The flows up to the next exit (a flow at the same instant comes first). A flow moves
      // equity and peak alike: no drawdown starts or ends and its money depth stays; only its %
      // changes, deepest under the lowest peak. Without series the run is one step (a row of a
      // breakdown meets every flow of the journal).
      let to = flowCount;
      for (let low = f; low < to;) {
        const middle = (low + to) >>> 1;
        if ((flowMs[middle] ?? 0) <= nextClose) low = middle + 1;
        else to = middle;
      }
      const before = flowCumulative[f] ?? 0;
      const lowestPeak = peak + flows.lowest(f + 1, to) - before;
      if (!withSeries && (!inDrawdown || lowestPeak > 0)) {
        if (inDrawdown) {
          const depthPct = ((peak - equity) / lowestPeak) * 100;
          if (maxDrawdownPct === null || depthPct > maxDrawdownPct) maxDrawdownPct = depthPct;
        }
        const delta = (flowCumulative[to] ?? 0) - before;
        equity += delta;
        peak += delta;
        lastMs = flowMs[to - 1] ?? lastMs;
        f = to;
      } else {
        for (; f < to; f++) {
          const delta = flowCents[f] ?? 0;
          equity += delta;
          peak += delta;
          lastMs = flowMs[f] ?? lastMs;
          if (withSeries) curve.push({ time: flows.times[f] ?? '', equity: equity / 100 });
          if (inDrawdown && peak > 0) {
            const depthPct = ((peak - equity) / peak) * 100;
            if (maxDrawdownPct === null || depthPct > maxDrawdownPct) maxDrawdownPct = depthPct;
          }
        }
      }
      if (inDrawdown) depthSincePeakMoved = peak - equity;
      continue;
    }
    if (k >= n) break;
    // The trades up to the next flow, in one tight loop.
    const flowLimit = f < flowCount ? (flowMs[f] ?? Infinity) : Infinity;
    for (; k < n; k++) {
      const i = indices[from + k] ?? 0;
      const at = i * stride;
      const ms = packed[at + closeAt] ?? 0;
      if (ms >= flowLimit) break;
      const cents = packed[at + netAt] ?? 0;
      net += cents;
      gross += packed[at + grossAt] ?? 0;
      costs += packed[at + costsAt] ?? 0;
      // As prepared (journal.holdingMinutes), from the two instants beside it.
      const minutes = (ms - (packed[at + openAt] ?? 0)) / 60_000;
      holding += minutes;
      const dayResult = packed[at + dayResultAt] ?? 0;
      const result = dayResult & 3;
      if (result === win) {
        results[wins++] = cents;
        profit += cents;
        holdingWins += minutes;
        if (cents > largestWin) largestWin = cents;
        streak = streak > 0 ? streak + 1 : 1;
        if (streak > maxWinStreak) maxWinStreak = streak;
      } else if (result === loss) {
        results[n + losses++] = cents;
        lost += cents;
        holdingLosses += minutes;
        if (cents < largestLoss) largestLoss = cents;
        streak = streak < 0 ? streak - 1 : -1;
        if (-streak > maxLossStreak) maxLossStreak = -streak;
      } else {
        streak = 0;
      }
      const r = packed[at + rAt] ?? NaN;
      if (r === r) {
        rValues[rCount++] = r;
        rSum += r;
      }
      const day = dayResult >> 2;
      if (day !== lastDay) {
        if (day < lastDay) daysInOrder = false;
        exitDayPnl[dayCount] = 0;
        exitDays[dayCount++] = day;
        lastDay = day;
      }
      exitDayPnl[dayCount - 1] = (exitDayPnl[dayCount - 1] ?? 0) + cents;

      equity += cents;
      lastMs = ms;
      let time = '';
      if (withSeries) {
        const p = givenPosition[i] ?? 0;
        time = closedAtTexts[p] ?? '';
        curve.push({ time, equity: equity / 100, tradeId: tradeIds[p] ?? '' });
      }
      if (equity >= peak) {
        if (inDrawdown) {
          periodTrades++;
          const durationMs = ms - peakMs;
          if (durationMs > longestDrawdownMs) longestDrawdownMs = durationMs;
          if (withSeries)
            drawdowns.push({
              startTime: peakTime,
              troughTime,
              endTime: time,
              depth: troughCents / 100,
              depthPct: troughPct,
              durationMs,
              recoveryMs: ms - troughMs,
              trades: periodTrades,
            });
          inDrawdown = false;
        }
        peak = equity;
        peakMs = ms;
        peakTime = time;
        depthSincePeakMoved = 0;
        continue;
      }
      const depth = peak - equity;
      if (inDrawdown) periodTrades++;
      else {
        inDrawdown = true;
        troughCents = 0;
        troughPct = null;
        periodTrades = 1;
      }
      if (depth > troughCents) {
        troughCents = depth;
        troughPct = peak > 0 ? (depth / peak) * 100 : null;
        troughMs = ms;
        troughTime = time;
        if (depth > maxDrawdownCents) maxDrawdownCents = depth;
      }
      // The deepest % can come at a smaller money depth under a lower peak (after a withdrawal),
      // so it is checked at each deeper point since the peak last moved (and at every flow).
      if (depth > depthSincePeakMoved) {
        depthSincePeakMoved = depth;
        if (peak > 0) {
          const depthPct = (depth / peak) * 100;
          if (maxDrawdownPct === null || depthPct > maxDrawdownPct) maxDrawdownPct = depthPct;
        }
      }
    }
  }
  if (inDrawdown) {
    const durationMs = lastMs - peakMs;
    if (durationMs > longestDrawdownMs) longestDrawdownMs = durationMs;
    if (withSeries)
      drawdowns.push({
        startTime: peakTime,
        troughTime,
        endTime: null,
        depth: troughCents / 100,
        depthPct: troughPct,
        durationMs,
        recoveryMs: null,
        trades: periodTrades,
      });
  }

  const rMean = rCount === 0 ? 0 : rSum / rCount;
  const rM2 = rCount > 1 ? squaredDeviations(rValues, rCount, rMean) : 0;
  const result: Walk = {
    n,
    wins,
    losses,
    netCents: net,
    grossCents: gross,
    costsCents: costs,
    profitCents: profit,
    lossCents: lost,
    largestWinCents: largestWin,
    largestLossCents: largestLoss,
    maxWinStreak,
    maxLossStreak,
    rCount,
    rSum,
    rMean,
    rStdev: rCount > 1 ? Math.sqrt(rM2 / (rCount - 1)) : 0,
    holdingMinutes: holding,
    holdingMinutesWins: holdingWins,
    holdingMinutesLosses: holdingLosses,
    results,
    endingCents: equity,
    maxDrawdownCents,
    // No drawdown is 0 %; a drawdown only ever under a peak of 0 or less has no %.
    maxDrawdownPct: maxDrawdownPct ?? (maxDrawdownCents === 0 ? 0 : null),
    longestDrawdownMs,
    curve,
    drawdowns,
    exitDays,
    exitDayPnl,
    dayCount,
  };
  // Spelled out, not spread: a breakdown of option contracts builds thousands of these.
  if (!daysInOrder) {
    const merged = mergeDays(exitDays, exitDayPnl, dayCount);
    result.exitDays = merged.exitDays;
    result.exitDayPnl = merged.exitDayPnl;
    result.dayCount = merged.dayCount;
  }
  return result;
}

/** A walk's exit days when a day came back (daylight saving at midnight): sorted, each day once. */
export function mergeDays(
  days: Int32Array,
  pnl: Float64Array,
  count: number,
): { exitDays: Int32Array; exitDayPnl: Float64Array; dayCount: number } {
  const totals = new Map<number, number>();
  for (let j = 0; j < count; j++) totals.set(days[j] ?? 0, (totals.get(days[j] ?? 0) ?? 0) + (pnl[j] ?? 0));
  const exitDays = Int32Array.from(totals.keys()).sort();
  return {
    exitDays,
    exitDayPnl: Float64Array.from(exitDays, (day) => totals.get(day) ?? 0),
    dayCount: exitDays.length,
  };
}
