// What every part of one analysis shares: the journal, the resampling budget and the minimums.
import type { BootstrapBudget } from './confidence.ts';
import type { CoachJournal } from './journal.ts';

/** A behaviour needs at least this many trades showing it to be reported. */
export const MIN_PATTERN_TRADES = 5;

export interface CoachContext {
  journal: CoachJournal;
  budget: BootstrapBudget;
  minSample: number;
}
