import { getErrorEntry } from '@edgelog/core';
import { AlertTriangleIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { recordError } from '@/features/errors/record-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

export const WIDGET_ERROR_CODE = 'DASHBOARD-003';

export interface WidgetCardProps {
  id: string;
  title: string;
  /** What the figures are in ("USD", "R"), beside the title. */
  unit?: string;
  state: WidgetState;
  /** The move and hide buttons of the layout. */
  controls?: ReactNode;
  /** Links or toggles of the widget itself, beside the controls. */
  actions?: ReactNode;
  /** The shape of the content while it loads. */
  skeleton: ReactNode;
  /** What the widget will show and how to get there. */
  empty?: ReactNode;
  onRetry?: () => void;
  /** The failure behind the error state, written to the error log once. */
  error?: Error | null;
  className?: string;
  children?: ReactNode;
}

/** One dashboard widget: its header, and its content in whichever state it is. */
export function WidgetCard({
  id,
  title,
  unit,
  state,
  controls,
  actions,
  skeleton,
  empty,
  onRetry,
  error = null,
  className,
  children,
}: WidgetCardProps) {
  useEffect(() => {
    if (error !== null) recordError(error, { code: WIDGET_ERROR_CODE });
  }, [error]);
  const titleId = `widget-${id}-title`;
  return (
    <Card
      data-widget={id}
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
      role="region"
      className={cn('flex min-w-0 flex-col gap-3 p-4', className)}
    >
      <header className="flex min-h-8 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="min-w-0 text-base font-semibold tracking-tight">
          {title}
          {unit && <span className="ml-1.5 text-xs font-normal text-muted-foreground">{unit}</span>}
        </h2>
        <div className="ml-auto flex items-center gap-1">
          {actions}
          {controls}
        </div>
      </header>
      {state === 'loading' && skeleton}
      {state === 'empty' && <div className="py-6 text-center text-sm text-muted-foreground">{empty}</div>}
      {state === 'error' && <WidgetError onRetry={onRetry} />}
      {state === 'ready' && children}
    </Card>
  );
}

/** The catalogue's message for one widget failing: the rest of the dashboard keeps working. */
export function WidgetError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const entry = getErrorEntry(WIDGET_ERROR_CODE);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm">
      <AlertTriangleIcon aria-hidden className="size-5 text-warning" />
      <p className="max-w-sm text-muted-foreground">{entry.userMessage}</p>
      <p className="text-xs text-muted-foreground">
        Error code: <code className="font-mono text-foreground">{entry.code}</code>
      </p>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
