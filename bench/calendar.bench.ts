/**
 * The calendar (/analytics/calendar) in real Chromium over a large generated journal (core's
 * generateDemoJournal, 100k trades unless BENCH_CALENDAR_TRADES says otherwise) on PostgreSQL,
 * written through the API as the web app writes it, then vacuumed and analyzed. Measured against
 * the first-visit budgets (a new browser context signed in, nothing kept):
 *
 * - a month: navigation until every day of the month shows its P&L (the calendar `ready`): 600 ms;
 * - a year: navigation until every month of the year shows its P&L: 1 s;
 * - a later visit of the month (the whole journal kept in the browser since the first), printed.
 *
 * The baseline, in the same run and browser, is navigation to the empty accounts page of a fresh
 * user; each figure is printed with its ratio to it. Also printed: the database's size against its
 * journal tables after the bulk load (budget 1.3x), as change capture for realtime and dead rows
 * would swell it. Run by `npm run bench` (scripts/bench.sh), which passes PostgreSQL's URL in
 * EDGELOG_BENCH_DATABASE_URL; without it nothing is measured. Exits 1 over a budget.
 */
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { generateDemoJournal } from '../packages/core/src/index.ts';
import { seedDemoJournal } from '../packages/server/test/support/demo-journal.ts';
import { startBenchServer } from './support/bench-server.ts';
import { vacuumAnalyze } from './support/private-database.ts';
import { launchChromium, signedInPage, timeEmptyAccounts, timeNavigation } from './support/chromium.ts';
import { signUp, type Credentials } from './support/signed-up-user.ts';
import { budgetLine, median, ms } from './support/timing.ts';
import { webDist } from './support/web-dist.ts';

const TRADES = Number(process.env.BENCH_CALENDAR_TRADES ?? 100_000);
const RUNS = Number(process.env.BENCH_CALENDAR_RUNS ?? 5);
const BUDGET = { monthMs: 600, yearMs: 1000, sizeRatio: 1.3 };
const WAIT_MS = 60_000;
/** The journal's own tables, whose size the database is held to. */
const JOURNAL_TABLES = [
  'trades',
  'trade_executions',
  'trade_tags',
  'accounts',
  'account_transactions',
  'tags',
  'strategies',
  'journal_days',
];

/** The calendar drawn with its figures: ready, not loading, its days or months carrying P&L. */
async function calendarReady(page: Page, cells: string): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const calendar = document.querySelector('[data-widget="calendar"]');
      if (calendar === null) return false;
      if (calendar.getAttribute('data-state') === 'error') throw new Error('the calendar shows its error');
      return (
        calendar.getAttribute('data-state') === 'ready' && document.querySelectorAll(selector).length > 0
      );
    },
    cells,
    { polling: 'raf', timeout: WAIT_MS },
  );
}

/** A first visit: a new browser context signed in, nothing kept from any visit before. */
async function firstVisit(browser: Browser, base: string, account: Credentials, path: string, cells: string) {
  const page = await signedInPage(browser, base, account);
  try {
    return await timeNavigation(page, path, () => calendarReady(page, cells));
  } finally {
    await page.context().close();
  }
}

async function sizes(databaseUrl: string): Promise<{ database: number; journal: number; changes: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ database: string; journal: string; changes: string }>(
      `select pg_database_size(current_database())::text as database,
              (select sum(pg_total_relation_size(format('public.%I', name)::regclass))
                 from unnest($1::text[]) as name)::text as journal,
              coalesce(pg_total_relation_size(to_regclass('realtime.changes')), 0)::text as changes`,
      [JOURNAL_TABLES],
    );
    const row = rows[0];
    return { database: Number(row?.database), journal: Number(row?.journal), changes: Number(row?.changes) };
  } finally {
    await client.end();
  }
}

