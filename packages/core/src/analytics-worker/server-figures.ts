// A first visit's figures computed by the server (supabase/functions/analytics,
// docs/decisions/0025): with no kept copy and no period to read first, the worker asks the server
// what the filter holds and each figure the page shows, computed there by this same engine over
// the journal the server keeps in memory under its stamp, while the worker reads its own copy.
// Anything the server does not answer (an older server, a changed journal, a request it leaves to
// the worker) is answered by the worker's copy instead.
import type { AnalyticsFilter, AnalyticsRequest, DatasetSummary } from './contract.ts';
import { servedRequest } from './served-requests.ts';

export const FIGURES_PATH = '/functions/v1/analytics';

/** Posts a body to a server path and answers its JSON, numbers JSON cannot write restored. */
export type PostFigures = (path: string, body: unknown) => Promise<unknown>;

/** What the server told of a filter: the summary and the journal stamp its figures are of. */
export interface ServerDataset {
  filter: AnalyticsFilter;
  now: string;
  stamp: string;
  summary: DatasetSummary;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The filter's summary as the server computed it; null when the server does not answer it. */
export async function serverDataset(
  post: PostFigures,
  filter: AnalyticsFilter,
  now: string,
): Promise<ServerDataset | null> {
  try {
    const answer = await post(FIGURES_PATH, { filter, now });
    if (!isRecord(answer) || typeof answer.stamp !== 'string' || !isRecord(answer.summary)) return null;
    const summary = answer.summary as unknown as DatasetSummary;
    if (!Array.isArray(summary.accounts) || typeof summary.timeZone !== 'string') return null;
    return { filter, now, stamp: answer.stamp, summary };
  } catch {
    return null;
  }
}

/**
 * One figure of a server dataset, or `undefined` when the server does not answer it (a request it
 * leaves to the worker, a journal changed since, any failure): the worker's copy answers then.
 */
export async function serverFigure(
  post: PostFigures,
  dataset: ServerDataset,
  request: AnalyticsRequest,
): Promise<unknown> {
  const served = servedRequest(request);
  if (served === null) return undefined;
  try {
    const answer = await post(FIGURES_PATH, {
      filter: dataset.filter,
      now: dataset.now,
      stamp: dataset.stamp,
      request: served,
    });
    if (!isRecord(answer) || answer.stamp !== dataset.stamp || !('answer' in answer)) return undefined;
    return answer.answer;
  } catch {
    return undefined;
  }
}
