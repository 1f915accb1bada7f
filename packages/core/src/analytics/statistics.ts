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

export function computeStatistics(trades: readonly AnalyticsTrade[], options: StatisticsOptions): Statistics {
  const { journal, context } = analyticsInput(trades, options);
  return fullStatisticsOf(journal, allIndices(journal.trades.length), context);
}
