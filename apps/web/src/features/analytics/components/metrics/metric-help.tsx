import { InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/**
 * An info button beside a figure: its definition on hover, on keyboard focus, and on a tap (a phone
 * has no hover). The definition is also the button's description for screen readers.
 */
export function MetricHelp({
  label,
  definition,
  className,
}: {
  label: string;
  definition: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
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
