import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export type ProgressTone = 'danger' | 'warning' | 'success';

/** The tone of a progress figure (SPEC 2): red under 33 %, warning under 66 %, then success. */
export function progressTone(percent: number): ProgressTone {
  if (percent < 33) return 'danger';
  if (percent < 66) return 'warning';
  return 'success';
}

const toneClass: Record<ProgressTone, string> = {
  danger: 'bg-destructive',
  warning: 'bg-warning',
  success: 'bg-success',
};

export function Progress({
  value,
  label,
  className,
  ...props
}: ComponentProps<'div'> & { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, value));
  const tone = progressTone(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      data-tone={tone}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width,background-color] duration-100 ease-linear',
          toneClass[tone],
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
