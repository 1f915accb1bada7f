import type { SupabaseClient } from '@supabase/supabase-js';
import { MINUS } from '@edgelog/core';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { StrategiesPage } from './page-models/strategies-page';
import { TradeLogPage } from './page-models/trade-log-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// Every number says what it is (issue 30). One USD account of 10,000 with a deposit and a
// withdrawal between three trades of 10 shares bought at 100: −100 (stop at 98: −5R), −200 (no
// stop) and +100 (no stop, in a playbook whose checklist was never ticked): −200 in all. A backtest
// account beside it holds one +5,000 trade that no live figure may count.

interface TradeSpec {
  day: string;
  exit: string;
  stop?: string;
  strategyId?: string;
}

async function saveTrades(client: SupabaseClient, accountId: string, trades: TradeSpec[]): Promise<string[]> {
  const { data, error } = await client.rpc('save_trades', {
    trades: trades.map((trade) => ({
      account_id: accountId,
      symbol: 'SPY',
      asset_class: 'stock',
      ...(trade.stop === undefined ? {} : { stop_price: trade.stop }),
      ...(trade.strategyId === undefined ? {} : { strategy_id: trade.strategyId, followed_rule_ids: [] }),
      executions: [
        { executed_at: `${trade.day}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
        { executed_at: `${trade.day}T15:00:00Z`, side: 'sell', quantity: '10', price: trade.exit },
      ],
    })),
  });
  if (error) throw error;
  return data as string[];
}

test.describe('figures that say what they are', () => {
  let user: TestUser;
  let backtestId: string;
  let playbookId: string;
  let unreviewedTradeId: string;

  test.beforeAll(async ({ backend }) => {
    user = await createUser(backend);
    const client = await signedInClient(backend, user);
    const main = await addAccount(client, 'Main', 'USD', '10000');
    const { data: backtest, error: backtestError } = await client
      .from('accounts')
      .insert({ name: 'Backtest', currency: 'USD', starting_balance: '100000', kind: 'backtest' })
      .select('id')
      .single<{ id: string }>();
    if (backtestError) throw backtestError;
    backtestId = backtest.id;
    const { error: flowError } = await client.from('account_transactions').insert([
      { account_id: main, kind: 'deposit', occurred_at: '2026-03-03T09:00:00Z', amount: '4000' },
      { account_id: main, kind: 'withdrawal', occurred_at: '2026-03-05T09:00:00Z', amount: '-354.54' },
    ]);
    if (flowError) throw flowError;
    const { data: playbook, error: playbookError } = await client
      .from('strategies')
      .insert({
        name: 'Opening range breakout',
        rules: [
          { id: 'r1', text: 'Range set in the first 15 minutes' },
          { id: 'r2', text: 'Break on volume' },
          { id: 'r3', text: 'Stop under the range' },
        ],
      })
      .select('id')
      .single<{ id: string }>();
    if (playbookError) throw playbookError;
    playbookId = playbook.id;
    const ids = await saveTrades(client, main, [
      { day: '2026-03-02', exit: '90', stop: '98' },
      { day: '2026-03-04', exit: '80' },
      { day: '2026-03-06', exit: '110', strategyId: playbookId },
    ]);
    unreviewedTradeId = ids[2] ?? '';
    await saveTrades(client, backtestId, [{ day: '2026-03-06', exit: '600' }]);
  });

  test('the account curve marks its cash flows and its caption adds up to the net P&L beside it', async ({
    page,
  }) => {
    const auth = new AuthPage(page);
    await auth.goto(`?redirect=${encodeURIComponent('/dashboard')}`);
    await auth.signIn(user.email, user.password);
    await new AppShell(page).ready('Dashboard');
    const caption = page.locator('[data-widget="equity-curve"]').getByTestId('equity-caption');
    await expect(caption).toHaveAttribute('data-kind', 'account');
    await expect(caption).toHaveText(
      `Start $10,000.00 + net P&L ${MINUS}$200.00 + deposits +$4,000.00 + withdrawals ${MINUS}$354.54 = end $13,445.46`,
    );
    await expect(page.locator('[data-widget="kpis"] [data-metric="netPnl"]')).toContainText(
      `${MINUS}$200.00`,
    );
    // A screen reader hears the trading lost, not that the deposit was a gain.
    const summary = page.locator('[data-widget="equity-curve"] [data-chart="equity"] + p');
    await expect(summary).toContainText('Trading: loss.');
    await expect(summary).not.toContainText('gain');
  });

  test("a playbook's curve is its trades' net P&L from zero, not the accounts' balances", async ({
    page,
  }) => {
    const strategies = new StrategiesPage(page);
    await strategies.open(user, `/strategies?playbook=${playbookId}`);
    const caption = page.getByTestId('playbook-performance').getByTestId('equity-caption');
    await expect(caption).toHaveAttribute('data-kind', 'trades');
    await expect(caption).toContainText('Net P&L of 1 trade: +$100.00 (gain), counted from zero');
  });

  test('an unticked checklist is not reviewed, and stays out of adherence until it is', async ({ page }) => {
    const strategies = new StrategiesPage(page);
    await strategies.open(user, `/strategies?playbook=${playbookId}`);
    await expect(page.getByTestId('adherence-unreviewed')).toContainText(
      '1 trade has a checklist not reviewed yet',
    );
    const row = page.locator('[data-testid="adherence-row"][data-rule-id="r1"]');
    await expect(row.locator('[data-metric="broken"]')).toHaveAttribute('data-value', '0');
    await expect(row).toContainText('1 not reviewed');

    await page.goto(`/trades/${unreviewedTradeId}`);
    await expect(page.getByTestId('checklist-state')).toHaveText(
      'Checklist not reviewed yet: edit the trade to tick the rules you kept',
    );
    await expect(page.getByTestId('trade-strategy')).not.toContainText('0 of 3 rules followed');
  });

  test('the log leaves the backtest account out of its totals unless chosen, and says what Total R covers', async ({
    page,
  }) => {
    const log = new TradeLogPage(page);
    await log.open(user, '/trades');
    await expect(log.totalTrades).toHaveText('3');
    await expect(log.totalNet).toContainText(`${MINUS}200.00 USD`);
    await expect(page.getByTestId('backtest-left-out')).toBeVisible();
    await expect(log.totalR).toContainText(`${MINUS}5.00R`);
    await expect(page.getByTestId('total-r-coverage')).toHaveText(
      'over 1 of 3 trades (2 without a stop left out)',
    );

    await page.goto(`/trades?account=${backtestId}`);
    await expect(log.totalTrades).toHaveText('1');
    await expect(log.totalNet).toContainText('+5,000.00 USD');
    await expect(page.getByTestId('backtest-left-out')).toHaveCount(0);
  });
});
