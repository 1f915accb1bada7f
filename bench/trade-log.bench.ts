/**
 * The trade log (/trades) in real Chromium with a large generated journal (core's
 * generateDemoJournal, 100k trades unless BENCH_LOG_TRADES says otherwise), written through the
 * API as the web app writes it. Measured against the budgets of the journal:
 *
 * - navigation to /trades until the first rows are visible: 1.5 s;
 * - a filter change, and a sort, until the updated rows are visible: 200 ms each (median);
 * - scrolling the log: no main-thread task over 50 ms (PerformanceObserver 'longtask').
 *
 * The baseline, measured in the same run and browser, is navigation to the empty accounts page of
 * a fresh user; every figure is printed with its ratio to it. Exits 1 over a budget.
 *
 * Runs on PostgreSQL when scripts/bench.sh passes EDGELOG_BENCH_DATABASE_URL (a real deployment's
 * database), otherwise on the embedded one. Uses the built app in BENCH_WEB_DIST, or builds it.
 */
import type { Browser, Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { generateDemoJournal } from '../packages/core/src/index.ts';
import { seedDemoJournal } from '../packages/server/test/support/demo-journal.ts';
import { startBenchServer } from './support/bench-server.ts';
import { launchChromium, signedInPage, timeEmptyAccounts, timeNavigation } from './support/chromium.ts';
import { signUp } from './support/signed-up-user.ts';
import { budgetLine, median, ms } from './support/timing.ts';
import { webDist } from './support/web-dist.ts';

const TRADES = Number(process.env.BENCH_LOG_TRADES ?? 100_000);
const RUNS = Number(process.env.BENCH_LOG_RUNS ?? 5);
const BUDGET = { firstRowsMs: 1500, updateMs: 200, longTaskMs: 50 };
const SETTLE_MS = 1500;

const shownIncludes = (page: Page, fragment: string) =>
  page.waitForFunction(
    (text) =>
      document.querySelector('table[aria-label="Trades"]')?.getAttribute('data-shown')?.includes(text) ===
      true,
    fragment,
    { polling: 'raf', timeout: 30_000 },
  );

/**
 * One change of view, from the action until its rows show. The page first settles (the previous
 * view's totals, added up over the whole journal after its rows, are in), so each change is
 * measured on its own rather than queued behind the last one's work.
 */
async function timeUpdate(page: Page, act: () => Promise<void>, fragment: string): Promise<number> {
  await page.waitForTimeout(SETTLE_MS);
  const start = performance.now();
  await act();
  await shownIncludes(page, fragment);
  return performance.now() - start;
}

async function longTasksWhileScrolling(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
  });
  const scroller = page.getByTestId('trade-log-scroller');
  await scroller.hover();
  // A trader's scroll: wheel steps down through a few thousand rows, then a jump far into the log.
  for (let step = 0; step < 80; step++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(16);
  }
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
  await page.waitForTimeout(300);
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, -900);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(500);
  return page.evaluate(() => [...(window as unknown as { __longTasks: number[] }).__longTasks]);
}

