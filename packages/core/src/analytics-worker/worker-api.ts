// The object the analytics worker exposes: it reads the journal of a filter from the server once
// (rpc/analytics_journal, plain fetch, no client library in the worker) and answers the pages'
// requests on it. The last few datasets are kept so two filters can be shown side by side.
import type { Weekday } from '../analytics/zone-clock.ts';
import type {
  AnalyticsFilter,
  AnalyticsRequest,
  AnalyticsResponse,
  AnalyticsWorkerApi,
  DatasetSummary,
  InstantRange,
  LoadRequest,
} from './contract.ts';
import { buildAnalyticsDataset, type AnalyticsDataset } from './dataset.ts';
import { AnalyticsError, analyticsErrorBody, malformedJournal } from './errors.ts';
import { addExcursionsFromBars } from './excursions.ts';
import { resolveDateRange } from './filter.ts';
import { decodeAnalyticsPayload, type AnalyticsJournal } from './payload.ts';
import { runAnalyticsRequest } from './requests.ts';

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

/** The rpc's parameters for a filter and its range. */
export function journalParameters(filter: AnalyticsFilter, range: InstantRange): Record<string, unknown> {
  const list = (values: readonly string[]) => (values.length === 0 ? null : values);
  return {
    p_from: range.from,
    p_to: range.to,
    p_account_ids: list(filter.accountIds),
    p_strategy_ids: list(filter.strategyIds),
    p_tag_ids: list(filter.tagIds),
    p_asset_classes: list(filter.assetClasses),
  };
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

/** The server's answer as JSON; a refusal as an error carrying the server's code and status. */
async function request(connection: Connection, path: string, body?: unknown): Promise<unknown> {
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
    json = text === '' ? null : JSON.parse(text);
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
  return json;
}

async function readJournal(connection: Connection, filter: AnalyticsFilter, range: InstantRange) {
  return decodeAnalyticsPayload(
    await request(connection, '/rest/v1/rpc/analytics_journal', journalParameters(filter, range)),
  );
}

const sameRange = (a: InstantRange, b: InstantRange): boolean => a.from === b.from && a.to === b.to;

export interface AnalyticsWorker extends AnalyticsWorkerApi {
  /** The dataset behind an id, for tests and tools running in the same thread. */
  dataset(datasetId: string): AnalyticsDataset | undefined;
}

export function createAnalyticsWorkerApi(fetchImpl: FetchLike): AnalyticsWorker {
  const datasets = new Map<string, AnalyticsDataset>();
  let loads = 0;
  // The trader's zone and week as the server last told them: a preset is resolved in them first.
  let knownZone: string | null = null;
  let knownWeekStart: Weekday = 'Mon';

  async function load(loadRequest: LoadRequest): Promise<DatasetSummary> {
    const connection: Connection = { fetch: fetchImpl, ...loadRequest };
    const { filter, now } = loadRequest;
    let range = resolveDateRange(filter, knownZone ?? loadRequest.timeZone ?? 'UTC', now, knownWeekStart);
    let journal: AnalyticsJournal = await readJournal(connection, filter, range);
    knownZone = journal.timeZone;
    knownWeekStart = journal.weekStartsOn;
    const inTraderZone = resolveDateRange(filter, journal.timeZone, now, journal.weekStartsOn);
    if (!sameRange(range, inTraderZone)) {
      // The days were told in another zone than the trader's: asked again with theirs.
      range = inTraderZone;
      journal = await readJournal(connection, filter, range);
    }
    try {
      await addExcursionsFromBars(journal, (path) => request(connection, path));
    } catch {
      // Excursions from bars are extra: without them the figures are whole, and the excursion
      // statistics say how many trades have MAE and MFE.
    }
    loads++;
    const datasetId = `${loads}-${Math.floor(Math.random() * 0xffffffff).toString(36)}`;
    const dataset = buildAnalyticsDataset(journal, { datasetId, filter, range });
    datasets.set(datasetId, dataset);
    for (const id of datasets.keys()) {
      if (datasets.size <= KEPT_DATASETS) break;
      datasets.delete(id);
    }
    return dataset.summary;
  }

  function run<R extends AnalyticsRequest>(
    datasetId: string,
    analyticsRequest: R,
  ): Promise<AnalyticsResponse<R>> {
    const dataset = datasets.get(datasetId);
    if (dataset === undefined) return Promise.reject(new DatasetNotLoadedError(datasetId));
    // The most recently used dataset is the last one let go.
    datasets.delete(datasetId);
    datasets.set(datasetId, dataset);
    try {
      return Promise.resolve(runAnalyticsRequest(dataset, analyticsRequest));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new AnalyticsError(analyticsErrorBody(error)));
    }
  }

  return { load, run, dataset: (datasetId) => datasets.get(datasetId) };
}
