/**
 * The draw board: what it costs the other pages, and how long a board takes to open.
 *
 * - The JavaScript each signed-in page needs to render (its chunk and everything it imports
 *   statically, gzip -9, from the build's manifest), and how much of it is the draw board's
 *   whiteboard: the chunks only the board's canvas needs. Every page but an open board must carry
 *   none of it (the whiteboard library is fetched when a board opens, never with another page).
 * - In real Chromium: the script files each page actually fetched (none of the whiteboard's on any
 *   other page, the board list included), and the time from navigation to an open board that can
 *   be drawn on (its canvas shown, then its scene, `data-ready`), an empty one and one of 300
 *   shapes (median).
 *
 * The baseline, measured in the same run and browser, is navigation to the empty accounts page of
 * a fresh user. Exits 1 when another page carries the whiteboard. Runs on
 * PostgreSQL when scripts/bench.sh passes EDGELOG_BENCH_DATABASE_URL, otherwise on the embedded
 * database. Uses the built app in BENCH_WEB_DIST, or builds it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './support/bench-server.ts';
import { launchChromium, signedInPage, timeEmptyAccounts, timeNavigation } from './support/chromium.ts';
import { signUp } from './support/signed-up-user.ts';
import { budgetLine, median } from './support/timing.ts';
import { webDist } from './support/web-dist.ts';

const RUNS = Number(process.env.BENCH_DRAWBOARD_RUNS ?? 5);
const SHAPES = 300;
const CANVAS_MODULE = 'src/features/drawboard/components/editor/board-canvas.tsx';
const PAGES_VISITED = ['/dashboard', '/trades', '/accounts', '/analytics/calendar', '/drawboard'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const child of chunk.imports ?? []) closure(manifest, child, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Per page: its JavaScript (gzip) and the part of it that is the whiteboard's; the board's own files. */
function bundleReport(dir: string) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const size = (key: string) => {
    const file = manifest[key]?.file ?? '';
    if (!file.endsWith('.js')) return 0;
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
    return gz.get(file) ?? 0;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  // Everything the app can load without opening a board: the entry and every chunk it reaches by
  // dynamic imports (routes, workers, lazy parts), stopping at the board's canvas.
  const rest = new Set<string>();
  const visit = (key: string) => {
    if (key === CANVAS_MODULE || rest.has(key)) return;
    for (const one of closure(manifest, key)) {
      if (rest.has(one)) continue;
      rest.add(one);
      for (const dynamic of manifest[one]?.dynamicImports ?? []) visit(dynamic);
    }
  };
  visit(entry);
  const shell = closure(manifest, entry);
  // The whiteboard: what the canvas needs that nothing else in the app ever loads.
  const board = new Set([...closure(manifest, CANVAS_MODULE)].filter((key) => !rest.has(key)));
  const boardFiles = new Set([...board].map((key) => manifest[key]?.file ?? ''));
  const pages = Object.keys(manifest)
    .filter((key) => /^src\/features\/[^/]+\/pages\/.+-page\.tsx$/.test(key))
    .sort()
    .map((key) => {
      const keys = new Set([...shell, ...closure(manifest, key)]);
      const total = [...keys].reduce((sum, one) => sum + size(one), 0);
      const whiteboard = [...keys].filter((one) => board.has(one)).reduce((sum, one) => sum + size(one), 0);
      return { page: key.replace(/^src\/features\//, ''), total, whiteboard };
    });
  const boardBytes = [...board].reduce((sum, key) => sum + size(key), 0);
  return { pages, boardBytes, boardFiles };
}

/** A board of the user with `shapes` rectangles and labels, written as the app saves one. */
async function seedBoard(client: SupabaseClient, name: string, shapes: number): Promise<string> {
  const elements = Array.from({ length: shapes }, (_, i) => ({
    id: `shape-${i}`,
    type: i % 3 === 2 ? 'text' : 'rectangle',
    x: (i % 20) * 140,
    y: Math.floor(i / 20) * 110,
    width: 120,
    height: 80,
    ...(i % 3 === 2 ? { text: `Level ${i}`, originalText: `Level ${i}`, fontSize: 20, height: 25 } : {}),
  }));
  const { data, error } = await client
    .from('drawboards')
    .insert({ name, scene: { version: 2, elements, appState: {}, files: {} } })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(`seeding a board: ${error.message}`);
  return data.id;
}

/** From navigation to a board: when its canvas is on screen, and when it shows its scene (ready to draw). */
async function timeBoardOpen(page: Page, boardId: string): Promise<{ canvas: number; ready: number }> {
  const start = performance.now();
  let canvas = NaN;
  const ready = await timeNavigation(page, `/drawboard?board=${boardId}`, async () => {
    await page.locator('canvas.excalidraw__canvas.interactive').waitFor({ timeout: 30_000 });
    canvas = performance.now() - start;
    await page
      .locator('[data-testid="board-canvas"][data-ready="true"]')
      .waitFor({ state: 'attached', timeout: 30_000 });
  });
  return { canvas, ready };
}

/** The script files a page fetched since its last navigation. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''))
      .filter((path) => path.endsWith('.js')),
  );

async function measure(clusterUrl: string | undefined, dist: string, boardFiles: Set<string>) {
  const bench = await startBenchServer({ clusterUrl, label: 'drawboard', webDistDir: dist });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await bench.stop();
    throw error;
  });
  try {
    const fresh = await signUp(bench.base, bench.anonKey, 'baseline');
    const trader = await signUp(bench.base, bench.anonKey, 'drawer');
    const empty = await seedBoard(trader.client, 'Empty', 0);
    const full = await seedBoard(trader.client, `${SHAPES} shapes`, SHAPES);

    const baselinePage = await signedInPage(browser, bench.base, fresh.account);
    // Every visit in a tab of its own: scripts fetched by an earlier page are not fetched again.
    const carrying: string[] = [];
    for (const path of PAGES_VISITED) {
      const page = await signedInPage(browser, bench.base, trader.account);
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const fetched = await scriptsFetched(page);
      const board = fetched.filter((file) => boardFiles.has(file));
      if (board.length > 0) carrying.push(`${path}: ${board.join(', ')}`);
      await page.context().close();
    }

    const boardPage = await signedInPage(browser, bench.base, trader.account);
    const baseline: number[] = [];
    const openEmpty: Array<{ canvas: number; ready: number }> = [];
    const openFull: Array<{ canvas: number; ready: number }> = [];
    for (let run = 0; run < RUNS; run++) {
      baseline.push(await timeEmptyAccounts(baselinePage));
      openEmpty.push(await timeBoardOpen(boardPage, empty));
      openFull.push(await timeBoardOpen(boardPage, full));
    }
    const shapesShown = await boardPage.getByTestId('board-canvas').getAttribute('data-elements');
    return { baseline, openEmpty, openFull, carrying, shapesShown };
  } finally {
    await browser.close();
    await bench.stop();
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

const { dir, cleanup } = webDist();
try {
  const bundle = bundleReport(dir);
  console.log('JavaScript each page needs to render (entry + page, static imports, gzip -9):');
  console.log(`  ${'page'.padEnd(58)}${'total'.padStart(10)}${'whiteboard'.padStart(12)}`);
  for (const row of bundle.pages)
    console.log(`  ${row.page.padEnd(58)}${kb(row.total).padStart(10)}${kb(row.whiteboard).padStart(12)}`);
  console.log(
    `the whiteboard, fetched only when a board opens: ${kb(bundle.boardBytes)} gzipped in ${bundle.boardFiles.size} files`,
  );
  const carriers = bundle.pages.filter((row) => row.whiteboard > 0);
  for (const row of carriers) console.log(`  CARRIES THE WHITEBOARD: ${row.page}`);

  const clusterUrl = process.env.EDGELOG_BENCH_DATABASE_URL;
  const result = await measure(clusterUrl, dir, bundle.boardFiles);
  console.log(`\n[${clusterUrl ? 'PostgreSQL' : 'PGlite'}] in Chromium, ${RUNS} runs`);
  console.log(
    `pages visited (${PAGES_VISITED.join(', ')}): ${result.carrying.length === 0 ? 'none fetched a whiteboard file' : 'WHITEBOARD FETCHED'}`,
  );
  for (const line of result.carrying) console.log(`  ${line}`);
  const base = median(result.baseline);
  const ready = (runs: Result['openEmpty']) => median(runs.map((run) => run.ready));
  const canvas = (runs: Result['openEmpty']) => median(runs.map((run) => run.canvas));
  const lines = [
    budgetLine('baseline: /accounts, empty (median)', base, base, null, 44),
    budgetLine('an empty board: canvas shown (median)', canvas(result.openEmpty), base, null, 44),
    budgetLine('an empty board: ready to draw (median)', ready(result.openEmpty), base, null, 44),
    budgetLine(`${SHAPES} shapes: canvas shown (median)`, canvas(result.openFull), base, null, 44),
    budgetLine(`${SHAPES} shapes: ready to draw (median)`, ready(result.openFull), base, null, 44),
  ];
  for (const line of lines) console.log(line.text);
  if (result.shapesShown !== String(SHAPES))
    console.log(`  the ${SHAPES}-shape board showed ${result.shapesShown ?? 'no'} elements`);
  const within =
    carriers.length === 0 && result.carrying.length === 0 && result.shapesShown === String(SHAPES);
  console.log(`\ndraw board: ${within ? 'adds nothing to other pages' : 'CARRIED BY OTHER PAGES'}`);
  if (!within) process.exitCode = 1;
} finally {
  cleanup();
}
