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

/**
 * When the worker's own read of the journal begins after the server's summary: once the figures
 * the page asked for are answered and it had DRAW_FIGURES_MS to draw them (the read takes both
 * of the database's cores and a good part of the browser), at once when the page asked for none
 * within ASK_WAIT_MS, and at the latest WAIT_LIMIT_MS after the summary.
 */
export const READ_AFTER = { ASK_WAIT_MS: 300, DRAW_FIGURES_MS: 400, WAIT_LIMIT_MS: 3000 } as const;

export interface ReadGate {
  /** A figure was asked of the server. */
  asked(): void;
  /** No call to the server is on its way. */
  answered(): void;
  /** Starts the clocks at the summary's arrival; resolves when the read may begin. */
  open(): Promise<void>;
}

export function readGate(): ReadGate {
  let asked = false;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    asked: () => {
      asked = true;
    },
    answered: () => after(READ_AFTER.DRAW_FIGURES_MS, open),
    open: () => {
      after(READ_AFTER.ASK_WAIT_MS, () => {
        if (!asked) open();
      });
      after(READ_AFTER.WAIT_LIMIT_MS, open);
      return opened;
    },
  };
}

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
 * Whether a figure is asked for in a call of its own: a rolling series not thinned for a chart
 * holds a point per trade (15 MB at 100,000 trades), whose transfer would hold back the small
 * figures asked beside it.
 */
const alone = (request: ServedRequest): boolean => request.kind === 'rolling' && request.points === undefined;

interface Waiting {
  request: ServedRequest;
  resolve: (answer: unknown) => void;
}

/**
 * Asks the server for figures of one dataset, those asked within GATHER_MS of each other in one
 * call. Each answers `undefined` when the server does not answer it (a request it leaves to the
 * worker, a journal changed since, any failure): the worker's copy answers then. `gate` is told
 * when a figure is asked and each time no call is on its way.
 */
export function serverFigures(
  post: PostFigures,
  dataset: ServerDataset,
  gate?: ReadGate,
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
    if (inFlight === 0 && !gathering) gate?.answered();
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
    gate?.asked();
    return new Promise((resolve) => {
      if (alone(served)) {
        void ask([{ request: served, resolve }]);
        return;
      }
      waiting.push({ request: served, resolve });
      if (!gathering) after(GATHER_MS, flush);
      gathering = true;
    });
  };
}
