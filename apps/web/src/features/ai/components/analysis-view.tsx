import { DEFAULT_MIN_SAMPLE, type CoachNote, type DatasetSummary, type EdgeFinding } from '@edgelog/core';
import { SearchXIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalyticsFilter } from '@/features/analytics';
import { useFormat } from '@/lib/format';
import { ANALYSIS_SEED, type AnalysisResult } from '../api/analysis';
import { countText } from '../lib/figure-text';
import { DIMENSION_NAMES, groupAnalysis } from '../lib/findings';
import { performanceLink } from '../lib/links';
import { BehaviourCard } from './behaviour-card';
import { EdgeCard } from './edge-card';
import { Money } from './figures';
import { Provenance } from './provenance';
import { WhatIfCard } from './what-if-card';

/**
 * The name a trader gave a strategy or tag: the server names them (an analysis kept before it did
 * has ids there, named from the journal once it is in).
 */
function labelOf(finding: EdgeFinding, dataset: DatasetSummary | undefined): string {
  const list =
    finding.dimension === 'strategy' ? dataset?.strategies : finding.dimension === 'tag' ? dataset?.tags : [];
  return list?.find((item) => item.id === finding.key)?.name ?? finding.label;
}

/** Cards drawn at first in a group (a 100,000-trade journal can hold a hundred findings). */
export const CARDS_AT_A_TIME = 10;

function Group({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode[];
}) {
  const format = useFormat();
  const [shown, setShown] = useState(CARDS_AT_A_TIME);
  const left = children.length - shown;
  return (
    <section aria-labelledby={`group-${id}`} className="grid min-w-0 grid-cols-1 gap-3" data-group={id}>
      <div>
        <h2 id={`group-${id}`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">{children.slice(0, shown)}</div>
      {left > 0 && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setShown((count) => count + CARDS_AT_A_TIME)}
          data-action={`more-${id}`}
        >
          Show {format.count(Math.min(left, CARDS_AT_A_TIME))} more of{' '}
          {countText(format, children.length, 'card', 'cards')}
        </Button>
      )}
    </section>
  );
}

function SmallSamples({
  notes,
  leftOut,
  currency,
}: {
  notes: CoachNote[];
  /** Groups the analysis did not list: each moves less money than every listed one. */
  leftOut: number;
  currency: string;
}) {
  const format = useFormat();
  if (notes.length === 0) return null;
  return (
    <details className="rounded-lg border p-4 text-sm" data-small-samples>
      <summary className="cursor-pointer font-medium">
        Too few trades to judge: {countText(format, notes.length + leftOut, 'group', 'groups')} (not findings)
      </summary>
      <p className="mt-2 text-muted-foreground">
        A group needs at least {DEFAULT_MIN_SAMPLE} trades before its figures can be told apart from chance.
        These are shown for what they are: small samples.
      </p>
      <ul className="mt-2 grid gap-1">
        {notes.map((note, index) => (
          <li
            key={`${note.dimension ?? ''}:${note.key ?? index}`}
            className="flex flex-wrap justify-between gap-x-4"
          >
            <span>
              {note.dimension ? `${DIMENSION_NAMES[note.dimension]}: ` : ''}
              {note.label ?? note.text}
              {note.sampleSize !== undefined && (
                <span className="text-muted-foreground">
                  {' '}
                  · small sample, {countText(format, note.sampleSize, 'trade', 'trades')}
                </span>
              )}
            </span>
            {note.netPnl !== undefined && <Money value={note.netPnl} currency={currency} />}
          </li>
        ))}
        {leftOut > 0 && (
          <li className="text-muted-foreground" data-small-samples-left-out={leftOut}>
            The {format.count(notes.length)} that moved the most money are listed;{' '}
            {countText(format, leftOut, 'other group', 'other groups')} moved less.
          </li>
        )}
      </ul>
    </details>
  );
}

