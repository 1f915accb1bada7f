import { AccountsPage } from './page-models/accounts-page';
import { AppShell } from './page-models/app-shell';
import { CalculatorPage } from './page-models/calculator-page';
import { expect, test } from './support/fixtures';

test.describe('accounts and the calculators', () => {
  test('an account is added after a refused value, edited, closed and deleted, checked as the form says', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    const accounts = new AccountsPage(page);
    await accounts.open(user);
    await expect(accounts.emptyState).toBeVisible();
    await page.getByRole('button', { name: 'Add your first account' }).click();
    await expect(accounts.dialog).toBeVisible();

    await accounts.fill({ Name: 'Swing', Broker: 'IBKR', Currency: 'eur', Balance: '-25,000' });
    await accounts.submit();
    await expect(accounts.fieldError('Balance')).toHaveText('The balance cannot be negative.');
    await expect(accounts.field('Balance')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost, and nothing reached the database.
    await expect(accounts.field('Name')).toHaveValue('Swing');
    await expect(accounts.field('Balance')).toHaveValue('-25,000');
    expect(await backend.query('select 1 from public.accounts where user_id = $1', [user.id])).toEqual([]);

    await accounts.field('Balance').fill('25,000');
    await expect(accounts.fieldError('Balance')).toHaveCount(0);
    await accounts.submit();
    await expect(accounts.dialog).toBeHidden();
    await expect(page.getByText('Account added')).toBeVisible();
    const swing = accounts.row('Swing');
    await expect(swing).toContainText('IBKR');
    await expect(swing).toContainText('EUR');
    await expect(swing).toContainText('25,000');
    await expect(swing).toContainText('Open');

    // A second account of the same name is explained before saving, whatever its capitals.
    await accounts.addButton.click();
    await accounts.fill({ Name: 'SWING ', Balance: '1' });
    await accounts.field('Balance').blur();
    await accounts.field('Name').focus();
    await accounts.field('Name').blur();
    await expect(accounts.fieldError('Name')).toHaveText('You already have an account with this name.');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await accounts.action('Swing', 'Edit').click();
    await expect(accounts.field('Balance')).toHaveValue('25,000');
    await accounts.fill({ Name: 'Swing trading', Balance: '25,000.50' });
    await accounts.submit();
    await expect(accounts.dialog).toBeHidden();
    await expect(accounts.row('Swing trading')).toContainText('25,000.50');

    // A name taken elsewhere (another tab) since the list was read: the database refuses it, the
    // error is reported with its catalogue code, the name is marked and the form keeps its values.
    await backend.query(
      `insert into public.accounts (user_id, name, currency, balance) values ($1, 'Futures', 'USD', 5)`,
      [user.id],
    );
    await accounts.addButton.click();
    await accounts.fill({ Name: 'futures', Balance: '7,500' });
    await accounts.submit();
    await expect(accounts.saveError).toContainText('(DB-005)');
    await expect(page.getByTestId('error-toast-code')).toHaveText('DB-005');
    await expect(accounts.fieldError('Name')).toHaveText('You already have an account with this name.');
    await expect(accounts.field('Name')).toHaveValue('futures');
    await expect(accounts.field('Balance')).toHaveValue('7,500');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await accounts.add({ Name: 'Old prop', Currency: 'USD', Balance: '50,000' });
    await accounts.action('Old prop', 'Close').click();
    await expect(accounts.row('Old prop')).toContainText('Closed');
    await expect(accounts.action('Old prop', 'Reopen')).toBeVisible();

    await accounts.add({ Name: 'Scratch', Balance: '0' });
    await accounts.action('Scratch', 'Delete').click();
    await expect(accounts.dialog).toContainText('Delete Scratch?');
    await accounts.dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(accounts.row('Scratch')).toHaveCount(0);

    const stored = await backend.query(
      `select name, broker, currency, balance::text as balance, status
         from public.accounts where user_id = $1 order by name`,
      [user.id],
    );
    expect(stored).toEqual([
      { name: 'Futures', broker: null, currency: 'USD', balance: '5', status: 'open' },
      { name: 'Old prop', broker: null, currency: 'USD', balance: '50000', status: 'closed' },
      { name: 'Swing trading', broker: 'IBKR', currency: 'EUR', balance: '25000.50', status: 'open' },
    ]);
  });

  test('the position size calculator offers the open accounts, and picking one sets its currency and balance', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    for (const [name, currency, balance, status] of [
      ['Swing', 'EUR', '25000.50', 'open'],
      ['Gold', 'XAU', '1000', 'open'],
      ['Old prop', 'USD', '50000', 'closed'],
    ])
      await backend.query(
        'insert into public.accounts (user_id, name, currency, balance, status) values ($1, $2, $3, $4, $5)',
        [user.id, name, currency, balance, status],
      );

    const calc = new CalculatorPage(page);
    await calc.open('position-size', user, 'Position size calculator');
    // The defaults: 10,000 USD at 1% over a 0.37 stop, 270.27 shares floored to 270.
    await calc.fill({ 'Entry price': '412.37', 'Stop price': '412' });
    await expect(calc.result('size')).toContainText('270 shares');

    const picker = calc.field('Account');
    await expect(picker.locator('option:not([disabled])')).toHaveText([
      'Gold · XAU 1,000',
      'Swing · EUR 25,000.50',
    ]);

    await picker.selectOption({ label: 'Swing · EUR 25,000.50' });
    await expect(calc.field('Account currency')).toHaveValue('EUR');
    await expect(calc.field('Account balance')).toHaveValue('25,000.50');
    // 1% of 25,000.50 is 250.005; over 0.37 that is 675.69 shares, floored to 675.
    await expect(calc.result('size')).toContainText('675 shares');

    // Gold's currency is not one the calculators offer: the balance is taken, and the page says why.
    await picker.selectOption({ label: 'Gold · XAU 1,000' });
    await expect(calc.field('Account balance')).toHaveValue('1,000');
    await expect(calc.field('Account currency')).toHaveValue('EUR');
    await expect(page.locator('[data-field="Account"]')).toContainText(
      'XAU is not among the calculators’ currencies',
    );
    await expect(calc.result('size')).toContainText('27 shares');

    // Changing the balance by hand leaves no account shown as chosen.
    await calc.fill({ 'Account balance': '2,000' });
    await expect(picker).toHaveValue('');

    // Closing an account on the accounts page takes it out of the calculator's list at once, within
    // the same session (the list would otherwise stay cached for minutes).
    const shell = new AppShell(page);
    await shell.sidebar.getByRole('link', { name: 'Accounts' }).click();
    await shell.ready('Accounts');
    const accounts = new AccountsPage(page);
    await accounts.action('Gold', 'Close').click();
    await expect(accounts.row('Gold')).toContainText('Closed');
    await shell.sidebar.getByRole('link', { name: 'Calculators' }).click();
    await page
      .getByRole('list', { name: 'Calculators' })
      .getByRole('link', { name: /^Position size/ })
      .click();
    await shell.ready('Position size calculator');
    await expect(picker.locator('option:not([disabled])')).toHaveText(['Swing · EUR 25,000.50']);
    expect(
      await backend.query(`select status from public.accounts where user_id = $1 and name = 'Gold'`, [
        user.id,
      ]),
    ).toEqual([{ status: 'closed' }]);
  });

  test('lot size, risk/reward and margin take the currency and balance of the chosen account, pip value its currency', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await backend.query(
      `insert into public.accounts (user_id, name, currency, balance) values ($1, 'Swing', 'EUR', 25000.50)`,
      [user.id],
    );
    const calc = new CalculatorPage(page);
    const shell = new AppShell(page);
    const swing = 'Swing · EUR 25,000.50';
    // Risk/reward's section is a group named Account too: the picker is the drop-down.
    const picker = page.getByRole('combobox', { name: 'Account', exact: true });

    await calc.open('lot-size', user, 'Lot size calculator');
    await picker.selectOption({ label: swing });
    await expect(calc.field('Account currency')).toHaveValue('EUR');
    await expect(calc.field('Account balance')).toHaveValue('25,000.50');
    // EUR/USD at 1.25 in a EUR account: 10 USD a pip a lot is 8 EUR; 250.005 EUR over 200 pips
    // is 0.15625 lots, 0.15 after the step.
    await calc.fill({ 'Stop distance': '200' });
    await calc.fill({ 'Pair price': '1.25' });
    await expect(calc.result('lots')).toContainText('0.15 lots');
    await expect(calc.result('risk-amount')).toContainText('EUR');

    await page.goto('/calculators/risk-reward');
    await shell.ready('Risk/reward calculator');
    await calc.fill({ 'Entry price': '100', 'Stop price': '95', 'Target price': '110', Quantity: '100' });
    // 500 at risk is 5% of the default 10,000 balance, but under 2% of 25,000.50.
    await expect(calc.warnings.filter({ hasText: 'Risk exceeds 2% of the balance' })).toBeVisible();
    await picker.selectOption({ label: swing });
    await expect(calc.field('Account balance')).toHaveValue('25,000.50');
    await expect(calc.result('total-risk')).toContainText('500.00 EUR');
    await expect(calc.warnings.filter({ hasText: 'Risk exceeds 2% of the balance' })).toHaveCount(0);

    await page.goto('/calculators/margin');
    await shell.ready('Margin calculator');
    await calc.pick('Account margin level');
    await picker.selectOption({ label: swing });
    await expect(calc.field('Balance')).toHaveValue('25,000.50');
    await calc.fill({ 'Floating P&L': '-500', 'Used margin': '10,000' });
    // Equity 24,500.50 over 10,000 used: 245.005%.
    await expect(calc.result('margin-level')).toContainText('245.0');
    await expect(calc.result('free-margin')).toContainText('14,500.50 EUR');

    // Pip value takes the account's currency alone: 10 USD a pip a lot is 8 EUR at 1.25.
    await page.goto('/calculators/pip-value');
    await shell.ready('Pip value calculator');
    await expect(calc.result('pip-value')).toContainText('10.00 USD');
    await picker.selectOption({ label: swing });
    await expect(calc.field('Account currency')).toHaveValue('EUR');
    await calc.fill({ 'Pair price': '1.25' });
    await expect(calc.result('pip-value')).toContainText('8.00 EUR');
  });
});
