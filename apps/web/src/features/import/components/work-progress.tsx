import { Button } from '@/components/ui/button';
import { useFormat, type Formatter } from '@/lib/format';
import { counted } from '../lib/counted';
import { sizeText } from '../lib/limits';
import type { ReadProgress } from '../worker/import-api';

function describe(
  progress: ReadProgress | null,
  format: Formatter,
): { label: string; detail: string; percent: number | null } {
  if (progress === null) return { label: 'Starting…', detail: '', percent: null };
  const percent = progress.total > 0 ? (progress.done / progress.total) * 100 : null;
  switch (progress.stage) {
    case 'reading':
      return {
        label: `Reading ${progress.fileName ?? 'the file'}`,
        detail: `${sizeText(progress.done)} of ${sizeText(progress.total)}`,
        percent,
      };
    case 'parsing':
      return { label: `Reading the rows of ${progress.fileName ?? 'the file'}`, detail: '', percent: null };
    case 'matching':
      return {
        label: 'Matching the fills with your journal',
        detail: progress.total > 0 ? counted(format, progress.total, 'fill', 'fills') : '',
        percent: null,
      };
    case 'saving':
      return { label: 'Saving', detail: '', percent: null };
  }
}

/** What the worker is doing, how far it is, and Cancel (which leaves the journal as it was). */
export function WorkProgress({
  progress,
  onCancel,
}: {
  progress: ReadProgress | null;
  onCancel?: () => void;
}) {
  const format = useFormat();
  const { label, detail, percent } = describe(progress, format);
  return (
    <div className="grid gap-3 py-6" data-testid="import-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{detail}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? {} : { 'aria-valuenow': Math.round(percent) })}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 rounded-full bg-primary motion-safe:animate-pulse'
              : 'h-full rounded-full bg-primary transition-[width] duration-100 ease-linear'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      {onCancel && (
        <div className="flex justify-end">
          <Button variant="outline" onClick={onCancel} data-testid="import-cancel">
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
