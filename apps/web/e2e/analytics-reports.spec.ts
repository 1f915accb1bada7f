import { readFile } from 'node:fs/promises';
import {
  breakdown,
  crossBreakdown,
  generateDemoJournal,
  type AnalyticsTrade,
  type BreakdownRow,
  type StatisticsOptions,
} from '@edgelog/core';
import type { Locator, Page } from '@playwright/test';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { readAnalyticsTrades, seedDemoJournal, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// The figures of a table row, in the order of its columns (and of the CSV's).
const FIELDS = [
  'tradeCount',
  'winRatePct',
  'netPnl',
  'expectancy',
  'profitFactor',
  'expectancyR',
  'avgWin',
  'avgLoss',
  'largestWin',
  'largestLoss',
] as const;
// The digits each column shows, and the CSV keeps.
const DECIMALS = [0, 1, 2, 2, 2, 2, 2, 2, 2, 2] as const;

let user: TestUser;
let trades: AnalyticsTrade[];
let options: StatisticsOptions;
let strategyNames: Map<string, string>;

test.beforeAll(async ({ backend }) => {
  test.setTimeout(180_000);
  user = await createUser(backend);
  const client = await signedInClient(backend, user);
  // Three dollar accounts (stocks, futures, forex): one currency, no rate needed.
  const journal = generateDemoJournal({ seed: 11, trades: 160, accounts: 3 });
  await seedDemoJournal(client, journal, { isSample: false });
  // Each trade carries its account's break-even tolerance, as the page's engine reads it.
  const accounts = await client
    .from('accounts')
    .select('id, tolerance:break_even_tolerance::text')
    .returns<{ id: string; tolerance: string }[]>();
  if (accounts.error) throw accounts.error;
  const tolerance = new Map(accounts.data.map((a) => [a.id, Number(a.tolerance)]));
  trades = (await readAnalyticsTrades(client)).map((trade) => ({
    ...trade,
    breakEvenTolerance: tolerance.get(trade.accountId ?? '') ?? 0,
  }));
  const profile = await client.from('profiles').select('timezone').single<{ timezone: string }>();
  if (profile.error) throw profile.error;
  // Breakdown rows do not depend on the starting balance: any will do for the engine here.
  options = { startingBalance: 0, timeZone: profile.data.timezone };
  const strategies = await client
    .from('strategies')
    .select('id, name')
    .returns<{ id: string; name: string }[]>();
  if (strategies.error) throw strategies.error;
  strategyNames = new Map(strategies.data.map((s) => [s.id, s.name]));
});

async function openReports(page: Page, query = '', who: TestUser = user): Promise<void> {
  const path = `/analytics/reports${query}`;
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(who.email, who.password);
  await new AppShell(page).ready('Reports');
}

function widget(page: Page, id: string): Locator {
  return page.locator(`[data-widget="${id}"]`);
}

interface ShownRow {
  key: string | null;
  label: string;
  values: (number | null)[];
}

/** What the rows show, read at once: each figure's raw value from its marker, and the row's label. */
async function shownRows(rows: Locator): Promise<ShownRow[]> {
  return rows.evaluateAll(
    (lines, fields) =>
      lines.map((line) => ({
        key: line.getAttribute('data-key'),
        label: line.querySelector('th')?.textContent?.trim() ?? '',
        values: fields.map((field) => {
          const raw = line.querySelector(`[data-metric="${field}"]`)?.getAttribute('data-value');
          return raw === undefined || raw === null || raw === 'null' ? null : Number(raw);
        }),
      })),
    [...FIELDS],
  );
}

function byKey(rows: readonly ShownRow[], key: string): (number | null)[] {
  const row = rows.find((line) => line.key === key);
  expect(row, `the row of ${key || 'no value'}`).toBeDefined();
  return row?.values ?? [];
}

function expectSame(shown: (number | null)[], engine: BreakdownRow): void {
  FIELDS.forEach((field, i) => {
    const expected = engine.statistics[field];
    const value = shown[i];
    if (expected === null || value === null || !Number.isFinite(expected))
      expect(value, field).toBe(expected);
    else expect(value, field).toBeCloseTo(expected, 9);
  });
}

/** RFC 4180 fields of one CSV text: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

test('the table of a dimension is the engine breakdown of the same trades, and its CSV is what it shows', async ({
  page,
}) => {
  await openReports(page);
  const table = widget(page, 'reports-breakdown');
  await expect(table).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  // By symbol (the default): one row per symbol with every figure the engine gives.
  const bySymbol = breakdown(trades, 'symbol', options);
  await expect(table.locator('tbody tr')).toHaveCount(bySymbol.length);
  const symbolRows = await shownRows(table.locator('tbody tr'));
  for (const row of bySymbol) expectSame(byKey(symbolRows, row.key), row);

  // By strategy, picked in the page: the rows are named like the trader's strategies.
  await page.getByLabel('Break down by').selectOption('strategy');
  await expect(page).toHaveURL(/by=strategy/);
  const byStrategy = breakdown(trades, 'strategy', options);
  await expect(table.locator('tbody tr')).toHaveCount(byStrategy.length);
  const strategyRows = await shownRows(table.locator('tbody tr'));
  for (const row of byStrategy) {
    expectSame(byKey(strategyRows, row.key), row);
    if (row.key !== '')
      expect(strategyRows.find((line) => line.key === row.key)?.label).toBe(strategyNames.get(row.key));
  }

  // Sorted by net P&L, largest first, the header saying so.
  const header = table.getByRole('columnheader', { name: /Net P&L/ });
  await header.getByRole('button', { name: 'Net P&L', exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const nets = await table
    .locator('tbody tr [data-metric="netPnl"]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
  expect(nets).toEqual([...nets].sort((a, b) => b - a));

  // The CSV file: the header, then the rows in the order shown, then the totals, to the digits shown.
  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = parseCsv((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
  expect(csv[0]).toEqual([
    'Strategy',
    'Trades',
    'Win rate',
    'Net P&L (USD)',
    'Expectancy (USD)',
    'Profit factor',
    'Avg R',
    'Avg win (USD)',
    'Avg loss (USD)',
    'Largest win (USD)',
    'Largest loss (USD)',
  ]);
  const shown = await shownRows(table.locator('tbody tr, tfoot tr'));
  expect(shown).toHaveLength(csv.length - 1);
  shown.forEach((line, r) => {
    const cells = csv[r + 1] ?? [];
    expect(cells[0]).toBe(line.label);
    line.values.forEach((value, i) => {
      const cell = cells[i + 1] ?? '';
      if (value === null) expect(cell).toBe('');
      else if (!Number.isFinite(value)) expect(cell).toBe('Infinity');
      else expect(cell).toBe(value.toFixed(DECIMALS[i] ?? 2).replace(/^-(0\.?0*)$/, '$1'));
    });
  });
  expect(csv.at(-1)?.[0]).toBe('Total');
});

test('a breakdown of more symbols than a screen draws a hundred at a time, and its CSV holds them all', async ({
  page,
  backend,
}) => {
  const many = await createUser(backend);
  const client = await signedInClient(backend, many);
  const account = await client
    .from('accounts')
    .insert({ name: 'Options', currency: 'USD', starting_balance: '10000' })
    .select('id')
    .single<{ id: string }>();
  if (account.error) throw account.error;
  // 130 symbols, one round trip each: 10 shares in at 100, out at 100 + i.
  const saved = await client.rpc('save_trades', {
    trades: Array.from({ length: 130 }, (_, i) => ({
      account_id: account.data.id,
      symbol: `S${String(i).padStart(3, '0')}`,
      asset_class: 'stock',
      executions: [
        { executed_at: '2026-03-02T15:00:00Z', side: 'buy', quantity: '10', price: '100' },
        { executed_at: '2026-03-02T16:00:00Z', side: 'sell', quantity: '10', price: String(100 + i) },
      ],
    })),
  });
  if (saved.error) throw saved.error;

  await openReports(page, '', many);
  const table = widget(page, 'reports-breakdown');
  await expect(table).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(table.locator('tbody tr')).toHaveCount(100);
  await expect(page.getByTestId('breakdown-shown')).toHaveText('100 of 130 rows, in the table’s order');
  // Sorted by net P&L, the hundred shown are the hundred largest of all 130.
  const header = table.getByRole('columnheader', { name: /Net P&L/ });
  await header.getByRole('button', { name: 'Net P&L', exact: true }).click();
  await expect(table.locator('tbody tr').first()).toContainText('S129');
  await expect(table.locator('tbody tr').last()).toContainText('S030');
  await table.getByRole('button', { name: 'Show 30 more' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(130);
  await expect(page.getByTestId('breakdown-shown')).toHaveCount(0);
  await expect(table.locator('tbody tr').last()).toContainText('S000');

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download CSV' }).click();
  const csv = parseCsv((await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, ''));
  // The header, every symbol, the totals.
  expect(csv.filter((line) => /^S\d{3}$/.test(line[0] ?? ''))).toHaveLength(130);
});

test('the cross-table pickers change the heatmap', async ({ page }) => {
  await openReports(page);
  const heatmap = widget(page, 'reports-heatmap');
  await expect(heatmap).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const grid = heatmap.locator('[data-heatmap]');
  // Weekday x hour of entry by default, one cell per pair with trades.
  await expect(grid).toHaveAttribute('data-rows', 'weekday');
  await expect(grid).toHaveAttribute('data-columns', 'hour');
  const byHour = crossBreakdown(trades, 'weekday', 'hour', options);
  await expect(grid).toHaveAttribute('data-cells', String(byHour.cells.length));

  await page.getByLabel('Rows', { exact: true }).selectOption('side');
  await page.getByLabel('Columns', { exact: true }).selectOption('month');
  await expect(page).toHaveURL(/rows=side/);
  await expect(grid).toHaveAttribute('data-rows', 'side');
  await expect(grid).toHaveAttribute('data-columns', 'month');
  const bySideMonth = crossBreakdown(trades, 'side', 'month', options);
  await expect(grid).toHaveAttribute('data-cells', String(bySideMonth.cells.length));
  await expect(heatmap).toHaveAttribute('data-state', 'ready');

  await page.getByLabel('Figure', { exact: true }).selectOption('winRatePct');
  await expect(grid).toHaveAttribute('data-metric', 'winRatePct');
  await expect(heatmap.getByRole('heading', { level: 2 })).toHaveText('Side × Month');

  // On a phone the wide table and the heatmap scroll inside their cards; the page does not.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('compare mode shows two periods side by side with their trades and the change', async ({ page }) => {
  const closed = trades
    .filter((t): t is AnalyticsTrade & { closedAt: string } => t.closedAt !== null)
    .sort((a, b) => a.closedAt.localeCompare(b.closedAt));
  // A trade's day is its exit's date in the trader's zone, as the page's custom range reads it.
  const zoneDay = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone });
  const day = (iso: string) => zoneDay.format(new Date(iso));
  const first = day(closed[0]?.closedAt ?? '');
  const middle = day(closed[Math.floor(closed.length / 2)]?.closedAt ?? '');
  const last = day(closed.at(-1)?.closedAt ?? '');
  const dayAfter = (key: string) =>
    new Date(Date.parse(`${key}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const inDays = (from: string, to: string) =>
    closed.filter((t) => day(t.closedAt) >= from && day(t.closedAt) <= to).length;

  await openReports(page, `?period=custom&from=${first}&to=${middle}`);
  await expect(widget(page, 'reports-breakdown')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/compare=1/);
  await page.getByLabel('B: period').selectOption('custom');
  await page.getByLabel('B: from').fill(dayAfter(middle));
  await page.getByLabel('B: to').fill(last);

  const compare = widget(page, 'reports-compare');
  await expect(compare).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const sides = page.locator('[data-compare-sides]');
  await expect(sides.locator('[data-side="left"]')).toContainText(`${inDays(first, middle)} closed trades`);
  await expect(sides.locator('[data-side="right"]')).toContainText(
    `${inDays(dayAfter(middle), last)} closed trades`,
  );

  const total = compare.locator('tfoot tr');
  const count = (side: string) => total.locator(`td[data-side="${side}"] [data-metric="tradeCount"]`).first();
  await expect(count('left')).toHaveAttribute('data-value', String(inDays(first, middle)));
  await expect(count('right')).toHaveAttribute('data-value', String(inDays(dayAfter(middle), last)));
  await expect(count('change')).toHaveAttribute(
    'data-value',
    String(inDays(dayAfter(middle), last) - inDays(first, middle)),
  );
  await expect(widget(page, 'reports-compare-chart-a')).toHaveAttribute('data-state', 'ready');
  await expect(widget(page, 'reports-compare-chart-b')).toHaveAttribute('data-state', 'ready');
});

test('the printed report is a statement: the trader, the period and the figures, without the app around them', async ({
  page,
}) => {
  await openReports(page, '?by=side');
  await expect(widget(page, 'reports-breakdown')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(widget(page, 'reports-heatmap')).toHaveAttribute('data-state', 'ready');
  const header = page.locator('[data-print-header]');
  await expect(header).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  // What the browser does before printing: the charts are drawn as images for the paper.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(header).toBeVisible();
  await expect(header).toContainText(user.fullName ?? user.email);
  await expect(header).toContainText('All time');
  await expect(header).toContainText('Figures in USD, net of costs');
  await expect(page.locator('[data-slot="sidebar"]')).toBeHidden();
  await expect(page.locator('[data-filter-bar]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' }).first()).toBeHidden();
  // The table is whole (no scroll box) and each chart is an image.
  await expect(widget(page, 'reports-breakdown').locator('tbody tr')).toHaveCount(
    breakdown(trades, 'side', options).length,
  );
  const images = page.locator('img[data-chart-print]');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await expect(image).toBeVisible();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  }
  await expect(page.locator('[data-chart="echarts"]').first()).toBeHidden();
});
