// The dashboard's six headline figures in the unit the trader picked, each with its definition
// and, when it cannot be given, the reason and how to fix it.
import { rCoverage, STATISTIC_DEFINITIONS, type Statistics } from '@edgelog/core';
import type { DashboardUnit } from './dashboard-unit';
import type { MetricKind } from './format';

export interface DashboardKpi {
  /** The statistics field shown, or the derived figure's name: the `data-metric` marker. */
  metric: string;
  label: string;
  /** The number shown (the `data-value` marker); null when it cannot be given. */
  value: number | null;
  kind: MetricKind;
  signed: boolean;
  definition: string;
  /** Why the value is missing and what makes it appear. */
  unavailable: string | null;
  /** A line under the value: for a figure in R, the trades it covers. */
  note?: string;
}

export const NO_STOP_REASON =
  'No trades with a stop: set a stop (initial risk) on your trades to see R multiples.';
export const NO_EQUITY_REASON =
  'No starting equity: set a starting balance on your accounts to see returns in percent.';

export interface KpiContext {
  unit: DashboardUnit;
  /** The equity the period starts from, the base of every percentage. */
  startingEquity: number;
}

function field(
  statistics: Statistics,
  name: keyof typeof STATISTIC_DEFINITIONS,
  reason: string | null,
): DashboardKpi {
  const definition = STATISTIC_DEFINITIONS[name];
  const value = statistics[name];
  const numeric = typeof value === 'number' ? value : null;
  const kind = definition.kind === 'flag' ? 'count' : definition.kind;
  return {
    metric: name,
    label: definition.label,
    value: numeric,
    kind,
    signed: definition.signed,
    definition: definition.definition,
    unavailable: numeric === null ? reason : null,
  };
}

/** A money figure as a percentage of the starting equity. */
function ofEquity(
  metric: string,
  label: string,
  definition: string,
  money: number | null,
  startingEquity: number,
  signed: boolean,
): DashboardKpi {
  const usable = startingEquity > 0 && money !== null;
  return {
    metric,
    label,
    value: usable ? (money / startingEquity) * 100 : null,
    kind: 'pct',
    signed,
    definition,
    unavailable: usable ? null : startingEquity > 0 ? 'No closed trades in this period.' : NO_EQUITY_REASON,
  };
}

const NO_TRADES = 'No closed trades in this period.';
const NO_LOSSES_OR_WINS = 'Needs at least one win or one loss.';

export function dashboardKpis(statistics: Statistics, { unit, startingEquity }: KpiContext): DashboardKpi[] {
  const winRate = field(statistics, 'winRatePct', NO_TRADES);
  const profitFactor = field(statistics, 'profitFactor', NO_LOSSES_OR_WINS);
  const count = field(statistics, 'tradeCount', null);
  if (unit === 'r') {
    const reason = statistics.tradeCount === 0 ? NO_TRADES : NO_STOP_REASON;
    const coverage = rCoverage(statistics.tradesWithR, statistics.tradeCount);
    const note =
      statistics.tradesWithR > 0 ? { note: coverage.charAt(0).toUpperCase() + coverage.slice(1) } : {};
    return [
      { ...field(statistics, 'totalR', reason), signed: true, ...note },
      winRate,
      profitFactor,
      { ...field(statistics, 'expectancyR', reason), signed: true, ...note },
      field(statistics, 'maxDrawdown', null),
      count,
    ];
  }
  if (unit === 'pct') {
    return [
      ofEquity(
        'returnPct',
        'Return',
        'Net P&L of the period over the equity it started from (starting balance, deposits and withdrawals, and the P&L of every earlier trade), in percent.',
        statistics.tradeCount === 0 ? null : statistics.netPnl,
        startingEquity,
        true,
      ),
      winRate,
      profitFactor,
      ofEquity(
        'expectancyPct',
        'Expectancy',
        'Expectancy (net P&L / trades) over the equity the period started from, in percent: what an average trade returned.',
        statistics.expectancy,
        startingEquity,
        true,
      ),
      field(statistics, 'maxDrawdownPct', 'No drawdown can be told without a positive equity peak.'),
      count,
    ];
  }
  return [
    field(statistics, 'netPnl', null),
    winRate,
    profitFactor,
    field(statistics, 'expectancy', NO_TRADES),
    field(statistics, 'maxDrawdown', null),
    count,
  ];
}
