import type { GoalEvaluation, PeriodResult } from '@edgelog/core';
import { ArchiveIcon, ArchiveRestoreIcon, EllipsisVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { MetricValue } from '@/features/analytics';
import { useFormat } from '@/lib/format';
import type { StoredGoal } from '../api/goals';
import { METRICS, targetKindOf } from '../lib/goal-catalogue';
import { dayRangeText, formatTarget, goalSentence, periodsText } from '../lib/goal-text';
import { GoalHistory } from './goal-history';
import { GoalProgressBar } from './goal-progress';
import { RuleBreaks } from './rule-breaks';
import { StatusChip } from './status-chip';

export interface GoalCardActions {
  onEdit(goal: StoredGoal): void;
  onArchive(goal: StoredGoal, archived: boolean): void;
  onDelete(goal: StoredGoal): void;
}

export interface GoalCardProps extends GoalCardActions {
  goal: StoredGoal;
  /** Undefined while the engine computes it. */
  evaluation: GoalEvaluation | undefined;
  evaluationFailed: boolean;
  /** The currency the goal's money is told in; null when its accounts' currencies differ. */
  currency: string | null;
  accountName: string | null;
}

function CurrentPeriod({
  goal,
  result,
  currency,
}: {
  goal: StoredGoal;
  result: PeriodResult;
  currency: string | null;
}) {
  const kind = targetKindOf(goal.kind, goal.metric ?? 'net_pnl', goal.rule ?? 'max_daily_loss');
  const signed = goal.kind === 'metric' && METRICS[goal.metric ?? 'net_pnl'].signed;
  const broken = goal.kind === 'rule' && result.breaks.length > 0;
  return (
    <section
      aria-label="This period"
      className="grid gap-2"
      data-testid="goal-current"
      data-status={result.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="font-medium">{result.label}</span>{' '}
          <span className="text-muted-foreground">{dayRangeText(result.fromDay, result.toDay)}</span>
        </span>
        <StatusChip
          status={result.status}
          label={
            goal.kind === 'rule'
              ? broken
                ? 'Broken'
                : result.tradeCount === 0
                  ? 'No trades yet'
                  : 'Kept'
              : undefined
          }
        />
      </div>
      <GoalProgressBar result={result} label={`${goal.name}: progress this period`} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="text-muted-foreground">
          {goal.kind === 'rule' ? 'Worst this period' : METRICS[goal.metric ?? 'net_pnl'].label}{' '}
          <MetricValue
            value={result.value}
            kind={kind}
            currency={currency ?? undefined}
            signed={signed}
            metric={goal.kind === 'metric' ? METRICS[goal.metric ?? 'net_pnl'].statistic : undefined}
            className="font-semibold text-foreground"
          />
        </span>
        <span className="text-muted-foreground tabular-nums" data-testid="goal-target">
          {result.direction === 'at-most' ? 'limit' : 'target'} {formatTarget(result.target, kind, currency)}
        </span>
      </div>
      {goal.kind === 'rule' &&
        (broken ? (
          <RuleBreaks breaks={result.breaks} currency={currency} />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="goal-kept">
            {result.tradeCount === 0 ? 'No trades yet this period.' : 'Kept every day so far this period.'}
          </p>
        ))}
    </section>
  );
}

/** One goal: what it asks, this period's progress, its past periods and streaks, and its actions. */
export function GoalCard({
  goal,
  evaluation,
  evaluationFailed,
  currency,
  accountName,
  onEdit,
  onArchive,
  onDelete,
}: GoalCardProps) {
  useFormat();
  const archived = goal.archivedAt !== null;
  const kind = targetKindOf(goal.kind, goal.metric ?? 'net_pnl', goal.rule ?? 'max_daily_loss');
  return (
    <Card
      className="flex min-w-0 flex-col gap-4 p-4"
      data-testid="goal-card"
      data-goal={goal.id}
      aria-label={goal.name}
      role="article"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="truncate leading-tight font-semibold">{goal.name}</h3>
          <p className="text-sm text-muted-foreground">{goalSentence(goal, currency)}</p>
          <p className="text-xs text-muted-foreground">
            {accountName ?? 'All accounts'}
            {archived && ' · Archived'}
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${goal.name}`}>
              <EllipsisVerticalIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onEdit(goal)}>
              <PencilIcon aria-hidden />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onArchive(goal, !archived)}>
              {archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
              {archived ? 'Unarchive' : 'Archive'}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onDelete(goal)} className="text-destructive">
              <Trash2Icon aria-hidden />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      {archived ? null : evaluation !== undefined ? (
        <>
          <CurrentPeriod goal={goal} result={evaluation.current} currency={currency} />
          <GoalHistory
            evaluation={evaluation}
            valueText={(value) => formatTarget(value, kind, currency)}
            streakText={(count) => periodsText(count, goal.period)}
          />
        </>
      ) : evaluationFailed ? (
        <p className="text-sm text-muted-foreground">The progress could not be computed.</p>
      ) : (
        <div className="grid gap-2" aria-label="Computing the progress" aria-busy>
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-2.5 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      )}
    </Card>
  );
}
