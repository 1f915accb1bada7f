import type { Locator, Page } from '@playwright/test';
import { TradeLogPage } from './page-models/trade-log-page';
import { signedInClient } from './support/journal';
import { expect, test } from './support/fixtures';

// A Webull orders export: three round trips, and one row whose price is negative (line 6).
const WEBULL = [
  'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time',
  'Apple Inc,AAPL,Buy,Filled,10,10,MKT,190.00,DAY,03/09/2026 09:31:00 EDT,03/09/2026 09:31:01 EDT',
  'Apple Inc,AAPL,Sell,Filled,10,10,MKT,192.50,DAY,03/09/2026 10:15:00 EDT,03/09/2026 10:15:02 EDT',
  'Microsoft,MSFT,Buy,Filled,5,5,MKT,400.00,DAY,03/10/2026 09:35:00 EDT,03/10/2026 09:35:01 EDT',
  'Microsoft,MSFT,Sell,Filled,5,5,MKT,398.00,DAY,03/10/2026 11:00:00 EDT,03/10/2026 11:00:01 EDT',
  'Tesla Inc,TSLA,Buy,Filled,3,3,MKT,-180.00,DAY,03/10/2026 12:00:00 EDT,03/10/2026 12:00:01 EDT',
  'Nvidia,NVDA,Buy,Filled,4,4,MKT,120.00,DAY,03/11/2026 09:35:00 EDT,03/11/2026 09:35:01 EDT',
  'Nvidia,NVDA,Sell,Filled,4,4,MKT,121.00,DAY,03/11/2026 09:50:00 EDT,03/11/2026 09:50:01 EDT',
  '',
].join('\n');

class ImportWizard {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('import-wizard');
  }

  count(id: string): Locator {
    return this.dialog.getByTestId(`count-${id}`);
  }

  async read(csv: string, name = 'webull-orders.csv'): Promise<void> {
    await this.dialog
      .getByTestId('import-file-input')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.dialog.getByTestId('import-read').click();
    await expect(this.dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  }
}

test('import a broker file: preview with its row error, import, re-import without duplicates, undo', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  const { error } = await client
    .from('accounts')
    .insert({ name: 'Webull', currency: 'USD', starting_balance: '5000' });
  expect(error).toBeNull();
  const journal = async () => {
    const [row] = await backend.query<{ trades: string; fills: string }>(
      `select (select count(*) from public.trades where user_id = $1) as trades,
              (select count(*) from public.trade_executions where user_id = $1) as fills`,
      [user.id],
    );
    return { trades: Number(row?.trades), fills: Number(row?.fills) };
  };
  const before = await journal();

  const log = new TradeLogPage(page);
  await log.open(user);
  await page.getByTestId('import-button').click();
  const wizard = new ImportWizard(page);
  await expect(wizard.dialog.getByLabel('Account')).toHaveValue(/.+/);
  await wizard.read(WEBULL);

  // The preview: what is new, the row that cannot be read (line, column, reason), the trades.
  await expect(wizard.count('new-fills')).toHaveText('6');
  await expect(wizard.count('duplicates')).toHaveText('0');
  await expect(wizard.count('created')).toHaveText('3');
  await expect(wizard.count('row-errors')).toHaveText('1');
  const errorRow = wizard.dialog.getByTestId('import-row-errors').getByRole('row').nth(1);
  await expect(errorRow).toContainText('6');
  await expect(errorRow).toContainText('Avg Price');
  await expect(errorRow).toContainText('not above zero');
  await expect(wizard.dialog.getByTestId('import-trade-row')).toHaveCount(3);
  await expect(wizard.dialog.getByTestId('import-trade-row').first()).toContainText('AAPL');

  // Importing with a bad row left out is the trader's choice.
  const importButton = wizard.dialog.getByTestId('import-confirm');
  await expect(importButton).toBeDisabled();
  await wizard.dialog.getByTestId('import-accept-valid').click();
  await importButton.click();
  await expect(wizard.dialog.getByTestId('import-done')).toBeVisible();
  expect(await journal()).toEqual({ trades: before.trades + 3, fills: before.fills + 6 });
  await expect(wizard.dialog.getByTestId('import-batch')).toHaveCount(1);
  await expect(wizard.dialog.getByTestId('import-batch')).toContainText('webull-orders.csv');
  await expect(wizard.dialog.getByTestId('import-batch')).toContainText('6 fills');

  // The same file again: nothing new, every fill counted as a duplicate.
  await wizard.dialog.getByRole('button', { name: 'Import more files' }).click();
  await wizard.read(WEBULL);
  await expect(wizard.count('new-fills')).toHaveText('0');
  await expect(wizard.count('duplicates')).toHaveText('6');
  await expect(wizard.count('created')).toHaveText('0');
  await expect(wizard.dialog.getByTestId('import-confirm')).toBeDisabled();

  // Undo the batch: the journal is as it was before the import.
  await wizard.dialog.getByRole('button', { name: 'Choose other files' }).click();
  const batch = wizard.dialog.getByTestId('import-batch');
  await batch.getByTestId('import-undo').click();
  await page.getByTestId('import-undo-confirm').click();
  await expect(batch).toHaveAttribute('data-undone', 'true');
  expect(await journal()).toEqual(before);
});
