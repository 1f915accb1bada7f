import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileTextIcon, PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useRemoveWithUndo } from '@/features/trash';
import { useFormat } from '@/lib/format';
import {
  addExample,
  candidatesQuery,
  examplesQuery,
  screenshotUrlsQuery,
  type ExampleTrade,
  type PlaybookExample,
} from '../api/examples';
import { strategyKeys } from '../api/keys';
import { tradeLabel } from '../lib/example-text';

function Screenshots({
  example,
  urls,
}: {
  example: PlaybookExample;
  urls: Record<string, string> | undefined;
}) {
  const images = example.attachments.filter((file) => file.content_type.startsWith('image/'));
  if (images.length === 0)
    return <p className="text-xs text-muted-foreground">No screenshots on this trade.</p>;
  return (
    <ul className="grid grid-cols-2 gap-2" aria-label="Screenshots">
      {images.map((file) => {
        const url = urls?.[file.object_path];
        return (
          <li key={file.id}>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noreferrer noopener"
                className="block rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <img
                  src={url}
                  alt={file.caption ?? file.file_name}
                  loading="lazy"
                  className="aspect-video w-full rounded border object-cover"
                  data-testid="example-screenshot"
                />
              </a>
            ) : urls === undefined ? (
              <Skeleton className="aspect-video w-full" />
            ) : (
              <span className="flex aspect-video w-full items-center justify-center rounded bg-muted">
                <FileTextIcon aria-hidden className="size-5 text-muted-foreground" />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function AddExample({
  userId,
  strategyId,
  taken,
  nextPosition,
  onAdded,
  timeZone,
}: {
  timeZone: string;
  userId: string;
  strategyId: string;
  taken: ReadonlySet<string>;
  nextPosition: number;
  onAdded: () => Promise<void>;
}) {
  const candidates = useQuery(candidatesQuery(userId, strategyId));
  const [chosen, setChosen] = useState('');
  const { handleError } = useErrorHandler();
  const add = useMutation({
    mutationFn: (tradeId: string) => addExample(strategyId, tradeId, nextPosition),
    onError: (error, tradeId) => handleError(error, { retry: () => add.mutate(tradeId) }),
    onSuccess: async () => {
      setChosen('');
      await onAdded();
    },
  });
  const offered = (candidates.data ?? []).filter((trade: ExampleTrade) => !taken.has(trade.id));
  if (candidates.isSuccess && offered.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {candidates.data.length === 0
          ? 'File trades under this playbook to pick examples from them.'
          : 'Every recent trade of this playbook is an example already.'}
      </p>
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="example-trade" className="text-sm font-medium">
          Add an example
        </label>
        <NativeSelect
          id="example-trade"
          value={chosen}
          disabled={!candidates.isSuccess}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose one of this playbook’s trades…</option>
          {offered.map((trade) => (
            <option key={trade.id} value={trade.id}>
              {tradeLabel(trade, timeZone)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button onClick={() => add.mutate(chosen)} disabled={chosen === '' || add.isPending}>
        <PlusIcon aria-hidden />
        {add.isPending ? 'Adding…' : 'Add'}
      </Button>
    </div>
  );
}

/** Trades that show the setup at its best (or worst), with their screenshots and links to them. */
export function ExamplesSection({
  userId,
  strategyId,
  timeZone,
}: {
  userId: string;
  strategyId: string;
  /** The trader's zone, in which a trade's day is told. */
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  // The examples' P&L follows the trader's formats and privacy mode.
  useFormat();
  const examples = useQuery(examplesQuery(userId, strategyId));
  const paths = (examples.data ?? []).flatMap((example) =>
    example.attachments
      .filter((file) => file.content_type.startsWith('image/'))
      .map((file) => file.object_path),
  );
  const urls = useQuery(screenshotUrlsQuery(userId, paths));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: strategyKeys.examples(userId, strategyId) });
  // Removing an example only unlinks the trade; Undo links the same row back in its place.
  const removeWithUndo = useRemoveWithUndo();
  const remove = useMutation({
    mutationFn: (example: PlaybookExample) =>
      removeWithUndo(
        'strategy_examples',
        example.id,
        `${example.trade.symbol} removed from the examples`,
        refresh,
      ),
    onError: (error, example) => handleError(error, { retry: () => remove.mutate(example) }),
    onSuccess: refresh,
  });
  const rows = examples.data ?? [];
  return (
    <section aria-labelledby="examples-title" className="flex min-w-0 flex-col gap-3" data-testid="examples">
      <h2 id="examples-title" className="text-lg font-semibold">
        Example trades
      </h2>
      {examples.isPending ? (
        <Skeleton className="h-32" />
      ) : examples.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The examples could not be loaded. {examples.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No examples yet: pick trades that show this setup, and their screenshots appear here.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Example trades">
          {rows.map((example) => (
            <li key={example.id}>
              <Card className="flex min-w-0 flex-col gap-2 p-3" data-testid="example">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={`/trades/${example.trade.id}`}
                    className="min-w-0 text-sm font-medium hover:underline"
                  >
                    {tradeLabel(example.trade, timeZone)}
                  </Link>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${example.trade.symbol} from the examples`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(example)}
                  >
                    <XIcon aria-hidden />
                  </Button>
                </div>
                {example.caption && <p className="text-sm text-muted-foreground">{example.caption}</p>}
                <Screenshots example={example} urls={urls.data} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {examples.isSuccess && (
        <AddExample
          userId={userId}
          strategyId={strategyId}
          taken={new Set(rows.map((example) => example.trade.id))}
          nextPosition={rows.length}
          onAdded={refresh}
          timeZone={timeZone}
        />
      )}
    </section>
  );
}
