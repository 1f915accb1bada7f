// The object the analytics worker exposes: it reads the trader's whole journal from the server once
// (rpc/analytics_journal without a filter, plain fetch, no client library in the worker), applies
// each filter to it in memory, and answers the pages' requests on the result. The journal is read
// again only when the page says it changed (a new `generation`). The last few datasets are kept so
// two filters can be shown side by side. A first visit of a bounded period is answered from that
// period alone, read before the whole journal (period-read.ts), and a first visit of the whole
// journal from figures the server computes with this same engine (server-figures.ts), both while
// the worker's own copy is on its way (docs/decisions/0025).
import { evaluateGoalsWith, type GoalPeriodData, type GoalPeriodSource } from '../goals/evaluate.ts';
import { goalPeriodFilter } from '../goals/periods.ts';
import type { GoalEvaluation } from '../goals/types.ts';
import type {
  AnalyticsFilter,
  AnalyticsRequest,
  AnalyticsResponse,
  AnalyticsWorkerApi,
  DatasetSummary,
  EvaluateGoalsRequest,
  InstantRange,
  LoadRequest,
} from './contract.ts';
import { buildAnalyticsDataset, type AnalyticsDataset } from './dataset.ts';
import { AnalyticsError, analyticsErrorBody, malformedJournal } from './errors.ts';
import { addExcursionsFromBars } from './excursions.ts';
import { DEFAULT_ANALYTICS_FILTER, resolveDateRange } from './filter.ts';
import { joinJournalParts, readJournalInParts, type JoinedJournal } from './journal-parts.ts';
import { decodeAnalyticsPayload, type AnalyticsJournal } from './payload.ts';
import { datasetOptions, runAnalyticsRequest } from './requests.ts';
import {
  applyKeptExcursions,
  keptExcursions,
  type JournalStore,
  type KeptExcursion,
} from './kept-journal.ts';
import { periodBounds, rangeWithin, type PeriodBounds } from './period-read.ts';
import { selectJournal } from './select.ts';
import {
  readGate,
  serverDataset,
  serverFigures,
  type ReadGate,
  type ServerDataset,
} from './server-figures.ts';
import { decodeFigures } from './wire.ts';

/** What the worker needs of a fetch response (core has no DOM types; `fetch` fits). */
export interface FetchResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<FetchResponse>;

/** Datasets kept at once: the current filter, a comparison, and the ones just left. */
export const KEPT_DATASETS = 4;

export class DatasetNotLoadedError extends AnalyticsError {
  constructor(datasetId: string) {
    super({
      name: 'DatasetNotLoadedError',
      message: `The analytics data ${datasetId} is no longer loaded: it is read again.`,
      code: 'DASHBOARD-001',
      status: null,
      details: '',
      hint: '',
    });
  }
}

interface Connection {
  fetch: FetchLike;
  url: string;
  apiKey: string;
  accessToken: string;
}

function headers(connection: Connection): Record<string, string> {
  return {
    apikey: connection.apiKey,
    Authorization: `Bearer ${connection.accessToken}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
}

/** The server's answer as JSON (and its text); a refusal as an error carrying the server's code and status. */
async function requestWithText(
  connection: Connection,
  path: string,
  body?: unknown,
  parse: (text: string) => unknown = JSON.parse,
): Promise<{ json: unknown; text: string }> {
  let response: FetchResponse;
  try {
    response = await connection.fetch(`${connection.url.replace(/\/$/, '')}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: headers(connection),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    // The network itself failed: its own message ("Failed to fetch") tells the classifier so.
    throw new AnalyticsError(analyticsErrorBody(error));
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text === '' ? null : parse(text);
  } catch {
    if (response.ok) throw malformedJournal('the answer is not JSON');
  }
  if (!response.ok) {
    // A Supabase-shaped body ({ code, message, details, hint }) when there is one.
    const fields = typeof json === 'object' && json !== null ? analyticsErrorBody(json) : null;
    throw new AnalyticsError({
      name: fields === null || fields.name === 'Error' ? 'AnalyticsServerError' : fields.name,
      message: fields?.message ?? `The server answered ${response.status}`,
      code: fields?.code ?? '',
      status: response.status,
      details: fields?.details ?? '',
      hint: fields?.hint ?? '',
    });
  }
  return { json, text };
}

