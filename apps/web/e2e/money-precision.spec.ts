import type { Page } from '@playwright/test';
import { AccountsPage } from './page-models/accounts-page';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { TradePage } from './page-models/trade-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// Every amount in its currency's minor units (issue 30): a yen account has no decimals, a euro one
// two, whatever digits the database holds. The yen trade buys 100 at 2,500.50 and sells at
// 2,612.255 with a 150.000 commission: gross 11,175.50, net 11,025.50, both whole yen on screen.
// The euro account holds one deposit of 10,111.589216, which is money paid in, not a gain.

async function signInTo(page: Page, user: TestUser, path: string, title: string) {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready(title);
}

test.describe('money in its currency’s minor units', () => {
  let user: TestUser;
  let tradeId: string;

  test.beforeAll(async ({ backend }) => {
    user = await createUser(backend);
    const client = await signedInClient(backend, user);
    const yen = await addAccount(client, 'Tokyo', 'JPY', '1500000');
    const euro = await addAccount(client, 'Paris', 'EUR', '0');
    const { error: depositError } = await client
      .from('account_transactions')
      .insert({
        account_id: euro,
        kind: 'deposit',
        occurred_at: '2026-03-03T09:00:00Z',
        amount: '10111.589216',
      });
    if (depositError) throw depositError;
    const { data, error } = await client.rpc('save_trades', {
      trades: [
        {
          account_id: yen,
          symbol: '7203',
          asset_class: 'stock',
          executions: [
            {
              executed_at: '2026-03-02T01:00:00Z',
              side: 'buy',
              quantity: '100',
              price: '2500.5',
              commission: '150.000',
            },
            { executed_at: '2026-03-02T05:00:00Z', side: 'sell', quantity: '100', price: '2612.255' },
          ],
        },
      ],
    });
    if (error) throw error;
    tradeId = (data as string[])[0] ?? '';
  });

  test('a yen trade shows whole yen; its prices keep their own decimals', async ({ page }) => {
    await signInTo(page, user, `/trades/${tradeId}`, '7203 · Long');
    const trade = new TradePage(page);
    await expect(trade.figure('grossPnl')).toHaveText('+11,176 JPY');
    await expect(trade.figure('netPnl')).toHaveText('+11,026 JPY');
    await expect(trade.figure('costs')).toHaveText('150 JPY');
    const commission = trade.executions.first().locator('td').nth(4);
    await expect(commission).toHaveText('150');
    // A price is not money: the exit keeps its tick.
    await expect(trade.executions.nth(1).locator('td').nth(3)).toHaveText('2,612.255');
  });

  test('accounts show yen without decimals and euros to the cent; a deposit is not a gain', async ({
    page,
  }) => {
    const accounts = new AccountsPage(page);
    await accounts.open(user);
    await expect(accounts.cell('Tokyo', 'balance')).toHaveText('1,511,026');
    await expect(accounts.cell('Tokyo', 'net-pnl')).toHaveText('+11,026 gain');
    await expect(accounts.cell('Paris', 'balance')).toHaveText('10,111.59');

    await accounts.action('Tokyo', 'Details').click();
    const tokyo = accounts.details('Tokyo');
    await expect(tokyo.getByTestId('details-balance')).toHaveText('1,511,026');
    await expect(tokyo.getByRole('img', { name: /^Equity line:/ })).toHaveAccessibleName(
      'Equity line: from 1,500,000 to 1,511,026 JPY over 1 change',
    );
    await page.keyboard.press('Escape');
    await expect(tokyo).toBeHidden();

    await accounts.action('Paris', 'Details').click();
    const paris = accounts.details('Paris');
    await expect(accounts.transactionRows('Paris').locator('td').first()).toHaveText('+10,111.59');
    // What a screen reader hears of the line: the deposit paid in, never a gain.
    const breakdown = paris.locator('dl[aria-label="How the balance is worked out"]');
    const flows = breakdown.locator('div', { hasText: 'Deposits, withdrawals' }).locator('dd');
    await expect(flows).toHaveText('+10,111.59 paid in');
    await expect(breakdown).not.toContainText('gain');
    await expect(paris.getByTestId('details-balance')).toHaveText('10,111.59');
  });
});
