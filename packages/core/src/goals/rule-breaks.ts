// Rule goals day by day: what each local day of the trader saw against the rule (the day's loss,
// its trade count, its largest risk, its longest losing run) and whether it broke it. Definitions:
// docs/metrics.md, "Goals".
import { parseInstant } from '../analytics/instant.ts';
import { toCents } from '../analytics/numbers.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { zoneClock, type ZoneClock } from '../analytics/zone-clock.ts';
import { plainAmount } from './format.ts';
import type { Goal, GoalRule, RuleBreak, RuleBreakOptions } from './types.ts';

/** One local day against a rule: the figure the rule limits, and the break when there is one. */
export interface RuleDay {
  day: string;
  /** The day's loss (>= 0), trade count, largest risk or longest losing run. */
  value: number;
  /** Set when the day broke the rule. */
  broken: RuleBreak | null;
}

interface Timed {
  trade: AnalyticsTrade;
  ms: number;
  order: number;
}

function groupByDay(
  trades: readonly AnalyticsTrade[],
  clock: ZoneClock,
  time: (trade: AnalyticsTrade) => string | null,
): Map<number, Timed[]> {
  const days = new Map<number, Timed[]>();
  trades.forEach((trade, order) => {
    const at = time(trade);
    if (at === null) return;
    const ms = parseInstant(at);
    const day = clock.day(ms);
    let list = days.get(day);
    if (list === undefined) days.set(day, (list = []));
    list.push({ trade, ms, order });
  });
  for (const list of days.values()) list.sort((a, b) => a.ms - b.ms || a.order - b.order);
  return days;
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

type DayRule = (list: Timed[], goal: Goal, options: RuleBreakOptions) => Omit<RuleDay, 'day'>;

function breakOf(goal: Goal, tradeIds: string[], detail: string, money?: number[]): RuleBreak {
  // The day is set by the caller, which knows it.
  return { goalId: goal.id, day: '', tradeIds, detail, ...(money === undefined ? {} : { money }) };
}

/** The day's net P&L of its closed trades (by exit day), against the largest loss allowed. */
const dailyLoss: DayRule = (list, goal) => {
  const cents = list.reduce((sum, entry) => sum + toCents(entry.trade.netPnl), 0);
  const lossCents = Math.max(0, -cents);
  const broken =
    lossCents > toCents(goal.target)
      ? breakOf(
          goal,
          list.map((entry) => entry.trade.id),
          `Lost ${plainAmount(lossCents / 100)} (limit ${plainAmount(goal.target)})`,
          [lossCents / 100, goal.target],
        )
      : null;
  return { value: lossCents / 100, broken };
};

/** Trades opened on the day (open ones too): the ones past the limit broke it. */
const tradesPerDay: DayRule = (list, goal) => {
  const limit = Math.floor(goal.target);
  const broken =
    list.length > limit
      ? breakOf(
          goal,
          list.slice(limit).map((entry) => entry.trade.id),
          `Took ${count(list.length, 'trade', 'trades')} (limit ${limit})`,
        )
      : null;
  return { value: list.length, broken };
};

/** Trades opened on the day with an initial risk above the limit (no stop: nothing to tell). */
const riskPerTrade: DayRule = (list, goal) => {
  const limitCents = toCents(goal.target);
  let largest = 0;
  const over: { id: string; cents: number }[] = [];
  for (const { trade } of list) {
    const risk = trade.initialRisk;
    if (risk === null || !(risk > 0)) continue;
    const cents = toCents(risk);
    if (cents > largest) largest = cents;
    if (cents > limitCents) over.push({ id: trade.id, cents });
  }
  const worst = plainAmount(largest / 100);
  const limit = plainAmount(goal.target);
  const broken =
    over.length === 0
      ? null
      : breakOf(
          goal,
          over.map((item) => item.id),
          over.length === 1
            ? `Risked ${worst} (limit ${limit})`
            : `Risked over ${limit} on ${over.length} trades (up to ${worst})`,
          over.length === 1 ? [largest / 100, goal.target] : [goal.target, largest / 100],
        );
  return { value: largest / 100, broken };
};

function isLoss(trade: AnalyticsTrade, toleranceCents: number): boolean {
  const tolerance =
    trade.breakEvenTolerance === undefined ? toleranceCents : toCents(trade.breakEvenTolerance);
  return toCents(trade.netPnl) < -tolerance;
}

/**
 * Closed trades of the day in exit order: once N of them in a row lost, every trade opened that
 * day from the exit of the N-th on broke the rule (a break-even or a win ends a run, as in the
 * engine's streaks). `list` holds every trade opened that day, with the day's exits in `exits`.
 */
function consecutiveLosses(
  exits: Timed[],
  opened: Timed[],
  goal: Goal,
  options: RuleBreakOptions,
): Omit<RuleDay, 'day'> {
  const limit = Math.floor(goal.target);
  const toleranceCents = toCents(options.breakEvenTolerance ?? 0);
  let run = 0;
  let longest = 0;
  let stopAt: number | null = null;
  for (const { trade, ms } of exits) {
    run = isLoss(trade, toleranceCents) ? run + 1 : 0;
    if (run > longest) longest = run;
    if (run >= limit && stopAt === null) stopAt = ms;
  }
  const after = stopAt === null ? [] : opened.filter((entry) => entry.ms >= (stopAt ?? 0));
  const broken =
    after.length === 0
      ? null
      : breakOf(
          goal,
          after.map((entry) => entry.trade.id),
          after.length === 1
            ? `Traded after ${count(limit, 'loss', 'losses')} in a row`
            : `Took ${after.length} trades after ${count(limit, 'loss', 'losses')} in a row`,
        );
  return { value: longest, broken };
}

const exitTime = (trade: AnalyticsTrade): string | null => trade.closedAt;
const entryTime = (trade: AnalyticsTrade): string | null => trade.openedAt;

/** Every local day a rule goal can be told on, in day order, with its figure and any break. */
export function ruleDays(
  goal: Goal,
  trades: readonly AnalyticsTrade[],
  options: RuleBreakOptions,
): RuleDay[] {
  const rule: GoalRule | null = goal.kind === 'rule' ? goal.rule : null;
  if (rule === null) return [];
  const clock = zoneClock(options.timeZone);
  const result: RuleDay[] = [];
  const add = (day: number, figures: Omit<RuleDay, 'day'>) => {
    const key = clock.dayKey(day);
    result.push({
      day: key,
      value: figures.value,
      broken: figures.broken && { ...figures.broken, day: key },
    });
  };
  if (rule === 'max_consecutive_losses') {
    const exits = groupByDay(trades, clock, exitTime);
    const entries = groupByDay(trades, clock, entryTime);
    for (const [day, list] of exits) add(day, consecutiveLosses(list, entries.get(day) ?? [], goal, options));
  } else if (rule === 'max_daily_loss') {
    for (const [day, list] of groupByDay(trades, clock, exitTime)) add(day, dailyLoss(list, goal, options));
  } else {
    const perDay = rule === 'max_trades_per_day' ? tradesPerDay : riskPerTrade;
    for (const [day, list] of groupByDay(trades, clock, entryTime)) add(day, perDay(list, goal, options));
  }
  return result.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** The days a rule goal was broken, in day order (a metric goal has none). */
export function ruleBreaks(
  goal: Goal,
  trades: readonly AnalyticsTrade[],
  options: RuleBreakOptions,
): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  for (const day of ruleDays(goal, trades, options)) if (day.broken !== null) breaks.push(day.broken);
  return breaks;
}
