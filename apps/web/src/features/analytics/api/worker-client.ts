import {
  analyticsErrorFromBody,
  type AnalyticsRequest,
  type AnalyticsResponse,
  type AnalyticsWorkerApi,
  type DatasetSummary,
  type EvaluateGoalsRequest,
  type GoalEvaluation,
  type LoadRequest,
} from '@edgelog/core';
import { wrap, type Remote } from 'comlink';
import { onSignedOut } from '@/lib/session-events';

interface AnalyticsWorkerHandle {
  remote: Remote<AnalyticsWorkerApi>;
  /** Rejects if the worker dies (its script fails to load, or it runs out of memory) or is stopped. */
  failed: Promise<never>;
  stop: (reason: string) => void;
}

let current: AnalyticsWorkerHandle | null = null;

/** One worker per tab, started the first time an analytics page asks for figures. */
function analyticsWorker(): AnalyticsWorkerHandle {
  if (current === null) {
    const worker = new Worker(new URL('../worker/analytics.worker.ts', import.meta.url), {
      type: 'module',
      name: 'analytics',
    });
    let stop: (reason: string) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => {
      stop = (reason) => {
        // The next request starts a new worker; the ones waiting on this one fail now.
        if (current === handle) current = null;
        worker.terminate();
        reject(new Error(reason));
      };
      worker.addEventListener('error', (event) => stop(event.message || 'The analytics worker stopped.'));
    });
    const handle: AnalyticsWorkerHandle = { remote: wrap<AnalyticsWorkerApi>(worker), failed, stop };
    // A worker that never fails leaves this promise pending: nothing to report.
    handle.failed.catch(() => undefined);
    current = handle;
  }
  return current;
}

// A signed-out tab keeps nothing of the trader: the worker holding their journal in memory, and
// about to put a copy into IndexedDB after the sign-out removed it, is stopped with it.
onSignedOut(() => current?.stop('Signed out.'));

// The worker sends errors as plain bodies (a clone of an Error loses its code): made Errors again.
async function rethrown<T>(call: (remote: Remote<AnalyticsWorkerApi>) => Promise<T>): Promise<T> {
  const { remote, failed } = analyticsWorker();
  try {
    return await Promise.race([call(remote), failed]);
  } catch (error) {
    throw analyticsErrorFromBody(error);
  }
}

/**
 * Starts the worker (its script fetched and compiled) while the caller still gathers what the load
 * needs (the client library, the session): a first visit waits for none of it twice.
 */
export function startAnalyticsWorker(): void {
  analyticsWorker();
}

/** Reads every trade of the filter into the worker and tells what it holds. */
export function loadAnalyticsDataset(request: LoadRequest): Promise<DatasetSummary> {
  return rethrown((remote) => remote.load(request));
}

/** One figure of a loaded dataset, computed in the worker. */
export function runAnalytics<R extends AnalyticsRequest>(
  datasetId: string,
  request: R,
): Promise<AnalyticsResponse<R>> {
  // Comlink's proxy type drops the method's type parameter; the worker answers the request's kind.
  return rethrown((remote) => remote.run(datasetId, request) as Promise<AnalyticsResponse<R>>);
}

/**
 * The trader's goals judged on the whole journal in the worker: each goal's current and past
 * periods selected as the analytics pages select a filter, so progress matches their figures.
 */
export function evaluateGoals(request: EvaluateGoalsRequest): Promise<GoalEvaluation[]> {
  return rethrown((remote) => remote.evaluateGoals(request));
}
