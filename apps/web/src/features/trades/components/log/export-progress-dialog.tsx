import type { ExportKind } from '@edgelog/core';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ExportStep } from '../../lib/export-run';
import { formatCount } from '../../lib/log-format';

export type ExportState =
  | { kind: ExportKind; phase: 'running'; step: ExportStep; done: number; total: number | null }
  | { kind: ExportKind; phase: 'empty' };

const STEP_TEXT: Record<ExportStep, string> = {
  trades: 'Reading trades',
  tags: 'Reading tags',
  fills: 'Reading fills',
};

// Reading the trades is the first half of the bar, their tags or fills the second.
function percentOf(state: Extract<ExportState, { phase: 'running' }>): number | null {
  if (state.total === null || state.total === 0) return null;
  const share = Math.min(1, state.done / state.total);
  return Math.round((state.step === 'trades' ? share / 2 : 0.5 + share / 2) * 100);
}

/** The export under way, with its progress and Cancel, or why there was nothing to export. */
export function ExportProgressDialog({ state, onClose }: { state: ExportState | null; onClose: () => void }) {
  const title = state?.kind === 'fills' ? 'Export fills' : 'Export trades';
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {state?.phase === 'empty'
              ? 'No trades match the current filter, so there is nothing to export. Change or clear the filter and try again.'
              : 'Reading every trade that matches the filter. Large journals take a moment.'}
          </DialogDescription>
        </DialogHeader>
        {state?.phase === 'running' && <RunningExport state={state} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {state?.phase === 'running' ? 'Cancel' : 'Close'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RunningExport({ state }: { state: Extract<ExportState, { phase: 'running' }> }) {
  const percent = percentOf(state);
  const counted =
    state.total === null
      ? `${formatCount(state.done)} trades`
      : `${formatCount(state.done)} of ${formatCount(state.total)} trades`;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={STEP_TEXT[state.step]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-100 ease-linear"
          style={{ width: `${percent ?? 10}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {STEP_TEXT[state.step]}: {counted}
      </p>
    </div>
  );
}
