// A rule backtest as the page describes it (a strategy of the library, its parameters, the shared
// stop / target / size / session rules and the costs), checked, and run into trades and statistics.
import type { Statistics } from '../analytics/index.ts';
import type { OhlcvBar, TradingSession } from './bars.ts';
import { simulate, type SimulationOptions, type SimulationResult } from './simulate.ts';
import { backtestStatistics } from './statistics.ts';
import { movingAverageCross, openingRangeBreakout, rangeBreakout, rsiReversion } from './strategies.ts';
import type { StopRule, StrategyRules, TargetRule } from './strategy-rules.ts';

export type RuleStrategyId = 'ma-cross' | 'range-breakout' | 'rsi-reversion' | 'opening-range';

export interface RuleParamSpec {
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
  integer: boolean;
  default: number;
  help: string;
}

export interface RuleStrategySpec {
  id: RuleStrategyId;
  label: string;
  description: string;
  params: readonly RuleParamSpec[];
  /** The opening range counts from each session's open, so it cannot run without a session. */
  needsSession: boolean;
}

const int = (
  key: string,
  label: string,
  min: number,
  max: number,
  value: number,
  help: string,
): RuleParamSpec => ({
  key,
  label,
  min,
  max,
  step: 1,
  integer: true,
  default: value,
  help,
});

export const RULE_STRATEGIES: readonly RuleStrategySpec[] = [
  {
    id: 'ma-cross',
    label: 'Moving-average cross',
    description: 'Long when the fast average closes above the slow one, short when it closes below.',
    params: [
      int('fast', 'Fast average (bars)', 1, 500, 10, 'Simple moving average of this many closes.'),
      int('slow', 'Slow average (bars)', 2, 2000, 30, 'Longer than the fast average.'),
    ],
    needsSession: false,
  },
  {
    id: 'range-breakout',
    label: 'N-bar range breakout',
    description:
      'Long on a close above the highest high of the last N bars, short on a close below the lowest low.',
    params: [int('bars', 'Range (bars)', 2, 1000, 20, 'Bars before the signal bar that make the range.')],
    needsSession: false,
  },
  {
    id: 'rsi-reversion',
    label: 'RSI mean reversion',
    description:
      'Long when the RSI closes below oversold, short above overbought; out when it crosses back over the exit level.',
    params: [
      int('period', 'RSI period (bars)', 2, 200, 14, "Wilder's RSI over this many bars."),
      {
        ...int('oversold', 'Oversold below', 1, 49, 30, 'Long when the RSI crosses below this.'),
        integer: false,
        step: 0.5,
      },
      {
        ...int('overbought', 'Overbought above', 51, 99, 70, 'Short when the RSI crosses above this.'),
        integer: false,
        step: 0.5,
      },
      {
        ...int('exitLevel', 'Exit level', 1, 99, 50, 'Out when the RSI crosses back over this.'),
        integer: false,
        step: 0.5,
      },
    ],
    needsSession: false,
  },
  {
    id: 'opening-range',
    label: 'Opening-range breakout',
    description:
      "At most one trade a session: the first close above the opening range's high (long) or below its low (short).",
    params: [
      int(
        'minutes',
        'Opening range (minutes)',
        1,
        480,
        30,
        "Minutes from the session's open that make the range.",
      ),
    ],
    needsSession: true,
  },
];

export function ruleStrategy(id: RuleStrategyId): RuleStrategySpec {
  const found = RULE_STRATEGIES.find((spec) => spec.id === id);
  if (found === undefined) throw new RangeError(`Unknown strategy "${id}"`);
  return found;
}

export type RuleLevel =
  { kind: 'none' } | { kind: 'price'; distance: number } | { kind: 'atr'; multiple: number; period: number };
export type RuleTarget = RuleLevel | { kind: 'r'; multiple: number };
export type RuleSizing = { kind: 'fixed'; quantity: number } | { kind: 'risk'; percent: number };

export interface RuleSettings {
  strategy: RuleStrategyId;
  params: Readonly<Record<string, number>>;
  direction: 'long' | 'short' | 'both';
  stop: RuleLevel;
  target: RuleTarget;
  sizing: RuleSizing;
  /** Entries only inside these hours; positions closed at each session's last bar. */
  session: (TradingSession & { timeZone: string }) | null;
  fillPriority: 'stop-first' | 'target-first';
  commissionPerUnit: number;
  commissionPerOrder: number;
  slippageTicks: number;
  tickSize: number;
  /** Money per 1.0 of price per unit (50 for ES). */
  multiplier: number;
  startingBalance: number;
  /** The zone days and hours are told in (statistics). */
  timeZone: string;
}