export function AnalysisSkeleton() {
  return (
    <div className="grid gap-4" data-testid="ai-loading" aria-label="Computing the analysis">
      <Skeleton className="h-20" />
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-72" />
        ))}
      </div>
    </div>
  );
}

/** The analysis: where it came from, then the cards by group, largest money first, then the notes. */
export function AnalysisView({
  result,
  dataset,
}: {
  result: AnalysisResult;
  /** The journal's summary; undefined while it loads (the analysis is drawn before it). */
  dataset?: DatasetSummary;
}) {
  const { search } = useAnalyticsFilter();
  const format = useFormat();
  const groups = groupAnalysis(result.analysis);
  const currency = result.currency;
  const none = groups.edges.length === 0 && groups.behaviours.length === 0;
  const tooFew = result.tradeCount < DEFAULT_MIN_SAMPLE;
  // The group holding the largest money comes first.
  const largest = (items: readonly { impact: number }[]) => Math.abs(items[0]?.impact ?? 0);
  const behavioursFirst = largest(groups.behaviours) >= largest(groups.edges);
  const edges = groups.edges.length > 0 && (
    <Group
      id="edges"
      title="Strengths and weaknesses"
      description="Groups of your trades whose average differs from your journal's beyond chance, largest money effect first."
    >
      {groups.edges.map((finding) => (
        <EdgeCard key={finding.id} finding={finding} currency={currency} label={labelOf(finding, dataset)} />
      ))}
    </Group>
  );
  const habits = groups.behaviours.length > 0 && (
    <Group
      id="behaviours"
      title="Habits"
      description="Patterns in how you trade, what each cost, and what to do about it."
    >
      {groups.behaviours.map((finding) => (
        <BehaviourCard key={finding.id} finding={finding} currency={currency} />
      ))}
    </Group>
  );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Provenance
        tradeCount={result.tradeCount}
        range={result.range}
        seed={ANALYSIS_SEED}
        computedAt={result.computedAt}
        cached={result.cached}
        narrative={result.narrative}
        narrativeStatus={result.narrativeStatus}
      />
      {none && (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
          data-testid={tooFew ? 'ai-too-few' : 'ai-nothing-found'}
        >
          <SearchXIcon aria-hidden className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">
            {tooFew ? 'Too few trades for findings yet' : 'Nothing stands out beyond chance'}
          </h2>
          <p className="max-w-lg text-sm text-muted-foreground">
            {tooFew
              ? `These filters hold ${countText(format, result.tradeCount, 'closed trade', 'closed trades')}. A strength or weakness needs at least ${DEFAULT_MIN_SAMPLE} trades in a group, and a habit at least 5 trades showing it, before it can be told apart from chance. Widen the period or keep journaling.`
              : 'No group of your trades does better or worse than your average beyond what chance explains, and no habit shows in enough trades. Your overall figures are on the performance page.'}
          </p>
          <Button asChild variant="outline">
            <Link to={performanceLink(search)}>Open performance</Link>
          </Button>
        </div>
      )}
      {behavioursFirst ? habits : edges}
      {behavioursFirst ? edges : habits}
      {groups.whatIfs.length > 0 && (
        <Group id="what-ifs" title="What-ifs" description="Your result as it was, and as it would have been.">
          {groups.whatIfs.map((whatIf) => (
            <WhatIfCard key={whatIf.kind} whatIf={whatIf} currency={currency} />
          ))}
        </Group>
      )}
      <SmallSamples
        notes={groups.smallSamples}
        leftOut={result.analysis.smallSamplesLeftOut ?? 0}
        currency={currency}
      />
      {groups.notMeasurable.length > 0 && (
        <section
          aria-label="Not measurable from this journal"
          className="text-sm text-muted-foreground"
          data-not-measurable
        >
          <h2 className="font-medium text-foreground">Not measurable from this journal</h2>
          <ul className="mt-1 list-disc pl-5">
            {groups.notMeasurable.map((note) => (
              <li key={note.text}>{note.text}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
