/**
 * First visits of the analytics pages in real Chromium: a new browser context signed in, nothing
 * kept, navigating straight to the page. Over a generated journal (core's generateDemoJournal)
 * written through the API as the web app writes it: 100k trades on PostgreSQL
 * (BENCH_FIRST_VISIT_TRADES), vacuumed and analyzed, and 1,000 on the embedded database. Measured
 * until the page's first screenful is drawn with its figures (nothing in the viewport loading, every
 * widget in it ready or empty):
 *
 * - the dashboard: 1.2 s (its key figures and equity curve are at the top);
 * - the calendar: a month 0.6 s (every day of the month with its P&L), a year 1 s;
 * - performance, reports, risk, strategies, tags, goals and the AI analysis: 1.5 s;
 * - the trade log: 1 s (its first rows).
 *
 * The baseline, in the same run and browser, is navigation to the empty accounts page of a fresh
 * user; each figure is printed with its ratio to it. On PostgreSQL also printed: the database's
 * size against its journal tables right after the bulk load (budget 1.3x), which realtime's change
 * log and dead rows would swell. Run by `npm run bench` (scripts/bench.sh, which passes
 * PostgreSQL's URL in EDGELOG_BENCH_DATABASE_URL; without it only the embedded database is
 * measured; BENCH_FIRST_VISIT_ONLY=calendar,reports visits only those pages). Exits 1 over a budget.
 */
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { generateDemoJournal } from '../packages/core/src/index.ts';
import { seedDemoJournal } from '../packages/server/test/support/demo-journal.ts';
import { startBrowserBench } from './support/bench-server.ts';
import { vacuumAnalyze } from './support/private-database.ts';
import { signedInPage, timeEmptyAccounts, timeNavigation } from './support/chromium.ts';
import { signUp, type Credentials } from './support/signed-up-user.ts';
import { budgetLine, median, ms } from './support/timing.ts';
import { webDist } from './support/web-dist.ts';

const LARGE = Number(process.env.BENCH_FIRST_VISIT_TRADES ?? 100_000);
const SMALL = 1_000;
const RUNS = Number(process.env.BENCH_FIRST_VISIT_RUNS ?? 3);
const SIZE_RATIO = 1.3;
/** Comma-separated words: only the pages whose label holds one are visited (all when unset). */
const ONLY = process.env.BENCH_FIRST_VISIT_ONLY?.split(',');
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

interface Visit {
  label: string;
  path: (month: string) => string;
  budgetMs: number;
  /** What the page's first screenful holds once drawn (the analytics pages: their widgets). */
  ready?: string;
}

const WIDGETS = '[data-analytics-main] [data-widget]';

const ALL_VISITS: Visit[] = [
  { label: 'dashboard', path: () => '/dashboard', budgetMs: 1200 },
  {
    label: 'calendar, a month',
    path: (month) => `/analytics/calendar?view=month&month=${month}`,
    budgetMs: 600,
  },
  {
    label: 'calendar, a year',
    path: (month) => `/analytics/calendar?view=year&month=${month}`,
    budgetMs: 1000,
  },
  { label: 'performance', path: () => '/analytics/performance', budgetMs: 1500 },
  { label: 'reports', path: () => '/analytics/reports', budgetMs: 1500 },
  { label: 'risk', path: () => '/analytics/risk', budgetMs: 1500 },
  { label: 'strategies', path: () => '/strategies', budgetMs: 1500, ready: '[data-testid="playbook-card"]' },
  {
    label: 'tags',
    path: () => '/tags',
    budgetMs: 1500,
    ready: '[data-testid="tag-row"], [data-testid="tag-card"]',
  },
  {
    label: 'goals',
    path: () => '/goals',
    budgetMs: 1500,
    ready: '[data-testid="goal-card"], [data-testid="goals-empty"]',
  },
  { label: 'AI analysis', path: () => '/dashboard/ai/analysis', budgetMs: 1500, ready: '[data-finding]' },
  { label: 'trade log', path: () => '/trades', budgetMs: 1000, ready: '[data-testid="trade-row"]' },
];

const VISITS = ALL_VISITS.filter(
  (visit) => ONLY === undefined || ONLY.some((word) => visit.label.includes(word)),
);

/**
 * The page's first screenful drawn with its figures: what it holds once drawn (`ready`) is there,
 * nothing in view is still loading, and every widget in view is ready or empty.
 */
