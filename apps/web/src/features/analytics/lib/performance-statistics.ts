// The performance page's full statistics table: every figure of the engine's summary, in the
// groups a trader reads them in, told as core's metric definitions say (label, unit, sign) and,
// when a figure is missing, why.
import { rCoverage, STATISTIC_DEFINITIONS, type SummaryStatistics } from '@edgelog/core';
import type { MetricKind } from './format';

/** The fields shown as rows: every summary field but the flag that annotates SQN. */
export type StatisticField = Exclude<keyof SummaryStatistics, 'sqnSampleSmall'>;

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

export interface StatisticRow {
  field: StatisticField;
  label: string;
  kind: MetricKind;
  signed: boolean;
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Beside an R figure: how many trades it covers (only those with a stop have an R). */
function rNote(field: StatisticField, statistics: SummaryStatistics): string | null {
  if (!R_FIELDS.has(field) || statistics[field] === null) return null;
  const coverage = capitalised(
    rCoverage(statistics.tradesWithR, statistics.tradesWithR + statistics.tradesWithoutR),
  );
  if (field === 'sqn' && statistics.sqnSampleSmall)
    return `${coverage}; fewer than 30 trades with a stop (${statistics.tradesWithR}): read SQN with care`;
  return coverage;
}

export function statisticsTable(statistics: SummaryStatistics): StatisticTableGroup[] {
  return STATISTIC_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    rows: group.fields.map((field) => {
      const value = statistics[field];
      const definition = STATISTIC_DEFINITIONS[field];
      return {
        field,
        label: definition.label,
        // Only sqnSampleSmall is a flag, and it is not a row.
        kind: definition.kind === 'flag' ? 'count' : definition.kind,
        signed: definition.signed,
        value,
        missing: value === null ? missingReason(field, statistics) : null,
        note: rNote(field, statistics),
      };
    }),
  }));
}
