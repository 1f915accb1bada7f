import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { GoalsPage } from './page-models/goals-page';
import { expect, test } from './support/fixtures';
import { addAccount, setTimeZone, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

const hourIn = (zone: string): number =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );

// The trades are made minutes before the test runs: the trader's zone is one where that is well
// past midnight, so they all fall on one day and in the current month (New York and Tokyo are
// never both in their first hour).
const ZONE = hourIn('America/New_York') >= 1 ? 'America/New_York' : 'Asia/Tokyo';

/** The calendar day of an instant in the trader's zone. */
const dayIn = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

// Ten shares in at 100 and out at `exit` a few minutes ago: net P&L 10 x (exit - 100), closed today
// in the trader's zone, so it falls in every goal's current period.
const roundTrip = (accountId: string, symbol: string, minutesAgo: number, exit: string) => ({
  account_id: accountId,
  symbol,
  asset_class: 'stock',
  stop_price: '98',
  executions: [
    {
      executed_at: new Date(Date.now() - (minutesAgo + 2) * 60_000).toISOString(),
      side: 'buy',
      quantity: '10',
      price: '100',
    },
    {
      executed_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      side: 'sell',
      quantity: '10',
      price: exit,
    },
  ],
});

async function saveTrades(client: SupabaseClient, trades: unknown[]): Promise<string[]> {
  const { data, error } = await client.rpc('save_trades', { trades });
  if (error) throw error;
  return data as string[];
}

