import type { Page } from '@playwright/test';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { CalculatorPage } from './page-models/calculator-page';
import { TradeFormPage } from './page-models/trade-form-page';
import { expect, test } from './support/fixtures';
import type { TestUser } from './support/users';

async function signInTo(page: Page, user: TestUser, path: string, title: string) {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready(title);
}

test.describe('trades and the calculators', () => {
  test('position size pre-fills a new trade, which saves to the journal exactly', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    const calc = new CalculatorPage(page);
    await calc.open('position-size', user, 'Position size calculator');
    // $10,000 at 1% over a 0.37 stop: 270.27 shares, floored to 270
    await calc.fill({ Symbol: 'msft', 'Entry price': '412.37', 'Stop price': '412' });
    await expect(calc.result('size')).toContainText('270 shares');
    await calc.startTrade.click();

    await expect(page).toHaveURL(/\/trades\/new\?.*from=position-size/);
    const trade = new TradeFormPage(page);
    await expect(trade.prefillBanner).toContainText('Pre-filled from the position size calculator');
    await expect(trade.field('Symbol')).toHaveValue('MSFT');
    await expect(trade.field('Entry price')).toHaveValue('412.37');
    await expect(trade.field('Stop price')).toHaveValue('412');
    await expect(trade.field('Quantity')).toHaveValue('270');
    await expect(trade.radio('Long')).toBeChecked();
    await expect(trade.radio('Planned')).toBeChecked();
    // 0.37 x 270 = 99.90, computed exactly
    await expect(trade.figure('total-risk')).toHaveText('99.90');
    await trade.fill({ 'Target price': '413.48', Notes: 'Breakout retest' });
    await expect(trade.figure('reward-to-risk')).toHaveText('1 : 3.00');

    await trade.saveButton.click();
    await expect(page).toHaveURL(/\/trades$/);
    await expect(page.getByText('Trade saved')).toBeVisible();
    const row = page.getByTestId('trade-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('MSFT');
    await expect(row).toContainText('Planned');
    await expect(row).toContainText('412.37');

    const stored = await backend.query(
      `select symbol, side, status, instrument, entry_price::text as entry, stop_price::text as stop,
              target_price::text as target, quantity::text as quantity, fees::text as fees, notes
         from public.trades where user_id = $1`,
      [user.id],
    );
    expect(stored).toEqual([
      {
        symbol: 'MSFT',
        side: 'long',
        status: 'planned',
        instrument: 'stock',
        entry: '412.37',
        stop: '412',
        target: '413.48',
        quantity: '270',
        fees: '0',
        notes: 'Breakout retest',
      },
    ]);
    // Saved: the draft is gone.
    const keys = await new AppShell(page).storedKeys();
    expect(keys.filter((key) => key.startsWith('edgelog_draft_'))).toEqual([]);
  });

  test('the form explains each refused value, keeps a draft across a reload, and saves a closed trade', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await signInTo(page, user, '/trades', 'Trades');
    await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New trade' }).first().click();
    await new AppShell(page).ready('New trade');

    const trade = new TradeFormPage(page);
    await trade.pick('Closed');
    await trade.field('Instrument').selectOption('forex');
    await trade.fill({
      'Currency pair': 'eurusd',
      'Entry price': '1.1050',
      'Stop price': '1.1100',
      Quantity: '0',
    });
    await trade.saveButton.click();
    await expect(trade.fieldError('Currency pair')).toHaveText(
      'Write the pair as BASE/QUOTE with two different currencies, like EUR/USD.',
    );
    await expect(trade.fieldError('Stop price')).toHaveText(
      'For a long trade the stop must be below the entry.',
    );
    await expect(trade.fieldError('Quantity')).toHaveText('The quantity must be greater than 0.');
    await expect(trade.fieldError('Exit price')).toHaveText('Enter the exit price of the closed trade.');
    await expect(trade.field('Stop price')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/trades\/new$/);

    await trade.fill({
      'Currency pair': 'EUR/USD',
      'Stop price': '1.1000',
      Quantity: '100,000',
      'Exit price': '1.1125',
    });
    await trade.fill({ 'Opened at': '2026-01-05T09:30', 'Closed at': '2026-01-05T08:00' });
    await trade.saveButton.click();
    await expect(trade.fieldError('Closed at')).toHaveText('The trade cannot close before it opened.');

    // The work survives a reload as a draft.
    await page.reload();
    await new AppShell(page).ready('New trade');
    await expect(trade.draftBanner).toBeVisible();
    await expect(trade.field('Currency pair')).toHaveValue('EUR/USD');
    await expect(trade.field('Exit price')).toHaveValue('1.1125');
    await expect(trade.radio('Closed')).toBeChecked();

    await trade.fill({ 'Closed at': '2026-01-05T11:15', Fees: '7' });
    // (1.1125 - 1.1050) x 100,000 = 750, less 7 in fees; 1R = 0.005 x 100,000 = 500
    await expect(trade.figure('net-pnl')).toHaveText('+743.00 USD');
    await expect(trade.figure('r-multiple')).toHaveText('+1.49 R');
    await trade.saveButton.click();
    await expect(page).toHaveURL(/\/trades$/);
    await expect(page.getByTestId('trade-row')).toContainText('EUR/USD');

    const [row] = await backend.query<{ exit: string; quantity: string; status: string; minutes: number }>(
      `select exit_price::text as exit, quantity::text as quantity, status,
              extract(epoch from closed_at - opened_at) / 60 as minutes
         from public.trades where user_id = $1`,
      [user.id],
    );
    expect(row).toMatchObject({ exit: '1.1125', quantity: '100000', status: 'closed' });
    expect(Number(row?.minutes)).toBe(105);
  });

  test('trading defaults from the settings feed the position size calculator', async ({ page, makeUser }) => {
    const user = await makeUser();
    await signInTo(page, user, '/settings', 'Settings');
    const card = page.getByRole('form', { name: 'Trading defaults' });
    await card.getByLabel('Risk per trade (%)').fill('0');
    await card.getByRole('button', { name: 'Save defaults' }).click();
    await expect(card.getByTestId('field-error')).toHaveText(
      'The risk must be more than 0% and at most 100%.',
    );
    await card.getByLabel('Account currency').fill('EUR');
    await card.getByLabel('Account balance').fill('25000');
    await card.getByLabel('Risk per trade (%)').fill('0.5');
    await card.getByRole('button', { name: 'Save defaults' }).click();
    await expect(page.getByText('Trading defaults saved')).toBeVisible();

    await page.goto('/calculators/position-size');
    const calc = new CalculatorPage(page);
    await new AppShell(page).ready('Position size calculator');
    await expect(calc.field('Account balance')).toHaveValue('25,000');
    await expect(calc.field('Risk')).toHaveValue('0.5');
    await expect(calc.field('Account currency')).toHaveValue('EUR');
    // 0.5% of 25,000 = 125 over a 2.50 stop
    await calc.fill({ 'Entry price': '100', 'Stop price': '97.5' });
    await expect(calc.result('size')).toContainText('50 shares');

    await calc.fill({ 'Account balance': '1,000', Risk: '3' });
    await page.getByRole('button', { name: 'Use my defaults' }).click();
    await expect(calc.field('Account balance')).toHaveValue('25,000');
    await expect(calc.field('Risk')).toHaveValue('0.5');
  });

  test('calculator inputs survive signing out and in again', async ({ page, makeUser, backend }) => {
    const user = await makeUser();
    const calc = new CalculatorPage(page);
    await calc.open('position-size', user, 'Position size calculator');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/rpc/save_calculator_inputs') && response.ok(),
    );
    await calc.fill({ 'Account balance': '40,000', 'Entry price': '20', 'Stop price': '19' });
    await calc.pick('Short');
    await calc.fill({ 'Stop price': '21' });
    await expect(calc.result('size')).toContainText('400 shares');
    await saved;
    // Typing is sent after a pause: wait until the server holds the last change.
    await expect
      .poll(async () => {
        const [row] = await backend.query<{ stop: string | null }>(
          `select calculator_inputs #>> '{position-size,values,stop}' as stop
             from public.user_settings where user_id = $1`,
          [user.id],
        );
        return row?.stop ?? null;
      })
      .toBe('21');

    const shell = new AppShell(page);
    await shell.signOut();
    await expect(page).toHaveURL(/\/auth/);
    const keys = await shell.storedKeys();
    expect(keys).not.toContain(`edgelog_calc_${user.id}_position-size`);

    await calc.open('position-size', user, 'Position size calculator');
    await expect(calc.field('Account balance')).toHaveValue('40,000');
    await expect(calc.field('Stop price')).toHaveValue('21');
    await expect(page.getByRole('radio', { name: 'Short', exact: true })).toBeChecked();
    await expect(calc.result('size')).toContainText('400 shares');
  });

  test('a save lost on the network says so in the catalogue’s words, and Try Again saves it', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await signInTo(page, user, '/trades/new', 'New trade');
    const trade = new TradeFormPage(page);
    await trade.fill({ Symbol: 'NVDA', 'Entry price': '120.50', Quantity: '15' });

    // The first insert never reaches the server.
    let refused = 0;
    await page.route('**/rest/v1/trades*', async (route) => {
      if (route.request().method() === 'POST' && refused === 0) {
        refused += 1;
        await route.abort('internetdisconnected');
        return;
      }
      await route.fallback();
    });
    await trade.saveButton.click();
    const failure = page.getByTestId('save-error');
    await expect(failure).toContainText('The trade was not saved');
    await expect(failure).toContainText('NETWORK-');
    await expect(failure).not.toContainText('TypeError');
    await expect(page).toHaveURL(/\/trades\/new$/);
    expect(await backend.query('select 1 from public.trades where user_id = $1', [user.id])).toHaveLength(0);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/trades$/);
    await expect(page.getByTestId('trade-row')).toContainText('NVDA');
    expect(refused).toBe(1);
    expect(await backend.query('select 1 from public.trades where user_id = $1', [user.id])).toHaveLength(1);
  });
});
