/**
 * Saving a trade with three fills: rpc/save_trades through supabase-js against the same writes sent
 * straight through the driver on the same schema (the trade's insert and one insert of its three
 * fills, in one transaction, with every trigger of the journal firing as it does for the API). The
 * API's side also validates and binds the JSON, checks the owner, and derives the figures once more
 * than the driver's; the budget is rest/v1's time inside the server within 3x of the driver's
 * (decision 0011 for why the server's time), on PostgreSQL and on the embedded database.
 *
 * Run by `npm run bench` (scripts/bench.sh), which passes PostgreSQL's URL in
 * EDGELOG_BENCH_DATABASE_URL; without it only the embedded database (PGlite) is measured.
 */
import pg from 'pg';
import { startBenchServer, type BenchServer } from './support/bench-server.ts';
import { ServerClock } from './support/server-clock.ts';
import { signUp } from './support/signed-up-user.ts';
import { timeInTurn, timingOf, type Timing } from './support/timing.ts';

const RUNS = Number(process.env.BENCH_SAVE_RUNS ?? 300);
const WARMUP = 30;
const BUDGET = 3;

/** One call of each variant per round, so a busy stretch of the machine slows them all alike. */
async function interleaved(variants: Array<() => Promise<void>>): Promise<Timing[]> {
  return (await timeInTurn(RUNS, WARMUP, variants)).map(timingOf);
}

let sequence = 0;

/** A day trade of three fills (two entries, one exit), a new instant each time. */
function fills() {
  const at = (minutes: number) =>
    new Date(Date.UTC(2026, 0, 5, 14, 30) + sequence * 3_600_000 + minutes * 60_000);
  sequence += 1;
  return [
    {
      executed_at: at(0).toISOString(),
      side: 'buy',
      quantity: '100',
      price: '187.25',
      commission: '0.35',
      fees: '0.01',
    },
    {
      executed_at: at(5).toISOString(),
      side: 'buy',
      quantity: '50',
      price: '186.90',
      commission: '0.35',
      fees: '0.01',
    },
    {
      executed_at: at(40).toISOString(),
      side: 'sell',
      quantity: '150',
      price: '189.10',
      commission: '0.35',
      fees: '0.02',
    },
  ];
}

const TRADE_SQL = `insert into public.trades (user_id, account_id, symbol, asset_class, side, entry_price, stop_price, target_price, notes)
  values ($1, $2, 'AAPL', 'stock', 'long', 187.25, 185.5, 192, 'Opening range breakout') returning id`;
const FILLS_SQL = `insert into public.trade_executions (user_id, trade_id, executed_at, side, quantity, price, commission, fees)
  select $1, $2, f.executed_at, f.side, f.quantity, f.price, f.commission, f.fees
  from jsonb_to_recordset($3::jsonb) as f (executed_at timestamptz, side text, quantity numeric, price numeric, commission numeric, fees numeric)`;

interface Result {
  mode: string;
  rest: Timing;
  serverMs: number;
  driver: Timing;
  identity: Timing;
}

