import { computeStatistics, type AnalyticsTrade, type Statistics } from '@edgelog/core';
import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { readAnalyticsTrades, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

const ZONE = 'America/New_York';
const ACCOUNTS = [
  { name: 'Main', balance: 10_000 },
  { name: 'Swing', balance: 25_000 },
] as const;
const WIDGETS = ['kpis', 'equity-curve', 'daily-pnl', 'win-loss', 'recent-trades', 'mini-calendar'];
const KPI_FIELDS = [
  'netPnl',
  'winRatePct',
  'profitFactor',
  'expectancy',
  'maxDrawdown',
  'tradeCount',
] as const;

// Exits of 10 shares bought (or sold short) at 100: wins, losses and a break-even, in a cycle.
const EXITS = ['106', '97', '103', '99', '104.5', '95', '100', '108', '98.5', '102'];

/** The n-th weekday from 1 September 2026. */
function weekday(n: number): string {
  const day = new Date(Date.UTC(2026, 8, 1));
  for (let left = n; left > 0 || day.getUTCDay() % 6 === 0;) {
    if (day.getUTCDay() % 6 !== 0) left--;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}

/** Sixty round trips over the two accounts from September to November; every seventh without a stop. */
function trips(accountIds: readonly string[]) {
  return Array.from({ length: 60 }, (_, index) => {
    const day = weekday(index);
    const side = index % 4 === 3 ? 'short' : 'long';
    const [open, close] = side === 'long' ? (['buy', 'sell'] as const) : (['sell', 'buy'] as const);
    return {
      account_id: accountIds[index % 2],
      symbol: ['SPY', 'QQQ', 'AAPL', 'MSFT', 'NVDA'][index % 5],
      asset_class: 'stock',
      ...(index % 7 === 6 ? {} : { stop_price: side === 'long' ? '98' : '102' }),
      executions: [
        { executed_at: `${day}T14:00:00Z`, side: open, quantity: '10', price: '100' },
        { executed_at: `${day}T17:30:00Z`, side: close, quantity: '10', price: EXITS[index % EXITS.length] },
      ],
    };
  });
}

async function seed(client: SupabaseClient, user: TestUser): Promise<string[]> {
  const { error: zoneError } = await client
    .from('profiles')
    .update({ timezone: ZONE })
    .eq('user_id', user.id);
  if (zoneError) throw zoneError;
  const ids: string[] = [];
  for (const account of ACCOUNTS) {
    const { data, error } = await client
      .from('accounts')
      .insert({ name: account.name, currency: 'USD', starting_balance: String(account.balance) })
      .select('id')
      .single<{ id: string }>();
    if (error) throw error;
    ids.push(data.id);
  }
  const { error } = await client.rpc('save_trades', { trades: trips(ids) });
  if (error) throw error;
  return ids;
}

async function saveLayout(client: SupabaseClient, layout: unknown): Promise<void> {
  const { error } = await client
    .from('user_settings')
    .upsert({ dashboard_layout: layout }, { onConflict: 'user_id' });
  if (error) throw error;
}

async function openDashboard(page: Page, user: TestUser, query = '') {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(`/dashboard${query}`)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready('Dashboard');
}

const widget = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);
const kpi = (page: Page, field: string) => widget(page, 'kpis').locator(`[data-metric="${field}"]`);

async function everyWidgetReady(page: Page): Promise<void> {
  for (const id of WIDGETS) await expect(widget(page, id)).toHaveAttribute('data-state', 'ready');
}

/** The engine's figure as the page writes it in `data-value`. */
function expectValue(locator: Locator, value: number | null) {
  if (value === null) return expect(locator).toHaveAttribute('data-value', 'null');
  if (!Number.isFinite(value)) return expect(locator).toHaveAttribute('data-value', String(value));
  return expect(async () => {
    const shown = Number(await locator.getAttribute('data-value'));
    expect(shown).toBeCloseTo(value, 8);
  }).toPass();
}

const widgetTexts = (page: Page) =>
  Promise.all(WIDGETS.map(async (id) => (await widget(page, id).textContent()) ?? ''));

const stats = (trades: readonly AnalyticsTrade[], startingBalance: number): Statistics =>
  computeStatistics(trades, { startingBalance, timeZone: ZONE });

test.describe('the dashboard', () => {
  let trader: TestUser;
  let client: SupabaseClient;
  let accountIds: string[];
  let trades: AnalyticsTrade[];

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    client = await signedInClient(backend, trader);
    accountIds = await seed(client, trader);
    trades = await readAnalyticsTrades(client);
  });

  test.beforeEach(async () => {
    await saveLayout(client, null);
  });

  test('the key figures are the engine’s, in money and in R, and R names the trades without a stop', async ({
    page,
  }) => {
    const statistics = stats(trades, 35_000);
    expect(statistics.tradeCount).toBe(60);
    await openDashboard(page, trader);
    await everyWidgetReady(page);
    for (const field of KPI_FIELDS) await expectValue(kpi(page, field), statistics[field]);

    const recent = widget(page, 'recent-trades').getByRole('link', { name: /SPY|QQQ|AAPL|MSFT|NVDA/ });
    await expect(recent).toHaveCount(8);
    const latest = [...trades].sort((a, b) => (b.closedAt ?? '').localeCompare(a.closedAt ?? ''))[0];
    await expect(recent.first()).toHaveAttribute('href', `/trades/${latest?.id ?? ''}`);

    await page
      .getByRole('group', { name: 'Figures in' })
      .getByRole('button', { name: 'R', exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]unit=r(&|$)/);
    await expectValue(kpi(page, 'totalR'), statistics.totalR);
    await expectValue(kpi(page, 'expectancyR'), statistics.expectancyR);
    await expect(widget(page, 'kpis').getByTestId('r-unavailable')).toContainText(
      `${statistics.tradesWithoutR} of 60 trades have no stop`,
    );
    await expect(widget(page, 'equity-curve')).toHaveAttribute('data-state', 'ready');
  });

  test('a first visit draws every widget from the server’s figures before the browser has the journal, and they stay when it arrives', async ({
    page,
  }) => {
    // The browser's own read of the journal is held back; the server's figures go through.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route('**/rest/v1/rpc/analytics_journal', async (route) => {
      if (holding) held.push(() => route.continue());
      else await route.continue();
    });
    await openDashboard(page, trader);
    await everyWidgetReady(page);
    const statistics = stats(trades, 35_000);
    for (const field of KPI_FIELDS) await expectValue(kpi(page, field), statistics[field]);
    await expect(
      widget(page, 'recent-trades').getByRole('link', { name: /SPY|QQQ|AAPL|MSFT|NVDA/ }),
    ).toHaveCount(8);
    // The browser's own read follows once the figures are drawn, and is held.
    await expect
      .poll(() => held.length, { message: 'the journal is read behind the figures' })
      .toBeGreaterThan(0);
    await everyWidgetReady(page);
    const before = await widgetTexts(page);

    const wholeRead = page.waitForResponse((response) => response.url().includes('/rpc/analytics_journal'));
    holding = false;
    for (const release of held.splice(0)) await release();
    await wholeRead;
    // Another filter and back: computed by the browser from its own copy now, the same figures.
    await page.getByRole('button', { name: /^Accounts:/ }).click();
    await page.getByRole('group', { name: 'Accounts' }).getByText('Swing (USD)').click();
    await expect(page).toHaveURL(/[?&]account=/);
    await page.getByRole('group', { name: 'Accounts' }).getByText('Swing (USD)').click();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/[?&]account=/);
    await everyWidgetReady(page);
    for (const field of KPI_FIELDS) await expectValue(kpi(page, field), statistics[field]);
    await expect.poll(() => widgetTexts(page)).toEqual(before);
  });

  test('a filter change updates every widget and the URL', async ({ page }) => {
    await openDashboard(page, trader);
    await everyWidgetReady(page);
    const before = await widgetTexts(page);

    const swing = accountIds[1] ?? '';
    await page.getByRole('button', { name: /^Accounts:/ }).click();
    await page.getByRole('group', { name: 'Accounts' }).getByText('Swing (USD)').click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`[?&]account=${swing}(&|$)`));
    const swingTrades = trades.filter((trade) => trade.accountId === swing);
    await expectValue(kpi(page, 'tradeCount'), swingTrades.length);
    await expectValue(kpi(page, 'netPnl'), stats(swingTrades, 25_000).netPnl);
    await everyWidgetReady(page);
    const after = await widgetTexts(page);
    for (const [index, id] of WIDGETS.entries())
      expect(after[index], `${id} shows the Swing account's figures`).not.toBe(before[index]);
    await page.getByLabel('Period').selectOption('custom');
    await page.getByRole('textbox', { name: 'From' }).fill('2026-10-01');
    await page.getByRole('textbox', { name: 'To' }).fill('2026-10-31');
    await expect(page).toHaveURL(/period=custom/);
    await expect(page).toHaveURL(/from=2026-10-01/);
    await expect(page).toHaveURL(/to=2026-10-31/);
    const october = swingTrades.filter((trade) => (trade.closedAt ?? '').startsWith('2026-10'));
    await expectValue(kpi(page, 'tradeCount'), october.length);
    await expectValue(kpi(page, 'netPnl'), stats(october, 25_000).netPnl);
    await everyWidgetReady(page);
    await expect(widget(page, 'mini-calendar').getByRole('heading')).toHaveText(/October 2026/);
    await expect(widget(page, 'mini-calendar').getByRole('link', { name: 'Open calendar' })).toHaveAttribute(
      'href',
      new RegExp(`account=${swing}.*month=2026-10`),
    );
    // The charts redrawn for each filter, then left behind: none may fail as it goes.
    await page.getByRole('link', { name: 'Open calendar' }).click();
    await expect(page).toHaveURL(/\/analytics\/calendar/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a hidden widget stays hidden after a reload, and Reset layout brings it back', async ({ page }) => {
    await openDashboard(page, trader);
    await everyWidgetReady(page);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/rest/v1/user_settings') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Hide Wins and losses' }).click();
    await saved;
    await expect(widget(page, 'win-loss')).toHaveCount(0);

    await page.reload();
    await expect(widget(page, 'kpis')).toHaveAttribute('data-state', 'ready');
    await expect(widget(page, 'win-loss')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show Wins and losses' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset layout' }).click();
    await expect(widget(page, 'win-loss')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('button', { name: 'Reset layout' })).toHaveCount(0);
    await expect
      .poll(async () => {
        const { data } = await client.from('user_settings').select('dashboard_layout').single();
        return (data as { dashboard_layout: unknown } | null)?.dashboard_layout ?? null;
      })
      .toBeNull();
  });

  test('a widget moves with the keyboard or by dragging and keeps its place after a reload', async ({
    page,
  }) => {
    await openDashboard(page, trader);
    await everyWidgetReady(page);
    const order = () =>
      page
        .locator('[data-widget-slot]')
        .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-widget-slot')));
    await page.getByRole('button', { name: /^Move Recent trades: drag/ }).focus();
    const saved = page.waitForResponse((response) => response.url().includes('/rest/v1/user_settings'));
    await page.keyboard.press('ArrowUp');
    await saved;
    expect(await order()).toEqual([
      'kpis',
      'equity-curve',
      'daily-pnl',
      'recent-trades',
      'win-loss',
      'mini-calendar',
    ]);
    await expect(page.getByRole('button', { name: /^Move Recent trades: drag/ })).toBeFocused();
    await page.reload();
    await everyWidgetReady(page);
    expect(await order()).toEqual([
      'kpis',
      'equity-curve',
      'daily-pnl',
      'recent-trades',
      'win-loss',
      'mini-calendar',
    ]);
    // Source and target both on screen: a drag does not scroll the page under the pointer.
    await page.setViewportSize({ width: 1280, height: 2400 });
    const dropped = page.waitForResponse((response) => response.url().includes('/rest/v1/user_settings'));
    await page
      .getByRole('button', { name: /^Move Calendar: drag/ })
      .dragTo(page.locator('[data-widget-slot="kpis"]'));
    await dropped;
    expect(await order()).toEqual([
      'mini-calendar',
      'kpis',
      'equity-curve',
      'daily-pnl',
      'recent-trades',
      'win-loss',
    ]);
  });

  test('a corrupt saved layout loads the default and says so once', async ({ page }) => {
    await saveLayout(client, { version: 1, widgets: 'kpis,win-loss' });
    await openDashboard(page, trader);
    const notice = page.getByTestId('dashboard-layout-corrupt');
    await expect(notice).toContainText('Your saved dashboard layout could not be read');
    await everyWidgetReady(page);
    const order = await page
      .locator('[data-widget-slot]')
      .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-widget-slot')));
    expect(order).toEqual(WIDGETS);
    await expect(notice).toHaveCount(1);

    const saved = page.waitForResponse((response) => response.url().includes('/rest/v1/user_settings'));
    await notice.getByRole('button', { name: 'Keep the default layout' }).click();
    await saved;
    await expect(notice).toHaveCount(0);
    await page.reload();
    await everyWidgetReady(page);
    await expect(notice).toHaveCount(0);
  });
});
