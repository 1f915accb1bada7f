// The performance page's full statistics table: every figure of the engine's summary, in the
// groups a trader reads them in, with how each one is told (money, %, R...) and, when a figure is
// missing, why.
import type { SummaryStatistics } from '@edgelog/core';

/** How a figure is told: the unit its value is in. */
export type StatisticKind = 'money' | 'percent' | 'ratio' | 'count' | 'r' | 'minutes' | 'milliseconds';

export interface StatisticSpec {
  label: string;
  kind: StatisticKind;
  /** P&L-like figures show their sign (+/−) whatever it is. */
  signed: boolean;
}

/** The fields shown as rows: every summary field but the flag that annotates SQN. */
export type StatisticField = Exclude<keyof SummaryStatistics, 'sqnSampleSmall'>;

// A record, so a field added to the engine's summary fails to compile until it has its row.
const SPECS: Record<StatisticField, StatisticSpec> = {
  netPnl: { label: 'Net P&L', kind: 'money', signed: true },
  grossPnl: { label: 'Gross P&L', kind: 'money', signed: true },
  costs: { label: 'Costs', kind: 'money', signed: false },
  grossProfit: { label: 'Gross profit', kind: 'money', signed: false },
  grossLoss: { label: 'Gross loss', kind: 'money', signed: false },
  endingEquity: { label: 'Ending equity', kind: 'money', signed: false },
  expectancy: { label: 'Expectancy', kind: 'money', signed: true },
  expectancyR: { label: 'Expectancy (R)', kind: 'r', signed: true },
  totalR: { label: 'Total R', kind: 'r', signed: true },
  tradeCount: { label: 'Closed trades', kind: 'count', signed: false },
  openTradeCount: { label: 'Open trades', kind: 'count', signed: false },
  wins: { label: 'Wins', kind: 'count', signed: false },
  losses: { label: 'Losses', kind: 'count', signed: false },
  breakevens: { label: 'Break-evens', kind: 'count', signed: false },
  winRatePct: { label: 'Win rate', kind: 'percent', signed: false },
  winRateExBreakevenPct: { label: 'Win rate without break-evens', kind: 'percent', signed: false },
  lossRatePct: { label: 'Loss rate', kind: 'percent', signed: false },
  avgWin: { label: 'Average win', kind: 'money', signed: true },
  avgLoss: { label: 'Average loss', kind: 'money', signed: true },
  medianWin: { label: 'Median win', kind: 'money', signed: true },
  medianLoss: { label: 'Median loss', kind: 'money', signed: true },
  largestWin: { label: 'Largest win', kind: 'money', signed: true },
  largestLoss: { label: 'Largest loss', kind: 'money', signed: true },
  tradesWithR: { label: 'Trades with a stop', kind: 'count', signed: false },
  tradesWithoutR: { label: 'Trades without a stop', kind: 'count', signed: false },
  profitFactor: { label: 'Profit factor', kind: 'ratio', signed: false },
  payoffRatio: { label: 'Payoff ratio', kind: 'ratio', signed: false },
  recoveryFactor: { label: 'Recovery factor', kind: 'ratio', signed: false },
  kellyPct: { label: 'Kelly %', kind: 'percent', signed: true },
  maxConsecutiveWins: { label: 'Most wins in a row', kind: 'count', signed: false },
  maxConsecutiveLosses: { label: 'Most losses in a row', kind: 'count', signed: false },
  maxDrawdown: { label: 'Max drawdown', kind: 'money', signed: false },
  maxDrawdownPct: { label: 'Max drawdown %', kind: 'percent', signed: false },
  longestDrawdownMs: { label: 'Longest drawdown', kind: 'milliseconds', signed: false },
  sharpe: { label: 'Sharpe ratio', kind: 'ratio', signed: true },
  sortino: { label: 'Sortino ratio', kind: 'ratio', signed: true },
  sqn: { label: 'SQN', kind: 'ratio', signed: true },
  avgHoldingMinutes: { label: 'Average holding time', kind: 'minutes', signed: false },
  avgHoldingMinutesWins: { label: 'Average holding time, wins', kind: 'minutes', signed: false },
  avgHoldingMinutesLosses: { label: 'Average holding time, losses', kind: 'minutes', signed: false },
};

