// A journal read once into flat typed arrays in exit order: times parsed, money in cents, each trade
// classified and placed on its local day. Every figure and breakdown walks these arrays.
//
// The result is cached per trades array (and zone and tolerance), so the statistics and the dozen
// breakdowns of one filter parse the journal once. An array given to the engine is read as a
// snapshot: a changed journal is a new array, as the app's state already is.
import { CalculatorInputError } from '../calculators/errors.ts';
import { parseInstant } from './instant.ts';
import { toCents } from './numbers.ts';
import { TextKeyReader, type KeyIds, type TextDimension } from './text-keys.ts';
import type { AnalyticsTrade, CashFlow } from './types.ts';
import { weekdayOfDay, zoneClock, type ZoneClock } from './zone-clock.ts';

export const WIN = 1;
export const LOSS = -1;
export const BREAKEVEN = 0;

export const TRADE_STRIDE = 8;
/** Field offsets in `packed`. */
export const CLOSE = 0;
export const OPEN = 1;
export const NET = 2;
export const GROSS = 3;
export const COSTS = 4;
/** The R multiple or NaN. */
export const R = 5;
/** The exit day x 4 + the result + 1: `>> 2` gives the day, `& 3` the result + 1. */
export const DAY_RESULT = 6;

export interface PreparedJournal {
  clock: ZoneClock;
  /** Closed trades in exit order (ties: entry time, then the order given). */
  trades: AnalyticsTrade[];
  openTradeCount: number;
  netCents: Float64Array;
  /** WIN, LOSS or BREAKEVEN. */
  result: Int8Array;
  /** The R multiple, NaN when the trade has none (no initial risk). */
  r: Float64Array;
  holdingMinutes: Float64Array;
  exitDay: Int32Array;
  /** Int32, as the weekday and hour breakdowns take them as their key ids. */
  entryWeekday: Int32Array;
  entryHour: Int32Array;
  /** Entry notional, NaN when not given. */
  positionSize: Float64Array;
  /**
   * What a walk reads of each trade, side by side: trade k at [k * TRADE_STRIDE, +TRADE_STRIDE).
   * A breakdown row's trades are scattered over the journal; with the fields in separate arrays
   * each trade cost a cache miss per field, here one (the 8 doubles fill one cache line).
   */
  packed: Float64Array;
  currencies: string[];
  /**
   * Each closed trade's exit time (its text) and id, in the order given, and where trade k in exit
   * order was given: the equity curve names them without reading 100k trade objects again in exit
   * order (a cache miss each), as the one pass over them in memory order already did.
   */
  closedAtTexts: string[];
  tradeIds: string[];
  givenPosition: Uint32Array;
  /** The trades' keys in the text dimensions (symbol, account, tags...). */
  textKeys: Map<TextDimension, KeyIds>;
}

export interface PreparedFlows {
  ms: Float64Array;
  cents: Float64Array;
  /** cumulative[j] = the sum of the first j flows' cents. */
  cumulative: Float64Array;
  /** lowest(a, b) = the least of cumulative[a..b] (a sparse table: O(1) per question). */
  lowest: (a: number, b: number) => number;
  day: Int32Array;
  /** True when `day` never goes back (it can, by a day, across a daylight-saving change at midnight). */
  daysInOrder: boolean;
  times: string[];
}

function parseTime(value: string, tradeId: string, field: string): number {
  const ms = parseInstant(value);
  if (!Number.isFinite(ms))
    throw new CalculatorInputError(
      'VALIDATION-002',
      `Trade ${tradeId} has an invalid ${field}: ${value}`,
      field,
    );
  return ms;
}

function money(value: number, tradeId: string, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new CalculatorInputError('VALIDATION-010', `Trade ${tradeId} has no finite ${field}`, field);
  return toCents(value);
}

/**
 * The permutation that puts trades in exit order (ties: entry time, then the order given). A
 * numeric sort of packed keys (exit second, position) does the bulk at native speed; one insertion
 * pass then orders trades within the same second by their milliseconds and entries.
 */
