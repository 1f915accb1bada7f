// What each analytics figure means, in the words of docs/metrics.md, for the help beside every
// number on the pages: a trader can check any figure against its definition where they read it.
import type { SummaryStatistics } from '../analytics/index.ts';

/**
 * How a figure's value is told: money in the figures' currency, R multiples, percentages, counts,
 * ratios, durations in minutes, in days, or in milliseconds; `flag` is a yes / no note.
 */
export type MetricKind = 'money' | 'r' | 'pct' | 'count' | 'ratio' | 'minutes' | 'days' | 'ms';

export interface MetricDefinition {
  label: string;
  /** The convention, as docs/metrics.md states it. */
  definition: string;
  kind: MetricKind | 'flag';
  /** A gain or a loss: shown with its sign (+ / −) and its label, never by colour alone. */
  signed: boolean;
}

const money = (label: string, definition: string, signed = false): MetricDefinition => ({
  label,
  definition,
  kind: 'money',
  signed,
});
const of = (kind: MetricKind, label: string, definition: string, signed = false): MetricDefinition => ({
  label,
  definition,
  kind,
  signed,
});

// A record over every field, so a figure added to the engine fails to compile until it is defined.
export const STATISTIC_DEFINITIONS: Readonly<Record<keyof SummaryStatistics, MetricDefinition>> = {
  tradeCount: of(
    'count',
    'Trades',
    'Closed trades. Open trades are counted apart and are in no other figure.',
  ),
  openTradeCount: of('count', 'Open trades', 'Open trades (not in any other figure).'),
  wins: of(
    'count',
    'Wins',
    "Closed trades whose net P&L, to the cent, is above the account's break-even tolerance.",
  ),
  losses: of(
    'count',
    'Losses',
    "Closed trades whose net P&L, to the cent, is below minus the account's break-even tolerance.",
  ),
  breakevens: of(
    'count',
    'Break-evens',
    "Closed trades with |net P&L in cents| ≤ the account's break-even tolerance (0 by default).",
  ),
  netPnl: money('Net P&L', 'Σ net P&L of the closed trades, after all commissions and fees.', true),
  grossPnl: money('Gross P&L', 'Σ gross P&L (before costs).', true),
  costs: money('Costs', 'Σ costs: all commissions and fees.'),
  grossProfit: money('Gross profit', 'Σ net P&L of the wins (the traditional name: it is net of costs).'),
  grossLoss: money('Gross loss', 'Σ net P&L of the losses (≤ 0).', true),
  winRatePct: of('pct', 'Win rate', 'wins / tradeCount × 100 (break-evens count in the denominator).'),
  winRateExBreakevenPct: of('pct', 'Win rate without break-evens', 'wins / (wins + losses) × 100.'),
  lossRatePct: of('pct', 'Loss rate', 'losses / tradeCount × 100.'),
  profitFactor: of(
    'ratio',
    'Profit factor',
    'grossProfit / |grossLoss|; ∞ with profits and no losses; — with neither.',
  ),
  expectancy: money(
    'Expectancy',
    'netPnl / tradeCount: the average net P&L per trade, break-evens included.',
    true,
  ),
  expectancyR: of(
    'r',
    'Expectancy (R)',
    'totalR / tradesWithR: the average R of the trades with a stop.',
    true,
  ),
  totalR: of('r', 'Total R', 'Σ R over trades with R (an initial risk above 0).', true),
  tradesWithR: of(
    'count',
    'Trades with R',
    'Closed trades with an R multiple: an initial risk (a stop) above 0.',
  ),
  tradesWithoutR: of(
    'count',
    'Trades without R',
    'Closed trades without an R multiple, left out of every R figure: set the initial stop of these trades to see their R.',
  ),
  avgWin: money('Average win', 'grossProfit / wins.', true),
  avgLoss: money('Average loss', 'grossLoss / losses (negative).', true),
  medianWin: money(
    'Median win',
    'The middle win by net P&L (the mean of the two middle ones for an even count).',
    true,
  ),
  medianLoss: money(
    'Median loss',
    'The middle loss by net P&L (the mean of the two middle ones for an even count); negative.',
    true,
  ),
  payoffRatio: of('ratio', 'Payoff ratio', 'avgWin / |avgLoss|.'),
  largestWin: money('Largest win', 'The highest net P&L of a win.', true),
  largestLoss: money('Largest loss', 'The lowest net P&L of a loss (negative).', true),
  maxConsecutiveWins: of(
    'count',
    'Most wins in a row',
    'The longest run of wins in exit order; a break-even ends both runs.',
  ),
  maxConsecutiveLosses: of(
    'count',
    'Most losses in a row',
    'The longest run of losses in exit order; a break-even ends both runs.',
  ),
  endingEquity: money('Ending equity', 'startingBalance + Σ cash flows + netPnl.'),
  maxDrawdown: money(
    'Max drawdown',
    'The largest (peak − equity) over the equity curve, in money (≥ 0). The starting balance is the first peak; a deposit or withdrawal moves the peak with the equity.',
  ),
  maxDrawdownPct: of(
    'pct',
    'Max drawdown %',
    'The largest (peak − equity) / peak × 100 over the curve (where the peak is above 0); it can come at another point than the largest money drawdown.',
  ),
  longestDrawdownMs: of(
    'ms',
    'Longest drawdown',
    'The longest period below a peak: from the peak to the point equity is back at it, or to the last point when not recovered.',
  ),
  recoveryFactor: of('ratio', 'Recovery factor', 'netPnl / maxDrawdown; — without a drawdown.'),
  sharpe: of(
    'ratio',
    'Sharpe ratio',
    "mean(r) / sample stdev(r) × √252, r = each day's return % − the risk-free rate (0 unless set) × 100 / 252; one day per weekday from the first to the last exit plus weekend days with exits, 0 on days without exits; — with fewer than 2 days or a stdev of 0.",
  ),
  sortino: of(
    'ratio',
    'Sortino ratio',
    'mean(r) / √(mean(min(r, 0)²) over all those days) × √252; — without a down day.',
  ),
  sqn: of(
    'ratio',
    'SQN',
    'System Quality Number: √min(N, 100) × mean(R) / sample stdev(R), N = trades with R; — for N < 2 or a stdev of 0.',
  ),
  sqnSampleSmall: {
    label: 'SQN on few trades',
    definition: 'True when fewer than 30 trades have an R multiple: the SQN rests on too few trades.',
    kind: 'flag',
    signed: false,
  },
  kellyPct: of(
    'pct',
    'Kelly %',
    '(W − (1 − W) / payoffRatio) × 100 with W = wins / (wins + losses); — without a payoff ratio.',
    true,
  ),
  avgHoldingMinutes: of(
    'minutes',
    'Average holding time',
    'Mean of (exit − entry) in wall-clock minutes (a night and a weekend count).',
  ),
  avgHoldingMinutesWins: of(
    'minutes',
    'Average holding time of wins',
    'Mean of (exit − entry) over the wins.',
  ),
  avgHoldingMinutesLosses: of(
    'minutes',
    'Average holding time of losses',
    'Mean of (exit − entry) over the losses.',
  ),
};

