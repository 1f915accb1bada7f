/**
 * The dashboard (/dashboard) in real Chromium over a large generated journal (core's
 * generateDemoJournal, 100k trades unless BENCH_DASHBOARD_TRADES says otherwise), written through
 * the API as the web app writes it, on PostgreSQL (then vacuumed and analyzed, as autovacuum does
 * shortly after a bulk load: planned on empty-table statistics, rpc/analytics_journal takes seconds
 * even at 2k trades). Measured against the budgets of the analytics pages:
 *
 * - navigation to /dashboard until every widget (`[data-widget]`) is rendered, its `data-state`
 *   ready or empty: 2 s (median), measured twice: a later visit (the journal kept in the browser
 *   since the last one, checked against the server's journal stamp) and a first visit on this
 *   browser (nothing kept: the whole journal read from the server);
 * - a filter change (one account, then another, through the URL as the filter bar sets it) until
 *   every widget is rendered again over the new filter: 300 ms (median).
 *
 * The baseline, measured in the same run and browser, is navigation to the empty accounts page of
 * a fresh user; every figure is printed with its ratio to it. Beside them, from the browser's
 * Performance API: the requests the analytics worker makes (on a first visit the server's figures,
 * functions/v1/analytics; on a later one the journal stamp), when they start and end after the
 * navigation and how big their answers are, and when the dashboard's grid appears
 * (the dataset decoded and handed to the page), so a reader sees where the time goes; then, in
 * Node with the same core code, the worker's stages one by one (the function in the database, the
 * call over HTTP, JSON.parse, decode, dataset, each engine request of the dashboard). Exits 1 over
 * a budget.
 *
 * Run by `npm run bench` (scripts/bench.sh), which passes PostgreSQL's URL in
 * EDGELOG_BENCH_DATABASE_URL; without it nothing is measured. Uses the built app in
 * BENCH_WEB_DIST, or builds it.
 */
