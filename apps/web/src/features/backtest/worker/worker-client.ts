import type { SweepCell } from '@edgelog/core';
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import type {
  BacktestWorkerApi,
  ProgressListener,
  RuleRunOutput,
  RuleRunRequest,
  RuleSweepRequest,
} from './backtest-api';

/** A job running in its own worker: its answer, and Cancel, which ends the worker at once. */
export interface BacktestJob<T> {
  result: Promise<T>;
  cancel(): void;
}

export class BacktestCancelled extends Error {
  override readonly name = 'BacktestCancelled';
  constructor() {
    super('The backtest was cancelled.');
  }
}

/**
 * One worker per job: a run over a long series cannot be interrupted from inside, so Cancel
 * terminates its worker, and the next job starts a fresh one.
 */
function start<T>(
  progress: ProgressListener,
  call: (remote: Remote<BacktestWorkerApi>, progress: ProgressListener) => Promise<T>,
): BacktestJob<T> {
  const worker = new Worker(new URL('./backtest.worker.ts', import.meta.url), {
    type: 'module',
    name: 'backtest',
  });
  const remote = wrap<BacktestWorkerApi>(worker);
  let open = true;
  let settle: ((error: Error) => void) | null = null;
  const stopped = new Promise<never>((_, reject) => {
    settle = reject;
    worker.addEventListener('error', (event) =>
      reject(new Error(event.message || 'The backtest worker stopped.')),
    );
  });
  stopped.catch(() => undefined);
  const finish = () => {
    if (!open) return;
    open = false;
    remote[releaseProxy]();
    worker.terminate();
  };
  // Progress comes on a port of its own, so a last report can arrive after the answer: once the
  // job is over it is dropped rather than shown again.
  const report = proxy((done: number, step: string) => {
    if (open) progress(done, step);
  });
  const result = Promise.race([call(remote, report), stopped]).finally(finish);
  return {
    result,
    cancel() {
      finish();
      settle?.(new BacktestCancelled());
    },
  };
}

export function startRuleRun(
  request: RuleRunRequest,
  progress: ProgressListener,
): BacktestJob<RuleRunOutput> {
  return start(progress, (remote, report) => remote.run(request, report));
}

export function startRuleSweep(
  request: RuleSweepRequest,
  progress: ProgressListener,
): BacktestJob<SweepCell[][]> {
  return start(progress, (remote, report) => remote.sweep(request, report));
}
