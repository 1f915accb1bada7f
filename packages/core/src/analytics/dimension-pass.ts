// Every row of one breakdown from one pass over the journal in exit order: each trade updates the
// running figures of its row (and of its further rows: a trade with two tags is in both), kept side
// by side in one typed array. The journal is read in memory order once per dimension, where a walk
// per row read each row's trades at scattered places (a cache miss each) and first had to group
// them. The steps are walk.ts's without series, in the same order, so every figure is the same
// number; medians come from one ordering of the journal by net P&L, shared by every dimension.
import { dailyFigures } from './daily-returns.ts';
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
  byKey,
  type PreparedFlows,
  type PreparedJournal,
} from './prepare.ts';
import { statisticsOf, type SummaryContext } from './summary.ts';
import type { KeyIds } from './text-keys.ts';
import type { SummaryStatistics } from './types.ts';
import { mergeDays } from './walk.ts';

// A row's running figures, at row id x STRIDE in the state array: first those every trade of the
// row updates (four cache lines), then those read or written only now and then.
const COUNT = 0;
const WINS = 1;
const LOSSES = 2;
const GROSS_CENTS = 3;
const COSTS_CENTS = 4;
const PROFIT = 5;
const LOST = 6;
const HOLDING = 7;
const HOLDING_WINS = 8;
const HOLDING_LOSSES = 9;
/** The current run of wins (0 unless the last trade won) and of losses. */
const WIN_RUN = 10;
const LOSS_RUN = 11;
const MAX_WIN_STREAK = 12;
const MAX_LOSS_STREAK = 13;
const R_COUNT = 14;
const R_SUM = 15;
/** The row's current exit day (-Infinity before its first trade), its net cents so far. */
const DAY = 16;
const DAY_CENTS = 17;
const EQUITY = 18;
const PEAK = 19;
const LAST_MS = 20;
const IN_DRAWDOWN = 21;
const DEPTH_SINCE_PEAK_MOVED = 22;
const MAX_DRAWDOWN = 23;
/** NaN until a drawdown has a %. */
const MAX_DRAWDOWN_PCT = 24;
/** NaN while the peak is the start (the earliest entry or flow, known only after the pass). */
const PEAK_MS = 25;
/** The first cash flow the row has not met yet. */
const FLOW = 26;
const EARLIEST_OPEN = 27;
const LONGEST_DRAWDOWN = 28;
/** When the drawdown from the start ended (or the last point, if it never did); NaN if none. */
const START_DRAWDOWN_END = 29;
const DAYS_OUT_OF_ORDER = 30;
const R_SQUARED_DEVIATIONS = 31;
/** Set by the pass in order of net P&L. */
const LARGEST_WIN = 32;
const LARGEST_LOSS = 33;
/**
 * Written, never read: the extremes a row does not report (its smallest win, its smallest loss). Its
 * net needs no slot: it is its equity less the start and the flows, exact in cents.
 */
const UNREPORTED = 34;
const STRIDE = 35;

/**
 * Buffers grown as needed and reused by every pass (one breakdown reads its results before the
 * next starts): a dimension of option contracts has thousands of rows.
 */
let state = new Float64Array(0);
let dayRows = new Int32Array(0);
let dayValues = new Int32Array(0);
let dayCents = new Float64Array(0);
let sortedDays = new Int32Array(0);
let sortedDayCents = new Float64Array(0);

/** The row's cash flows up to (not including) flow `to`, as walk.ts takes them without series. */
function takeFlows(s: Float64Array, b: number, to: number, flows: PreparedFlows): void {
  let f = s[b + FLOW] ?? 0;
  let equity = s[b + EQUITY] ?? 0;
  let peak = s[b + PEAK] ?? 0;
  let maxPct = s[b + MAX_DRAWDOWN_PCT] ?? NaN;
  const inDrawdown = s[b + IN_DRAWDOWN] === 1;
  const before = flows.cumulative[f] ?? 0;
  const lowestPeak = peak + flows.lowest(f + 1, to) - before;
  if (!inDrawdown || lowestPeak > 0) {
    if (inDrawdown) {
      const depthPct = ((peak - equity) / lowestPeak) * 100;
      if (maxPct !== maxPct || depthPct > maxPct) maxPct = depthPct;
    }
    const delta = (flows.cumulative[to] ?? 0) - before;
    equity += delta;
    peak += delta;
    s[b + LAST_MS] = flows.ms[to - 1] ?? 0;
    f = to;
  } else {
    for (; f < to; f++) {
      const delta = flows.cents[f] ?? 0;
      equity += delta;
      peak += delta;
      if (peak > 0) {
        const depthPct = ((peak - equity) / peak) * 100;
        if (maxPct !== maxPct || depthPct > maxPct) maxPct = depthPct;
      }
    }
    s[b + LAST_MS] = flows.ms[to - 1] ?? 0;
  }
  if (inDrawdown) s[b + DEPTH_SINCE_PEAK_MOVED] = peak - equity;
  s[b + FLOW] = f;
  s[b + EQUITY] = equity;
  s[b + PEAK] = peak;
  s[b + MAX_DRAWDOWN_PCT] = maxPct;
}

