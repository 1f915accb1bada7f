import { InfoIcon } from 'lucide-react';
import { metricDefinition } from '@edgelog/core';
import { useState } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/**
 * An info button beside a figure: its definition on hover, on keyboard focus, and on a tap (a phone
 * has no hover). The definition is also the button's description for screen readers.
 */
export function MetricHelp({
  metric,
  label: givenLabel,
  definition: givenDefinition,
  className,
}: {
  /** A figure of core's metric definitions: its label and definition, unless given here. */
  metric?: string;
  label?: string;
  definition?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const known = metric === undefined ? undefined : metricDefinition(metric);
  const label = givenLabel ?? known?.label;
  const definition = givenDefinition ?? known?.definition;
  if (label === undefined || definition === undefined) return null;
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={`How ${label} is computed`}
          data-metric-help
          onClick={() => setOpen(true)}
          className={cn(
            'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:text-foreground',
            className,
          )}
        >
          <InfoIcon aria-hidden className="size-3.5" />
        </button>
      </TooltipTrigger>
      <TooltipContent side="top" className="max-w-72 leading-relaxed">
        <span className="font-medium">{label}: </span>
        {definition}
      </TooltipContent>
    </Tooltip>
  );
}
