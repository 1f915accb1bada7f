import {
  analyticsErrorFromBody,
  type AnalyticsRequest,
  type AnalyticsResponse,
  type AnalyticsWorkerApi,
  type DatasetSummary,
  type LoadRequest,
} from '@edgelog/core';
import { wrap, type Remote } from 'comlink';

let remote: Remote<AnalyticsWorkerApi> | null = null;

/** One worker per tab, started the first time an analytics page asks for figures. */
function analyticsWorker(): Remote<AnalyticsWorkerApi> {
  if (remote === null) {
    const worker = new Worker(new URL('../worker/analytics.worker.ts', import.meta.url), {
      type: 'module',
      name: 'analytics',
    });
    remote = wrap<AnalyticsWorkerApi>(worker);
  }
  return remote;
}

// The worker sends errors as plain bodies (a clone of an Error loses its code): made Errors again.
async function rethrown<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw analyticsErrorFromBody(error);
  }
}

/** Reads every trade of the filter into the worker and tells what it holds. */
export function loadAnalyticsDataset(request: LoadRequest): Promise<DatasetSummary> {
  return rethrown(() => analyticsWorker().load(request));
}

/** One figure of a loaded dataset, computed in the worker. */
export function runAnalytics<R extends AnalyticsRequest>(
  datasetId: string,
  request: R,
): Promise<AnalyticsResponse<R>> {
  // Comlink's proxy type drops the method's type parameter; the worker answers the request's kind.
  return rethrown(() => analyticsWorker().run(datasetId, request) as Promise<AnalyticsResponse<R>>);
}