import type { Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { generateDemoJournal } from '../packages/core/src/index.ts';
import { seedDemoJournal } from '../packages/server/test/support/demo-journal.ts';
import { startBrowserBench } from './support/bench-server.ts';
import { vacuumAnalyze } from './support/private-database.ts';
import { signedInPage, timeEmptyAccounts, timeNavigation } from './support/chromium.ts';
import { signUp } from './support/signed-up-user.ts';
import { budgetLine, median, ms } from './support/timing.ts';
import { webDist } from './support/web-dist.ts';
import { timeWorkerStages } from './support/worker-stages.ts';

const FIGURES_PATH = '/functions/v1/analytics';
const STAMP_PATH = '/rest/v1/rpc/journal_stamp';
const JOURNAL_PATH = '/rest/v1/rpc/analytics_journal';

const TRADES = Number(process.env.BENCH_DASHBOARD_TRADES ?? 100_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
const BUDGET = { renderedMs: 2000, filterMs: 300 };
const KEPT_JOURNAL_DB = 'edgelog-analytics';
const SETTLE_MS = 1500;
const WAIT_MS = 60_000;

/** When the page's own clock saw the milestones of the last load, in ms after navigation start. */
interface Marks {
  grid?: number;
  rendered?: number;
  /** The page's main-thread tasks over 50 ms: [start, duration]. */
  tasks: Array<[number, number]>;
}

/** The rpc/analytics_journal requests (its parts) as the worker's Performance API saw them. */
interface RpcTiming {
  /** ms after the page's navigation start. */
  start: number;
  firstByte: number;
  end: number;
  /** Bytes over the wire (compressed when the server compresses) and once decoded. */
  encodedBytes: number;
  decodedBytes: number;
}

/**
 * Records, from the start of every document, when the dashboard's grid (drawn once the dataset is
 * loaded) first shows and when every widget in it is rendered, on the page's own clock.
 */
function recordMilestones(): void {
  const marks: Marks = { tasks: [] };
  Object.assign(window, { __dashboardMarks: marks });
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) marks.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Inline and anonymous: the function travels to the page as text, without the runner's helpers.
  new MutationObserver(function () {
    const grid = document.querySelector('[data-testid="dashboard-widgets"]');
    if (grid === null) return;
    marks.grid ??= performance.now();
    const widgets = Array.from(grid.querySelectorAll('[data-widget]'));
    const done = widgets.every((widget) =>
      ['ready', 'empty'].includes(widget.getAttribute('data-state') ?? ''),
    );
    if (widgets.length > 0 && done) marks.rendered ??= performance.now();
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}

/**
 * Every widget of the grid rendered (ready or empty) while the dataset is not loading; when
 * `notCount` is given, the trade count shown must differ from it (the figures are the new
 * filter's, not the last one's). A widget in its error state fails the run.
 */
function renderedCondition(notCount: string | null): boolean {
  const section = document.querySelector('[data-analytics-main]');
  const grid = document.querySelector('[data-testid="dashboard-widgets"]');
  if (section === null || grid === null || section.getAttribute('aria-busy') === 'true') return false;
  const widgets = Array.from(grid.querySelectorAll('[data-widget]'));
  const states = widgets.map((widget) => widget.getAttribute('data-state'));
  if (states.includes('error')) throw new Error('a dashboard widget shows its error state');
  if (widgets.length === 0 || !states.every((state) => state === 'ready' || state === 'empty')) return false;
  if (notCount === null) return true;
  const count = document.querySelector('[data-metric="tradeCount"]')?.getAttribute('data-value');
  return count !== undefined && count !== null && count !== notCount;
}

const everyWidgetRendered = async (page: Page, notCount: string | null = null) => {
  await page.waitForFunction(renderedCondition, notCount, { polling: 'raf', timeout: WAIT_MS });
};

const shownTradeCount = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-metric="tradeCount"]')?.getAttribute('data-value') ?? null,
  );

async function lastLoad(page: Page, path: string): Promise<{ marks: Marks; rpc: RpcTiming | null }> {
  const marks = await page.evaluate(() => {
    const { grid, rendered, tasks } = (window as unknown as { __dashboardMarks: Marks }).__dashboardMarks;
    return { grid, rendered, tasks: [...tasks] };
  });
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  // The worker makes the request, so the entry is on the worker's timeline, not the page's.
  let rpc: RpcTiming | null = null;
  for (const worker of page.workers()) {
    const found = await worker.evaluate((name) => {
      // The journal is read in parts side by side, the server's figures in a few calls: together
      // they are one read.
      let read = null as null | {
        start: number;
        firstByte: number;
        end: number;
        encodedBytes: number;
        decodedBytes: number;
      };
      for (const entry of performance.getEntriesByType('resource')) {
        if (!(entry instanceof PerformanceResourceTiming) || !entry.name.includes(name)) continue;
        read = {
          start: Math.min(read?.start ?? Infinity, entry.startTime),
          firstByte: Math.min(read?.firstByte ?? Infinity, entry.responseStart),
          end: Math.max(read?.end ?? -Infinity, entry.responseEnd),
          encodedBytes: (read?.encodedBytes ?? 0) + entry.encodedBodySize,
          decodedBytes: (read?.decodedBytes ?? 0) + entry.decodedBodySize,
        };
      }
      return read === null ? null : { origin: performance.timeOrigin, ...read };
    }, path);
    if (found === null) continue;
    const shift = found.origin - pageOrigin;
    rpc = {
      start: found.start + shift,
      firstByte: found.firstByte + shift,
      end: found.end + shift,
      encodedBytes: found.encodedBytes,
      decodedBytes: found.decodedBytes,
    };
  }
  return { marks, rpc };
}

/** A filter change as the filter bar makes it: the URL's search changes within the page. */
async function timeFilterChange(page: Page, search: string): Promise<number> {
  await page.waitForTimeout(SETTLE_MS);
  const before = await shownTradeCount(page);
  if (before === null) throw new Error('the dashboard shows no trade count to tell one filter from another');
  const start = performance.now();
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/dashboard${search}`);
  await everyWidgetRendered(page, before);
  return performance.now() - start;
}

async function measure(clusterUrl: string, dist: string) {
  const { bench, browser, stop } = await startBrowserBench({
    clusterUrl,
    label: 'dashboard',
    webDistDir: dist,
    // Seeding saves 500 trades a call; on a busy machine one can pass the default statement timeout.
    restStatementTimeoutMs: 120_000,
  });
  try {
    const fresh = await signUp(bench.base, bench.anonKey, 'baseline');
    const trader = await signUp(bench.base, bench.anonKey, 'trader');

    process.stdout.write(`seeding ${TRADES.toLocaleString('en-US')} trades through the API...\n`);
    const seedStart = performance.now();
    const journal = generateDemoJournal({ seed: 2026, trades: TRADES });
    const seeded = await seedDemoJournal(trader.client, journal, { isSample: false, batchSize: 500 });
    const seedMs = performance.now() - seedStart;
    process.stdout.write(`seeded in ${(seedMs / 1000).toFixed(1)} s\n`);
    if (bench.databaseUrl !== undefined) await vacuumAnalyze(bench.databaseUrl);

    const baselinePage = await signedInPage(browser, bench.base, fresh.account);
    const dashboardPage = await signedInPage(browser, bench.base, trader.account);
    await dashboardPage.context().addInitScript(recordMilestones);

    const baseline: number[] = [];
    const rendered: number[] = [];
    const firstVisits: number[] = [];
    const loads: Array<Awaited<ReturnType<typeof lastLoad>>> = [];
    let journalReadAgain = 0;
    const firstLoads: Array<Awaited<ReturnType<typeof lastLoad>>> = [];
    const forgetKeptJournal = () =>
      dashboardPage.evaluate(
        (name) =>
          new Promise<void>((resolve) => {
            const deletion = indexedDB.deleteDatabase(name);
            deletion.onsuccess = () => resolve();
            deletion.onerror = () => resolve();
          }),
        KEPT_JOURNAL_DB,
      );
    for (let run = 0; run < RUNS; run++) {
      baseline.push(await timeEmptyAccounts(baselinePage));
      // A first visit: nothing kept in this browser (the page left is on /dashboard's origin).
      await forgetKeptJournal();
      firstVisits.push(
        await timeNavigation(dashboardPage, '/dashboard', () => everyWidgetRendered(dashboardPage)),
      );
      firstLoads.push(await lastLoad(dashboardPage, FIGURES_PATH));
      // The worker files the journal away after showing it; a later visit finds it there.
      await dashboardPage.waitForTimeout(SETTLE_MS);
      rendered.push(
        await timeNavigation(dashboardPage, '/dashboard', () => everyWidgetRendered(dashboardPage)),
      );
      loads.push(await lastLoad(dashboardPage, STAMP_PATH));
      // A later visit reads the journal again only when it changed in between (it must not here).
      if ((await lastLoad(dashboardPage, JOURNAL_PATH)).rpc !== null) journalReadAgain++;
    }

    // Each run a filter not seen before, so no answer comes from the page's or the worker's cache.
    const accountIds = [...seeded.accounts.values()];
    const filters = [
      ...accountIds.map((id) => `?account=${id}`),
      ...accountIds.slice(1).map((id) => `?account=${accountIds[0] ?? ''},${id}`),
    ];
    const filterTimes: number[] = [];
    for (const search of filters.slice(0, RUNS))
      filterTimes.push(await timeFilterChange(dashboardPage, search));

    // After the browser's figures, so this work never runs beside them.
    const stages =
      bench.databaseUrl === undefined
        ? null
        : await timeWorkerStages({
            base: bench.base,
            anonKey: bench.anonKey,
            accessToken: trader.accessToken,
            userId: trader.id,
            databaseUrl: bench.databaseUrl,
            runs: 3,
          });

    return {
      seedMs,
      baseline,
      rendered,
      loads,
      firstVisits,
      firstLoads,
      journalReadAgain,
      filterTimes,
      stages,
    };
  } finally {
    await stop();
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

type Load = Result['loads'][number];

/** Where a load's time goes, on the page's clock from navigation start (median of the runs). */
function whereLoadsGo(title: string, loads: Load[], path: string): void {
  const of = (pick: (load: Load) => number | undefined) =>
    median(loads.map(pick).filter((value): value is number => value !== undefined));
  const rpcs = loads.flatMap((load) => (load.rpc === null ? [] : [load.rpc]));
  console.log(`\n${title}, where the time goes, ms after navigation start on the page clock (median):`);
  if (rpcs.length === 0) console.log(`  ${path}: no entry in the worker's Performance API`);
  else {
    const start = median(rpcs.map((rpc) => rpc.start));
    const firstByte = median(rpcs.map((rpc) => rpc.firstByte));
    const end = median(rpcs.map((rpc) => rpc.end));
    console.log(
      `  ${path} sent at ${ms(start)}, first byte at ${ms(firstByte)} (${ms(firstByte - start)} waiting), last byte at ${ms(end)} (${ms(end - start)} in all); answer ${mb(median(rpcs.map((rpc) => rpc.encodedBytes)))} on the wire, ${mb(median(rpcs.map((rpc) => rpc.decodedBytes)))} decoded`,
    );
  }
  const grid = of((load) => load.marks.grid);
  const done = of((load) => load.marks.rendered);
  console.log(
    `  dataset handed to the page (grid shown) at ${ms(grid)}; every widget rendered at ${ms(done)}`,
  );
  if (rpcs.length > 0) {
    const end = median(rpcs.map((rpc) => rpc.end));
    console.log(
      `  after the last byte: ${ms(grid - end)} to the grid (parse, decode and dataset in the worker, the frame's render), ${ms(done - grid)} to every widget (the engine's requests and the widgets' render)`,
    );
  }
  // The page's own work (rendering) shows as main-thread tasks; the worker's does not.
  const busy = (from: (load: Load) => number, to: (load: Load) => number) =>
    median(
      loads.map((load) =>
        load.marks.tasks
          .filter(([start]) => start >= from(load) && start < to(load))
          .reduce((sum, [, duration]) => sum + duration, 0),
      ),
    );
  console.log(
    `  main-thread tasks over 50 ms: ${ms(
      busy(
        () => 0,
        (load) => load.marks.grid ?? Infinity,
      ),
    )} before the grid, ${ms(
      busy(
        (load) => load.marks.grid ?? Infinity,
        (load) => load.marks.rendered ?? Infinity,
      ),
    )} from the grid to every widget rendered`,
  );
}

function report(result: Result): boolean {
  const base = median(result.baseline);
  console.log(
    `\n[PostgreSQL] ${TRADES.toLocaleString('en-US')} trades, seeded through the API in ${(result.seedMs / 1000).toFixed(1)} s`,
  );
  const lines = [
    budgetLine('baseline: /accounts, empty (median)', base, base, null, 44),
    budgetLine('/dashboard, a later visit (median)', median(result.rendered), base, BUDGET.renderedMs, 44),
    budgetLine(
      '/dashboard, first visit on a browser (median)',
      median(result.firstVisits),
      base,
      BUDGET.renderedMs,
      44,
    ),
    budgetLine(
      'a filter change: every widget (median)',
      median(result.filterTimes),
      base,
      BUDGET.filterMs,
      44,
    ),
  ];
  for (const line of lines) console.log(line.text);
  console.log(
    `  runs: later visits ${result.rendered.map(ms).join(', ')}; first visits ${result.firstVisits.map(ms).join(', ')}; filter changes ${result.filterTimes.map(ms).join(', ')}`,
  );

  whereLoadsGo(
    "a first visit (the server's figures, the journal read behind them)",
    result.firstLoads,
    FIGURES_PATH,
  );
  whereLoadsGo('a later visit (the kept journal, its stamp checked)', result.loads, STAMP_PATH);
  console.log(
    `  the journal was read again in ${result.journalReadAgain} of ${result.loads.length} later visits`,
  );
  if (result.stages !== null) {
    const { stages } = result;
    console.log("the worker's stages for the whole journal, the same core code in Node (median of 3):");
    console.log(
      `  rpc/analytics_journal: ${ms(stages.sqlMs)} in the database alone (through the driver), ${ms(stages.httpMs)} through the data API to the last byte, ${ms(stages.partsHttpMs)} in the worker's parts side by side`,
    );
    console.log(
      `  JSON.parse ${ms(stages.parseMs)}, decode ${ms(stages.decodeMs)}, dataset (currency rule, basis) ${ms(stages.datasetMs)}; the dashboard's requests: ${stages.requests.map(([label, value]) => `${label} ${ms(value)}`).join(', ')}`,
    );
  }
  return lines.every((line) => line.within);
}

const clusterUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
if (!clusterUrl) {
  console.log('EDGELOG_BENCH_DATABASE_URL is not set: the dashboard is measured on PostgreSQL only');
} else {
  const { dir, cleanup } = webDist();
  try {
    const within = report(await measure(clusterUrl, dir));
    console.log(`\ndashboard budgets: ${within ? 'within budget' : 'OVER BUDGET'}`);
    if (!within) process.exitCode = 1;
  } finally {
    cleanup();
  }
}
