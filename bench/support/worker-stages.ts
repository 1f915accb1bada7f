import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  DEFAULT_ANALYTICS_FILTER,
  JOURNAL_PARTS,
  buildAnalyticsDataset,
  decodeAnalyticsPayload,
  resolveDateRange,
  runAnalyticsRequest,
  type AnalyticsRequest,
} from '../../packages/core/src/index.ts';
import { median } from './timing.ts';

/** What the dashboard asks the engine for on its first screen (money unit). */
const DASHBOARD_REQUESTS: ReadonlyArray<[string, AnalyticsRequest]> = [
  ['statistics', { kind: 'statistics', curvePoints: 4000 }],
  ['pnl-series by day', { kind: 'pnl-series', period: 'day' }],
  ['recent trades', { kind: 'trades', limit: 8, order: 'recent' }],
];

export interface StageTimes {
  /** The function alone in the database, as the caller with row security on (no HTTP). */
  sqlMs: number;
  /** The data API call until its last byte is read as text. */
  httpMs: number;
  /** The same in JOURNAL_PARTS parts side by side, as the worker reads it. */
  partsHttpMs: number;
  parseMs: number;
  decodeMs: number;
  datasetMs: number;
  requests: Array<[string, number]>;
}

const timed = <T>(samples: number[], work: () => T): T => {
  const start = performance.now();
  const value = work();
  samples.push(performance.now() - start);
  return value;
};

/**
 * The analytics worker's stages for one load of the whole journal, run here in Node's V8 with the
 * same core code the worker runs (median of `runs`): the browser's figures alone cannot tell them
 * apart.
 */
export async function timeWorkerStages(options: {
  base: string;
  anonKey: string;
  accessToken: string;
  userId: string;
  databaseUrl: string;
  runs: number;
}): Promise<StageTimes> {
  const sql: number[] = [];
  const http: number[] = [];
  const partsHttp: number[] = [];
  const parse: number[] = [];
  const decode: number[] = [];
  const build: number[] = [];
  const requests = DASHBOARD_REQUESTS.map((): number[] => []);
  /** rpc/analytics_journal through the data API as the user, to its last byte. */
  const journalText = async (body: Record<string, number>): Promise<string> => {
    const response = await fetch(`${options.base}/rest/v1/rpc/analytics_journal`, {
      method: 'POST',
      headers: {
        apikey: options.anonKey,
        authorization: `Bearer ${options.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`rpc/analytics_journal: ${String(response.status)}`);
    return text;
  };
  const driver = new pg.Client({ connectionString: options.databaseUrl });
  await driver.connect();
  try {
    const claims = JSON.stringify({ sub: options.userId, role: 'authenticated' });
    for (let run = 0; run < options.runs; run++) {
      const start = performance.now();
      await driver.query('begin');
      await driver.query('set local role authenticated');
      await driver.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      await driver.query('select public.analytics_journal()::text as j');
      await driver.query('commit');
      sql.push(performance.now() - start);

      const sent = performance.now();
      const text = await journalText({});
      http.push(performance.now() - sent);

      // As the worker reads it: its parts side by side.
      const partsSent = performance.now();
      await Promise.all(
        Array.from({ length: JOURNAL_PARTS }, (_, part) =>
          journalText({ p_part: part, p_parts: JOURNAL_PARTS }),
        ),
      );
      partsHttp.push(performance.now() - partsSent);

      const json: unknown = timed(parse, () => JSON.parse(text));
      const journal = timed(decode, () => decodeAnalyticsPayload(json));
      const filter = DEFAULT_ANALYTICS_FILTER;
      const range = resolveDateRange(filter, journal.timeZone, new Date(), journal.weekStartsOn);
      const dataset = timed(build, () =>
        buildAnalyticsDataset(journal, { datasetId: `stages-${run}`, filter, range }),
      );
      for (const [i, [, request]] of DASHBOARD_REQUESTS.entries())
        timed(requests[i] ?? [], () => runAnalyticsRequest(dataset, request));
    }
  } finally {
    await driver.end();
  }
  return {
    sqlMs: median(sql),
    httpMs: median(http),
    partsHttpMs: median(partsHttp),
    parseMs: median(parse),
    decodeMs: median(decode),
    datasetMs: median(build),
    requests: DASHBOARD_REQUESTS.map(([label], i) => [label, median(requests[i] ?? [])]),
  };
}