async function measure(mode: string, clusterUrl: string | undefined, dist: string) {
  const bench = await startBenchServer({ clusterUrl, label: 'log', webDistDir: dist });
  let browser: Browser | undefined;
  try {
    const fresh = await signUp(bench.base, bench.anonKey, 'baseline');
    const trader = await signUp(bench.base, bench.anonKey, 'trader');

    process.stdout.write(`[${mode}] seeding ${TRADES.toLocaleString('en-US')} trades through the API...\n`);
    const seedStart = performance.now();
    await seedDemoJournal(trader.client, generateDemoJournal({ seed: 2026, trades: TRADES }), {
      isSample: false,
      batchSize: 500,
    });
    const seedMs = performance.now() - seedStart;
    process.stdout.write(`[${mode}] seeded in ${(seedMs / 1000).toFixed(1)} s\n`);

    browser = await launchChromium();
    const baselinePage = await signedInPage(browser, bench.base, fresh.account);
    const tradesPage = await signedInPage(browser, bench.base, trader.account);

    const baseline: number[] = [];
    const firstRows: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      baseline.push(await timeEmptyAccounts(baselinePage));
      firstRows.push(
        await timeNavigation(tradesPage, '/trades', () =>
          tradesPage.getByTestId('trade-row').first().waitFor({ timeout: 30_000 }),
        ),
      );
    }
    await shownIncludes(tradesPage, '{');

    // Each run a view not seen before, so no answer comes from the page's cache.
    const filters: Array<[string, string, string]> = [
      ['Side', 'short', '"side":"short"'],
      ['Status', 'closed', '"status":"closed"'],
      ['Result', 'win', '"result":"win"'],
      ['Asset class', 'stock', '"asset":"stock"'],
      ['Side', 'long', '"side":"long"'],
    ];
    const filterTimes: number[] = [];
    for (const [label, value, fragment] of filters.slice(0, RUNS)) {
      const field = tradesPage
        .getByRole('search', { name: 'Filter trades' })
        .getByLabel(label, { exact: true });
      filterTimes.push(
        await timeUpdate(tradesPage, async () => void (await field.selectOption(value)), fragment),
      );
    }
    const sorts: Array<[string, string]> = [
      ['Net P&L', '"sort":"net.desc"'],
      ['Net P&L', '"sort":"net.asc"'],
      ['R', '"sort":"r.desc"'],
      ['R', '"sort":"r.asc"'],
      ['Qty', '"sort":"quantity.desc"'],
    ];
    const sortTimes: number[] = [];
    for (const [label, fragment] of sorts.slice(0, RUNS)) {
      const header = tradesPage.getByRole('columnheader', { name: label, exact: true }).getByRole('button');
      sortTimes.push(await timeUpdate(tradesPage, () => header.click(), fragment));
    }

    await timeNavigation(tradesPage, '/trades', () => tradesPage.getByTestId('trade-row').first().waitFor());
    const longTasks = await longTasksWhileScrolling(tradesPage);

    return { mode, seedMs, baseline, firstRows, filterTimes, sortTimes, longTasks };
  } finally {
    await browser?.close();
    await bench.stop();
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

function report(result: Result): boolean {
  const base = median(result.baseline);
  const rows: Array<[string, number, number | null]> = [
    ['baseline: /accounts, empty (median)', base, null],
    ['/trades: first rows visible (median)', median(result.firstRows), BUDGET.firstRowsMs],
    ['a filter: updated rows (median)', median(result.filterTimes), BUDGET.updateMs],
    ['a sort: updated rows (median)', median(result.sortTimes), BUDGET.updateMs],
  ];
  console.log(
    `\n[${result.mode}] ${TRADES.toLocaleString('en-US')} trades, seeded through the API in ${(result.seedMs / 1000).toFixed(1)} s`,
  );
  let within = true;
  for (const [label, value, budget] of rows) {
    const line = budgetLine(label, value, base, budget);
    within &&= line.within;
    console.log(line.text);
  }
  console.log(
    `  runs: first rows ${result.firstRows.map(ms).join(', ')}; filters ${result.filterTimes.map(ms).join(', ')}; sorts ${result.sortTimes.map(ms).join(', ')}`,
  );
  const longest = Math.max(0, ...result.longTasks);
  const scrollOk = longest <= BUDGET.longTaskMs;
  within &&= scrollOk;
  console.log(
    `${'scrolling: longest main-thread task'.padEnd(40)}${ms(longest).padStart(9)}  ${(longest / base).toFixed(2).padStart(6)}x baseline  budget ${ms(BUDGET.longTaskMs)}: ${scrollOk ? 'within' : 'OVER'} (${result.longTasks.length} tasks over 50 ms)`,
  );
  return within;
}

const { dir, cleanup } = webDist();
try {
  const pgUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
  const results: Result[] = [];
  if (pgUrl) results.push(await measure('PostgreSQL', pgUrl, dir));
  else console.log('EDGELOG_BENCH_DATABASE_URL is not set: measuring the embedded database only');
  if (!pgUrl || process.env.BENCH_LOG_PGLITE === '1') results.push(await measure('PGlite', undefined, dir));
  const within = results.map(report).every(Boolean);
  console.log(`\ntrade log budgets: ${within ? 'within budget' : 'OVER BUDGET'}`);
  if (!within) process.exitCode = 1;
} finally {
  cleanup();
}