test.describe('goals', () => {
  // The second test adds to the journal the first one made.
  test.describe.configure({ mode: 'serial' });
  let trader: TestUser;
  let client: SupabaseClient;
  let main: string;
  let other: string;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    client = await signedInClient(backend, trader);
    await setTimeZone(client, trader.id, ZONE);
    main = await addAccount(client, 'Main', 'USD');
    other = await addAccount(client, 'Other', 'USD');
  });

  test('a max daily loss goal set on the page and broken is flagged on the goals page, the dashboard and the calendar', async ({
    page,
  }) => {
    const goals = new GoalsPage(page);
    await goals.open(trader);
    await expect(goals.empty).toBeVisible();
    await expect(goals.empty.getByRole('listitem')).toHaveCount(2);

    await goals.empty.getByRole('button', { name: 'Set your own goal' }).click();
    // A money limit must be more than 0: core's message, beside the field.
    await goals.fill({
      name: 'Daily stop',
      kind: 'A rule to keep',
      measure: 'Max daily loss',
      target: '0',
      account: 'Main (USD)',
    });
    await goals.dialog.getByRole('button', { name: 'Add goal' }).click();
    await expect(goals.dialog.getByTestId('field-error')).toHaveText(
      'A daily loss limit must be more than 0.',
    );
    await goals.dialog.locator('#goal-target').fill('500');
    await goals.save();
    const card = goals.card('Daily stop');
    await expect(card).toContainText('Lose no more than $500.00 in a day, each month');
    await expect(card.getByTestId('goal-current')).toHaveAttribute('data-status', 'in-progress');
    await expect(card.getByTestId('goal-kept')).toHaveText('No trades yet this period.');

    // Two losses the same day on Main: 700 lost against a 500 limit. A loss on the other account
    // is outside the goal's scope.
    const ids = await saveTrades(client, [
      roundTrip(main, 'SPY', 12, '70'),
      roundTrip(main, 'QQQ', 8, '60'),
      roundTrip(other, 'IWM', 6, '10'),
    ]);
    const exitDay = dayIn(new Date(Date.now() - 8 * 60_000));

    await page.reload();
    await new AppShell(page).ready('Goals');
    await expect(card.getByTestId('goal-current')).toHaveAttribute('data-status', 'missed');
    const broken = card.getByTestId('goal-breaks').getByRole('listitem');
    await expect(broken).toHaveCount(1);
    await expect(broken).toHaveAttribute('data-day', exitDay);
    await expect(broken).toContainText('Lost $700.00 (limit $500.00)');
    await expect(broken.getByRole('link')).toHaveCount(2);
    await expect(broken.getByRole('link', { name: 'SPY' })).toHaveAttribute(
      'href',
      `/trades/${ids[0] ?? ''}`,
    );

    await page.goto('/dashboard');
    await new AppShell(page).ready('Dashboard');
    const notice = page.getByTestId('broken-rules-notice');
    await expect(notice).toContainText('Daily stop');
    await expect(notice).toContainText('Lost $700.00 (limit $500.00)');
    await expect(notice.locator(`[data-day="${exitDay}"]`)).toBeVisible();

    await page.goto(`/analytics/calendar?view=month&month=${exitDay.slice(0, 7)}`);
    await new AppShell(page).ready('Calendar');
    const cell = page.locator(`button[data-day="${exitDay}"]`);
    await expect(cell).toHaveAttribute('data-rule-broken', 'true');
    await expect(cell).toHaveAccessibleName(/broke Daily stop/);
    await expect(cell.locator('[data-marker="rule-broken"]')).toBeVisible();
    await cell.click();
    const panel = page.getByTestId('day-panel');
    await expect(panel.getByTestId('day-rule-breaks')).toContainText('Daily stop: Lost $700.00 (limit $500.00)');
  });

  test('a monthly net P&L goal shows the net P&L the dashboard shows for that month and account', async ({
    page,
  }) => {
    await saveTrades(client, [roundTrip(main, 'AAPL', 4, '112.5'), roundTrip(other, 'MSFT', 3, '150')]);
    const { error } = await client.from('goals').insert({
      name: 'Green month',
      kind: 'metric',
      metric: 'net_pnl',
      target: '1000',
      period: 'monthly',
      account_id: main,
    });
    if (error) throw error;

    const goals = new GoalsPage(page);
    await goals.open(trader);
    const value = goals.card('Green month').getByTestId('goal-current').locator('[data-metric="netPnl"]');
    await expect(value).not.toHaveAttribute('data-value', 'null');
    const shown = await value.getAttribute('data-value');

    await page.goto(`/dashboard?period=this-month&account=${main}`);
    await new AppShell(page).ready('Dashboard');
    const dashboard = page.locator('[data-widget="kpis"] [data-metric="netPnl"]');
    await expect(dashboard).toHaveAttribute('data-value', shown ?? '');
    // The goal's month on Main: the two losses and this win, whatever the other account did.
    expect(Number(shown)).toBeCloseTo(-700 + 125, 8);
  });

  test('a goal is edited, archived, deleted and brought back; a target or name that does not fit is refused', async ({
    page,
  }) => {
    const goals = new GoalsPage(page);
    await goals.open(trader);
    const green = goals.card('Green month');
    await green.getByRole('button', { name: 'Actions for Green month' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(goals.dialog.getByLabel('Target (at least)')).toHaveValue('1000');
    await goals.dialog.getByLabel('Target (at least)').fill('2,000');
    await goals.save();
    await expect(green).toContainText('Net P&L at least $2,000.00 each month');

    await page.getByRole('button', { name: 'New goal' }).click();
    await goals.fill({ name: 'GREEN month', kind: 'A figure to reach', measure: 'Win rate', target: '120' });
    await goals.dialog.getByRole('button', { name: 'Add goal' }).click();
    await expect(goals.dialog.getByTestId('field-error')).toHaveText([
      'You already have a goal called "GREEN month".',
      'A win rate must be between 0 and 100.',
    ]);
    await expect(goals.dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await goals.dialog.getByRole('button', { name: 'Cancel' }).click();

    await green.getByRole('button', { name: 'Actions for Green month' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(goals.page.getByTestId('goals-list').getByRole('article')).toHaveCount(1);
    const archived = page.getByTestId('goals-archived');
    await expect(archived).toContainText('Archived goals (1)');

    const stop = goals.card('Daily stop');
    await stop.getByRole('button', { name: 'Actions for Daily stop' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(stop).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(stop).toBeVisible();
    await expect(stop.getByTestId('goal-current')).toHaveAttribute('data-status', 'missed');
    const { data, error } = await client.from('goals').select('name').order('name');
    if (error) throw error;
    expect(data).toEqual([{ name: 'Daily stop' }, { name: 'Green month' }]);
  });

  test('a suggested goal is added in one click from the empty page', async ({ page, makeUser }) => {
    const newcomer = await makeUser();
    const goals = new GoalsPage(page);
    await goals.open(newcomer);
    await goals.empty.getByRole('button', { name: 'Add the goal Win half my trades' }).click();
    const card = goals.card('Win half my trades');
    await expect(card).toContainText('Win rate at least 50.0% each month');
    await expect(card.getByTestId('goal-current')).toHaveAttribute('data-status', 'in-progress');
    await expect(goals.empty).toHaveCount(0);
  });
});
