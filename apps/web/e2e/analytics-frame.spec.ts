import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// The frame every analytics page shares: its empty states, the filter bar on a wide screen and on
// a phone, and the notice of figures over accounts in two currencies without a rate.

/** A round trip of 10 shares in at 100 and out at `exit` on `day`. */
const trip = (accountId: string, day: string, exit: string) => ({
  account_id: accountId,
  symbol: 'SPY',
  asset_class: 'stock',
  stop_price: '98',
  executions: [
    { executed_at: `${day}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
    { executed_at: `${day}T16:00:00Z`, side: 'sell', quantity: '10', price: exit },
  ],
});

async function seed(client: SupabaseClient): Promise<void> {
  const usd = await addAccount(client, 'Main', 'USD');
  const eur = await addAccount(client, 'Euro', 'EUR');
  const exits = ['104', '98', '102.5', '97', '106', '100', '103'];
  const trades = exits.flatMap((exit, index) => {
    const day = `2026-09-${String(7 + index).padStart(2, '0')}`;
    return [trip(usd, day, exit), trip(eur, day, exits[(index + 3) % exits.length] ?? '100')];
  });
  const { error } = await client.rpc('save_trades', { trades });
  if (error) throw error;
}

async function open(page: Page, user: TestUser, path: string) {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready('Dashboard');
}

const main = (page: Page) => page.locator('[data-analytics-main]');

test('a journal without trades says so and leads to adding one or to the sample data', async ({
  page,
  makeUser,
}) => {
  const user = await makeUser();
  await open(page, user, '/dashboard');
  const empty = page.getByTestId('analytics-no-trades');
  await expect(empty.getByRole('heading', { name: 'No trades yet' })).toBeVisible();
  await expect(main(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(empty.getByRole('link', { name: 'Add a trade' })).toHaveAttribute('href', '/trades/new');
  await expect(empty.getByRole('link', { name: 'Try sample data' })).toHaveAttribute('href', '/trades');
  await expect(page.locator('[data-widget]')).toHaveCount(0);
});

test.describe('with trades in two currencies', () => {
  let trader: TestUser;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    await seed(await signedInClient(backend, trader));
  });

  test('a filter matching nothing says so, and Clear filters brings the figures back', async ({ page }) => {
    await open(page, trader, '/dashboard?period=custom&from=2001-01-01&to=2001-01-31&cur=USD');
    await expect(page.getByTestId('analytics-no-match').getByRole('heading')).toHaveText(
      'No trades match these filters',
    );
    await page.getByTestId('analytics-no-match').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/period=|from=|to=/);
    // The currency shown is a choice of how to read the figures, not a filter: it stays.
    await expect(page).toHaveURL(/cur=USD/);
    await expect(page.locator('[data-widget="kpis"]')).toHaveAttribute('data-state', 'ready');
    await expect(main(page)).not.toHaveAttribute('aria-busy', 'true');
  });

  test('without a rate the figures are one currency at a time, switched from the notice', async ({
    page,
  }) => {
    await open(page, trader, '/dashboard');
    const notice = page.locator('[data-currency-notice="split"]');
    await expect(notice).toContainText('EUR and USD');
    const switcher = notice.getByRole('group', { name: 'Currency shown' });
    const euro = switcher.getByRole('button', { name: 'EUR' });
    await euro.click();
    await expect(page).toHaveURL(/cur=EUR/);
    await expect(euro).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-widget="kpis"] [data-metric="tradeCount"]')).toHaveAttribute(
      'data-value',
      '7',
    );
    await notice.getByRole('button', { name: 'Add a rate to combine' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the filter bar folds into a sheet on a phone and counts the filters on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, trader, '/dashboard?basis=gross');
    const button = page.getByRole('button', { name: 'Filters (1)' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Period').selectOption('last-year');
    await expect(page).toHaveURL(/period=last-year/);
    await sheet.getByRole('button', { name: 'Show figures' }).click();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1400, 390]) {
      test(`the dashboard reads in ${colorScheme} at ${width} px`, async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await open(page, trader, '/dashboard?cur=USD');
        for (const widget of await page.locator('[data-widget]').all())
          await expect(widget).toHaveAttribute('data-state', /ready|empty/);
        // No figure wider than its card: the KPI values fit a phone two abreast.
        for (const value of await page.locator('[data-widget="kpis"] [data-metric]').all()) {
          const box = await value.boundingBox();
          expect(box === null || box.x + box.width <= width).toBe(true);
        }
        await page.screenshot({
          path: testInfo.outputPath(`dashboard-${colorScheme}-${width}.png`),
          fullPage: true,
        });
      });
    }
  }
});
