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
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import ws from 'ws';
import { generateDemoJournal } from '../packages/core/src/index.ts';
import { buildServer, type EdgelogServer } from '../packages/server/src/app.ts';
import { defaultConfig } from '../packages/server/src/config.ts';
import { seedDemoJournal } from '../packages/server/test/support/demo-journal.ts';

const TRADES = Number(process.env.BENCH_LOG_TRADES ?? 100_000);
const RUNS = Number(process.env.BENCH_LOG_RUNS ?? 5);
const BUDGET = { firstRowsMs: 1500, updateMs: 200, longTaskMs: 50 };
const SETTLE_MS = 1500;
const CHROMIUM = process.env.EDGELOG_CHROMIUM ?? '/usr/bin/chromium';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;

function webDist(): { dir: string; cleanup: () => void } {
  const given = process.env.BENCH_WEB_DIST;
  if (given) return { dir: given, cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'edgelog-bench-web-'));
  process.stdout.write('building the web app...\n');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], {
    cwd: join(ROOT, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function privateDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `edgelog_bench_log_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

interface Account {
  email: string;
  password: string;
}

async function signUp(
  base: string,
  anonKey: string,
  label: string,
): Promise<{ account: Account; client: SupabaseClient }> {
  const client = createClient(base, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const account = { email: `${label}-${process.pid}@example.test`, password: `Bench-${process.pid}-pw!` };
  const { error } = await client.auth.signUp(account);
  if (error) throw new Error(`sign-up: ${error.message}`);
  const signedIn = await client.auth.signInWithPassword(account);
  if (signedIn.error) throw new Error(`sign-in: ${signedIn.error.message}`);
  return { account, client };
}

async function signIn(browser: Browser, base: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
  // Long tasks are collected from the start of every document.
  await context.addInitScript(() => {
    const tasks: number[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto('/auth?redirect=%2Faccounts');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('main')
    .getByRole('heading', { name: 'Accounts', level: 1 })
    .waitFor({ timeout: 30_000 });
  return page;
}

/** From the start of a navigation until `visible` shows. */
async function timeNavigation(page: Page, path: string, visible: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await visible();
  return performance.now() - start;
}

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

async function measure(mode: string, databaseUrl: string | undefined, dist: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-bench-log-'));
  const database = databaseUrl ? await privateDatabase(databaseUrl) : undefined;
  let server: EdgelogServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await buildServer(
      defaultConfig({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: database?.url,
        webDistDir: dist,
        logLevel: 'silent',
        rateLimitEnabled: false,
      }),
    );
    const base = await server.listen();
    const { anonKey } = server.ctx.keys;
    const fresh = await signUp(base, anonKey, 'baseline');
    const trader = await signUp(base, anonKey, 'trader');

    process.stdout.write(`[${mode}] seeding ${TRADES.toLocaleString('en-US')} trades through the API...\n`);
    const seedStart = performance.now();
    await seedDemoJournal(trader.client, generateDemoJournal({ seed: 2026, trades: TRADES }), {
      isSample: false,
      batchSize: 500,
    });
    const seedMs = performance.now() - seedStart;
    process.stdout.write(`[${mode}] seeded in ${(seedMs / 1000).toFixed(1)} s\n`);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const baselinePage = await signIn(browser, base, fresh.account);
    const tradesPage = await signIn(browser, base, trader.account);

    const baseline: number[] = [];
    const firstRows: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      baseline.push(
        await timeNavigation(baselinePage, '/accounts', () =>
          baselinePage.getByRole('heading', { name: 'No accounts yet' }).waitFor({ timeout: 30_000 }),
        ),
      );
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
    await server?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
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
    const ok = budget === null || value <= budget;
    within &&= ok;
    const ratio = (value / base).toFixed(2);
    console.log(
      `${label.padEnd(40)}${ms(value).padStart(9)}  ${ratio.padStart(6)}x baseline${budget === null ? '' : `  budget ${ms(budget)}: ${ok ? 'within' : 'OVER'}`}`,
    );
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