async function measure(mode: 'PostgreSQL' | 'PGlite', baseUrl?: string): Promise<Result> {
  let bench: BenchServer | undefined;
  let pool: pg.Pool | undefined;
  try {
    bench = await startBenchServer({ clusterUrl: baseUrl, label: 'save' });
    const db = bench.server.ctx.db;
    const clock = new ServerClock(bench.server.app.server);
    const user = await signUp(bench.base, bench.anonKey, 'saver');
    const url = bench.databaseUrl;
    const account = await user.client
      .from('accounts')
      .insert({ name: 'Bench', currency: 'USD', starting_balance: '25000' })
      .select('id')
      .single();
    if (account.error) throw new Error(account.error.message);
    const accountId = (account.data as { id: string }).id;
    pool = url ? new pg.Pool({ connectionString: url, max: 4 }) : undefined;

    const trade = () => ({
      account_id: accountId,
      symbol: 'AAPL',
      asset_class: 'stock',
      stop_price: '185.5',
      target_price: '192',
      notes: 'Opening range breakout',
      executions: fills(),
    });
    // The driver as an application would use it: a pooled connection, one transaction.
    type Run = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
    const driverSave = async (run: Run) => {
      const { rows } = await run(TRADE_SQL, [user.id, accountId]);
      const [row] = rows as Array<{ id: string }>;
      await run(FILLS_SQL, [user.id, row!.id, JSON.stringify(fills())]);
    };
    const direct = async () => {
      if (!pool) return db.transaction((tx) => driverSave((text, params) => tx.query(text, params)));
      const client = await pool.connect();
      try {
        await client.query('begin');
        await driverSave((text, params) => client.query(text, params));
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
    const identity = { role: 'authenticated', claims: { sub: user.id, role: 'authenticated' } };

    const check = await user.client.rpc('save_trades', { trades: [trade()] });
    if (check.error) throw new Error(`save_trades: ${check.error.message}`);
    const saved = await user.client
      .from('trades')
      .select('status, net_pnl::text, fill_count')
      .eq('id', (check.data as string[])[0]!)
      .single();
    if (saved.data?.status !== 'closed' || saved.data.fill_count !== 3)
      throw new Error(`the saved trade is not the closed three-fill trade: ${JSON.stringify(saved.data)}`);

    process.stdout.write(`[${mode}] save a trade with three fills x${RUNS}...\n`);
    const [rest, driver, tx] = await interleaved([
      clock.around(async () => {
        const { error } = await user.client.rpc('save_trades', { trades: [trade()] });
        if (error) throw new Error(error.message);
      }),
      direct,
      async () => {
        await db.asIdentity(identity, (q) =>
          q.query('select public.save_trades($1::jsonb)', [JSON.stringify([trade()])]),
        );
      },
    ]);
    return { mode, rest: rest!, serverMs: clock.take(RUNS), driver: driver!, identity: tx! };
  } finally {
    await pool?.end();
    await bench?.stop();
  }
}

function report(results: Result[]) {
  const fmt = (n: number) => n.toFixed(2).padStart(9);
  console.log(
    '\nsaving a trade with three fills: rpc/save_trades vs the same inserts through the driver, median of each.',
  );
  console.log('"rest ms": the supabase-js call, end to end; "srv ms": its time inside the server;');
  console.log(
    '"tx ms": select save_trades(...) as the user in db.asIdentity, no HTTP; "drv ms": trade + fills inserts, one transaction.',
  );
  console.log(
    `${'database'.padEnd(11)}${'rest req/s'.padStart(11)}${'rest ms'.padStart(9)}${'srv ms'.padStart(9)}${'tx ms'.padStart(9)}${'drv ms'.padStart(9)}${'srv/drv'.padStart(9)}${'rest/drv'.padStart(10)}`,
  );
  let over = false;
  for (const r of results) {
    const serverRatio = r.serverMs / r.driver.medianMs;
    const endToEnd = r.rest.medianMs / r.driver.medianMs;
    console.log(
      `${r.mode.padEnd(11)}${r.rest.rps.toFixed(1).padStart(11)}${fmt(r.rest.medianMs)}${fmt(r.serverMs)}${fmt(r.identity.medianMs)}${fmt(r.driver.medianMs)}${fmt(serverRatio)}x${fmt(endToEnd)}x`,
    );
    const within = serverRatio <= BUDGET;
    console.log(
      `budget: the server's time saving a trade with three fills on ${r.mode} within ${BUDGET}x of the driver: ${serverRatio.toFixed(2)}x — ${within ? 'within budget' : 'OVER BUDGET'} (end to end ${endToEnd.toFixed(2)}x)`,
    );
    if (!within) over = true;
  }
  if (over) process.exitCode = 1;
}

const results: Result[] = [];
const pgUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
if (pgUrl) results.push(await measure('PostgreSQL', pgUrl));
else console.log('EDGELOG_BENCH_DATABASE_URL is not set: measuring the embedded database only');
if (process.env.BENCH_SKIP_PGLITE !== '1') results.push(await measure('PGlite'));
report(results);
