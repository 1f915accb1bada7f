import type {
  BehaviourFinding,
  CoachAnalysis,
  CoachDimension,
  CoachNote,
  Confidence,
  EdgeFinding,
  WhatIf,
} from '@edgelog/core';
import type { Formatter } from '@/lib/format';

/** The page's three groups of cards, each largest money first, and the notes told apart. */
export interface AnalysisGroups {
  edges: EdgeFinding[];
  behaviours: BehaviourFinding[];
  whatIfs: WhatIf[];
  smallSamples: CoachNote[];
  notMeasurable: CoachNote[];
}

const byImpact =
  <T>(size: (item: T) => number) =>
  (a: T, b: T) =>
    Math.abs(size(b)) - Math.abs(size(a));

export function groupAnalysis(
  analysis: Pick<CoachAnalysis, 'findings' | 'whatIfs' | 'notes'>,
): AnalysisGroups {
  const edges: EdgeFinding[] = [];
  const behaviours: BehaviourFinding[] = [];
  for (const finding of analysis.findings) {
    if (finding.kind === 'behaviour') behaviours.push(finding);
    else edges.push(finding);
  }
  // The analysis already lists findings by impact; sorting again keeps each group so whatever
  // order arrives (a stable sort keeps the analysis's tie order).
  return {
    edges: edges.sort(byImpact((f) => f.impact)),
    behaviours: behaviours.sort(byImpact((f) => f.impact)),
    // A what-if that leaves out or changes no trade is the journal as it is: nothing to show.
    whatIfs: analysis.whatIfs.filter((w) => w.tradeIds.length > 0).sort(byImpact((w) => w.difference)),
    smallSamples: analysis.notes.filter((note) => note.kind === 'small-sample'),
    notMeasurable: analysis.notes.filter((note) => note.kind === 'not-measurable'),
  };
}

export const DIMENSION_NAMES: Readonly<Record<CoachDimension, string>> = {
  symbol: 'Symbol',
  strategy: 'Strategy',
  tag: 'Tag',
  weekday: 'Weekday',
  hour: 'Hour of entry',
  holdingTime: 'Holding time',
  positionSize: 'Position size',
  side: 'Side',
};

/** Where the interval lies against what it was held against, in words a trader reads at once. */
export type Verdict = 'above' | 'below' | 'overlaps';

export function verdictOf(confidence: Confidence): Verdict {
  if (!confidence.excludesReference) return 'overlaps';
  return confidence.low > confidence.reference ? 'above' : 'below';
}

export function methodText(confidence: Confidence, format: Pick<Formatter, 'count'>): string {
  return confidence.method === 'bootstrap'
    ? `bootstrap, ${format.count(confidence.resamples)} resamples`
    : 'normal approximation';
}

/** The number written as the evidence value is, or null for text values. */
export function numberOf(value: number | string | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