const request = async (connection: Connection, path: string, body?: unknown): Promise<unknown> =>
  (await requestWithText(connection, path, body)).json;

/** Figures from the server: JSON with the numbers JSON cannot write restored. */
const postFigures =
  (connection: Connection) =>
  async (path: string, body: unknown): Promise<unknown> =>
    (await requestWithText(connection, path, body, decodeFigures)).json;

const JOURNAL_PATH = '/rest/v1/rpc/analytics_journal';
const STAMP_PATH = '/rest/v1/rpc/journal_stamp';

/** The MAE / MFE filled from saved bars; null when the bars could not be read. */
async function withExcursions(
  connection: Connection,
  journal: AnalyticsJournal,
  anySeries: boolean,
): Promise<KeptExcursion[] | null> {
  // Most traders save no price data: then nothing more is asked once the journal is in.
  if (!anySeries) return [];
  try {
    return await keptExcursions(journal, () =>
      addExcursionsFromBars(journal, (path) => request(connection, path)),
    );
  } catch {
    // Excursions from bars are extra: without them the figures are whole, and the excursion
    // statistics say how many trades have MAE and MFE.
    return null;
  }
}

/** The parts' answers as one journal, or null when they were read across a change. */
function joinedJournal(
  answers: readonly unknown[],
): { journal: AnalyticsJournal; stamp: string | null; used: number; anySeries: boolean } | null {
  const joined = joinJournalParts(answers);
  return joined === null ? null : decodedJournal(joined);
}

function decodedJournal(joined: JoinedJournal) {
  return {
    journal: decodeAnalyticsPayload(joined.payload),
    stamp: joined.stamp,
    used: joined.used,
    // Read in the parts' own snapshot; a server that does not tell it may hold some.
    anySeries: joined.payload.has_price_series !== false,
  };
}

/** The whole journal from the server, its parts read side by side, with their texts and stamp. */
async function readJournalParts(
  connection: Connection,
): Promise<{ journal: AnalyticsJournal; texts: string[]; stamp: string | null; anySeries: boolean }> {
  const { joined, answers } = await readJournalInParts(
    (part, parts) => requestWithText(connection, JOURNAL_PATH, { p_part: part, p_parts: parts }),
    (answer) => answer.json,
  );
  const { journal, stamp, anySeries } = decodedJournal(joined);
  return { journal, texts: answers.map((answer) => answer.text), stamp, anySeries };
}

/** The kept copy when it is still the journal (its stamp the server's), else null. */
async function keptJournal(
  connection: Connection,
  store: JournalStore | undefined,
  owner: string,
): Promise<AnalyticsJournal | null> {
  if (store === undefined) return null;
  const kept = store.read(owner).catch(() => undefined);
  // Asked at once beside the kept copy: it decides only whether the copy is still the journal.
  const stamp = request(connection, STAMP_PATH, {}).then(
    (value) => (typeof value === 'string' && value !== '' ? value : null),
    () => null,
  );
  const copy = await kept;
  if (copy === undefined || copy.owner !== owner || copy.stamp !== (await stamp)) return null;
  try {
    const joined = joinedJournal(copy.texts.map((text): unknown => JSON.parse(text)));
    if (joined !== null && applyKeptExcursions(joined.journal, copy.excursions)) return joined.journal;
  } catch {
    // A damaged copy is read again from the server.
  }
  return null;
}

/** The whole journal read from the server, and kept when there is a store. */
async function readAndKeep(
  connection: Connection,
  store: JournalStore | undefined,
  owner: string,
): Promise<AnalyticsJournal> {
  const read = await readJournalParts(connection);
  const excursions = await withExcursions(connection, read.journal, read.anySeries);
  // Filed under the stamp the parts were read at; a journal whose bars could not be read is not
  // kept (the next visit reads them again), nor one from a server that tells no stamp.
  if (store !== undefined && read.stamp !== null && excursions !== null)
    store.write({ owner, stamp: read.stamp, texts: read.texts, excursions }).catch(() => undefined);
  return read.journal;
}

/**
 * The trades of a period with every list they point into, the accounts valued at its start
 * (rpc/analytics_journal with p_from and p_to, one part); null when it cannot be read whole.
 */