function firstScreenful(ready: string): boolean {
  const main = document.querySelector('main');
  if (main === null || main.querySelector(ready) === null) return false;
  // No helper functions in here: the bundler would name them (`__name`), which the page lacks.
  const states: (string | null)[] = [];
  const watched =
    '[aria-busy="true"], [data-slot="skeleton"], [data-testid="analytics-loading"], [data-widget]';
  for (const element of Array.from(main.querySelectorAll(watched))) {
    const box = element.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    if (!element.hasAttribute('data-widget') || element.getAttribute('aria-busy') === 'true') return false;
    states.push(element.getAttribute('data-state'));
  }
  if (states.includes('error')) throw new Error('a widget shows its error state');
  return states.every((state) => state === 'ready' || state === 'empty');
}

async function firstVisit(
  browser: Browser,
  base: string,
  account: Credentials,
  path: string,
  ready: string,
): Promise<number> {
  const page = await signedInPage(browser, base, account);
  try {
    return await timeNavigation(page, path, async () => {
      await page.waitForFunction(firstScreenful, ready, { polling: 'raf', timeout: WAIT_MS });
    });
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

async function measure(trades: number, dist: string, clusterUrl: string | undefined) {
  const { bench, browser, stop } = await startBrowserBench({
    ...(clusterUrl === undefined ? {} : { clusterUrl }),
    label: 'first_visits',
    webDistDir: dist,
    restStatementTimeoutMs: 120_000,
  });
  try {
    const fresh = await signUp(bench.base, bench.anonKey, 'baseline');
    const trader = await signUp(bench.base, bench.anonKey, 'trader');
    process.stdout.write(`seeding ${trades.toLocaleString('en-US')} trades through the API...\n`);
    await seedDemoJournal(trader.client, generateDemoJournal({ seed: 2026, trades }), {
      isSample: false,
      batchSize: 500,
    });
    const afterLoad = bench.databaseUrl === undefined ? null : await sizes(bench.databaseUrl);
    if (bench.databaseUrl !== undefined) await vacuumAnalyze(bench.databaseUrl);
    // The month of the journal's last exit, where the calendar has days to show.
    const { data, error } = await trader.client
      .from('trades')
      .select('closed_at')
      .not('closed_at', 'is', null)
      .order('closed_at', { ascending: false })
      .limit(1)
      .single<{ closed_at: string }>();
    if (error) throw error;
    const month = data.closed_at.slice(0, 7);

    const baselinePage = await signedInPage(browser, bench.base, fresh.account);
    const baseline: number[] = [];
    const times = new Map<string, number[]>(VISITS.map((visit) => [visit.label, []]));
    for (let run = 0; run < RUNS; run++) {
      baseline.push(await timeEmptyAccounts(baselinePage));
      for (const visit of VISITS)
        times
          .get(visit.label)
          ?.push(
            await firstVisit(browser, bench.base, trader.account, visit.path(month), visit.ready ?? WIDGETS),
          );
    }
    return {
      trades,
      database: clusterUrl === undefined ? 'the embedded database' : 'PostgreSQL',
      baseline,
      times,
      afterLoad,
    };
  } finally {
    await stop();
  }
}

function report(result: Awaited<ReturnType<typeof measure>>): boolean {
  const base = median(result.baseline);
  console.log(
    `\nfirst visits over ${result.trades.toLocaleString('en-US')} trades on ${result.database} (median of ${RUNS}); baseline, the empty accounts page of a fresh user: ${ms(base)}`,
  );
  let within = true;
  for (const visit of VISITS) {
    const samples = result.times.get(visit.label) ?? [];
    const line = budgetLine(`${visit.label}: first screenful`, median(samples), base, visit.budgetMs, 40);
    within &&= line.within;
    console.log(`${line.text}   (${samples.map(ms).join(', ')})`);
  }
  if (result.afterLoad !== null) {
    const { database, journal, changes } = result.afterLoad;
    const ratio = database / journal;
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
    console.log(
      `the database after the bulk load: ${mb(database)}, ${ratio.toFixed(2)}x its journal tables (${mb(journal)}); realtime's change log ${mb(changes)}  budget ${SIZE_RATIO}x: ${ratio <= SIZE_RATIO ? 'within' : 'OVER'}`,
    );
    within &&= ratio <= SIZE_RATIO;
  }
  return within;
}

const clusterUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
const { dir, cleanup } = webDist();
try {
  let within = report(await measure(SMALL, dir, undefined));
  if (clusterUrl) within = report(await measure(LARGE, dir, clusterUrl)) && within;
  else console.log('EDGELOG_BENCH_DATABASE_URL is not set: the large journal is measured on PostgreSQL only');
  console.log(`\nfirst visits: ${within ? 'within budget' : 'OVER BUDGET'}`);
  if (!within) process.exitCode = 1;
} finally {
  cleanup();
}
