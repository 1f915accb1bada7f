import type { PeriodStatus } from '@edgelog/core';
import { CheckIcon, CircleDashedIcon, MinusIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { STATUS_LABELS } from '../lib/goal-text';

const STYLE: Readonly<Record<PeriodStatus, string>> = {
  met: 'border-success/40 bg-success/10 text-success',
  missed: 'border-destructive/40 bg-destructive/10 text-destructive',
  'in-progress': 'border-border bg-muted text-foreground',
  'no-trades': 'border-dashed border-border text-muted-foreground',
};

const ICON = {
  met: CheckIcon,
  missed: XIcon,
  'in-progress': CircleDashedIcon,
  'no-trades': MinusIcon,
} as const;

/** A period's outcome as a word and an icon, its colour only a third sign. */
export function StatusChip({
  status,
  label,
  title,
  className,
}: {
  status: PeriodStatus;
  /** The word shown; the status's own by default ("Met"). */
  label?: string;
  title?: string;
  className?: string;
}) {
  const Icon = ICON[status];
  return (
    <span
      data-status={status}
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STYLE[status],
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      {label ?? STATUS_LABELS[status]}
    </span>
  );
}