async function readPeriod(connection: Connection, bounds: PeriodBounds): Promise<AnalyticsJournal | null> {
  const answer = await request(connection, JOURNAL_PATH, { p_from: bounds.from, p_to: bounds.to });
  const joined = joinedJournal([answer]);
  if (joined === null) return null;
  // As the whole read does: bars that cannot be read leave MAE and MFE as the trades have them.
  await withExcursions(connection, joined.journal, joined.anySeries);
  return joined.journal;
}

interface WholeRead {
  key: string;
  journal: Promise<AnalyticsJournal>;
  /** The kept copy, when it is still the journal. */
  kept: Promise<AnalyticsJournal | null>;
  /** Whether the whole journal is in memory. */
  settled: boolean;
  /** The period the first load asked for, read before the whole journal; null when none is. */
  period: Promise<{ bounds: PeriodBounds; journal: AnalyticsJournal | null } | null> | null;
  /**
   * The server's figures of the first load's filter when it has no period (the whole journal),
   * asked before the whole journal is read; null when none are.
   */
  figures: Promise<ServerDataset | null> | null;
  /** Told of the figures asked of the server: the whole read begins once they are drawn. */
  gate: ReadGate;
  /** The filter of the load that began this read, whose period or figures come before it. */
  firstFilter: AnalyticsFilter;
}

/** A dataset whose figures the server computes while the whole journal is on its way. */
interface ServerHeld {
  server: ServerDataset;
  entry: WholeRead;
  range: InstantRange;
  /** A figure from the server, or undefined when the worker's copy must answer it. */
  figure: (request: AnalyticsRequest) => Promise<unknown>;
}

export interface AnalyticsWorker extends AnalyticsWorkerApi {
  /** The dataset behind an id, for tests and tools running in the same thread. */
  dataset(datasetId: string): AnalyticsDataset | undefined;
}

/**
 * `store` keeps the whole journal between visits (checked against the server's stamp before use);
 * without one the journal is read from the server on every first load.
 */
