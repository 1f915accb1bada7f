import type { ErrorRecord } from '@edgelog/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { recordError } from '@/features/errors/record-error';
import { cn } from '@/lib/utils';

export type PanelState = 'loading' | 'ready' | 'empty' | 'error';

/** A titled card of the performance and risk pages; `data-widget` / `data-state` for the tests. */
export function Panel({
  widget,
  title,
  description,
  state,
  actions,
  className,
  children,
}: {
  widget: string;
  title: string;
  description?: ReactNode;
  state: PanelState;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${widget}-title`;
  return (
    <Card
      data-widget={widget}
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      role="region"
      className={cn('flex min-w-0 flex-col gap-3 p-4', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-xs text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </Card>
  );
}

export function PanelSkeleton({ height = 'h-48' }: { height?: string }) {
  return <Skeleton className={cn('w-full', height)} />;
}

/** What a panel shows when it has nothing to show: why, and the way to get there. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

/**
 * A figure that failed: the catalogue message and code, and Try again. Recorded in the error log
 * once per error, without a toast: a page of failed panels is told in place, not by a toast each.
 */
export function PanelError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const record: ErrorRecord = useMemo(() => recordError(error), [error]);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p className="text-destructive">
        {record.userMessage} ({record.code})
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The state of a panel fed by one query, `isEmpty` deciding between ready and empty. */
export function panelState<T>(query: UseQueryResult<T, Error>, isEmpty: (data: T) => boolean): PanelState {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return isEmpty(query.data) ? 'empty' : 'ready';
}