function startState(rows: number, startingCents: number): Float64Array {
  if (state.length < rows * STRIDE) state = new Float64Array(Math.max(rows * STRIDE, state.length * 2));
  const s = state;
  s.fill(0, 0, rows * STRIDE);
  for (let b = 0; b < rows * STRIDE; b += STRIDE) {
    s[b + LARGEST_WIN] = -Infinity;
    s[b + LARGEST_LOSS] = Infinity;
    s[b + EQUITY] = startingCents;
    s[b + PEAK] = startingCents;
    s[b + MAX_DRAWDOWN_PCT] = NaN;
    s[b + PEAK_MS] = NaN;
    s[b + EARLIEST_OPEN] = Infinity;
    s[b + START_DRAWDOWN_END] = NaN;
    s[b + DAY] = -Infinity;
  }
  return s;
}

function growDays(size: number): void {
  if (dayRows.length >= size) return;
  const length = Math.max(size, dayRows.length * 2);
  dayRows = new Int32Array(length);
  dayValues = new Int32Array(length);
  dayCents = new Float64Array(length);
  sortedDays = new Int32Array(length);
  sortedDayCents = new Float64Array(length);
}

/**
 * The pass in exit order: every running figure but the medians and the R deviations. Each exit day
 * a row leaves is written to the day buffers (row, day, cents), in time order; returns how many.
 */
