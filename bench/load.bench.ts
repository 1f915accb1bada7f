/**
 * Many traders at once on two server processes sharing one PostgreSQL, as behind a load balancer.
 * Each simulated trader (BENCH_LOAD_TRADERS, default 50) has a journal of 200 trades written through
 * the API and, for BENCH_LOAD_SECONDS (default 60), goes round the web app's requests with a
 * think-time of 200-500 ms between them, each request to the other process than the last: the trade
 * log's page with tags, a new trade through rpc/save_trades, rpc/analytics_journal in two parts as
 * the analytics worker reads it, a change of a trade's notes, a file stored in the attachments
 * bucket and its attachment record.
 *
 * Printed: requests a second, errors by operation, HTTP status and code, and p50/p95/p99 of each
 * operation, each p50 with its ratio to the baseline measured first in the same run (the p50 of
 * GET rest/v1/accounts by one trader on the idle servers). Then every trader's data is read back
 * with the service role and compared with what the servers acknowledged. The budget on a 2-core
 * machine: no errors, every acknowledged write present, and each operation's p99 under 1.5 s.
 * BENCH_LOAD_STEPS (e.g. 50,100,150) runs again at each larger count, adding traders, until one
 * is over, and prints the largest count within. Exits 1 over budget at the first count.
 *
 * Files go to an S3-compatible server on loopback started here, or to the store STORAGE_BACKEND=s3
 * and the S3_* settings in the environment name, or with BENCH_LOAD_STORAGE=disk to the processes'
 * shared data folder (support/load-object-store.ts). Needs PostgreSQL:
 * `npm run bench:load` starts it (scripts/bench.sh with BENCH=load) and passes its URL in
 * EDGELOG_BENCH_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadObjectStore } from './support/load-object-store.ts';
import { LoadRecorder, quantile, type OperationFigures } from './support/load-recorder.ts';
import { OPERATIONS, prepareTrader, runTrader, type LoadTrader } from './support/load-trader.ts';
import { verifyTrader, type Verified } from './support/load-verify.ts';
import { privateDatabase, vacuumAnalyze } from './support/private-database.ts';
import { startServerProcesses, type ServerProcesses } from './support/server-processes.ts';
import { benchClient } from './support/signed-up-user.ts';
import { ms } from './support/timing.ts';

const TRADERS = Number(process.env.BENCH_LOAD_TRADERS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const STEPS = (process.env.BENCH_LOAD_STEPS ?? '')
  .split(',')
  .map((step) => Number(step.trim()))
  .filter((step) => Number.isInteger(step) && step > TRADERS);
const PROCESSES = 2;
const BUDGET_P99_MS = 1500;
/** Traders signed up and seeded at once: enough to be quick, few enough to leave the servers idle after. */
const PREPARED_AT_ONCE = 4;
const BASELINE_RUNS = 60;

/** `work` for each item, `width` at a time. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += width)
    out.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return out;
}

/** The p50 of GET rest/v1/accounts as the trade form asks for them, by one trader, alternating processes. */
async function baselineMs(trader: LoadTrader): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < BASELINE_RUNS + 5; run++) {
    const start = performance.now();
    const { error } = await trader.clients[run % trader.clients.length]!.from('accounts').select(
      'id, name, currency, status, is_sample',
    );
    if (error) throw new Error(`baseline: ${error.message}`);
    // The first few warm both processes' schema and connections.
    if (run >= 5) samples.push(performance.now() - start);
  }
  return quantile(
    samples.sort((a, b) => a - b),
    0.5,
  );
}

interface StepResult {
  traders: number;
  seconds: number;
  requests: number;
  figures: OperationFigures[];
  errors: ReturnType<LoadRecorder['errors']>;
  verified: Verified;
  within: boolean;
}

async function loadStep(traders: LoadTrader[], admin: SupabaseClient): Promise<StepResult> {
  const recorder = new LoadRecorder(OPERATIONS);
  const start = performance.now();
  await Promise.all(traders.map((trader) => runTrader(trader, recorder, start + SECONDS * 1000)));
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(`reading back what ${traders.length} traders were acknowledged...\n`);
  const each = await inBatches(traders, PREPARED_AT_ONCE, (trader) => verifyTrader(trader, admin));
  const verified = each.reduce<Verified>(
    (sum, one) => ({
      trades: sum.trades + one.trades,
      notes: sum.notes + one.notes,
      files: sum.files + one.files,
      records: sum.records + one.records,
      problems: [...sum.problems, ...one.problems],
    }),
    { trades: 0, notes: 0, files: 0, records: 0, problems: [] },
  );
  const figures = recorder.figures();
  const within =
    recorder.errorCount === 0 &&
    verified.problems.length === 0 &&
    figures.every((figure) => figure.count > 0 && figure.p99 < BUDGET_P99_MS);
  return {
    traders: traders.length,
    seconds,
    requests: recorder.requestCount,
    figures,
    errors: recorder.errors(),
    verified,
    within,
  };
}