function exitOrder(closedAt: Float64Array, openedAt: Float64Array, secondsBuffer: Uint32Array): Uint32Array {
  const n = closedAt.length;
  const order = new Uint32Array(n);
  let sorted = true;
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < n; i++) {
    order[i] = i;
    const close = closedAt[i] ?? 0;
    if (close < first) first = close;
    if (close > last) last = close;
    if (i > 0) {
      const before = closedAt[i - 1] ?? 0;
      if (before > close || (before === close && (openedAt[i - 1] ?? 0) > (openedAt[i] ?? 0))) sorted = false;
    }
  }
  if (sorted) return order;
  const before = (a: number, b: number): boolean => {
    const ca = closedAt[a] ?? 0;
    const cb = closedAt[b] ?? 0;
    return (
      ca < cb ||
      (ca === cb && ((openedAt[a] ?? 0) < (openedAt[b] ?? 0) || (openedAt[a] === openedAt[b] && a < b)))
    );
  };
  const base = Math.floor(first / 1000);
  const spanSeconds = Math.floor(last / 1000) - base + 1;
  if (spanSeconds > 2 ** 32) {
    return order.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }
  const seconds = secondsBuffer.subarray(0, n);
  for (let i = 0; i < n; i++) seconds[i] = Math.floor((closedAt[i] ?? 0) / 1000) - base;
  byKey(seconds, order, spanSeconds);
  insertionPass(order, before);
  return order;
}

const digitCounts = new Int32Array(65_536);
/** The radix sort's second buffer, reused by every sort. */
let swapBuffer = new Uint32Array(0);

/**
 * Orders `order` (the positions 0..n-1) by their key (exit second, cents above the least...), ties
 * in the order given: a stable radix sort on 16-bit digits, two counting passes at most, where a
 * comparison sort of 100k keys costs several times more. Keys are below `span` (at most 2^32).
 */
export function byKey(keys: Uint32Array, order: Uint32Array, span: number): void {
  const n = keys.length;
  const counts = digitCounts;
  if (swapBuffer.length < n) swapBuffer = new Uint32Array(n);
  let from: Uint32Array = order;
  let to: Uint32Array = swapBuffer.subarray(0, n);
  for (let shift = 0; shift < 32 && span > 2 ** shift; shift += 16) {
    counts.fill(0);
    for (let k = 0; k < n; k++) {
      const digit = ((keys[from[k] ?? 0] ?? 0) >>> shift) & 0xffff;
      counts[digit] = (counts[digit] ?? 0) + 1;
    }
    let sum = 0;
    for (let d = 0; d < 65_536; d++) {
      const count = counts[d] ?? 0;
      counts[d] = sum;
      sum += count;
    }
    for (let k = 0; k < n; k++) {
      const item = from[k] ?? 0;
      const digit = ((keys[item] ?? 0) >>> shift) & 0xffff;
      const slot = counts[digit] ?? 0;
      counts[digit] = slot + 1;
      to[slot] = item;
    }
    const sorted = to;
    to = from;
    from = sorted;
  }
  if (from !== order) order.set(from);
}

/** Orders positions already sorted by exit second within each second (milliseconds, entries). */
function insertionPass(order: Uint32Array, before: (a: number, b: number) => boolean): void {
  const n = order.length;
  for (let k = 1; k < n; k++) {
    const item = order[k] ?? 0;
    let j = k - 1;
    while (j >= 0 && before(item, order[j] ?? 0)) {
      order[j + 1] = order[j] ?? 0;
      j--;
    }
    order[j + 1] = item;
  }
}

/**
 * Each trade's figures in the order given, grown as needed and reused by every preparation (only
 * the exit-ordered copies are kept): ten typed arrays of 100k trades per filter change are costly
 * to allocate and collect.
 */
let given = {
  closeMs: new Float64Array(0),
  openMs: new Float64Array(0),
  netCents: new Float64Array(0),
  grossCents: new Float64Array(0),
  costsCents: new Float64Array(0),
  r: new Float64Array(0),
  positionSize: new Float64Array(0),
  result: new Int8Array(0),
  exitDay: new Int32Array(0),
  entryLocal: new Float64Array(0),
  /** Where the p-th closed trade is in the array given. */
  index: new Int32Array(0),
  /** Exit seconds for the exit-order sort. */
  seconds: new Uint32Array(0),
};