export function defaultRuleSettings(strategy: RuleStrategyId = 'ma-cross'): RuleSettings {
  return {
    strategy,
    params: defaultParams(strategy),
    direction: 'both',
    stop: { kind: 'atr', multiple: 2, period: 14 },
    target: { kind: 'r', multiple: 2 },
    sizing: { kind: 'fixed', quantity: 1 },
    session: null,
    fillPriority: 'stop-first',
    commissionPerUnit: 0,
    commissionPerOrder: 0,
    slippageTicks: 0,
    tickSize: 0.01,
    multiplier: 1,
    startingBalance: 100_000,
    timeZone: 'UTC',
  };
}

export function defaultParams(strategy: RuleStrategyId): Record<string, number> {
  return Object.fromEntries(ruleStrategy(strategy).params.map((spec) => [spec.key, spec.default]));
}

export interface RuleProblem {
  /** The field at fault: `params.fast`, `stop.multiple`, `session`… */
  field: string;
  message: string;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkNumber(
  problems: RuleProblem[],
  field: string,
  label: string,
  value: number,
  range: { min: number; max: number; integer?: boolean; above?: boolean },
): void {
  if (!Number.isFinite(value)) problems.push({ field, message: `${label} must be a number.` });
  else if (range.integer === true && !Number.isInteger(value))
    problems.push({ field, message: `${label} must be a whole number.` });
  else if (range.above === true ? value <= range.min : value < range.min)
    problems.push({
      field,
      message:
        range.above === true
          ? `${label} must be above ${range.min}.`
          : `${label} must be at least ${range.min}.`,
    });
  else if (value > range.max) problems.push({ field, message: `${label} must be at most ${range.max}.` });
}

function checkLevel(problems: RuleProblem[], field: string, what: string, level: RuleTarget): void {
  if (level.kind === 'price')
    checkNumber(problems, `${field}.distance`, `The ${what} distance`, level.distance, {
      min: 0,
      max: 1e9,
      above: true,
    });
  else if (level.kind === 'atr') {
    checkNumber(problems, `${field}.multiple`, `The ${what} ATR multiple`, level.multiple, {
      min: 0,
      max: 100,
      above: true,
    });
    checkNumber(problems, `${field}.period`, `The ${what} ATR period`, level.period, {
      min: 1,
      max: 500,
      integer: true,
    });
  } else if (level.kind === 'r')
    checkNumber(problems, `${field}.multiple`, `The ${what} R multiple`, level.multiple, {
      min: 0,
      max: 100,
      above: true,
    });
}

/** Every reason the settings cannot run, each with its field and a sentence for the trader. */
export function checkRuleSettings(settings: RuleSettings): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const spec = ruleStrategy(settings.strategy);
  for (const param of spec.params) {
    checkNumber(problems, `params.${param.key}`, param.label, settings.params[param.key] ?? NaN, param);
  }
  const p = settings.params;
  if (settings.strategy === 'ma-cross' && (p['fast'] ?? 0) >= (p['slow'] ?? 0))
    problems.push({ field: 'params.slow', message: 'The slow average must be longer than the fast one.' });
  if (settings.strategy === 'rsi-reversion') {
    const exit = p['exitLevel'] ?? 50;
    if (!((p['oversold'] ?? 0) < exit && exit < (p['overbought'] ?? 100)))
      problems.push({
        field: 'params.exitLevel',
        message: 'The exit level must lie between oversold and overbought.',
      });
  }
  checkLevel(problems, 'stop', 'stop', settings.stop);
  checkLevel(problems, 'target', 'target', settings.target);
  if (settings.target.kind === 'r' && settings.stop.kind === 'none')
    problems.push({ field: 'target', message: 'A target in R needs a stop: R is the distance to the stop.' });
  if (settings.sizing.kind === 'fixed')
    checkNumber(problems, 'sizing.quantity', 'The size', settings.sizing.quantity, {
      min: 0,
      max: 1e9,
      above: true,
    });
  else {
    checkNumber(problems, 'sizing.percent', 'The risk per trade', settings.sizing.percent, {
      min: 0,
      max: 100,
      above: true,
    });
    if (settings.stop.kind === 'none')
      problems.push({
        field: 'sizing',
        message: 'Sizing by risk needs a stop: the risk is the loss at the stop.',
      });
  }
  if (settings.session === null) {
    if (spec.needsSession)
      problems.push({
        field: 'session',
        message: 'The opening-range breakout needs session hours to find each open.',
      });
  } else {
    if (!HHMM.test(settings.session.open) || !HHMM.test(settings.session.close))
      problems.push({ field: 'session', message: 'Session hours are written HH:MM (24-hour).' });
    if (settings.session.days !== undefined && settings.session.days.length === 0)
      problems.push({ field: 'session', message: 'Choose at least one day the session opens.' });
  }
  checkNumber(problems, 'commissionPerUnit', 'The commission per unit', settings.commissionPerUnit, {
    min: 0,
    max: 1e6,
  });
  checkNumber(problems, 'commissionPerOrder', 'The commission per order', settings.commissionPerOrder, {
    min: 0,
    max: 1e6,
  });
  checkNumber(problems, 'slippageTicks', 'The slippage', settings.slippageTicks, { min: 0, max: 1000 });
  checkNumber(problems, 'tickSize', 'The tick size', settings.tickSize, { min: 0, max: 1e6, above: true });
  checkNumber(problems, 'multiplier', 'The multiplier', settings.multiplier, {
    min: 0,
    max: 1e6,
    above: true,
  });
  checkNumber(problems, 'startingBalance', 'The starting balance', settings.startingBalance, {
    min: 0,
    max: 1e14,
    above: true,
  });
  return problems;
}

