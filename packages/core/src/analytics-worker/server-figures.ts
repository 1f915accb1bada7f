// A first visit's figures computed by the server (supabase/functions/analytics,
// docs/decisions/0025): with no kept copy and no period to read first, the worker asks the server
// what the filter holds and each figure the page shows, computed there by this same engine over
// the journal the server keeps in memory under its stamp, while the worker reads its own copy.
// Anything the server does not answer (an older server, a changed journal, a request it leaves to
// the worker) is answered by the worker's copy instead.
import type { AnalyticsFilter, AnalyticsRequest, DatasetSummary } from './contract.ts';
import { servedRequest, type ServedRequest } from './served-requests.ts';
import { after } from './timer.ts';

export const FIGURES_PATH = '/functions/v1/analytics';
/** The most figures one call asks for. */
export const FIGURES_PER_CALL = 40;
/**
 * How long the figures asked for are gathered before one call asks for them all: a page's widgets
 * ask within a few milliseconds of each other, each in its own message to the worker.
 */
export const GATHER_MS = 8;

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

/**
 * The filter's summary as the server computed it; null when the server does not answer it. With
 * `keptOnly` only from a journal the server keeps already (a period is read sooner than a whole
 * journal).
 */
export async function serverDataset(
  post: PostFigures,
  filter: AnalyticsFilter,
  now: string,
  keptOnly = false,
): Promise<ServerDataset | null> {
  try {
    const answer = await post(FIGURES_PATH, { filter, now, ...(keptOnly ? { keptOnly } : {}) });
    if (!isRecord(answer) || typeof answer.stamp !== 'string' || !isRecord(answer.summary)) return null;
    const summary = answer.summary as unknown as DatasetSummary;
    if (!Array.isArray(summary.accounts) || typeof summary.timeZone !== 'string') return null;
    return { filter, now, stamp: answer.stamp, summary };
  } catch {
    return null;
  }
}

/**
 * Figures asked for in a call of their own: a point per trade (15 MB at 100,000 trades), whose
 * transfer would hold back the small figures asked beside it.
 */
const ALONE = new Set<string>(['rolling']);

interface Waiting {
  request: ServedRequest;
  resolve: (answer: unknown) => void;
}

/**
 * Asks the server for figures of one dataset, those asked within GATHER_MS of each other in one
 * call. Each answers `undefined` when the server does not answer it (a request it leaves to the
 * worker, a journal changed since, any failure): the worker's copy answers then. `answered` is
 * told each time no call is on its way and none gathering.
 */
export function serverFigures(
  post: PostFigures,
  dataset: ServerDataset,
  answered: () => void = () => undefined,
): (request: AnalyticsRequest) => Promise<unknown> {
  let waiting: Waiting[] = [];
  let gathering = false;
  let inFlight = 0;

  async function ask(batch: Waiting[]): Promise<void> {
    inFlight++;
    let answers: unknown[] = [];
    try {
      const answer = await post(FIGURES_PATH, {
        filter: dataset.filter,
        now: dataset.now,
        stamp: dataset.stamp,
        requests: batch.map((item) => item.request),
      });
      if (isRecord(answer) && answer.stamp === dataset.stamp && Array.isArray(answer.answers))
        answers = answer.answers;
    } catch {
      // Answered by the worker's copy.
    }
    for (const [index, item] of batch.entries()) {
      const one = answers[index];
      item.resolve(isRecord(one) && 'answer' in one ? one.answer : undefined);
    }
    inFlight--;
    if (inFlight === 0 && !gathering) answered();
  }

  function flush(): void {
    gathering = false;
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += FIGURES_PER_CALL)
      void ask(batch.slice(start, start + FIGURES_PER_CALL));
  }

  return (request) => {
    const served = servedRequest(request);
    if (served === null) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      if (ALONE.has(served.kind)) {
        void ask([{ request: served, resolve }]);
        return;
      }
      waiting.push({ request: served, resolve });
      if (!gathering) after(GATHER_MS, flush);
      gathering = true;
    });
  };
}
