// The analytics worker: every trade of the filter and the engine, off the page's thread.
import {
  analyticsErrorBody,
  createAnalyticsWorkerApi,
  type AnalyticsRequest,
  type AnalyticsWorkerApi,
  type EvaluateGoalsRequest,
  type LoadRequest,
} from '@edgelog/core';
import { expose } from 'comlink';
import { keptJournalStore } from '@/lib/kept-journal';
import { CHART_STATISTICS } from '../lib/chart-statistics';

const api = createAnalyticsWorkerApi((url, init) => fetch(url, init), keptJournalStore());

// A cloned Error keeps only its message: the page gets a plain body with the code and status too.
async function plainErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // A structured-clone body, made an Error again on the page.
    throw analyticsErrorBody(error);
  }
}

const exposed: AnalyticsWorkerApi = {
  load: (request: LoadRequest) =>
    plainErrors(async () => {
      const summary = await api.load(request);
      // Every analytics page asks for the statistics first: computed while the page draws its
      // frame for the summary, so the answer is ready when the widgets ask.
      setTimeout(() => {
        api.run(summary.datasetId, CHART_STATISTICS).catch(() => undefined);
      }, 0);
      return summary;
    }),
  run: <R extends AnalyticsRequest>(datasetId: string, request: R) =>
    plainErrors(() => api.run(datasetId, request)),
  evaluateGoals: (request: EvaluateGoalsRequest) => plainErrors(() => api.evaluateGoals(request)),
};

expose(exposed);
