import type { SummaryStatistics } from '@edgelog/core';
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  CopyIcon,
  EllipsisVerticalIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { MetricHelp, MetricValue, type MetricValueProps } from '@/features/analytics';
import type { PlaybookRow } from '../api/playbooks';
import { countOf } from '../lib/wording';

export interface PlaybookActions {
  onEdit: (playbook: PlaybookRow) => void;
  onDuplicate: (playbook: PlaybookRow) => void;
  onToggleArchived: (playbook: PlaybookRow) => void;
  onDelete: (playbook: PlaybookRow) => void;
}

/** Edit, duplicate, archive or bring back, delete: the same menu on a card and on a playbook's page. */
export function PlaybookMenu({ playbook, actions }: { playbook: PlaybookRow; actions: PlaybookActions }) {
  const archived = playbook.archived_at !== null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${playbook.name}`}>
          <EllipsisVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onEdit(playbook)}>
          <PencilIcon aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onDuplicate(playbook)}>
          <CopyIcon aria-hidden />
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onToggleArchived(playbook)}>
          {archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
          {archived ? 'Unarchive' : 'Archive'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => actions.onDelete(playbook)} className="text-destructive">
          <Trash2Icon aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Markets, timeframe and the number of rules, as one line. */
export function playbookFacts(playbook: PlaybookRow): string {
  return [
    playbook.market,
    playbook.timeframe,
    playbook.rules.length > 0 ? countOf(playbook.rules.length, 'rule', 'rules') : 'No rules yet',
  ]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

function Figure({ label, metric, ...value }: MetricValueProps & { label: string; metric: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center justify-end gap-0.5 text-xs text-muted-foreground">
        {label}
        <MetricHelp metric={metric} className="size-4" />
      </dt>
      <dd className="text-right text-sm font-medium sm:text-base">
        <MetricValue metric={metric} {...value} />
      </dd>
    </div>
  );
}

export interface CardFigures {
  state: 'loading' | 'ready' | 'error';
  statistics: SummaryStatistics | null;
  currency: string;
}

/** One playbook in the list: its name (a link to its page), what it trades, and its figures. */
export function PlaybookCard({
  playbook,
  figures,
  href,
  actions,
}: {
  playbook: PlaybookRow;
  figures: CardFigures;
  href: string;
  actions: PlaybookActions;
}) {
  const { statistics, currency } = figures;
  return (
    <Card
      className="flex min-w-0 flex-col gap-3 p-4"
      data-testid="playbook-card"
      data-playbook-id={playbook.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">
            <Link
              to={href}
              className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {playbook.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">{playbookFacts(playbook)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {playbook.archived_at !== null && (
            <span className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">Archived</span>
          )}
          {playbook.is_sample && (
            <span className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">Sample</span>
          )}
          <PlaybookMenu playbook={playbook} actions={actions} />
        </div>
      </div>
      {figures.state === 'loading' ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Loading figures" aria-busy>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : figures.state === 'error' ? null : statistics === null || statistics.tradeCount === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="no-closed-trades">
          No closed trades in this period.
        </p>
      ) : (
        <dl
          className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4"
          aria-label={`${playbook.name} figures`}
        >
          <Figure label="Trades" metric="tradeCount" kind="count" value={statistics.tradeCount} />
          <Figure label="Win rate" metric="winRatePct" kind="pct" value={statistics.winRatePct} />
          <Figure
            label="Net P&L"
            metric="netPnl"
            kind="money"
            currency={currency}
            signed
            value={statistics.netPnl}
          />
          <Figure
            label="Expectancy"
            metric="expectancy"
            kind="money"
            currency={currency}
            signed
            value={statistics.expectancy}
          />
        </dl>
      )}
    </Card>
  );
}
