import { Button } from '@/components/ui/button';

/** A job in the worker: how far it is, what it is doing, and Cancel (the page stays usable meanwhile). */
export function RunProgress({
  done,
  step,
  label,
  onCancel,
}: {
  done: number;
  step: string;
  label: string;
  onCancel: () => void;
}) {
  const percent = Math.round(Math.max(0, Math.min(1, done)) * 100);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3" data-testid="run-progress">
      <div className="grid min-w-48 flex-1 gap-1.5">
        <div className="flex justify-between text-sm">
          <span aria-live="polite">{step}</span>
          <span className="tabular-nums text-muted-foreground">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
