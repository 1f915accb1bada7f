import { GitMergeIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { MetricValue } from '@/features/analytics';
import { cn } from '@/lib/utils';
import type { TagRecord, TagRow } from '../lib/tag-rows';

export type TagAction = 'edit' | 'merge' | 'delete';

export interface TagListProps {
  rows: readonly TagRow[];
  /** The figures' currency; null while the engine has not answered. */
  currency: string | null;
  /** The engine's figures are on their way (a skeleton in each figure). */
  figuresPending: boolean;
  onAction: (action: TagAction, tag: TagRecord) => void;
}

export function Swatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-3 shrink-0 rounded-full border border-black/10 dark:border-white/20',
        className,
      )}
      style={{ backgroundColor: color }}
    />
  );
}

/** The tag's name, a link to the trade log showing only its trades. */
export function TagLink({ tag, className }: { tag: TagRecord; className?: string }) {
  return (
    <Link
      to={`/trades?tag=${tag.id}`}
      className={cn(
        'inline-flex min-w-0 items-center gap-2 rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      data-testid="tag-link"
    >
      <Swatch color={tag.color} />
      <span className="truncate">{tag.name}</span>
      <span className="sr-only">: show its trades</span>
    </Link>
  );
}

/** The figures of a row, by column, in the engine's words and digits. */
export function TagFigure({
  row,
  column,
  currency,
  pending,
}: {
  row: TagRow;
  column: 'tradeCount' | 'winRatePct' | 'netPnl' | 'expectancy' | 'averageR';
  currency: string | null;
  pending: boolean;
}) {
  if (pending) return <Skeleton className="ml-auto h-4 w-12" />;
  const { figures } = row;
  const none = figures.tradeCount === 0;
  const reason = none ? 'No closed trade with this tag in the period.' : undefined;
  switch (column) {
    case 'tradeCount':
      return <MetricValue value={figures.tradeCount} kind="count" metric="tradeCount" />;
    case 'winRatePct':
      return <MetricValue value={figures.winRatePct} kind="pct" metric="winRatePct" reason={reason} />;
    case 'netPnl':
      return (
        <MetricValue
          value={none ? null : figures.netPnl}
          kind="money"
          currency={currency ?? undefined}
          signed
          metric="netPnl"
          reason={reason}
        />
      );
    case 'expectancy':
      return (
        <MetricValue
          value={figures.expectancy}
          kind="money"
          currency={currency ?? undefined}
          signed
          metric="expectancy"
          reason={reason}
        />
      );
    case 'averageR':
      return (
        <MetricValue
          value={figures.averageR}
          kind="r"
          signed
          metric="expectancyR"
          reason={
            reason ?? (figures.averageR === null ? 'No trade with this tag had a stop, so no R.' : undefined)
          }
        />
      );
  }
}

/** Rename, recolour and regroup; merge; delete: one menu per tag. */
export function TagActions({ tag, onAction }: { tag: TagRecord; onAction: TagListProps['onAction'] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" data-testid="tag-actions">
          <MoreHorizontalIcon aria-hidden />
          <span className="sr-only">Actions for {tag.name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-56 truncate">{tag.name}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onAction('edit', tag)}>
          <PencilIcon aria-hidden />
          Edit name, colour, group
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('merge', tag)}>
          <GitMergeIcon aria-hidden />
          Merge into another tag
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive data-[highlighted]:text-destructive"
          onSelect={() => onAction('delete', tag)}
        >
          <Trash2Icon aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