/** The figures of the risk page, the excursions and the Monte Carlo projection. */
export const RISK_DEFINITIONS = {
  var95: money(
    'VaR 95 %',
    'Historical value at risk of the daily P&L: with n days sorted from the worst, k = ⌈n × 5 %⌉ (at least 1), VaR = −(the k-th worst day); a positive number is a loss.',
  ),
  var99: money(
    'VaR 99 %',
    'Historical value at risk of the daily P&L: with n days sorted from the worst, k = ⌈n × 1 %⌉ (at least 1), VaR = −(the k-th worst day); a positive number is a loss.',
  ),
  cvar95: money('CVaR 95 %', 'The mean loss of the k worst days of VaR 95 %: −(Σ of the k worst days) / k.'),
  cvar99: money('CVaR 99 %', 'The mean loss of the k worst days of VaR 99 %: −(Σ of the k worst days) / k.'),
  riskOfRuin: of(
    'pct',
    'Risk of ruin',
    'The chance that the equity ever falls by the chosen loss threshold D, if future trades are drawn from the closed trades’ net P&L (Cramér–Lundberg: exp(−R × D) with mean(exp(−R × pnl)) = 1). A mean P&L of 0 or less gives 100 %, no losing trade 0 %. An upper bound over an unlimited number of trades.',
  ),
  riskConsistencyCvPct: of(
    'pct',
    'Risk consistency',
    'Coefficient of variation of the initial risk over closed trades with one: sample stdev / mean × 100 (lower is steadier).',
  ),
  positionSizeCvPct: of(
    'pct',
    'Position-size consistency',
    'Coefficient of variation of the entry notional over closed trades with an initial risk: sample stdev / mean × 100 (lower is steadier).',
  ),
  avgMae: money(
    'Average MAE',
    'Mean maximum adverse excursion in money (≥ 0) over closed trades with both MAE and MFE known.',
  ),
  avgMfe: money(
    'Average MFE',
    'Mean maximum favourable excursion in money (≥ 0) over closed trades with both MAE and MFE known.',
  ),
  medianMae: money('Median MAE', 'The middle MAE of the trades with both MAE and MFE known.'),
  medianMfe: money('Median MFE', 'The middle MFE of the trades with both MAE and MFE known.'),
  avgMaeR: of('r', 'Average MAE (R)', 'Mean of MAE / initial risk over the trades with one.'),
  avgMfeR: of('r', 'Average MFE (R)', 'Mean of MFE / initial risk over the trades with one.'),
  exitEfficiencyPct: of(
    'pct',
    'Exit efficiency',
    'Mean over trades with an MFE above 0 of gross P&L / MFE × 100: how much of the best move the exit kept (negative for a trade that gave it all back and more).',
    true,
  ),
  edgeRatio: of('ratio', 'Edge ratio', 'Average MFE / average MAE.'),
  monteCarloMedian: money(
    'Median projected equity',
    'The 50th percentile of the equity after the next N trades over the Monte Carlo paths: each step adds a net P&L drawn at random, with replacement, from the closed trades, from the current equity; seeded, so the same trades and seed give the same result.',
  ),
  monteCarloBands: money(
    'Projected equity bands',
    "The 5th, 25th, 50th, 75th and 95th percentiles of the paths' equity at each step (linear between ranks).",
  ),
  probabilityOfDrawdownLimit: of(
    'pct',
    'Chance of hitting the drawdown limit',
    'The share of Monte Carlo paths whose drawdown from their own running peak reached the limit.',
  ),
  probabilityOfLoss: of(
    'pct',
    'Chance of ending below the start',
    'The share of Monte Carlo paths that ended below the starting equity.',
  ),
} satisfies Record<string, MetricDefinition>;

export type StatisticMetric = keyof SummaryStatistics;
export type RiskMetric = keyof typeof RISK_DEFINITIONS;
export type MetricName = StatisticMetric | RiskMetric;

export const METRIC_DEFINITIONS: Readonly<Record<MetricName, MetricDefinition>> = {
  ...STATISTIC_DEFINITIONS,
  ...RISK_DEFINITIONS,
};

/** The definition of a figure by name; undefined for a name no page should use. */
export function metricDefinition(name: string): MetricDefinition | undefined {
  return Object.hasOwn(METRIC_DEFINITIONS, name) ? METRIC_DEFINITIONS[name as MetricName] : undefined;
}
