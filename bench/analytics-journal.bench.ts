/**
 * rpc/analytics_journal, the one call that hands the analytics pages every trade of a filter, over
 * the 100k-trade sample journal (BENCH_JOURNAL_TRADES to change it) on PostgreSQL. Against a
 * baseline measured in the same run: the driver's bare select of the same columns of the same
 * trades, as rows, with no JSON built. Printed: the call through the driver (the database's work),
 * through the data API as the analytics worker makes it (HTTP, the answer parsed), each with its
 * ratio to the baseline. The call through the data API must stay within 3x the baseline: its
 * answer (about 22 MB of JSON for 100k trades) crosses HTTP and is parsed once more by the caller,
 * which the driver's rows never do; over it, the run exits 1.
 *
 * Run by `npm run bench` (scripts/bench.sh), which starts PostgreSQL and passes its URL in
 * EDGELOG_BENCH_DATABASE_URL; without it nothing is measured.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generateDemoJournal } from '../packages/core/src/index.ts';
import { seedDemoJournal } from '../packages/server/test/support/demo-journal.ts';
import { startBenchServer } from './support/bench-server.ts';
import { vacuumAnalyze } from './support/private-database.ts';
import { signUp } from './support/signed-up-user.ts';
import { median, ms, timeInTurn } from './support/timing.ts';

const TRADES = Number(process.env.BENCH_JOURNAL_TRADES ?? 100_000);
const RUNS = Number(process.env.BENCH_JOURNAL_RUNS ?? 5);
const BUDGET = 3;

// What the answer holds per trade, read straight from the table: the baseline's work is fetching
// the rows, the rpc's is that plus building one JSON document of them.
const BARE_SELECT = `
  select t.id, t.symbol, t.opened_at, t.closed_at, t.net_pnl, t.gross_pnl, t.fees, t.initial_risk,
    t.r_multiple, t.account_id, t.strategy_id, t.asset_class, t.side, t.quantity, t.entry_price,
    t.multiplier, t.mae, t.mfe
  from public.trades t
  where t.user_id = $1 and t.status in ('open', 'closed')
  order by t.closed_at nulls last, t.opened_at, t.id`;

const pgUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
if (!pgUrl) {
  console.log('EDGELOG_BENCH_DATABASE_URL is not set: rpc/analytics_journal is measured on PostgreSQL only');
} else {
  // Seeding saves 500 trades a call; on a busy machine one can pass the default statement timeout.
  const bench = await startBenchServer({
    clusterUrl: pgUrl,
    label: 'journal',
    restStatementTimeoutMs: 120_000,
  });
  const databaseUrl = bench.databaseUrl ?? pgUrl;
  const driver = new pg.Client({ connectionString: databaseUrl });
  try {
    const trader = await signUp(bench.base, bench.anonKey, 'trader');
    process.stdout.write(`seeding ${TRADES.toLocaleString('en-US')} trades through the API...\n`);
    const seedStart = performance.now();
    await seedDemoJournal(trader.client, generateDemoJournal({ seed: 2026, trades: TRADES }), {
      isSample: false,
      batchSize: 500,
    });
    process.stdout.write(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);

    await vacuumAnalyze(databaseUrl);
    await driver.connect();
    const claims = JSON.stringify({ sub: trader.id, role: 'authenticated' });
    let rows = 0;
    const bare = async () => {
      rows = (await driver.query(BARE_SELECT, [trader.id])).rows.length;
    };
    let inAnswer = 0;
    const rpcViaDriver = async () => {
      // As the data API runs it: the caller's role and claims, row security on.
      await driver.query('begin');
      await driver.query('set local role authenticated');
      await driver.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      const { rows: answer } = await driver.query<{ j: { trades: { id: string[] } } }>(
        'select public.analytics_journal() as j',
      );
      await driver.query('commit');
      inAnswer = answer[0]?.j.trades.id.length ?? 0;
    };
    let overHttp = 0;
    const rpcViaApi = async () => {
      const response = await fetch(`${bench.base}/rest/v1/rpc/analytics_journal`, {
        method: 'POST',
        headers: {
          apikey: bench.anonKey,
          authorization: `Bearer ${trader.accessToken}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      if (!response.ok)
        throw new Error(`rpc/analytics_journal: ${String(response.status)} ${await response.text()}`);
      const answer = (await response.json()) as { trades: { id: string[] } };
      overHttp = answer.trades.id.length;
    };
    const [baseline = [], viaDriver = [], viaApi = []] = await timeInTurn(RUNS, 1, [
      bare,
      rpcViaDriver,
      rpcViaApi,
    ]);
    if (inAnswer !== rows || overHttp !== rows)
      throw new Error(
        `the answer holds ${String(inAnswer)} / ${String(overHttp)} trades, the table ${String(rows)}`,
      );

    const base = median(baseline);
    const api = median(viaApi);
    const within = api / base <= BUDGET;
    console.log(`\n[PostgreSQL] ${rows.toLocaleString('en-US')} trades (open and closed) in one answer`);
    const line = (label: string, value: number, extra = '') =>
      console.log(
        `${label.padEnd(48)}${ms(value).padStart(9)}  ${(value / base).toFixed(2).padStart(6)}x baseline${extra}`,
      );
    line('baseline: bare select of the columns (driver)', base);
    line('rpc/analytics_journal through the driver', median(viaDriver));
    line(
      'rpc/analytics_journal through the data API',
      api,
      `  budget ${BUDGET.toFixed(2)}x: ${within ? 'within' : 'OVER'}`,
    );
    console.log(
      `  runs: baseline ${baseline.map(ms).join(', ')}; driver ${viaDriver.map(ms).join(', ')}; data API ${viaApi.map(ms).join(', ')}`,
    );
    console.log(`\nanalytics journal budget: ${within ? 'within budget' : 'OVER BUDGET'}`);
    if (!within) process.exitCode = 1;
  } finally {
    await driver.end().catch(() => undefined);
    await bench.stop();
  }
}
