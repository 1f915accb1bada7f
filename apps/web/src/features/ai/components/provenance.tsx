import type { CoachNarrative, InstantRange, NarrativeStatus } from '@edgelog/core';
import { BotIcon, CalculatorIcon } from 'lucide-react';
import { useFormat, type Formatter } from '@/lib/format';
import { countText } from '../lib/figure-text';

function periodText(range: InstantRange, format: Formatter): string {
  const formatInstant = (instant: string) => format.dateTime(instant);
  if (range.from === null && range.to === null) return 'every closed trade in the filter';
  if (range.from === null) return `trades closed before ${formatInstant(range.to ?? '')}`;
  if (range.to === null) return `trades closed from ${formatInstant(range.from)}`;
  return `trades closed from ${formatInstant(range.from)} to before ${formatInstant(range.to)}`;
}

const QUIET_STATUS: Partial<Record<NarrativeStatus, string>> = {
  failed:
    'The language model configured for this server did not answer this time; everything above is complete without it.',
  timeout:
    'The language model configured for this server took too long this time; everything above is complete without it.',
  'not-configured':
    'No language model is configured on this server, so there is no written summary. The operator can set an OpenAI-compatible endpoint (URL, key and model) to add one; the analysis never depends on it.',
};

/**
 * What the page shows and where it came from: computed here from the trader's own trades, with
 * the seed and period, and, apart and labelled, what a language model wrote about those figures.
 */
export function Provenance({
  tradeCount,
  range,
  seed,
  computedAt,
  cached,
  narrative,
  narrativeStatus,
}: {
  tradeCount: number;
  range: InstantRange;
  seed: number;
  computedAt: string;
  cached: boolean;
  narrative: CoachNarrative | null;
  narrativeStatus: NarrativeStatus;
}) {
  const format = useFormat();
  const privacy = format.privacy;
  const quiet = narrative === null ? QUIET_STATUS[narrativeStatus] : undefined;
  return (
    <section aria-label="How this analysis was made" className="grid gap-3" data-provenance>
      <div className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <CalculatorIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p>
          <span className="font-medium">Computed, not written: </span>
          every figure below was computed by Edgelog from your own{' '}
          <span data-trade-count={tradeCount}>
            {countText(format, tradeCount, 'closed trade', 'closed trades')}
          </span>{' '}
          ({periodText(range, format)}), with resampling seed {seed}, at{' '}
          <time dateTime={computedAt} data-computed-at>
            {format.dateTime(computedAt)}
          </time>
          {cached ? (
            <span data-cached="true"> (from cache: your journal has not changed since)</span>
          ) : (
            <span data-cached="false"> (computed for this request)</span>
          )}
          . The same trades and seed always give the same analysis.
        </p>
      </div>
      {narrative && (
        <figure className="grid gap-2 rounded-lg border p-4 text-sm" data-narrative>
          <figcaption className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
            <BotIcon aria-hidden className="size-4" />
            Generated text by {narrative.model}: it saw the figures of this analysis, never your trades. Check
            it against the cards.
          </figcaption>
          {privacy ? (
            <p className="text-muted-foreground" data-privacy-mask="">
              Hidden while privacy mode is on: a model's text may quote money amounts.
            </p>
          ) : (
            <p className="whitespace-pre-line">{narrative.text}</p>
          )}
        </figure>
      )}
      {quiet && (
        <p className="text-xs text-muted-foreground" data-narrative-status={narrativeStatus}>
          {quiet}
        </p>
      )}
    </section>
  );
}
