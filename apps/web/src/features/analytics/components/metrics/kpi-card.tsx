import { metricDefinition } from '@edgelog/core';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { MetricHelp } from './metric-help';
import { MetricValue, type MetricValueProps } from './metric-value';

export interface KpiCardProps extends MetricValueProps {
  /** The figure's name; by default its label in core's metric definitions (`metric`). */
  label?: string;
  /** The figure's definition, shown by the info button; by default core's one for `metric`. */
  definition?: string;
  /** A line under the figure: its context ("of 120 trades", "R unavailable: …"). */
  sub?: ReactNode;
  /** The dashboard's widget id, for `data-widget`. */
  widget?: string;
}

/** A headline figure: its label and definition, the value large, and an optional line of context. */
export function KpiCard({ label: givenLabel, definition, sub, widget, className, ...value }: KpiCardProps) {
  const known = value.metric === undefined ? undefined : metricDefinition(value.metric);
  const label = givenLabel ?? known?.label ?? '';
  return (
    <Card
      className={cn('@container flex min-w-0 flex-col gap-1.5 p-4', className)}
      data-widget={widget}
      data-state={widget ? 'ready' : undefined}
    >
      <div className="flex items-center gap-1 text-sm text-muted-foreground">
        <h3 className="min-w-0 leading-tight font-medium">{label}</h3>
        <MetricHelp metric={value.metric} label={label} definition={definition} />
      </div>
      {/* Sized by the card's width and its own length, not the screen's: a figure stays whole in a
          sixth of a wide screen and in half a phone. */}
      <MetricValue {...value} fitTo="1.5rem" className="leading-tight font-semibold tracking-tight" />
      {sub && <div className="text-xs text-muted-foreground">{sub}</div>}
    </Card>
  );
}