const stopRule = (level: RuleLevel): StopRule | undefined => (level.kind === 'none' ? undefined : level);
const targetRule = (level: RuleTarget): TargetRule | undefined => (level.kind === 'none' ? undefined : level);

/** The rules every strategy shares, in the form the strategy functions take. */
export function sharedRules(settings: RuleSettings): StrategyRules {
  const stop = stopRule(settings.stop);
  const target = targetRule(settings.target);
  const { session } = settings;
  return {
    direction: settings.direction,
    size:
      settings.sizing.kind === 'fixed'
        ? { quantity: settings.sizing.quantity }
        : { riskPercent: settings.sizing.percent },
    ...(stop === undefined ? {} : { stop }),
    ...(target === undefined ? {} : { target }),
    ...(session === null
      ? {}
      : {
          session: {
            session: {
              open: session.open,
              close: session.close,
              ...(session.days ? { days: session.days } : {}),
            },
            timeZone: session.timeZone,
          },
        }),
  };
}

export function ruleSimulationOptions(settings: RuleSettings): SimulationOptions {
  return {
    commissionPerUnit: settings.commissionPerUnit,
    commissionPerOrder: settings.commissionPerOrder,
    slippageTicks: settings.slippageTicks,
    tickSize: settings.tickSize,
    bothTouched: settings.fillPriority,
    initialEquity: settings.startingBalance,
    multiplier: settings.multiplier,
  };
}

/** The orders of the chosen strategy over the bars. Throws a RangeError on settings that do not pass the checks. */
export function ruleOrders(bars: readonly OhlcvBar[], settings: RuleSettings) {
  const [problem] = checkRuleSettings(settings);
  if (problem !== undefined) throw new RangeError(problem.message);
  const rules = sharedRules(settings);
  const p = settings.params;
  const n = (key: string): number => p[key] ?? NaN;
  switch (settings.strategy) {
    case 'ma-cross':
      return movingAverageCross(bars, { ...rules, fast: n('fast'), slow: n('slow') });
    case 'range-breakout':
      return rangeBreakout(bars, { ...rules, bars: n('bars') });
    case 'rsi-reversion':
      return rsiReversion(bars, {
        ...rules,
        period: n('period'),
        oversold: n('oversold'),
        overbought: n('overbought'),
        exitLevel: n('exitLevel'),
      });
    case 'opening-range': {
      const { session } = rules;
      if (session === undefined) throw new RangeError('The opening-range breakout needs session hours.');
      return openingRangeBreakout(bars, { ...rules, session, minutes: n('minutes') });
    }
  }
}

export interface RuleRunResult {
  simulation: SimulationResult;
  statistics: Statistics;
}

/** One run: the strategy's orders through the fill engine, scored by the analytics engine. */
export function runRuleBacktest(bars: readonly OhlcvBar[], settings: RuleSettings): RuleRunResult {
  const simulation = simulate(bars, ruleOrders(bars, settings), ruleSimulationOptions(settings));
  const statistics = backtestStatistics(simulation, {
    startingBalance: settings.startingBalance,
    timeZone: settings.timeZone,
  });
  return { simulation, statistics };
}