function givenArrays(size: number): typeof given {
  if (given.closeMs.length < size)
    given = {
      closeMs: new Float64Array(size),
      openMs: new Float64Array(size),
      netCents: new Float64Array(size),
      grossCents: new Float64Array(size),
      costsCents: new Float64Array(size),
      r: new Float64Array(size),
      positionSize: new Float64Array(size),
      result: new Int8Array(size),
      exitDay: new Int32Array(size),
      entryLocal: new Float64Array(size),
      index: new Int32Array(size),
      seconds: new Uint32Array(size),
    };
  return given;
}

/**
 * One pass over the trade objects, in the order given (their order in memory, and mostly time
 * order, so the zone cache hits), reads every field the engine uses, text keys included; the
 * figures are then laid out in exit order from typed arrays.
 */
function build(trades: readonly AnalyticsTrade[], timeZone: string, toleranceCents: number): PreparedJournal {
  const clock = zoneClock(timeZone);
  const size = trades.length;
  const g = givenArrays(size);
  let n = 0;
  const keys = new TextKeyReader(size);
  const closedAtTexts = new Array<string>(size);
  const tradeIds = new Array<string>(size);
  const currencies = new Set<string>();
  for (let i = 0; i < size; i++) {
    const trade = trades[i] as AnalyticsTrade;
    if (trade.closedAt === null) continue;
    const p = n++;
    g.index[p] = i;
    closedAtTexts[p] = trade.closedAt;
    tradeIds[p] = trade.id;
    const close = parseTime(trade.closedAt, trade.id, 'closedAt');
    const open = parseTime(trade.openedAt, trade.id, 'openedAt');
    g.closeMs[p] = close;
    g.openMs[p] = open;
    const cents = money(trade.netPnl, trade.id, 'netPnl');
    g.netCents[p] = cents;
    g.grossCents[p] = money(trade.grossPnl, trade.id, 'grossPnl');
    g.costsCents[p] = money(trade.costs, trade.id, 'costs');
    const tolerance =
      trade.breakEvenTolerance === undefined ? toleranceCents : toCents(trade.breakEvenTolerance);
    g.result[p] = Math.abs(cents) <= tolerance ? BREAKEVEN : cents > 0 ? WIN : LOSS;
    const risk = trade.initialRisk;
    const multiple = trade.rMultiple;
    g.r[p] = risk !== null && risk > 0 && multiple !== null && Number.isFinite(multiple) ? multiple : NaN;
    g.positionSize[p] = trade.positionSize ?? NaN;
    g.exitDay[p] = clock.day(close);
    g.entryLocal[p] = clock.local(open);
    if (trade.currency !== undefined) currencies.add(trade.currency);
    keys.read(p, trade);
  }
  const order = exitOrder(g.closeMs.subarray(0, n), g.openMs.subarray(0, n), g.seconds);
  const journal: PreparedJournal = {
    clock,
    trades: new Array<AnalyticsTrade>(n),
    openTradeCount: size - n,
    netCents: new Float64Array(n),
    result: new Int8Array(n),
    r: new Float64Array(n),
    holdingMinutes: new Float64Array(n),
    exitDay: new Int32Array(n),
    entryWeekday: new Int32Array(n),
    entryHour: new Int32Array(n),
    positionSize: new Float64Array(n),
    packed: new Float64Array(n * TRADE_STRIDE),
    currencies: [...currencies].sort(),
    closedAtTexts,
    tradeIds,
    givenPosition: order,
    textKeys: keys.keys(order),
  };
  const packed = journal.packed;
  for (let k = 0; k < n; k++) {
    const p = order[k] ?? 0;
    journal.trades[k] = trades[g.index[p] ?? 0] as AnalyticsTrade;
    const close = g.closeMs[p] ?? 0;
    const open = g.openMs[p] ?? 0;
    const net = g.netCents[p] ?? 0;
    const gross = g.grossCents[p] ?? 0;
    const costs = g.costsCents[p] ?? 0;
    const r = g.r[p] ?? NaN;
    const result = g.result[p] ?? 0;
    const day = g.exitDay[p] ?? 0;
    const entryLocal = g.entryLocal[p] ?? 0;
    journal.netCents[k] = net;
    journal.result[k] = result;
    journal.r[k] = r;
    journal.holdingMinutes[k] = (close - open) / 60_000;
    journal.exitDay[k] = day;
    journal.entryWeekday[k] = weekdayOfDay(Math.floor(entryLocal / 86_400_000));
    journal.entryHour[k] = clock.hourOfLocal(entryLocal);
    journal.positionSize[k] = g.positionSize[p] ?? NaN;
    const at = k * TRADE_STRIDE;
    packed[at + CLOSE] = close;
    packed[at + OPEN] = open;
    packed[at + NET] = net;
    packed[at + GROSS] = gross;
    packed[at + COSTS] = costs;
    packed[at + R] = r;
    packed[at + DAY_RESULT] = day * 4 + result + 1;
  }
  return journal;
}