function runningFigures(journal: PreparedJournal, keys: KeyIds, flows: PreparedFlows): number {
  const s = state;
  const packed = journal.packed;
  const n = journal.trades.length;
  const ids = keys.ids;
  const extraTrades = keys.extraTrades;
  const extraIds = keys.extraIds;
  const extraCount = extraTrades.length;
  const flowMs = flows.ms;
  const flowCount = flowMs.length;
  // Locals, not imported bindings, in the loop (those can compile to getter calls).
  const stride = TRADE_STRIDE;
  const closeAt = CLOSE;
  const openAt = OPEN;
  const netAt = NET;
  const grossAt = GROSS;
  const costsAt = COSTS;
  const rAt = R;
  const dayResultAt = DAY_RESULT;
  let days = 0;
  let flowsBefore = 0;
  let e = 0;
  for (let k = 0; k < n; k++) {
    const at = k * stride;
    const ms = packed[at + closeAt] ?? 0;
    const open = packed[at + openAt] ?? 0;
    const cents = packed[at + netAt] ?? 0;
    const gross = packed[at + grossAt] ?? 0;
    const costs = packed[at + costsAt] ?? 0;
    const r = packed[at + rAt] ?? NaN;
    const dayResult = packed[at + dayResultAt] ?? 0;
    const day = dayResult >> 2;
    const minutes = (ms - open) / 60_000;
    // What the row adds, worked out once per trade and without branches on its result (a random
    // win, loss or break-even was a mispredicted branch per row and trade): x 1 or x 0.
    const resultPlusOne = dayResult & 3; // 0 loss, 1 break-even, 2 win
    const isWin = resultPlusOne >> 1;
    const isLoss = ((resultPlusOne + 1) >> 1) ^ 1;
    const winCents = cents * isWin;
    const lossCents = cents * isLoss;
    let hasR = 0;
    let rValue = 0;
    if (r === r) {
      hasR = 1;
      rValue = r;
    }
    // A flow at the same instant as an exit comes first.
    while (flowsBefore < flowCount && (flowMs[flowsBefore] ?? 0) <= ms) flowsBefore++;
    let row = ids[k] ?? 0;
    for (;;) {
      const b = row * STRIDE;
      if ((s[b + FLOW] ?? 0) < flowsBefore) takeFlows(s, b, flowsBefore, flows);
      if (open < (s[b + EARLIEST_OPEN] ?? 0)) s[b + EARLIEST_OPEN] = open;
      s[b + COUNT] = (s[b + COUNT] ?? 0) + 1;
      s[b + GROSS_CENTS] = (s[b + GROSS_CENTS] ?? 0) + gross;
      s[b + COSTS_CENTS] = (s[b + COSTS_CENTS] ?? 0) + costs;
      s[b + HOLDING] = (s[b + HOLDING] ?? 0) + minutes;
      s[b + WINS] = (s[b + WINS] ?? 0) + isWin;
      s[b + LOSSES] = (s[b + LOSSES] ?? 0) + isLoss;
      s[b + PROFIT] = (s[b + PROFIT] ?? 0) + winCents;
      s[b + LOST] = (s[b + LOST] ?? 0) + lossCents;
      s[b + HOLDING_WINS] = (s[b + HOLDING_WINS] ?? 0) + minutes * isWin;
      s[b + HOLDING_LOSSES] = (s[b + HOLDING_LOSSES] ?? 0) + minutes * isLoss;
      const winRun = ((s[b + WIN_RUN] ?? 0) + 1) * isWin;
      const lossRun = ((s[b + LOSS_RUN] ?? 0) + 1) * isLoss;
      s[b + WIN_RUN] = winRun;
      s[b + LOSS_RUN] = lossRun;
      if (winRun > (s[b + MAX_WIN_STREAK] ?? 0)) s[b + MAX_WIN_STREAK] = winRun;
      if (lossRun > (s[b + MAX_LOSS_STREAK] ?? 0)) s[b + MAX_LOSS_STREAK] = lossRun;
      s[b + R_COUNT] = (s[b + R_COUNT] ?? 0) + hasR;
      s[b + R_SUM] = (s[b + R_SUM] ?? 0) + rValue;
      const lastDay = s[b + DAY] ?? 0;
      if (day !== lastDay) {
        if (lastDay !== -Infinity) {
          dayRows[days] = row;
          dayValues[days] = lastDay;
          dayCents[days++] = s[b + DAY_CENTS] ?? 0;
          if (day < lastDay) s[b + DAYS_OUT_OF_ORDER] = 1;
        }
        s[b + DAY] = day;
        // As walk.ts sums a day (from 0), so a day's cents are never -0.
        s[b + DAY_CENTS] = 0 + cents;
      } else s[b + DAY_CENTS] = (s[b + DAY_CENTS] ?? 0) + cents;

      const equity = (s[b + EQUITY] ?? 0) + cents;
      s[b + EQUITY] = equity;
      s[b + LAST_MS] = ms;
      const peak = s[b + PEAK] ?? 0;
      if (equity >= peak) {
        if (s[b + IN_DRAWDOWN] === 1) {
          const peakMs = s[b + PEAK_MS] ?? 0;
          if (peakMs !== peakMs) s[b + START_DRAWDOWN_END] = ms;
          else if (ms - peakMs > (s[b + LONGEST_DRAWDOWN] ?? 0)) s[b + LONGEST_DRAWDOWN] = ms - peakMs;
          s[b + IN_DRAWDOWN] = 0;
        }
        s[b + PEAK] = equity;
        s[b + PEAK_MS] = ms;
        s[b + DEPTH_SINCE_PEAK_MOVED] = 0;
      } else {
        const depth = peak - equity;
        s[b + IN_DRAWDOWN] = 1;
        if (depth > (s[b + MAX_DRAWDOWN] ?? 0)) s[b + MAX_DRAWDOWN] = depth;
        if (depth > (s[b + DEPTH_SINCE_PEAK_MOVED] ?? 0)) {
          s[b + DEPTH_SINCE_PEAK_MOVED] = depth;
          if (peak > 0) {
            const depthPct = (depth / peak) * 100;
            const maxPct = s[b + MAX_DRAWDOWN_PCT] ?? NaN;
            if (maxPct !== maxPct || depthPct > maxPct) s[b + MAX_DRAWDOWN_PCT] = depthPct;
          }
        }
      }
      if (e < extraCount && extraTrades[e] === k) row = extraIds[e++] ?? 0;
      else break;
    }
  }
  return days;
}

/**
 * After the pass: each row meets the flows after its last exit, leaves its last day, and closes a
 * drawdown still open at its last point.
 */
