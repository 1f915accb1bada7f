import { classifyError, getErrorEntry } from '@edgelog/core';
import { ChartNoAxesColumnIcon, DownloadIcon } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { MetricHelp } from '../metrics/metric-help';
import type { ChartHandle } from './echart';

export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

export interface ChartCardProps {
  title: string;
  /** The unit or what the figures are over ("USD, net of costs", "by day of exit"). */
  subtitle?: ReactNode;
  /** The figure's help: a name of core's metric definitions, or a definition of its own. */
  metric?: string;
  definition?: string;
  /** The widget id: `data-widget`, read by the tests and the bench. */
  widget: string;
  state: WidgetState;
  /** What the empty chart would show and how to get there. */
  emptyMessage?: ReactNode;
  error?: Error | null;
  onRetry?: () => void;
  /** The chart behind "Download PNG", and the file's name without extension. */
  download?: { chart: RefObject<ChartHandle | null>; fileName: string };
  /** More buttons or toggles beside the title. */
  actions?: ReactNode;
  /** The chart's height while loading, so the page does not jump when it arrives. */
  height?: number;
  className?: string;
  children?: ReactNode;
}

function savePng(handle: ChartHandle | null, fileName: string) {
  const url = handle?.getDataURL();
  if (!url) return;
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.png`;
  link.click();
}

/** The catalogue's words for a widget that could not be computed (the page reports it once). */
function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const entry = getErrorEntry(classifyError(error));
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-2 px-4 py-8 text-center text-sm"
    >
      <p className="font-medium">{entry.title}</p>
      <p className="max-w-sm text-muted-foreground">
        {entry.userMessage} ({entry.code})
      </p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A chart's frame on every analytics page: title, unit, help, actions, and each of its states. */
export function ChartCard({
  title,
  subtitle,
  metric,
  definition,
  widget,
  state,
  emptyMessage = 'Nothing to show for these filters.',
  error,
  onRetry,
  download,
  actions,
  height = 280,
  className,
  children,
}: ChartCardProps) {
  return (
    <Card
      className={cn('flex min-w-0 flex-col gap-3 p-4', className)}
      data-widget={widget}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex items-center gap-1">
            <h2 className="truncate text-base font-semibold">{title}</h2>
            {(metric !== undefined || definition !== undefined) && (
              <MetricHelp metric={metric} label={title} definition={definition} />
            )}
          </div>
          {subtitle && <p className="text-xs text-muted-foreground">{subtitle}</p>}
        </div>
        <div className="flex items-center gap-1">
          {actions}
          {download && state === 'ready' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => savePng(download.chart.current, download.fileName)}
              aria-label={`Download ${title} as PNG`}
            >
              <DownloadIcon aria-hidden />
              <span className="hidden sm:inline">Download PNG</span>
            </Button>
          )}
        </div>
      </header>
      {state === 'loading' ? (
        <Skeleton className="w-full" style={{ height }} />
      ) : state === 'error' && error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : state === 'empty' ? (
        <div
          className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 text-center text-sm text-muted-foreground"
          style={{ minHeight: Math.min(height, 200) }}
        >
          <ChartNoAxesColumnIcon aria-hidden className="size-6" />
          <div className="max-w-sm">{emptyMessage}</div>
        </div>
      ) : (
        children
      )}
    </Card>
  );
}
