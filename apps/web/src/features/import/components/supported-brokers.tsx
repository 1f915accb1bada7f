import { searchSupportedExports, type SupportedExport } from '@edgelog/core';
import { SearchIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { guideBlocks, type GuideSpan } from '../lib/guide-blocks';

function Spans({ spans }: { spans: readonly GuideSpan[] }) {
  return spans.map((span, index) =>
    span.kind === 'strong' ? (
      <strong key={index}>{span.text}</strong>
    ) : span.kind === 'code' ? (
      <code key={index} className="rounded bg-muted px-1 font-mono text-[0.85em]">
        {span.text}
      </code>
    ) : (
      <span key={index}>{span.text}</span>
    ),
  );
}

function Guide({ entry }: { entry: SupportedExport }) {
  const blocks = useMemo(() => guideBlocks(entry.guide), [entry.guide]);
  return (
    <div className="space-y-2 px-3 pb-3 text-sm text-muted-foreground">
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>
            <Spans spans={block.spans} />
          </p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Spans spans={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/**
 * Every broker export the importer reads, searchable, each opening to how to download it and what
 * is read: what a trader looks for before trying a file.
 */
export function SupportedBrokers() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const found = useMemo(() => searchSupportedExports(query), [query]);
  return (
    <section aria-label="Supported brokers" className="space-y-3" data-testid="supported-brokers">
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <label htmlFor={searchId} className="sr-only">
          Search brokers
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          placeholder="Search brokers (e.g. Interactive Brokers, NinjaTrader, Binance)"
          className="pl-8"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {found.length === 0
          ? 'No broker export matches: any CSV or Excel file with a header row can still be read by mapping its columns.'
          : `${found.length} ${found.length === 1 ? 'export' : 'exports'}`}
      </p>
      <ul className="max-h-80 divide-y overflow-y-auto rounded-lg border">
        {found.map((entry) => (
          <li key={`${entry.broker}\u0000${entry.export}`}>
            <details className="group">
              <summary className="flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring">
                <span className="font-medium">{entry.broker}</span>
                <span className="text-muted-foreground">{entry.export}</span>
              </summary>
              <Guide entry={entry} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