function finishRows(rows: number, flows: PreparedFlows, days: number): number {
  const s = state;
  const flowCount = flows.ms.length;
  for (let row = 0; row < rows; row++) {
    const b = row * STRIDE;
    if (s[b + COUNT] === 0) continue;
    if ((s[b + FLOW] ?? 0) < flowCount) takeFlows(s, b, flowCount, flows);
    dayRows[days] = row;
    dayValues[days] = s[b + DAY] ?? 0;
    dayCents[days++] = s[b + DAY_CENTS] ?? 0;
    if (s[b + IN_DRAWDOWN] === 1) {
      const lastMs = s[b + LAST_MS] ?? 0;
      const peakMs = s[b + PEAK_MS] ?? 0;
      if (peakMs !== peakMs) s[b + START_DRAWDOWN_END] = lastMs;
      else if (lastMs - peakMs > (s[b + LONGEST_DRAWDOWN] ?? 0)) s[b + LONGEST_DRAWDOWN] = lastMs - peakMs;
    }
    // The walk starts at the earliest entry or cash flow: a drawdown from there is measured now.
    const end = s[b + START_DRAWDOWN_END] ?? NaN;
    if (end === end) {
      const startMs = Math.min(s[b + EARLIEST_OPEN] ?? Infinity, flows.ms[0] ?? Infinity);
      if (end - startMs > (s[b + LONGEST_DRAWDOWN] ?? 0)) s[b + LONGEST_DRAWDOWN] = end - startMs;
    }
  }
  return days;
}

/** Each row's exit days side by side, in time order: row r's are [starts[r], starts[r + 1]). */
function daysByRow(rows: number, days: number): Int32Array {
  const starts = new Int32Array(rows + 1);
  for (let d = 0; d < days; d++) {
    const row = (dayRows[d] ?? 0) + 1;
    starts[row] = (starts[row] ?? 0) + 1;
  }
  for (let row = 0; row < rows; row++) starts[row + 1] = (starts[row + 1] ?? 0) + (starts[row] ?? 0);
  const fill = starts.slice(0, rows);
  for (let d = 0; d < days; d++) {
    const row = dayRows[d] ?? 0;
    const slot = fill[row] ?? 0;
    fill[row] = slot + 1;
    sortedDays[slot] = dayValues[d] ?? 0;
    sortedDayCents[slot] = dayCents[d] ?? 0;
  }
  return starts;
}

/** Σ (R - the row's mean R)² per row, summed in exit order as walk.ts does. */
function rDeviations(journal: PreparedJournal, keys: KeyIds, rows: number): void {
  const s = state;
  const means = new Float64Array(rows);
  for (let row = 0; row < rows; row++) {
    const count = s[row * STRIDE + R_COUNT] ?? 0;
    means[row] = count === 0 ? 0 : (s[row * STRIDE + R_SUM] ?? 0) / count;
  }
  const r = journal.r;
  const n = r.length;
  const ids = keys.ids;
  const extraTrades = keys.extraTrades;
  const extraIds = keys.extraIds;
  const extraCount = extraTrades.length;
  let e = 0;
  for (let k = 0; k < n; k++) {
    const value = r[k] ?? NaN;
    if (value !== value) {
      while (e < extraCount && extraTrades[e] === k) e++;
      continue;
    }
    let row = ids[k] ?? 0;
    for (;;) {
      const deviation = value - (means[row] ?? 0);
      s[row * STRIDE + R_SQUARED_DEVIATIONS] =
        (s[row * STRIDE + R_SQUARED_DEVIATIONS] ?? 0) + deviation * deviation;
      if (e < extraCount && extraTrades[e] === k) row = extraIds[e++] ?? 0;
      else break;
    }
  }
}

interface Ordered {
  /** Trades (positions in exit order) and their net cents, ascending by net cents. */
  trades: Uint32Array;
  cents: Float64Array;
}

interface ByNet {
  wins: Ordered;
  losses: Ordered;
}

const byNetCache = new WeakMap<PreparedJournal, ByNet>();

