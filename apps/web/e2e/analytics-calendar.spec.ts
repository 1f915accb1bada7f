import { pnlSeries } from '@edgelog/core';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { readAnalyticsTrades, setTimeZone, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

const ZONE = 'America/New_York';

// Round trips of 10 shares: in at 100, out at `exit`, so the net P&L is 10 x (exit - 100).
const roundTrip = (accountId: string, symbol: string, entryAt: string, exitAt: string, exit: string) => ({
  account_id: accountId,
  symbol,
  asset_class: 'stock',
  stop_price: '98',
  executions: [
    { executed_at: entryAt, side: 'buy', quantity: '10', price: '100' },
    { executed_at: exitAt, side: 'sell', quantity: '10', price: exit },
  ],
});

async function seed(client: SupabaseClient, user: TestUser): Promise<string[]> {
  await setTimeZone(client, user.id, ZONE);
  const { data: account, error: accountError } = await client
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD', starting_balance: '10000' })
    .select('id')
    .single<{ id: string }>();
  if (accountError) throw accountError;
  const { data, error } = await client.rpc('save_trades', {
    trades: [
      // October 14: +50 and -10.
      roundTrip(account.id, 'SPY', '2026-10-14T13:45:00Z', '2026-10-14T15:00:00Z', '105'),
      roundTrip(account.id, 'QQQ', '2026-10-14T16:00:00Z', '2026-10-14T18:30:00Z', '99'),
      // Closed at 23:30 in New York on October 19: already October 20 in UTC (03:30).
      roundTrip(account.id, 'AAPL', '2026-10-19T20:00:00Z', '2026-10-20T03:30:00Z', '103'),
    ],
  });
  if (error) throw error;
  return data as string[];
}

async function openCalendar(page: Page, user: TestUser, month: string) {
  const auth = new AuthPage(page);
  const path = `/analytics/calendar?view=month&month=${month}`;
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready('Calendar');
  await expect(page.getByTestId('calendar-month')).toBeVisible();
}

const dayCell = (page: Page, day: string) => page.locator(`button[data-day="${day}"]`);

test.describe('the calendar', () => {
  let trader: TestUser;
  let client: SupabaseClient;
  let ids: string[];

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    client = await signedInClient(backend, trader);
    ids = await seed(client, trader);
  });

  // The browser sits in another zone than the trader's profile: the profile's zone decides the days.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a day with trades shows them and its total, as the engine counts them', async ({ page }) => {
    const trades = await readAnalyticsTrades(client);
    const days = new Map(pnlSeries(trades, 'day', { timeZone: ZONE }).map((row) => [row.period, row]));
    const october = pnlSeries(trades, 'month', { timeZone: ZONE }).find((row) => row.period === '2026-10');
    expect(days.get('2026-10-14')?.pnl).toBe(40);

    await openCalendar(page, trader, '2026-10');
    await expect(page.getByTestId('calendar-title')).toHaveText('October 2026');
    const day = dayCell(page, '2026-10-14');
    await expect(day).toHaveAttribute('data-pnl', String(days.get('2026-10-14')?.pnl));
    await expect(day).toHaveAttribute('data-trades', '2');
    await expect(day).toContainText('+$40.00');
    await expect(page.getByTestId('calendar-total')).toContainText(`+$${october?.pnl.toFixed(2)}`);

    await day.click();
    const panel = page.getByTestId('day-panel');
    await expect(panel.getByRole('heading', { name: 'Wednesday, October 14, 2026' })).toBeVisible();
    await expect(panel.getByTestId('day-total')).toContainText('+$40.00');
    await expect(panel.getByTestId('day-total')).toContainText('2 trades, 1 win, 1 loss');
    const rows = panel.getByTestId('day-trades').getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Newest exit first.
    await expect(rows.nth(0)).toContainText('QQQ');
    await expect(rows.nth(0)).toContainText('−$10.00');
    await expect(rows.nth(0)).toContainText('−0.50R');
    await expect(rows.nth(1)).toContainText('SPY');
    await expect(rows.nth(1)).toContainText('+$50.00');
    await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', `/trades/${ids[0] ?? ''}`);
    await expect(panel.getByRole('link', { name: 'Draw boards of this day' })).toHaveAttribute(
      'href',
      '/drawboard?day=2026-10-14',
    );

    // Escape closes the panel and the keyboard is back on the day.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(day).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dayCell(page, '2026-10-15')).toBeFocused();
  });

  test('a trade closed at 23:30 in the trader’s zone is on that day, not the next UTC day', async ({
    page,
  }) => {
    await openCalendar(page, trader, '2026-10');
    await expect(dayCell(page, '2026-10-19')).toHaveAttribute('data-trades', '1');
    await expect(dayCell(page, '2026-10-19')).toHaveAttribute('data-pnl', '30');
    await expect(dayCell(page, '2026-10-20')).toHaveAttribute('data-trades', '0');
    await dayCell(page, '2026-10-19').click();
    await expect(page.getByTestId('day-trades').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('day-trades')).toContainText('AAPL');
    await expect(page.getByTestId('day-trades')).toContainText('16:00 → 23:30');
    await page.keyboard.press('Escape');

    // The month lives in the URL; the keyboard walks across its end into the next one.
    await dayCell(page, '2026-10-28').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/month=2026-11/);
    await expect(page.getByTestId('calendar-title')).toHaveText('November 2026');
    await expect(dayCell(page, '2026-11-04')).toBeFocused();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page).toHaveURL(/month=2026-10/);
    await page.getByRole('button', { name: 'Year', exact: true }).click();
    await expect(page).toHaveURL(/view=year/);
    await expect(page.locator('[data-month="2026-10"]')).toHaveAttribute('data-pnl', '70');
  });

  test('a first visit shows the month before the whole journal is read, and keeps it', async ({ page }) => {
    // The whole journal (read in parts) is held back; the month's own read (or the server's
    // figures, when the server keeps the journal) goes through.
    const held: Array<() => Promise<void>> = [];
    await page.route('**/rest/v1/rpc/analytics_journal', async (route) => {
      const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
      if (body.p_parts === undefined) return route.continue();
      held.push(() => route.continue());
    });
    await openCalendar(page, trader, '2026-10');
    await expect(dayCell(page, '2026-10-14')).toHaveAttribute('data-pnl', '40');
    await expect(dayCell(page, '2026-10-19')).toHaveAttribute('data-pnl', '30');
    await expect(page.getByTestId('calendar-total')).toContainText('+$70.00');
    // The browser's own read follows the figures shown (at once after a period, a moment after the
    // server's figures), and is held.
    await expect.poll(() => held.length).toBeGreaterThan(0);

    const wholeRead = page.waitForResponse(
      (response) =>
        response.url().includes('/rpc/analytics_journal') &&
        (response.request().postDataJSON() as Record<string, unknown>).p_parts !== undefined,
    );
    for (const release of held.splice(0)) await release();
    await wholeRead;
    // Another month is answered from the whole journal now in the browser: no more reads.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByTestId('calendar-title')).toHaveText('September 2026');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(dayCell(page, '2026-10-14')).toHaveAttribute('data-pnl', '40');
    await expect(dayCell(page, '2026-10-14')).toHaveAttribute('data-trades', '2');
    await expect(dayCell(page, '2026-10-19')).toHaveAttribute('data-pnl', '30');
    await expect(page.getByTestId('calendar-total')).toContainText('+$70.00');
    expect(held).toHaveLength(0);
  });

  test('a journal day that fails to save keeps what was typed and says why', async ({ page }) => {
    await openCalendar(page, trader, '2026-10');
    await dayCell(page, '2026-10-22').click();
    const form = page.getByTestId('journal-day-form');
    await form.getByLabel('Plan').fill('Wait for the retest.');
    await page.route('**/rest/v1/journal_days*', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await form.getByRole('button', { name: 'Save journal' }).click();
    await expect(form.getByRole('alert')).toContainText('NETWORK-');
    await expect(form.getByLabel('Plan')).toHaveValue('Wait for the retest.');
    const { data } = await client.from('journal_days').select('day').eq('day', '2026-10-22');
    expect(data).toEqual([]);

    await page.unroute('**/rest/v1/journal_days*');
    await form.getByRole('button', { name: 'Save journal' }).click();
    await expect(page.getByTestId('journal-day').getByRole('status')).toHaveText('Saved');
    await expect(page.getByTestId('journal-day')).toContainText('Wait for the retest.');
  });

  test('a journal day is written, saved with one row, and there after a reload', async ({ page }) => {
    await openCalendar(page, trader, '2026-10');
    await dayCell(page, '2026-10-21').click();
    const panel = page.getByTestId('day-panel');
    await expect(panel.getByText('No trades closed on this day.')).toBeVisible();
    await panel.getByLabel('Plan').fill('Only **A+** setups at the open.');
    await panel.getByLabel('Review').fill('Stayed flat: nothing met the plan.');
    await panel.getByRole('radio', { name: '4 Good' }).check({ force: true });
    await panel.getByRole('button', { name: 'Save journal' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved');

    const { data, error } = await client
      .from('journal_days')
      .select('day, plan, review, mood')
      .eq('day', '2026-10-21');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        day: '2026-10-21',
        plan: 'Only **A+** setups at the open.',
        review: 'Stayed flat: nothing met the plan.',
        mood: 4,
      },
    ]);

    await page.reload();
    await expect(page.getByTestId('calendar-month')).toBeVisible();
    // A day with a journal entry and no trades is marked and opens the same panel.
    const day = dayCell(page, '2026-10-21');
    await expect(day.locator('[data-marker="journal"]')).toBeVisible();
    await expect(day).toHaveAttribute('aria-label', /journal entry/);
    await day.click();
    const journal = page.getByTestId('day-panel').getByTestId('journal-day');
    await expect(journal.getByText('A+', { exact: true })).toBeVisible();
    await expect(journal).toContainText('Stayed flat: nothing met the plan.');
    await expect(journal).toContainText('4 of 5 · Good');

    // Edited again: the same row, not a second one.
    await journal.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('journal-day-form').getByLabel('Lessons').fill('Patience paid.');
    await page.getByRole('button', { name: 'Save journal' }).click();
    await expect(page.getByTestId('journal-day').getByRole('status')).toHaveText('Saved');
    const { data: after } = await client.from('journal_days').select('lessons').eq('day', '2026-10-21');
    expect(after).toEqual([{ lessons: 'Patience paid.' }]);
  });
});
