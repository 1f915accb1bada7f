import { sampleSeries, toStoredBars } from '@edgelog/core';
import type { Page } from '@playwright/test';
import { SAMPLE_REQUESTS, sampleSeriesBars } from '../src/features/backtest/data/sample-data';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

async function open(page: Page, user: TestUser, path: string, title: string) {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready(title);
}

test('a rule backtest runs in the worker, is saved with its trades into the backtest account, and analytics reads them there', async ({
  page,
  backend,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await createUser(backend);
  const client = await signedInClient(backend, user);
  // The future sample (5-minute bars) seeded through the API, as the page's own button would.
  const request = SAMPLE_REQUESTS.future;
  const sample = sampleSeries(request);
  const inserted = await client.from('price_series').insert({
    symbol: sample.symbol,
    timeframe: request.timeframe,
    name: 'Sample future',
    bars: toStoredBars(sampleSeriesBars(sample)),
  });
  expect(inserted.error).toBeNull();

  await page.setViewportSize({ width: 1400, height: 900 });
  await open(page, user, '/backtest?tab=rules', 'Backtest');
  await expect(page.getByRole('tab', { name: 'Rule backtest' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByTestId('rules-panel');
  await panel.getByLabel('Series', { exact: true }).selectOption({ index: 1 });
  await panel.getByTestId('run-backtest').click();
  const results = panel.getByTestId('run-results');
  await expect(results).toBeVisible({ timeout: 30_000 });
  const shown = results.getByTestId('run-statistics').locator('[data-metric="tradeCount"]');
  const tradeCount = Number(await shown.getAttribute('data-value'));
  expect(tradeCount).toBeGreaterThan(5);
  await expect(results.getByTestId('run-trade').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('backtest-rules-1400-light.png'), fullPage: true });

  await results.getByRole('button', { name: 'Save run' }).click();
  const analytics = results.getByTestId('open-in-analytics');
  await expect(analytics).toBeVisible({ timeout: 30_000 });
  const accountId = new URL((await analytics.getAttribute('href')) ?? '', 'http://x').searchParams.get(
    'account',
  );
  expect(accountId).toMatch(/^[0-9a-f-]{36}$/);

  // The saved trades are the run's closed trades, in the backtest account, marked as the run's.
  const { data: saved, error } = await client
    .from('trades')
    .select('id, status, backtest_session_id')
    .eq('account_id', accountId ?? '');
  expect(error).toBeNull();
  expect(saved).toHaveLength(tradeCount);
  expect(saved?.every((trade) => trade.status === 'closed' && trade.backtest_session_id !== null)).toBe(true);

  await page.goto(`/trades?account=${accountId}`);
  await expect(page.getByTestId('total-trades')).toContainText(String(tradeCount));

  await analytics.page().goto(`/dashboard?account=${accountId}`);
  const kpi = page.locator('[data-widget="kpis"] [data-metric="tradeCount"]');
  await expect(kpi).toHaveAttribute('data-value', String(tradeCount), { timeout: 30_000 });

  // Without the account filter the dashboard counts the live trade alone: a backtest never mixes
  // with real results.
  const live = await client
    .from('accounts')
    .insert({ name: 'Live', currency: 'USD', kind: 'live' })
    .select('id')
    .single<{ id: string }>();
  expect(live.error).toBeNull();
  const liveTrade = await client.rpc('save_trades', {
    trades: [
      {
        account_id: live.data?.id,
        symbol: 'AAPL',
        executions: [
          { executed_at: '2025-01-08T15:00:00Z', side: 'buy', quantity: '10', price: '100' },
          { executed_at: '2025-01-08T16:00:00Z', side: 'sell', quantity: '10', price: '101' },
        ],
      },
    ],
  });
  expect(liveTrade.error).toBeNull();
  await page.goto('/dashboard');
  await expect(kpi).toHaveAttribute('data-value', '1', { timeout: 30_000 });

  // A sweep at a phone's width in the dark theme: five runs of the fast average, every cell
  // labelled with its value, the in-sample warning, and a cell opening that single run.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/backtest?tab=rules');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 15_000 });
  const narrow = page.getByTestId('rules-panel');
  await narrow.getByLabel('Series', { exact: true }).selectOption({ index: 1 });
  const sweep = narrow.getByTestId('sweep-panel');
  await sweep.getByRole('button', { name: 'Run sweep (5 runs)' }).click();
  const cells = sweep.getByTestId('sweep-cell');
  await expect(cells).toHaveCount(5, { timeout: 30_000 });
  await expect(sweep.getByTestId('sweep-in-sample')).toContainText('The best cell is in-sample');
  await expect(cells.filter({ hasText: '$' }).first()).toBeVisible();
  await expect(sweep.locator('[data-best]')).toHaveCount(1);
  // Each cell is named by its parameters and its figure as shown: under privacy mode the money
  // reads "hidden" (never the mask's bullets) and comes back when the mode is off.
  const middle = cells.nth(2);
  await expect(middle).toHaveAccessibleName(
    /^Fast average \(bars\) 10: Net P&L [+\u2212]?\$[\d,.]+, [\d,]+ trades?(, best cell)?\. Open this run$/,
  );
  await page.keyboard.press('Alt+KeyP');
  await expect(middle).toHaveAccessibleName(/^Fast average \(bars\) 10: Net P&L hidden, [\d,]+ trades?/);
  await page.keyboard.press('Alt+KeyP');
  await expect(middle).toHaveAccessibleName(/Net P&L [+\u2212]?\$/);
  await page.screenshot({ path: testInfo.outputPath('backtest-sweep-390-dark.png'), fullPage: true });
  // The default fast average (10) is the middle cell: it opens the very run saved above.
  await cells.nth(2).click();
  await expect(narrow.getByTestId('run-statistics').locator('[data-metric="tradeCount"]')).toHaveAttribute(
    'data-value',
    String(tradeCount),
    { timeout: 30_000 },
  );
  // The trades table scrolls inside its frame: nothing pushes the page wider than the phone.
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        if (element.getBoundingClientRect().right <= 391) return false;
        for (let up = element.parentElement; up !== null; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        return true;
      })
      .slice(0, 4)
      .map((element) => `${element.tagName} ${element.dataset['testid'] ?? ''} ${element.className}`),
  );
  expect(overflowing).toEqual([]);
  // Nor anything outside main or placed out of its scroller (the table's screen-reader words).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('backtest-rules-390-dark.png'), fullPage: true });

  // A second run, the fast average at 6, saved under a name of its own.
  await cells.nth(0).click();
  await expect(narrow.getByTestId('run-results')).toBeVisible({ timeout: 30_000 });
  await expect(narrow.getByRole('textbox', { name: 'Fast average (bars)', exact: true })).toHaveValue('6');
  const second = narrow.getByTestId('save-run');
  await expect(second.getByRole('button', { name: 'Save run' })).toBeEnabled({ timeout: 30_000 });
  await second.getByLabel('Run name').fill('Fast 6');
  await second.getByRole('button', { name: 'Save run' }).click();
  await expect(second.getByTestId('open-in-analytics')).toBeVisible({ timeout: 30_000 });

  // The runs list: both runs compared side by side, one renamed, the other deleted with its trades.
  await page.getByRole('tab', { name: 'Runs' }).click();
  await expect(page).toHaveURL(/tab=runs/);
  const rows = page.getByTestId('run-row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Compare Fast 6' }).check();
  await rows.getByRole('checkbox').last().check();
  const compare = page.getByTestId('compare-runs');
  await expect(compare.getByRole('columnheader')).toHaveCount(3);
  await expect(compare.locator('[data-metric="tradeCount"]').last()).toHaveAttribute(
    'data-value',
    String(tradeCount),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('backtest-runs-390-dark.png'), fullPage: true });

  await page.getByRole('button', { name: 'Rename Fast 6' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Fast average 6');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(rows.filter({ hasText: 'Fast average 6' })).toHaveCount(1);

  const { data: before } = await client
    .from('trades')
    .select('id')
    .eq('account_id', accountId ?? '');
  await page.getByRole('button', { name: 'Delete Fast average 6' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('delete-run-impact')).toContainText('in the backtest account go with it');
  const going = Number(
    /([\d,]+) trades?/
      .exec((await dialog.getByTestId('delete-run-impact').textContent()) ?? '')?.[1]
      ?.replace(',', ''),
  );
  await dialog.getByRole('button', { name: 'Delete run' }).click();
  await expect(rows).toHaveCount(1);
  const { data: after } = await client
    .from('trades')
    .select('id')
    .eq('account_id', accountId ?? '');
  expect(after).toHaveLength((before?.length ?? 0) - going);
  expect(after).toHaveLength(tradeCount);

  // A sweep of 400 runs is cancelled at once, and the page is usable meanwhile and after.
  await page.getByRole('tab', { name: 'Rule backtest' }).click();
  const again = page.getByTestId('rules-panel');
  await again.getByLabel('Series', { exact: true }).selectOption({ index: 1 });
  const big = again.getByTestId('sweep-panel');
  const firstAxis = big.getByRole('group', { name: 'First parameter' });
  await firstAxis.getByLabel('From').fill('1');
  await firstAxis.getByLabel('To').fill('20');
  await firstAxis.getByLabel('Step').fill('1');
  const secondAxis = big.getByRole('group', { name: 'Second parameter' });
  await secondAxis.getByLabel('Parameter').selectOption('slow');
  await secondAxis.getByLabel('From').fill('21');
  await secondAxis.getByLabel('To').fill('40');
  await secondAxis.getByLabel('Step').fill('1');
  await big.getByRole('button', { name: 'Run sweep (400 runs)' }).click();
  const running = big.getByTestId('run-progress');
  await running.getByRole('button', { name: 'Cancel' }).click();
  await expect(running).toBeHidden();
  await expect(big.getByTestId('sweep-grid')).toHaveCount(0);
  const slow = again.getByRole('textbox', { name: 'Slow average (bars)', exact: true });
  await slow.fill('31');
  await expect(slow).toHaveValue('31');
  await expect(big.getByRole('button', { name: 'Run sweep (400 runs)' })).toBeEnabled();
});