/** The journal's winners and losers in order of net P&L, by one radix sort of the cents. */
function byNet(journal: PreparedJournal): ByNet {
  const cached = byNetCache.get(journal);
  if (cached !== undefined) return cached;
  const net = journal.netCents;
  const n = net.length;
  let least = Infinity;
  let most = -Infinity;
  for (let k = 0; k < n; k++) {
    const cents = net[k] ?? 0;
    if (cents < least) least = cents;
    if (cents > most) most = cents;
  }
  const order = new Uint32Array(n);
  for (let k = 0; k < n; k++) order[k] = k;
  if (most - least < 2 ** 32) {
    const keys = new Uint32Array(n);
    for (let k = 0; k < n; k++) keys[k] = (net[k] ?? 0) - least;
    byKey(keys, order, most - least + 1);
  } else order.sort((a, b) => (net[a] ?? 0) - (net[b] ?? 0));
  const result = journal.result;
  const win = WIN;
  const loss = LOSS;
  let wins = 0;
  let losses = 0;
  for (let k = 0; k < n; k++) {
    if (result[k] === win) wins++;
    else if (result[k] === loss) losses++;
  }
  const sorted: ByNet = {
    wins: { trades: new Uint32Array(wins), cents: new Float64Array(wins) },
    losses: { trades: new Uint32Array(losses), cents: new Float64Array(losses) },
  };
  wins = 0;
  losses = 0;
  for (let q = 0; q < n; q++) {
    const k = order[q] ?? 0;
    const cents = net[k] ?? 0;
    if (result[k] === win) {
      sorted.wins.trades[wins] = k;
      sorted.wins.cents[wins++] = cents;
    } else if (result[k] === loss) {
      sorted.losses.trades[losses] = k;
      sorted.losses.cents[losses++] = cents;
    }
  }
  byNetCache.set(journal, sorted);
  return sorted;
}

/** Where each trade's further rows start in keys.extraIds (they are listed in trade order). */
function extraStarts(keys: KeyIds, n: number): Int32Array {
  const starts = new Int32Array(n + 1);
  const extraTrades = keys.extraTrades;
  for (let e = 0; e < extraTrades.length; e++) {
    const k = (extraTrades[e] ?? 0) + 1;
    starts[k] = (starts[k] ?? 0) + 1;
  }
  for (let k = 0; k < n; k++) starts[k + 1] = (starts[k + 1] ?? 0) + (starts[k] ?? 0);
  return starts;
}

/**
 * The median net cents of each row's trades among `sorted` (NaN where a row has none), counted at
 * `countAt`: the trades are met in ascending order, so a row's middle trades are the ones met when
 * its count reaches the middle. Its first and last are the row's extremes, written to the state at
 * `smallestAt` and `largestAt` (the largest loss is the smallest net, the largest win the largest).
 */
function medians(
  keys: KeyIds,
  extras: Int32Array | null,
  rows: number,
  sorted: Ordered,
  countAt: number,
  smallestAt: number,
  largestAt: number,
): Float64Array {
  const s = state;
  // A row of c trades has its middle at positions (c - 1) >> 1 and c >> 1 (one when c is odd).
  const lowerAt = new Int32Array(rows);
  const upperAt = new Int32Array(rows);
  const lastAt = new Int32Array(rows);
  for (let row = 0; row < rows; row++) {
    const count = s[row * STRIDE + countAt] ?? 0;
    lowerAt[row] = (count - 1) >> 1;
    upperAt[row] = count >> 1;
    lastAt[row] = count - 1;
  }
  const seen = new Int32Array(rows);
  const lower = new Float64Array(rows);
  const upper = new Float64Array(rows);
  const trades = sorted.trades;
  const centsOf = sorted.cents;
  const ids = keys.ids;
  const extraIds = keys.extraIds;
  for (let q = 0; q < trades.length; q++) {
    const k = trades[q] ?? 0;
    const cents = centsOf[q] ?? 0;
    let row = ids[k] ?? 0;
    let e = extras === null ? 0 : (extras[k] ?? 0);
    const end = extras === null ? 0 : (extras[k + 1] ?? 0);
    for (;;) {
      const position = seen[row] ?? 0;
      seen[row] = position + 1;
      if (position === lowerAt[row]) lower[row] = cents;
      if (position === upperAt[row]) upper[row] = cents;
      if (position === 0) s[row * STRIDE + smallestAt] = cents;
      if (position === lastAt[row]) s[row * STRIDE + largestAt] = cents;
      if (e < end) row = extraIds[e++] ?? 0;
      else break;
    }
  }
  const result = new Float64Array(rows);
  for (let row = 0; row < rows; row++) {
    const count = s[row * STRIDE + countAt] ?? 0;
    result[row] =
      count === 0 ? NaN : count % 2 === 1 ? (upper[row] ?? 0) : ((lower[row] ?? 0) + (upper[row] ?? 0)) / 2;
  }
  return result;
}