export interface StatisticGroup {
  id: string;
  title: string;
  fields: readonly StatisticField[];
}

export const STATISTIC_GROUPS: readonly StatisticGroup[] = [
  {
    id: 'pnl',
    title: 'P&L',
    fields: [
      'netPnl',
      'grossPnl',
      'costs',
      'grossProfit',
      'grossLoss',
      'endingEquity',
      'expectancy',
      'expectancyR',
      'totalR',
    ],
  },
  {
    id: 'win-loss',
    title: 'Wins and losses',
    fields: [
      'tradeCount',
      'openTradeCount',
      'wins',
      'losses',
      'breakevens',
      'winRatePct',
      'winRateExBreakevenPct',
      'lossRatePct',
      'avgWin',
      'avgLoss',
      'medianWin',
      'medianLoss',
      'largestWin',
      'largestLoss',
      'tradesWithR',
      'tradesWithoutR',
    ],
  },
  { id: 'ratios', title: 'Ratios', fields: ['profitFactor', 'payoffRatio', 'recoveryFactor', 'kellyPct'] },
  { id: 'streaks', title: 'Streaks', fields: ['maxConsecutiveWins', 'maxConsecutiveLosses'] },
  { id: 'drawdown', title: 'Drawdown', fields: ['maxDrawdown', 'maxDrawdownPct', 'longestDrawdownMs'] },
  { id: 'risk-adjusted', title: 'Risk-adjusted', fields: ['sharpe', 'sortino', 'sqn'] },
  {
    id: 'holding',
    title: 'Holding time',
    fields: ['avgHoldingMinutes', 'avgHoldingMinutesWins', 'avgHoldingMinutesLosses'],
  },
];

export const NO_STOP_REASON = 'No trades with a stop: set a stop on your trades to see R';

const R_FIELDS: ReadonlySet<StatisticField> = new Set(['expectancyR', 'totalR', 'sqn']);

/** Why a figure has no value, in words the trader can act on. */
export function missingReason(field: StatisticField, statistics: SummaryStatistics): string {
  if (statistics.tradeCount === 0) return 'No closed trades in this period';
  if (R_FIELDS.has(field) && statistics.tradesWithR === 0) return NO_STOP_REASON;
  switch (field) {
    case 'avgWin':
    case 'medianWin':
    case 'largestWin':
    case 'avgHoldingMinutesWins':
      return 'No winning trade';
    case 'avgLoss':
    case 'medianLoss':
    case 'largestLoss':
    case 'avgHoldingMinutesLosses':
      return 'No losing trade';
    case 'payoffRatio':
      return 'Needs at least one win and one loss';
    case 'profitFactor':
      return 'No wins and no losses: only break-evens';
    case 'winRateExBreakevenPct':
      return 'Only break-evens';
    case 'recoveryFactor':
    case 'maxDrawdownPct':
      return 'No drawdown, or none below a positive peak';
    case 'sharpe':
    case 'sortino':
      return 'Needs at least two days with a return that varies';
    case 'sqn':
      return 'Needs at least two trades with a stop whose R varies';
    case 'kellyPct':
      return 'Needs wins and losses to size from';
    default:
      return 'Not enough trades to compute it';
  }
}

export interface StatisticRow extends StatisticSpec {
  field: StatisticField;
  value: number | null;
  /** Why the value is missing (null value only). */
  missing: string | null;
  /** A caveat worth showing beside the value (SQN on a small sample). */
  note: string | null;
}

export interface StatisticTableGroup {
  id: string;
  title: string;
  rows: StatisticRow[];
}

export function statisticsTable(statistics: SummaryStatistics): StatisticTableGroup[] {
  return STATISTIC_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    rows: group.fields.map((field) => {
      const value = statistics[field];
      return {
        field,
        ...SPECS[field],
        value,
        missing: value === null ? missingReason(field, statistics) : null,
        note:
          field === 'sqn' && value !== null && statistics.sqnSampleSmall
            ? `Fewer than 30 trades with a stop (${statistics.tradesWithR}): read SQN with care`
            : null,
      };
    }),
  }));
}
