// computeStatistics: every figure of the performance page over the closed trades of a filter.
import { CalculatorInputError } from '../calculators/errors.ts';
import { toCents } from './numbers.ts';
import { prepareFlows, prepareJournal, type PreparedJournal } from './prepare.ts';
import { fullStatisticsOf, type SummaryContext } from './summary.ts';
import type { AnalyticsTrade, Statistics, StatisticsOptions } from './types.ts';

/** The trades prepared in the trader's zone; refuses to sum money across currencies. */
export function journalOf(
  trades: readonly AnalyticsTrade[],
  options: Pick<StatisticsOptions, 'timeZone' | 'breakEvenTolerance'>,
): PreparedJournal {
  const journal = prepareJournal(trades, options.timeZone, options.breakEvenTolerance ?? 0);
  if (journal.currencies.length > 1)
    throw new CalculatorInputError(
      'VALIDATION-002',
      `These trades are in ${journal.currencies.join(', ')}: convert them to one currency (convertToBase) or see them per currency (statisticsByCurrency)`,
      'currency',
    );
  return journal;
}

/** The trades prepared and the context every figure shares. */
export function analyticsInput(
  trades: readonly AnalyticsTrade[],
  options: StatisticsOptions,
): { journal: PreparedJournal; context: SummaryContext } {
  if (!Number.isFinite(options.startingBalance))
    throw new CalculatorInputError(
      'VALIDATION-010',
      'The starting balance must be a number',
      'startingBalance',
    );
  const journal = journalOf(trades, options);
  return {
    journal,
    context: {
      startingCents: toCents(options.startingBalance),
      flows: prepareFlows(options.cashFlows, journal.clock),
      riskFreeRate: options.riskFreeRate ?? 0,
    },
  };
}

export function allIndices(count: number): Int32Array {
  const indices = new Int32Array(count);
  for (let i = 0; i < count; i++) indices[i] = i;
  return indices;
}

/**
 * Every figure of the closed trades. The engine reads a trades array as immutable: it prepares an
 * array once (per zone and break-even tolerance) and reuses that for every later call on the same
 * array, so a changed journal must be a new array (as the app's state and the worker's datasets
 * already are); changing an array or its trades in place after a call gives stale figures.
 */
export function computeStatistics(trades: readonly AnalyticsTrade[], options: StatisticsOptions): Statistics {
  const { journal, context } = analyticsInput(trades, options);
  return fullStatisticsOf(journal, allIndices(journal.trades.length), context);
}