/**
 * The statistics of every row of a dimension, by row id (null for a row without trades), over the
 * journal's trades with the same starting balance and cash flows as the whole journal.
 */
export function dimensionRows(
  journal: PreparedJournal,
  keys: KeyIds,
  context: SummaryContext,
): (SummaryStatistics | null)[] {
  const rows = keys.names.length;
  const n = journal.trades.length;
  const flows = context.flows;
  const s = startState(rows, context.startingCents);
  growDays(n + keys.extraTrades.length + rows);
  const days = finishRows(rows, flows, runningFigures(journal, keys, flows));
  const dayStarts = daysByRow(rows, days);
  rDeviations(journal, keys, rows);
  const extras = keys.extraTrades.length === 0 ? null : extraStarts(keys, n);
  const sorted = byNet(journal);
  const medianWins = medians(keys, extras, rows, sorted.wins, WINS, UNREPORTED, LARGEST_WIN);
  const medianLosses = medians(keys, extras, rows, sorted.losses, LOSSES, LARGEST_LOSS, UNREPORTED);
  const slice = { exitDays: sortedDays, exitDayPnl: sortedDayCents, dayCount: 0 };
  const statistics: (SummaryStatistics | null)[] = [];
  for (let row = 0; row < rows; row++) {
    const b = row * STRIDE;
    const count = s[b + COUNT] ?? 0;
    if (count === 0) {
      statistics.push(null);
      continue;
    }
    const from = dayStarts[row] ?? 0;
    slice.dayCount = (dayStarts[row + 1] ?? 0) - from;
    const daily =
      s[b + DAYS_OUT_OF_ORDER] === 1
        ? dailyFigures(
            journal,
            mergeDays(sortedDays.subarray(from), sortedDayCents.subarray(from), slice.dayCount),
            0,
            context.startingCents,
            flows,
            context.riskFreeRate,
            false,
          )
        : dailyFigures(journal, slice, from, context.startingCents, flows, context.riskFreeRate, false);
    const rCount = s[b + R_COUNT] ?? 0;
    const rSum = s[b + R_SUM] ?? 0;
    const maxDrawdownCents = s[b + MAX_DRAWDOWN] ?? 0;
    const maxDrawdownPct = s[b + MAX_DRAWDOWN_PCT] ?? NaN;
    const medianWin = medianWins[row] ?? NaN;
    const medianLoss = medianLosses[row] ?? NaN;
    statistics.push(
      statisticsOf(
        journal.openTradeCount,
        {
          n: count,
          wins: s[b + WINS] ?? 0,
          losses: s[b + LOSSES] ?? 0,
          netCents: (s[b + EQUITY] ?? 0) - context.startingCents - (flows.cumulative[flows.ms.length] ?? 0),
          grossCents: s[b + GROSS_CENTS] ?? 0,
          costsCents: s[b + COSTS_CENTS] ?? 0,
          profitCents: s[b + PROFIT] ?? 0,
          lossCents: s[b + LOST] ?? 0,
          largestWinCents: s[b + LARGEST_WIN] ?? 0,
          largestLossCents: s[b + LARGEST_LOSS] ?? 0,
          maxWinStreak: s[b + MAX_WIN_STREAK] ?? 0,
          maxLossStreak: s[b + MAX_LOSS_STREAK] ?? 0,
          rCount,
          rSum,
          rMean: rCount === 0 ? 0 : rSum / rCount,
          rStdev: rCount > 1 ? Math.sqrt((s[b + R_SQUARED_DEVIATIONS] ?? 0) / (rCount - 1)) : 0,
          holdingMinutes: s[b + HOLDING] ?? 0,
          holdingMinutesWins: s[b + HOLDING_WINS] ?? 0,
          holdingMinutesLosses: s[b + HOLDING_LOSSES] ?? 0,
          endingCents: s[b + EQUITY] ?? 0,
          maxDrawdownCents,
          // No drawdown is 0 %; a drawdown only ever under a peak of 0 or less has no %.
          maxDrawdownPct:
            maxDrawdownPct === maxDrawdownPct ? maxDrawdownPct : maxDrawdownCents === 0 ? 0 : null,
          longestDrawdownMs: s[b + LONGEST_DRAWDOWN] ?? 0,
        },
        daily,
        medianWin === medianWin ? medianWin : null,
        medianLoss === medianLoss ? medianLoss : null,
      ),
    );
  }
  return statistics;
}