export function createAnalyticsWorkerApi(fetchImpl: FetchLike, store?: JournalStore): AnalyticsWorker {
  const datasets = new Map<string, AnalyticsDataset>();
  const serverHeld = new Map<string, ServerHeld>();
  let loads = 0;
  // The whole journal of one user and generation, shared by every load that asks for it, even
  // while it is still being read (a comparison loads two filters at once).
  let whole: WholeRead | null = null;

  /**
   * The whole journal's read for this request's user and generation, begun when none is. When no
   * kept copy serves, the load that begins it asks first for what its page shows: with
   * `figuresFirst` the server's figures of its filter (for a period, `bounds`, only when the
   * server keeps the journal), else its period. The page's figures come from that, and the whole
   * journal is read after it, so the two do not share the database's cores.
   */
  function wholeRead(loadRequest: LoadRequest, bounds: PeriodBounds | null, figuresFirst = false): WholeRead {
    const who = loadRequest.userId ?? loadRequest.accessToken;
    const key = `${loadRequest.url}|${who}|${loadRequest.generation ?? 0}`;
    if (whole?.key === key) return whole;
    const connection = { fetch: fetchImpl, ...loadRequest };
    const owner = `${loadRequest.url}|${who}`;
    const kept = keptJournal(connection, store, owner);
    // The server's figures first when it keeps the journal (for a period: only then, a period
    // being read sooner than a whole journal), else the period, else the whole journal.
    const figures = !figuresFirst
      ? null
      : kept.then((copy) =>
          copy !== null
            ? null
            : serverDataset(postFigures(connection), loadRequest.filter, loadRequest.now, bounds !== null),
        );
    const period =
      bounds === null
        ? null
        : kept.then(async (copy) => {
            if (copy !== null || (figures !== null && (await figures) !== null)) return null;
            return { bounds, journal: await readPeriod(connection, bounds).catch(() => null) };
          });
    const gate = readGate();
    const journal = (async () => {
      const copy = await kept;
      if (copy !== null) return copy;
      await period;
      if ((await figures) !== null) await gate.open();
      return readAndKeep(connection, store, owner);
    })();
    const entry: WholeRead = {
      key,
      journal,
      kept,
      period,
      figures,
      gate,
      firstFilter: loadRequest.filter,
      settled: false,
    };
    journal.then(
      () => (entry.settled = true),
      () => undefined,
    );
    whole = entry;
    // A failed read is not kept: the next load tries again.
    journal.catch(() => {
      if (whole === entry) whole = null;
    });
    return entry;
  }

  const wholeJournal = (loadRequest: LoadRequest): Promise<AnalyticsJournal> =>
    wholeRead(loadRequest, null).journal;

  /**
   * The period read for a bounded load while the whole journal is not in memory and no kept copy
   * serves: the one read before the whole journal for the load that began it, its own for any
   * other; null when the range does not lie inside what was read.
   */
  async function periodFor(
    entry: WholeRead,
    loadRequest: LoadRequest,
    bounds: PeriodBounds | null,
  ): Promise<{ journal: AnalyticsJournal; range: InstantRange } | null> {
    if (bounds === null || entry.settled) return null;
    let read: Promise<{ bounds: PeriodBounds; journal: AnalyticsJournal | null } | null>;
    if (entry.period !== null && entry.firstFilter === loadRequest.filter) read = entry.period;
    else {
      if ((await entry.kept) !== null || entry.settled) return null;
      const connection = { fetch: fetchImpl, ...loadRequest };
      read = readPeriod(connection, bounds).then(
        (journal) => ({ bounds, journal }),
        () => null,
      );
    }
    const period = await read;
    if (period?.journal == null) return null;
    const { journal } = period;
    const range = resolveDateRange(
      loadRequest.filter,
      journal.timeZone,
      loadRequest.now,
      journal.weekStartsOn,
    );
    return rangeWithin(range, period.bounds) ? { journal, range } : null;
  }

  /**
   * The server's figures for a load of the whole journal while it is not in memory and no kept
   * copy serves: those asked before the whole journal for the load that began it, its own for
   * any other; null when the server does not answer them.
   */
  async function figuresFor(
    entry: WholeRead,
    loadRequest: LoadRequest,
    bounds: PeriodBounds | null,
  ): Promise<ServerDataset | null> {
    if (entry.settled) return null;
    if (entry.figures !== null && entry.firstFilter === loadRequest.filter) return entry.figures;
    // Another period is read for itself (periodFor).
    if (bounds !== null || (await entry.kept) !== null || entry.settled) return null;
    const connection = { fetch: fetchImpl, ...loadRequest };
    return serverDataset(postFigures(connection), loadRequest.filter, loadRequest.now);
  }

  const newDatasetId = (): string => {
    loads++;
    return `${loads}-${Math.floor(Math.random() * 0xffffffff).toString(36)}`;
  };

  function keepServerHeld(datasetId: string, held: ServerHeld): void {
    serverHeld.set(datasetId, held);
    for (const id of serverHeld.keys()) {
      if (serverHeld.size <= KEPT_DATASETS) break;
      serverHeld.delete(id);
    }
  }

  async function load(loadRequest: LoadRequest): Promise<DatasetSummary> {
    const { filter, now } = loadRequest;
    const bounds = periodBounds(filter, now);
    // After a change seen in this tab the page already shows figures: the worker reads the journal
    // again alone, rather than the server and the worker both reading it.
    const firstGeneration = (loadRequest.generation ?? 0) === 0;
    const entry = wholeRead(loadRequest, bounds, firstGeneration);
    const period = await periodFor(entry, loadRequest, bounds);
    if (period === null && firstGeneration) {
      const server = await figuresFor(entry, loadRequest, bounds);
      if (server !== null && !entry.settled) {
        const datasetId = newDatasetId();
        const connection = { fetch: fetchImpl, ...loadRequest };
        keepServerHeld(datasetId, {
          server,
          entry,
          range: server.summary.range,
          figure: serverFigures(postFigures(connection), server, entry.gate),
        });
        return { ...server.summary, datasetId };
      }
    }
    const journal = period?.journal ?? (await entry.journal);
    const range = period?.range ?? resolveDateRange(filter, journal.timeZone, now, journal.weekStartsOn);
    const datasetId = newDatasetId();
    const dataset = buildAnalyticsDataset(selectJournal(journal, filter, range), {
      datasetId,
      filter,
      range,
    });
    keepDataset(datasetId, dataset);
    return dataset.summary;
  }

  function keepDataset(datasetId: string, dataset: AnalyticsDataset): void {
    datasets.set(datasetId, dataset);
    for (const id of datasets.keys()) {
      if (datasets.size <= KEPT_DATASETS) break;
      datasets.delete(id);
    }
  }

  function runOn<R extends AnalyticsRequest>(
    dataset: AnalyticsDataset,
    analyticsRequest: R,
  ): Promise<AnalyticsResponse<R>> {
    try {
      return Promise.resolve(runAnalyticsRequest(dataset, analyticsRequest));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new AnalyticsError(analyticsErrorBody(error)));
    }
  }

  /**
   * A figure of a dataset the server holds: from the server while the whole journal is on its way,
   * else (or when the server does not answer it) from the whole journal, selected by the range the
   * server told, so the figure is the one the server would have sent.
   */
  async function runServerHeld<R extends AnalyticsRequest>(
    datasetId: string,
    held: ServerHeld,
    analyticsRequest: R,
  ): Promise<AnalyticsResponse<R>> {
    if (!held.entry.settled) {
      const answer = await held.figure(analyticsRequest);
      if (answer !== undefined) return answer as AnalyticsResponse<R>;
    }
    const journal = await held.entry.journal;
    let dataset = datasets.get(datasetId);
    if (dataset === undefined) {
      dataset = buildAnalyticsDataset(selectJournal(journal, held.server.filter, held.range), {
        datasetId,
        filter: held.server.filter,
        range: held.range,
      });
      keepDataset(datasetId, dataset);
      serverHeld.delete(datasetId);
    }
    return runOn(dataset, analyticsRequest);
  }

  function run<R extends AnalyticsRequest>(
    datasetId: string,
    analyticsRequest: R,
  ): Promise<AnalyticsResponse<R>> {
    const dataset = datasets.get(datasetId);
    if (dataset === undefined) {
      const held = serverHeld.get(datasetId);
      if (held !== undefined) return runServerHeld(datasetId, held, analyticsRequest);
      return Promise.reject(new DatasetNotLoadedError(datasetId));
    }
    // The most recently used dataset is the last one let go.
    datasets.delete(datasetId);
    datasets.set(datasetId, dataset);
    return runOn(dataset, analyticsRequest);
  }

  async function evaluateGoals(goalsRequest: EvaluateGoalsRequest): Promise<GoalEvaluation[]> {
    const { load: loadRequest, now } = goalsRequest;
    const journal = await wholeJournal(loadRequest);
    // Goals of one account and period (a monthly P&L goal and a monthly win-rate goal) share it.
    const selected = new Map<string, GoalPeriodData>();
    const select = (filter: AnalyticsFilter): GoalPeriodData => {
      const key = JSON.stringify(filter);
      let data = selected.get(key);
      if (data === undefined) {
        const range = resolveDateRange(filter, journal.timeZone, now, journal.weekStartsOn);
        const dataset = buildAnalyticsDataset(selectJournal(journal, filter, range), {
          datasetId: 'goals',
          filter,
          range,
        });
        data = { trades: dataset.trades, statisticsOptions: datasetOptions(dataset) };
        selected.set(key, data);
      }
      return data;
    };
    // A goal's trades as a page's filter selects them: its account, the page's currency and basis.
    const asPage = (filter: AnalyticsFilter): AnalyticsFilter => ({
      ...filter,
      currency: loadRequest.filter.currency,
      basis: loadRequest.filter.basis,
    });
    const source: GoalPeriodSource = {
      period: (goal, period) => select(asPage(goalPeriodFilter(goal, period))),
      scope: (goal) =>
        select(
          asPage({
            ...DEFAULT_ANALYTICS_FILTER,
            accountIds: goal.accountId === null ? [] : [goal.accountId],
          }),
        ),
    };
    return evaluateGoalsWith(goalsRequest.goals, source, {
      now,
      timeZone: journal.timeZone,
      weekStartsOn: journal.weekStartsOn,
      ...(goalsRequest.count === undefined ? {} : { count: goalsRequest.count }),
    });
  }

  return { load, run, evaluateGoals, dataset: (datasetId) => datasets.get(datasetId) };
}
