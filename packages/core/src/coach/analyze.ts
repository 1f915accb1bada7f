// analyzeJournal: the coach's whole analysis of a list of trades, computed from the trader's own
// numbers with the analytics engine. Pure: the same trades, options and seed give the same result.
import { computeStatistics, journalOf } from '../analytics/statistics.ts';
import type { AnalyticsTrade, StatisticsOptions, SummaryStatistics } from '../analytics/types.ts';
import { detectBehaviours } from './behaviours/index.ts';
import { bootstrapBudget, DEFAULT_RESAMPLES } from './confidence.ts';
import type { CoachContext } from './context.ts';
import { dimensionFindings } from './dimensions.ts';
import { coachJournalOf } from './journal.ts';
import type { CoachAnalysis, CoachOptions, Finding } from './types.ts';
import { whatIfs } from './what-ifs.ts';

export const DEFAULT_MIN_SAMPLE = 20;

export function analyzeJournal(trades: readonly AnalyticsTrade[], options: CoachOptions): CoachAnalysis {
  const statisticsOptions: StatisticsOptions = {
    timeZone: options.timeZone,
    startingBalance: options.startingBalance ?? 0,
    ...(options.breakEvenTolerance === undefined ? {} : { breakEvenTolerance: options.breakEvenTolerance }),
  };
  // Curves are not part of the analysis: only the summary figures are kept.
  const {
    equityCurve: _curve,
    dailyReturns: _returns,
    drawdowns: _drawdowns,
    ...summary
  } = computeStatistics(trades, statisticsOptions);
  const journal = coachJournalOf(journalOf(trades, statisticsOptions));
  const context: CoachContext = {
    journal,
    budget: bootstrapBudget(options.seed, options.resamples ?? DEFAULT_RESAMPLES),
    minSample: options.minSample ?? DEFAULT_MIN_SAMPLE,
  };
  const behaviours = detectBehaviours(context);
  const dimensions = dimensionFindings(context, summary);
  const findings: Finding[] = [...behaviours.findings, ...dimensions.findings].sort(byImpact);
  return {
    tradeCount: journal.n,
    summary: summary satisfies SummaryStatistics,
    findings,
    whatIfs: whatIfs(context, findings),
    notes: [...behaviours.notes, ...dimensions.notes],
  };
}

/** Largest money impact first, either way; ties by id so the order never depends on the run. */
function byImpact(a: Finding, b: Finding): number {
  return Math.abs(b.impact) - Math.abs(a.impact) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
