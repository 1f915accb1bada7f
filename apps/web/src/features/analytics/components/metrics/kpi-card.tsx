import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { MetricHelp } from './metric-help';
import { MetricValue, type MetricValueProps } from './metric-value';

export interface KpiCardProps extends MetricValueProps {
  label: string;
  /** The figure's definition (core's metric definitions), shown by the info button. */
  definition?: string;
  /** A line under the figure: its context ("of 120 trades", "R unavailable: …"). */
  sub?: ReactNode;
  /** The dashboard's widget id, for `data-widget`. */
  widget?: string;
}

/** A headline figure: its label and definition, the value large, and an optional line of context. */
export function KpiCard({ label, definition, sub, widget, className, ...value }: KpiCardProps) {
  return (
    <Card
      className={cn('flex min-w-0 flex-col gap-1.5 p-4', className)}
      data-widget={widget}
      data-state={widget ? 'ready' : undefined}
    >
      <div className="flex items-center gap-1 text-sm text-muted-foreground">
        <h3 className="truncate font-medium">{label}</h3>
        {definition && <MetricHelp label={label} definition={definition} />}
      </div>
      <MetricValue {...value} className="text-2xl font-semibold tracking-tight" />
      {sub && <div className="text-xs text-muted-foreground">{sub}</div>}
    </Card>
  );
}

/** The card's shape while its figure loads. */
export function KpiCardSkeleton({ widget }: { widget?: string }) {
  return (
    <Card
      className="flex flex-col gap-2 p-4"
      data-widget={widget}
      data-state={widget ? 'loading' : undefined}
    >
      <div className="h-4 w-24 animate-pulse rounded bg-muted" />
      <div className="h-8 w-32 animate-pulse rounded bg-muted" />
    </Card>
  );
}