const cache = new WeakMap<readonly AnalyticsTrade[], Map<string, PreparedJournal>>();

export function prepareJournal(
  trades: readonly AnalyticsTrade[],
  timeZone: string,
  breakEvenTolerance = 0,
): PreparedJournal {
  if (!(breakEvenTolerance >= 0))
    throw new CalculatorInputError(
      'VALIDATION-009',
      'The break-even tolerance must be 0 or more',
      'breakEvenTolerance',
    );
  const toleranceCents = toCents(breakEvenTolerance);
  const key = `${timeZone}\u0000${toleranceCents}`;
  let byOptions = cache.get(trades);
  if (byOptions === undefined) {
    byOptions = new Map();
    cache.set(trades, byOptions);
  }
  let journal = byOptions.get(key);
  if (journal === undefined || journal.trades.length + journal.openTradeCount !== trades.length) {
    journal = build(trades, timeZone, toleranceCents);
    byOptions.set(key, journal);
  }
  return journal;
}

function cumulativeOf(cents: readonly number[]): Float64Array {
  const cumulative = new Float64Array(cents.length + 1);
  cents.forEach((value, j) => {
    cumulative[j + 1] = (cumulative[j] ?? 0) + value;
  });
  return cumulative;
}

function rangeMinimum(values: Float64Array): (a: number, b: number) => number {
  const levels: Float64Array[] = [values];
  for (let width = 2; width <= values.length; width *= 2) {
    const below = levels[levels.length - 1] as Float64Array;
    const level = new Float64Array(values.length - width + 1);
    for (let i = 0; i < level.length; i++)
      level[i] = Math.min(below[i] ?? Infinity, below[i + width / 2] ?? Infinity);
    levels.push(level);
  }
  return (a, b) => {
    const k = Math.floor(Math.log2(b - a + 1));
    const level = levels[k] as Float64Array;
    return Math.min(level[a] ?? Infinity, level[b - 2 ** k + 1] ?? Infinity);
  };
}

export function prepareFlows(flows: readonly CashFlow[] | undefined, clock: ZoneClock): PreparedFlows {
  const list = (flows ?? [])
    .map((flow) => {
      const ms = parseInstant(flow.time);
      if (!Number.isFinite(ms))
        throw new CalculatorInputError(
          'VALIDATION-002',
          `A cash flow has an invalid time: ${flow.time}`,
          'cashFlows',
        );
      if (!Number.isFinite(flow.amount))
        throw new CalculatorInputError('VALIDATION-010', 'A cash flow has no finite amount', 'cashFlows');
      return { ms, cents: toCents(flow.amount), time: flow.time };
    })
    .sort((a, b) => a.ms - b.ms);
  const cumulative = cumulativeOf(list.map((f) => f.cents));
  const day = Int32Array.from(list, (f) => clock.day(f.ms));
  return {
    ms: Float64Array.from(list, (f) => f.ms),
    cents: Float64Array.from(list, (f) => f.cents),
    cumulative,
    lowest: rangeMinimum(cumulative),
    day,
    daysInOrder: day.every((d, j) => j === 0 || d >= (day[j - 1] ?? d)),
    times: list.map((f) => f.time),
  };
}