async function measure(clusterUrl: string, dist: string) {
  const bench = await startBenchServer({
    clusterUrl,
    label: 'calendar',
    webDistDir: dist,
    restStatementTimeoutMs: 120_000,
  });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await bench.stop();
    throw error;
  });
  try {
    const fresh = await signUp(bench.base, bench.anonKey, 'baseline');
    const trader = await signUp(bench.base, bench.anonKey, 'trader');
    process.stdout.write(`seeding ${TRADES.toLocaleString('en-US')} trades through the API...\n`);
    await seedDemoJournal(trader.client, generateDemoJournal({ seed: 2026, trades: TRADES }), {
      isSample: false,
      batchSize: 500,
    });
    const afterLoad = bench.databaseUrl === undefined ? null : await sizes(bench.databaseUrl);
    if (bench.databaseUrl !== undefined) await vacuumAnalyze(bench.databaseUrl);
    const { data, error } = await trader.client
      .from('trades')
      .select('closed_at')
      .not('closed_at', 'is', null)
      .order('closed_at', { ascending: false })
      .limit(1)
      .single<{ closed_at: string }>();
    if (error) throw error;
    const month = data.closed_at.slice(0, 7);
    const monthPath = `/analytics/calendar?view=month&month=${month}`;
    const yearPath = `/analytics/calendar?view=year&month=${month}`;

    const baselinePage = await signedInPage(browser, bench.base, fresh.account);
    const baseline: number[] = [];
    const months: number[] = [];
    const years: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      baseline.push(await timeEmptyAccounts(baselinePage));
      months.push(
        await firstVisit(browser, bench.base, trader.account, monthPath, 'button[data-day][data-pnl]'),
      );
      years.push(await firstVisit(browser, bench.base, trader.account, yearPath, '[data-month][data-pnl]'));
    }
    // Later visits: one context kept open, the whole journal kept in it after the first.
    const laterPage = await signedInPage(browser, bench.base, trader.account);
    await timeNavigation(laterPage, monthPath, () => calendarReady(laterPage, 'button[data-day][data-pnl]'));
    await laterPage.waitForTimeout(3_000);
    const later: number[] = [];
    for (let run = 0; run < RUNS; run++)
      later.push(
        await timeNavigation(laterPage, monthPath, () =>
          calendarReady(laterPage, 'button[data-day][data-pnl]'),
        ),
      );
    return { month, baseline, months, years, later, afterLoad };
  } finally {
    await browser.close();
    await bench.stop();
  }
}

function report(result: Awaited<ReturnType<typeof measure>>): boolean {
  const base = median(result.baseline);
  console.log(
    `\nthe calendar over ${TRADES.toLocaleString('en-US')} trades on PostgreSQL (median of ${RUNS}; month ${result.month})`,
  );
  console.log(`baseline: the empty accounts page of a fresh user ${ms(base)}`);
  const lines = [
    budgetLine(
      'a first visit: a month, every day with its P&L',
      median(result.months),
      base,
      BUDGET.monthMs,
      52,
    ),
    budgetLine(
      'a first visit: a year, every month with its P&L',
      median(result.years),
      base,
      BUDGET.yearMs,
      52,
    ),
    budgetLine('a later visit: the month (the journal kept)', median(result.later), base, null, 52),
  ];
  for (const line of lines) console.log(line.text);
  console.log(
    `  runs: months ${result.months.map(ms).join(', ')}; years ${result.years.map(ms).join(', ')}; later ${result.later.map(ms).join(', ')}`,
  );
  let sizeWithin = true;
  if (result.afterLoad !== null) {
    const { database, journal, changes } = result.afterLoad;
    const ratio = database / journal;
    sizeWithin = ratio <= BUDGET.sizeRatio;
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
    console.log(
      `the database after the bulk load: ${mb(database)}, ${ratio.toFixed(2)}x its journal tables (${mb(journal)}); realtime's change log ${mb(changes)}  budget ${BUDGET.sizeRatio}x: ${sizeWithin ? 'within' : 'OVER'}`,
    );
  }
  return sizeWithin && lines.every((line) => line.within);
}

const clusterUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
if (!clusterUrl) {
  console.log('EDGELOG_BENCH_DATABASE_URL is not set: the calendar is measured on PostgreSQL only');
} else {
  const { dir, cleanup } = webDist();
  try {
    const within = report(await measure(clusterUrl, dir));
    console.log(`\ncalendar budgets: ${within ? 'within budget' : 'OVER BUDGET'}`);
    if (!within) process.exitCode = 1;
  } finally {
    cleanup();
  }
}