function report(result: StepResult, baseline: number, storage: string, servers: ServerProcesses) {
  const errors = result.errors.reduce((sum, error) => sum + error.count, 0);
  console.log(
    `\n[PostgreSQL, ${PROCESSES} server processes, ${storage}] ${result.traders} traders for ${SECONDS} s`,
  );
  console.log(
    `${result.requests} requests in ${result.seconds.toFixed(1)} s: ${(result.requests / result.seconds).toFixed(1)} requests/s; errors: ${errors}`,
  );
  const head = `${'operation'.padEnd(30)}${'requests'.padStart(9)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'p50/baseline'.padStart(14)}`;
  console.log(`${head}  p99 budget ${ms(BUDGET_P99_MS)}`);
  console.log(
    `${'baseline: GET accounts, idle'.padEnd(30)}${String(BASELINE_RUNS).padStart(9)}${ms(baseline).padStart(9)}`,
  );
  for (const figure of result.figures) {
    const within = figure.count > 0 && figure.p99 < BUDGET_P99_MS;
    console.log(
      `${figure.operation.padEnd(30)}${String(figure.count).padStart(9)}${ms(figure.p50).padStart(9)}${ms(figure.p95).padStart(9)}${ms(figure.p99).padStart(9)}${`${(figure.p50 / baseline).toFixed(2)}x`.padStart(14)}  ${within ? 'within' : 'OVER'}`,
    );
  }
  if (result.errors.length > 0) {
    console.log('errors by operation, HTTP status and code (first message):');
    for (const error of result.errors) console.log(`  ${error.key}: ${error.count} (${error.example})`);
    for (const [i, output] of servers.output().entries())
      if (output.trim()) console.log(`  server process ${i + 1}, last output:\n${output.slice(-2000)}`);
  }
  const { verified } = result;
  if (verified.problems.length === 0)
    console.log(
      `verified: every acknowledged write present (since the start: ${verified.trades} trades saved, notes of ${verified.notes} trades, ${verified.files} files, ${verified.records} attachment records)`,
    );
  else {
    console.log(`verified: ${verified.problems.length} acknowledged writes differ or are missing:`);
    for (const problem of verified.problems.slice(0, 20)) console.log(`  ${problem}`);
  }
  console.log(`budget at ${result.traders} traders: ${result.within ? 'within budget' : 'OVER BUDGET'}`);
}

const pgUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
if (!pgUrl) {
  console.log(
    'EDGELOG_BENCH_DATABASE_URL is not set: the load bench runs on PostgreSQL only (npm run bench:load)',
  );
} else {
  const store = await loadObjectStore();
  const storage = store.label;
  const database = await privateDatabase(pgUrl, 'load');
  const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-bench-load-'));
  let servers: ServerProcesses | undefined;
  try {
    servers = await startServerProcesses({
      count: PROCESSES,
      databaseUrl: database.url,
      dataDir,
      // A run with steps can outlast an hour; refreshing sessions is not what is measured.
      env: { RATE_LIMIT_ENABLED: 'false', JWT_EXPIRY: '14400', ...store.env },
    });
    const { bases, anonKey } = servers;
    const admin = benchClient(bases[bases.length - 1]!, servers.serviceRoleKey);
    const traders: LoadTrader[] = [];
    const grow = async (count: number) => {
      const started = performance.now();
      process.stdout.write(`signing up traders ${traders.length + 1} to ${count}, 200 trades each...\n`);
      const indexes = Array.from({ length: count - traders.length }, (_, i) => traders.length + i);
      traders.push(
        ...(await inBatches(indexes, PREPARED_AT_ONCE, (index) => prepareTrader(index, bases, anonKey))),
      );
      // What autovacuum does on a deployment a minute after a bulk load.
      await vacuumAnalyze(database.url);
      process.stdout.write(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    };

    const results: StepResult[] = [];
    let baseline = NaN;
    for (const count of [TRADERS, ...new Set(STEPS)].sort((a, b) => a - b)) {
      await grow(count);
      if (Number.isNaN(baseline)) baseline = await baselineMs(traders[0]!);
      process.stdout.write(`${count} traders for ${SECONDS} s...\n`);
      const result = await loadStep(traders.slice(0, count), admin);
      report(result, baseline, storage, servers);
      results.push(result);
      if (!result.within) break;
    }
    const reached = results.filter((result) => result.within).at(-1);
    // Every count run within budget says only that the limit is higher still.
    const atLeast = results.every((result) => result.within) ? 'at least ' : '';
    if (STEPS.length > 0)
      console.log(
        `\nlargest trader count within budget (0 errors, p99 of each operation under ${ms(BUDGET_P99_MS)}): ${reached ? `${atLeast}${reached.traders}` : 'none'} (counts run: ${results.map((result) => result.traders).join(', ')})`,
      );
    console.log(
      `\nload budget at ${TRADERS} traders: ${results[0]?.within ? 'within budget' : 'OVER BUDGET'}`,
    );
    if (!results[0]?.within) process.exitCode = 1;
  } finally {
    await servers?.stop();
    await store.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
