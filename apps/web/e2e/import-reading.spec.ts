import type { Locator, Page } from '@playwright/test';
import { TradeLogPage } from './page-models/trade-log-page';
import { addAccount, setTimeZone, signedInClient } from './support/journal';
import { expect, test } from './support/fixtures';

// A NinjaTrader Executions grid saved on a 24-hour-clock PC, every day 12 or below: "04/03/2026"
// is 4 March or 3 April, and nothing in the file says which.
const NINJATRADER = [
  'Instrument,Action,Quantity,Price,Time,ID,E/X,Position,Order ID,Name,Commission,Rate,Account,Connection',
  'MES 06-26,Buy,1,5312.25,04/03/2026 14:31:05,n1,Entry,1 L,1,Entry,$0.62,1,Sim101,Playback',
  'MES 06-26,Sell,1,5315.50,04/03/2026 14:44:10,n2,Exit,-,2,Target1,$0.62,1,Sim101,Playback',
  'MES 06-26,Sell short,1,5320.00,05/03/2026 10:02:00,n3,Entry,1 S,3,Entry,$0.62,1,Sim101,Playback',
  'MES 06-26,Buy to cover,1,5318.00,05/03/2026 10:20:00,n4,Exit,-,4,Target1,$0.62,1,Sim101,Playback',
  '',
].join('\n');

class ImportWizard {
  readonly dialog: Locator;
  readonly reading: Locator;
  readonly tradeRows: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('import-wizard');
    this.reading = this.dialog.getByTestId('import-reading');
    this.tradeRows = this.dialog.getByTestId('import-trade-row');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('import-button').click();
    await expect(this.dialog.getByTestId('import-account')).toHaveValue(/.+/);
  }

  async choose(name: string): Promise<void> {
    await this.dialog
      .getByTestId('import-file-input')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(NINJATRADER) });
  }

  async read(name: string): Promise<void> {
    await this.choose(name);
    await this.dialog.getByTestId('import-read').click();
    await expect(this.dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  }

  order(label: 'Day/month' | 'Month/day'): Locator {
    return this.reading.getByTestId('import-date-order').getByRole('radio', { name: label });
  }

  async importAll(): Promise<void> {
    await this.dialog.getByTestId('import-confirm').click();
    await expect(this.dialog.getByTestId('import-done')).toBeVisible({ timeout: 20_000 });
  }
}

test('ambiguous dates chosen in the preview, a new account made in the wizard, the next file offered it', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  await addAccount(client, 'Futures', 'USD');
  await setTimeZone(client, user.id, 'America/New_York');
  const fillsOf = (account: string) =>
    backend.query<{ executed_at: string }>(
      `select to_char(e.executed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as executed_at
         from public.trade_executions e join public.trades t on t.id = e.trade_id
         join public.accounts a on a.id = t.account_id
        where e.user_id = $1 and a.name = $2 order by e.executed_at`,
      [user.id, account],
    );

  const log = new TradeLogPage(page);
  await log.open(user);
  const wizard = new ImportWizard(page);
  await wizard.open();
  // The file's zone is the trader's, named, never UTC unasked.
  await expect(wizard.dialog.getByTestId('import-zone')).toHaveValue('America/New_York');
  await wizard.read('executions.csv');

  // Read day first (a 24-hour clock), with the order to change right there and the dates it decides.
  await expect(wizard.order('Day/month')).toBeChecked();
  const samples = wizard.reading.getByTestId('import-date-samples');
  await expect(samples).toContainText('04/03/2026 14:31:05');
  await expect(samples).toContainText('2026-04-03');
  await expect(wizard.tradeRows.first()).toContainText('2026-03-04 14:31');
  await expect(wizard.reading.getByTestId('import-reading-zone')).toHaveValue('America/New_York');

  // Month first: the file is read again at once, the preview's times move to April and May.
  // The radios are drawn as a row of buttons: the trader clicks the label.
  await wizard.reading.getByTestId('import-date-order').getByText('Month/day').click();
  await expect(wizard.order('Month/day')).toBeChecked({ timeout: 20_000 });
  await expect(wizard.tradeRows).toHaveCount(2);
  await expect(wizard.tradeRows.first()).toContainText('2026-04-03 14:31');
  await expect(wizard.tradeRows.nth(1)).toContainText('2026-05-03 10:02');
  await wizard.importAll();
  // New York is on daylight saving time in April: 14:31:05 there is 18:31:05 UTC.
  expect((await fillsOf('Futures')).map((fill) => fill.executed_at)).toEqual([
    '2026-04-03T18:31:05',
    '2026-04-03T18:44:10',
    '2026-05-03T14:02:00',
    '2026-05-03T14:20:00',
  ]);

  // A new account from the wizard, checked as on the accounts page, and the import lands in it.
  await wizard.dialog.getByRole('button', { name: 'Import more files' }).click();
  await wizard.choose('executions-sim.csv');
  await wizard.dialog.getByTestId('import-new-account-open').click();
  const form = wizard.dialog.getByTestId('import-new-account');
  await form.getByTestId('import-new-account-name').fill('futures');
  await form.getByTestId('import-new-account-create').click();
  await expect(form.getByTestId('field-error').first()).toHaveText(
    'You already have an account with this name.',
  );
  await form.getByTestId('import-new-account-name').fill('NT Sim');
  await form.getByTestId('import-new-account-startingBalance').fill('25000');
  await form.getByTestId('import-new-account-create').click();
  await expect(form).toBeHidden();
  await expect(wizard.dialog.getByTestId('import-account').locator('option:checked')).toHaveText(
    'NT Sim (USD)',
  );
  await wizard.dialog.getByTestId('import-read').click();
  await expect(wizard.dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await wizard.importAll();
  await expect(wizard.dialog.getByTestId('import-done')).toContainText('Imported into NT Sim');
  expect(await fillsOf('NT Sim')).toHaveLength(4);
  const [created] = await backend.query<{ broker: string | null; starting_balance: string }>(
    `select broker, starting_balance::text from public.accounts where user_id = $1 and name = 'NT Sim'`,
    [user.id],
  );
  expect(created).toEqual({ broker: 'NinjaTrader', starting_balance: '25000' });

  // Opened again with a NinjaTrader file: the account its last import went into is offered.
  await wizard.dialog.getByRole('button', { name: 'Done' }).click();
  await wizard.open();
  await expect(wizard.dialog.getByTestId('import-account').locator('option:checked')).toHaveText(
    'Futures (USD)',
  );
  await wizard.choose('executions-next.csv');
  await expect(wizard.dialog.getByTestId('import-account').locator('option:checked')).toHaveText(
    'NT Sim (USD)',
  );
  await expect(wizard.dialog.getByText('Your last NinjaTrader import went into this account.')).toBeVisible();
});
