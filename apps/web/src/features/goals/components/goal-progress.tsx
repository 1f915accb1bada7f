import type { PeriodResult } from '@edgelog/core';
import { cn } from '@/lib/utils';

/**
 * How far the current period is toward its target. A target to reach fills toward it; a limit
 * (drawdown, a rule) fills as it is used up, turning to a warning near it and to the error colour
 * once broken. The bar is never the only sign: its figure is written beside it and spoken.
 */
export function GoalProgressBar({ result, label }: { result: PeriodResult; label: string }) {
  const percent = Math.max(0, Math.min(100, result.progressPct ?? 0));
  const limit = result.direction === 'at-most';
  const tone =
    result.status === 'missed'
      ? 'bg-destructive'
      : result.status === 'met' || (!limit && percent >= 100)
        ? 'bg-success'
        : limit && percent >= 80
          ? 'bg-warning'
          : 'bg-primary';
  const spoken =
    result.progressPct === null
      ? 'no trades yet'
      : limit
        ? `${Math.round(percent)}% of the limit used`
        : `${Math.round(percent)}% of the target`;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={spoken}
      data-progress={result.progressPct === null ? '' : String(result.progressPct)}
      className="relative h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-300', tone)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
