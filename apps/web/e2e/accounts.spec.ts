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

    await accounts.fill({
      Name: 'Swing',
      Broker: 'IBKR',
      Kind: 'Prop firm',
      Currency: 'eur',
      'Starting balance': '-25,000',
      'Break-even tolerance': '-1',
    });
    await accounts.submit();
    await expect(accounts.fieldError('Starting balance')).toHaveText(
      'The starting balance cannot be negative.',
    );
    await expect(accounts.field('Starting balance')).toHaveAttribute('aria-invalid', 'true');
    await expect(accounts.fieldError('Break-even tolerance')).toHaveText('The tolerance cannot be negative.');
    // Nothing typed is lost, and nothing reached the database.
    await expect(accounts.field('Name')).toHaveValue('Swing');
    await expect(accounts.field('Starting balance')).toHaveValue('-25,000');
    expect(await backend.query('select 1 from public.accounts where user_id = $1', [user.id])).toEqual([]);

    await accounts.fill({ 'Starting balance': '25,000', 'Break-even tolerance': '2.50' });
    await expect(accounts.fieldError('Starting balance')).toHaveCount(0);
    await expect(accounts.fieldError('Break-even tolerance')).toHaveCount(0);
    await accounts.submit();
    await expect(accounts.dialog).toBeHidden();
    await expect(page.getByText('Account added')).toBeVisible();
    const swing = accounts.row('Swing');
    await expect(swing).toContainText('IBKR');
    await expect(swing).toContainText('EUR');
    await expect(swing).toContainText('Prop firm');
    await expect(accounts.cell('Swing', 'balance')).toHaveText('25,000.00');
    await expect(swing).toContainText('Open');

    // A second account of the same name is explained before saving, whatever its capitals.
    await accounts.addButton.click();
    await accounts.fill({ Name: 'SWING ', 'Starting balance': '1' });
    await accounts.field('Starting balance').blur();
    await accounts.field('Name').focus();
    await accounts.field('Name').blur();
    await expect(accounts.fieldError('Name')).toHaveText('You already have an account with this name.');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await accounts.action('Swing', 'Edit').click();
    await expect(accounts.field('Starting balance')).toHaveValue('25,000');
    await expect(accounts.field('Kind')).toHaveValue('prop');
    await accounts.fill({ Name: 'Swing trading', 'Starting balance': '25,000.50' });
    await accounts.submit();
    await expect(accounts.dialog).toBeHidden();
    await expect(accounts.cell('Swing trading', 'balance')).toHaveText('25,000.50');

    // A name taken elsewhere (another tab) since the list was read: the database refuses it, the
    // error is reported with its catalogue code, the name is marked and the form keeps its values.
    await backend.query(
      `insert into public.accounts (user_id, name, currency, starting_balance) values ($1, 'Futures', 'USD', 5)`,
      [user.id],
    );
    await accounts.addButton.click();
    await accounts.fill({ Name: 'futures', 'Starting balance': '7,500' });
    await accounts.submit();
    await expect(accounts.saveError).toContainText('(DB-005)');
    await expect(page.getByTestId('error-toast-code')).toHaveText('DB-005');
    await expect(accounts.fieldError('Name')).toHaveText('You already have an account with this name.');
    await expect(accounts.field('Name')).toHaveValue('futures');
    await expect(accounts.field('Starting balance')).toHaveValue('7,500');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await accounts.add({ Name: 'Old prop', Currency: 'USD', 'Starting balance': '50,000' });
    await accounts.action('Old prop', 'Close').click();
    await expect(accounts.row('Old prop')).toContainText('Closed');
    await expect(accounts.action('Old prop', 'Reopen')).toBeVisible();

    await accounts.add({ Name: 'Scratch', 'Starting balance': '0' });
    await accounts.action('Scratch', 'Delete').click();
    await expect(accounts.dialog).toContainText('Delete Scratch?');
    await expect(accounts.dialog.getByTestId('delete-impact')).toHaveText(
      'Scratch has no trades and no deposits or withdrawals. Deleting it moves it to the Trash for 30 days.',
    );
    await accounts.dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(accounts.row('Scratch')).toHaveCount(0);

    const stored = await backend.query(
      `select name, broker, kind, currency, starting_balance::text as start, balance::text as balance,
              break_even_tolerance::text as tolerance, status
         from public.accounts where user_id = $1 order by name`,
      [user.id],
    );
    expect(stored).toEqual([
      {
        name: 'Futures',
        broker: null,
        kind: 'live',
        currency: 'USD',
        start: '5',
        balance: '5',
        tolerance: '0',
        status: 'open',
      },
      {
        name: 'Old prop',
        broker: null,
        kind: 'live',
        currency: 'USD',
        start: '50000',
        balance: '50000',
        tolerance: '0',
        status: 'closed',
      },
      {
        name: 'Swing trading',
        broker: 'IBKR',
        kind: 'prop',
        currency: 'EUR',
        start: '25000.50',
        balance: '25000.50',
        tolerance: '2.50',
        status: 'open',
      },
    ]);
  });

  test('the balance follows the starting balance, deposits, withdrawals and closed trades; delete says how many trades go', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    // A sample account, as "Try it with sample data" makes them, is marked as one.
    await backend.query(
      `insert into public.accounts (user_id, name, currency, starting_balance, is_sample)
       values ($1, 'Sample futures', 'USD', 50000, true)`,
      [user.id],
    );
    const accounts = new AccountsPage(page);
    await accounts.open(user);
    await expect(accounts.row('Sample futures')).toContainText('Sample');

    await accounts.add({
      Name: 'Main',
      Currency: 'USD',
      'Starting balance': '10,000',
      'Starting date': '2026-01-02',
    });
    await expect(accounts.row('Main')).not.toContainText('Sample');
    await expect(accounts.cell('Main', 'balance')).toHaveText('10,000.00');
    await expect(accounts.cell('Main', 'trades')).toHaveText('0');
    await expect(accounts.cell('Main', 'net-pnl')).toHaveText('0.00');

    await accounts.action('Main', 'Details').click();
    const details = accounts.details('Main');
    await expect(details.getByText('No deposits or withdrawals yet')).toBeVisible();
    await accounts.addTransaction('Main', {
      Kind: 'Deposit',
      'Date and time': '2026-01-05T09:30',
      'Amount (USD)': '2,500.50',
    });
    await expect(details.getByTestId('details-balance')).toHaveText('12,500.50');

    // A withdrawal is typed without a sign: the kind takes it out, and a minus is explained.
    await details.getByRole('button', { name: 'Add a transaction' }).click();
    const form = details.getByRole('form', { name: 'New transaction' });
    await accounts.fill(
      { Kind: 'Withdrawal', 'Date and time': '2026-01-08T16:00', 'Amount (USD)': '-500' },
      form,
    );
    await accounts.field('Note', form).focus();
    await expect(accounts.fieldError('Amount (USD)', form)).toHaveText(
      'Enter the amount without a sign: a withdrawal subtracts it.',
    );
    await accounts.fill({ 'Amount (USD)': '500', Note: 'Rent' }, form);
    await expect(accounts.fieldError('Amount (USD)', form)).toHaveCount(0);
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await expect(form).toBeHidden();
    await expect(details.getByTestId('details-balance')).toHaveText('12,000.50');
    await expect(accounts.transactionRows('Main')).toHaveCount(2);
    await expect(accounts.transactionRows('Main').first()).toContainText('Withdrawal');
    await expect(accounts.transactionRows('Main').first()).toContainText('\u2212500.00');
    await expect(accounts.transactionRows('Main').nth(1)).toContainText('+2,500.50');

    // Edited, then deleted after a confirmation: the balance follows each time.
    await accounts
      .transactionRows('Main')
      .first()
      .getByRole('button', { name: /^Edit the withdrawal/ })
      .click();
    const edit = details.getByRole('form', { name: 'Edit transaction' });
    await expect(accounts.field('Amount (USD)', edit)).toHaveValue('500');
    await accounts.fill({ 'Amount (USD)': '600' }, edit);
    await edit.getByRole('button', { name: 'Save transaction' }).click();
    await expect(details.getByTestId('details-balance')).toHaveText('11,900.50');
    await accounts
      .transactionRows('Main')
      .first()
      .getByRole('button', { name: /^Delete the withdrawal/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this withdrawal?' });
    await expect(confirm).toContainText('the balance rises by 600.00 USD');
    await confirm.getByRole('button', { name: 'Delete transaction' }).click();
    await expect(details.getByTestId('details-balance')).toHaveText('12,500.50');
    await expect(accounts.transactionRows('Main')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(accounts.cell('Main', 'balance')).toHaveText('12,500.50');

    // A trade saved on the account through the API: 10 shares bought at 100 and sold at 112.50,
    // 1.00 commission each way, nets 123.00.
    const [main] = await backend.query<{ id: string }>(
      `select id from public.accounts where user_id = $1 and name = 'Main'`,
      [user.id],
    );
    const client = backend.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const { error } = await client.rpc('save_trades', {
      trades: [
        {
          account_id: main?.id,
          symbol: 'AAPL',
          asset_class: 'stock',
          currency: 'USD',
          executions: [
            {
              executed_at: '2026-01-06T14:30:00Z',
              side: 'buy',
              quantity: '10',
              price: '100',
              commission: '1',
            },
            {
              executed_at: '2026-01-07T15:00:00Z',
              side: 'sell',
              quantity: '10',
              price: '112.50',
              commission: '1',
            },
          ],
        },
      ],
    });
    expect(error).toBeNull();
    await page.reload();
    await expect(accounts.cell('Main', 'balance')).toHaveText('12,623.50');
    await expect(accounts.cell('Main', 'balance')).toHaveAttribute(
      'title',
      '10,000.00 starting + 2,500.50 transactions + 123.00 closed trades',
    );
    await expect(accounts.cell('Main', 'trades')).toHaveText('1');
    await expect(accounts.cell('Main', 'net-pnl')).toHaveText('+123.00 gain');
    await expect(accounts.equityLine('Main')).toHaveAttribute(
      'aria-label',
      'Equity line: from 10,000.00 to 12,623.50 USD over 2 changes',
    );

    // Deleting asks first, says what goes with it, and offers closing instead.
    await accounts.action('Main', 'Delete').click();
    const impact = accounts.dialog.getByTestId('delete-impact');
    await expect(impact).toHaveText(
      'Main has 1 trade and 1 deposit, withdrawal or other transaction. Deleting the account moves them to the Trash with it for 30 days.',
    );
    await accounts.dialog.getByRole('button', { name: 'Close it instead' }).click();
    await expect(accounts.row('Main')).toContainText('Closed');
    await accounts.action('Main', 'Delete').click();
    await expect(impact).toContainText('Main has 1 trade');
    await expect(accounts.dialog.getByRole('button', { name: 'Close it instead' })).toHaveCount(0);
    await accounts.dialog.getByRole('button', { name: 'Delete account and 1 trade' }).click();
    await expect(accounts.row('Main')).toHaveCount(0);
    // The row leaves the page as the delete is sent; the database follows once it commits.
    await expect
      .poll(() =>
        backend.query(
          `select (select count(*) from public.trades where user_id = $1)::int as trades,
                  (select count(*) from public.account_transactions where user_id = $1)::int as transactions`,
          [user.id],
        ),
      )
      .toEqual([{ trades: 0, transactions: 0 }]);
  });

  test('on a 360 px phone each account is a card with its figures and actions, and the page never scrolls sideways', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await backend.query(
      `insert into public.accounts (user_id, name, broker, kind, currency, starting_balance)
       values ($1, 'Swing', 'IBKR', 'prop', 'EUR', 25000.5)`,
      [user.id],
    );
    await page.setViewportSize({ width: 360, height: 740 });
    const accounts = new AccountsPage(page);
    await accounts.open(user);
    await expect(accounts.table).toBeHidden();
    await expect(accounts.row('Swing')).toContainText('Prop firm · EUR · IBKR · Open');
    await expect(accounts.cell('Swing', 'balance')).toHaveText('25,000.50');
    await expect(accounts.cell('Swing', 'trades')).toHaveText('0');
    await expect(accounts.equityLine('Swing')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await accounts.action('Swing', 'Details').click();
    await accounts.addTransaction('Swing', { 'Date and time': '2026-02-02T10:00', 'Amount (EUR)': '500' });
    await expect(accounts.details('Swing').getByTestId('details-balance')).toHaveText('25,500.50');
    await expect(
      accounts
        .transactionRows('Swing')
        .first()
        .getByRole('button', { name: /^Delete the deposit/ }),
    ).toBeInViewport();
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
        'insert into public.accounts (user_id, name, currency, starting_balance, status) values ($1, $2, $3, $4, $5)',
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
      `insert into public.accounts (user_id, name, currency, starting_balance) values ($1, 'Swing', 'EUR', 25000.50)`,
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

test.describe('dialogs', () => {
  test('a dialog opens where it ends up, centred, not shifted by its opening animation', async ({
    page,
    makeUser,
  }) => {
    const accounts = new AccountsPage(page);
    await accounts.open(await makeUser());
    // The first frame of the opening animation, held still where the trader first sees the dialog,
    // caught as the animation starts: a 150 ms animation may be over by the time a test looks.
    await page.evaluate(() => {
      document.addEventListener('animationstart', (event) => {
        if (event.animationName !== 'dialog-in' || !(event.target instanceof HTMLElement)) return;
        const dialog = event.target;
        const opening = dialog.getAnimations().find((a) => (a as CSSAnimation).animationName === 'dialog-in');
        if (!opening) return;
        opening.pause();
        opening.currentTime = 0;
        const box = dialog.getBoundingClientRect();
        Object.assign(window, { __dialogOpening: { x: box.left + box.width / 2 - window.innerWidth / 2 } });
        opening.play();
      });
    });
    await page.getByRole('button', { name: 'Add your first account' }).click();
    await expect(accounts.dialog).toBeVisible();
    const offset = await page
      .waitForFunction(() => (window as unknown as { __dialogOpening?: { x: number } }).__dialogOpening)
      .then((handle) => handle.jsonValue());
    expect(Math.abs(offset?.x ?? Infinity)).toBeLessThan(2);
  });
});
