import { fingerprintExecutions, parseImportFile, planImport } from '@edgelog/core';
import type { Locator, Page } from '@playwright/test';
import { AccountsPage } from './page-models/accounts-page';
import { TradeLogPage } from './page-models/trade-log-page';
import type { Backend } from './support/backend';
import { signedInClient } from './support/journal';
import type { TestUser } from './support/users';
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

// A file no broker format knows: the mapping screen reads it with the generic importer, the
// mapping is saved as a template, and the wizard opened from an account starts in that account.
const UNKNOWN = [
  'Moment;Ticker;Action;Qty;Fill Price;Comm',
  '02.03.2026 09:30:00;SAP;Buy;10;180,50;1,25',
  '02.03.2026 10:30:00;SAP;Sell;10;182,00;1,25',
].join('\n');

test('a file no format knows: mapped by hand, saved as a template, imported from the account', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  for (const name of ['Main', 'Europe']) {
    const { error } = await client
      .from('accounts')
      .insert({ name, currency: 'EUR', starting_balance: '1000' });
    expect(error).toBeNull();
  }
  const accounts = new AccountsPage(page);
  await accounts.open(user);
  await accounts.action('Europe', 'Details').click();
  await accounts.details('Europe').getByTestId('import-button').click();
  const wizard = new ImportWizard(page);
  await expect(wizard.dialog.getByLabel('Account').locator('option:checked')).toHaveText(/Europe/);

  await wizard.dialog
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'my-broker.csv', mimeType: 'text/csv', buffer: Buffer.from(UNKNOWN) });
  await wizard.dialog.getByTestId('import-read').click();
  const mapping = wizard.dialog.getByTestId('import-mapping');
  await expect(mapping).toContainText('No format recognised my-broker.csv');
  await expect(wizard.dialog.getByTestId('mapping-missing')).toContainText('Date and time');
  await expect(wizard.dialog.getByTestId('mapping-read')).toBeDisabled();
  await mapping.locator('[data-mapping-field="time"]').selectOption('Moment');
  await mapping.getByLabel('Decimal separator').selectOption(',');
  await mapping.getByLabel('Time zone of the file').selectOption('Europe/Berlin');
  await mapping.getByLabel('Save as a template').fill('My broker');
  await mapping.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template “My broker” saved')).toBeVisible();
  await wizard.dialog.getByTestId('mapping-read').click();
  await expect(wizard.dialog.getByTestId('import-preview')).toBeVisible();
  await expect(wizard.count('new-fills')).toHaveText('2');
  await expect(wizard.count('created')).toHaveText('1');
  await expect(wizard.dialog.getByTestId('import-trade-row')).toContainText('SAP');
  await wizard.dialog.getByTestId('import-confirm').click();
  await expect(wizard.dialog.getByTestId('import-done')).toContainText('Imported into Europe');

  const [fill] = await backend.query<{ executed_at: Date; price: string; account: string }>(
    `select e.executed_at, e.price::text as price, a.name as account
       from public.trade_executions e join public.accounts a on a.id = e.account_id
      where e.user_id = $1 order by e.executed_at limit 1`,
    [user.id],
  );
  expect(fill?.account).toBe('Europe');
  expect(fill?.price).toBe('180.5');
  expect(fill?.executed_at.toISOString()).toBe('2026-03-02T08:30:00.000Z');
  const [settings] = await backend.query<{ import_templates: Array<{ name: string }> }>(
    'select import_templates from public.user_settings where user_id = $1',
    [user.id],
  );
  expect(settings?.import_templates.map((template) => template.name)).toEqual(['My broker']);
});

test('Cancel while a large file is read leaves the journal as it was', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  const { error } = await client
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD', starting_balance: '1000' });
  expect(error).toBeNull();
  // About 30 MB of a format the importer reads (Webull orders): reading and parsing it keep the
  // worker busy long enough that Cancel lands meanwhile (a file no format knows is only sampled).
  const rows = [WEBULL.split('\n')[0] ?? ''];
  for (let i = 0; i < 250_000; i++)
    rows.push(
      `Apple Inc,AAPL,${i % 2 === 0 ? 'Buy' : 'Sell'},Filled,10,10,MKT,190.00,DAY,03/09/2026 09:31:00 EDT,03/09/2026 09:31:01 EDT`,
    );
  await new TradeLogPage(page).open(user);
  await page.getByTestId('import-button').click();
  const wizard = new ImportWizard(page);
  await wizard.dialog
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await wizard.dialog.getByTestId('import-read').click();
  await expect(wizard.dialog.getByTestId('import-progress')).toBeVisible();
  await wizard.dialog.getByTestId('import-cancel').click();
  await expect(wizard.dialog.getByTestId('import-read')).toBeVisible();
  await expect(wizard.dialog.getByTestId('import-mapping')).toBeHidden();
  const [row] = await backend.query<{ batches: string; fills: string }>(
    `select (select count(*) from public.import_batches where user_id = $1) as batches,
            (select count(*) from public.trade_executions where user_id = $1) as fills`,
    [user.id],
  );
  expect({ batches: Number(row?.batches), fills: Number(row?.fills) }).toEqual({ batches: 0, fills: 0 });
});

// An Interactive Brokers activity statement: one round trip, two deposits and a withdrawal in the
// account's currency, and a deposit in euros (left out: never converted).
const STATEMENT = [
  'Statement,Header,Field Name,Field Value',
  'Statement,Data,Title,Activity Statement',
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code',
  'Trades,Data,Order,Stocks,USD,AAPL,"2026-03-09, 09:30:05",10,187.25,188.1,-1872.5,-1,1873.5,0,8.5,O',
  'Trades,Data,Order,Stocks,USD,AAPL,"2026-03-09, 15:45:10",-10,189.1,189.05,1891,-1,-1873.5,16.5,0,C',
  'Deposits & Withdrawals,Header,Currency,Settle Date,Description,Amount',
  'Deposits & Withdrawals,Data,USD,2026-03-02,Electronic Fund Transfer,"10,000.00"',
  'Deposits & Withdrawals,Data,USD,2026-03-05,Electronic Fund Transfer,250.50',
  'Deposits & Withdrawals,Data,USD,2026-03-13,Disbursement Initiated by John Doe,-2500',
  'Deposits & Withdrawals,Data,EUR,2026-03-06,Electronic Fund Transfer,300',
  'Deposits & Withdrawals,Data,Total,,,8051',
  '',
].join('\n');

test("a statement's deposits and withdrawals: previewed, written with the batch once, undone with it", async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  const { error } = await client
    .from('accounts')
    .insert({ name: 'IBKR', currency: 'USD', starting_balance: '0' });
  expect(error).toBeNull();
  const ledger = async () => {
    const [row] = await backend.query<{ cash: string; marked: string; balance: string }>(
      `select (select count(*) from public.account_transactions where user_id = $1) as cash,
              (select count(*) from public.account_transactions
                where user_id = $1 and import_batch_id is not null) as marked,
              (select balance::text from public.accounts where user_id = $1) as balance`,
      [user.id],
    );
    return { cash: Number(row?.cash), marked: Number(row?.marked), balance: Number(row?.balance) };
  };

  await new TradeLogPage(page).open(user);
  await page.getByTestId('import-button').click();
  const wizard = new ImportWizard(page);
  await wizard.read(STATEMENT, 'ibkr-statement.csv');
  await expect(wizard.count('new-fills')).toHaveText('2');
  const cash = wizard.dialog.getByTestId('import-cash');
  await expect(cash.getByRole('heading')).toContainText('3 deposits and withdrawals');
  await expect(wizard.dialog.getByTestId('import-cash-total')).toHaveText('+$7,750.50');
  await expect(cash.getByTestId('import-cash-row')).toHaveCount(3);
  await expect(cash.getByTestId('import-cash-row').last()).toContainText('Withdrawal');
  await expect(cash.getByTestId('import-cash-row').last()).toContainText('−$2,500.00');
  await expect(wizard.dialog).toContainText('never converted');
  await expect(wizard.dialog.getByTestId('import-confirm')).toHaveText(
    'Import 2 fills and 3 deposits and withdrawals',
  );
  await wizard.dialog.getByTestId('import-confirm').click();
  await expect(wizard.dialog.getByTestId('import-done')).toContainText(
    '3 deposits and withdrawals added to the account',
  );
  // 10,000 + 250.50 - 2,500, and the trade's 18.50 less 2 of commission.
  expect(await ledger()).toEqual({ cash: 3, marked: 3, balance: 7767 });
  await expect(wizard.dialog.getByTestId('import-batch')).toContainText('3 deposits and withdrawals');

  // Another wizard, the same statement: the rows are this preview's (not the last one's), and
  // every deposit and withdrawal is already in.
  await page.keyboard.press('Escape');
  await expect(wizard.dialog).toBeHidden();
  await page.getByTestId('import-button').click();
  await wizard.read(STATEMENT, 'ibkr-statement.csv');
  await expect(wizard.count('new-fills')).toHaveText('0');
  await expect(wizard.count('duplicates')).toHaveText('2');
  await expect(wizard.dialog.getByTestId('import-cash').getByRole('heading')).toHaveText(
    'No new deposit or withdrawal',
  );
  await expect(wizard.dialog.locator('[data-testid="import-cash-row"][data-duplicate="true"]')).toHaveCount(
    3,
  );
  await expect(wizard.dialog.getByTestId('import-confirm')).toBeDisabled();

  await wizard.dialog.getByRole('button', { name: 'Choose other files' }).click();
  const batch = wizard.dialog.getByTestId('import-batch');
  await batch.getByTestId('import-undo').click();
  await page.getByTestId('import-undo-confirm').click();
  await expect(batch).toHaveAttribute('data-undone', 'true');
  expect(await ledger()).toEqual({ cash: 0, marked: 0, balance: 0 });
});

test('the journal changed since the preview: the import is refused whole and previewed again', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  const { data: account, error } = await client
    .from('accounts')
    .insert({ name: 'Webull', currency: 'USD', starting_balance: '5000' })
    .select('id')
    .single();
  expect(error).toBeNull();
  const accountId = String(account?.id);

  await new TradeLogPage(page).open(user);
  await page.getByTestId('import-button').click();
  const wizard = new ImportWizard(page);
  await wizard.read(WEBULL);
  await expect(wizard.count('new-fills')).toHaveText('6');

  // Meanwhile another tab imports the same file's Apple sale alone.
  const parsed = parseImportFile({ fileName: 'webull-orders.csv', content: WEBULL, timeZone: 'UTC' });
  const keys = fingerprintExecutions(parsed.executions, accountId);
  const sale = parsed.executions.findIndex((fill) => fill.symbol === 'AAPL' && fill.side === 'sell');
  const plan = planImport({
    executions: parsed.executions.slice(sale, sale + 1),
    accountId,
    keys: keys.slice(sale, sale + 1),
    existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
    instruments: [],
  });
  const other = await client.rpc('import_batch', {
    batch: { account_id: accountId, file_names: ['other-tab.csv'], format: 'webull', counts: {} },
    trades: plan.trades,
  });
  expect(other.error).toBeNull();

  await wizard.dialog.getByTestId('import-accept-valid').click();
  await wizard.dialog.getByTestId('import-confirm').click();
  await expect(wizard.dialog.getByTestId('import-store-error')).toContainText(
    'The journal changed since the preview',
  );
  const [before] = await backend.query<{ fills: string }>(
    'select count(*) as fills from public.trade_executions where user_id = $1',
    [user.id],
  );
  expect(Number(before?.fills)).toBe(1);

  await wizard.dialog.getByTestId('import-preview-again').click();
  await expect(wizard.count('new-fills')).toHaveText('5');
  await expect(wizard.count('duplicates')).toHaveText('1');
  await wizard.dialog.getByTestId('import-accept-valid').click();
  await wizard.dialog.getByTestId('import-confirm').click();
  await expect(wizard.dialog.getByTestId('import-done')).toBeVisible();
  const [after] = await backend.query<{ fills: string }>(
    'select count(*) as fills from public.trade_executions where user_id = $1',
    [user.id],
  );
  expect(Number(after?.fills)).toBe(6);
});

test('a failure after the mapping keeps it and says what happened there', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const wizard = await wizardOnTradeLog(page, backend, user, 'EUR');
  await wizard.dialog
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'my-broker.csv', mimeType: 'text/csv', buffer: Buffer.from(UNKNOWN) });
  await wizard.dialog.getByTestId('import-read').click();
  // A gateway in front of the server answers with its own HTML page once.
  const mapping = await mapThenFailPlan(page, wizard);
  await expect(mapping.locator('[data-mapping-field="time"]')).toHaveValue('Moment');
  await expect(mapping.getByLabel('Decimal separator')).toHaveValue(',');

  await wizard.dialog.getByTestId('mapping-read').click();
  await expect(wizard.dialog.getByTestId('import-preview')).toBeVisible();
  await expect(wizard.count('new-fills')).toHaveText('2');
});

/** A trader with one account in `currency`, the import wizard open on their trade log. */
async function wizardOnTradeLog(
  page: Page,
  backend: Backend,
  user: TestUser,
  currency: string,
): Promise<ImportWizard> {
  const client = await signedInClient(backend, user);
  const { error } = await client
    .from('accounts')
    .insert({ name: 'Main', currency, starting_balance: '1000' });
  expect(error).toBeNull();
  await new TradeLogPage(page).open(user);
  await page.getByTestId('import-button').click();
  return new ImportWizard(page);
}

// A mapping that read its file, then a plan the gateway refused: the trader leaves the file out.
async function mapThenFailPlan(page: Page, wizard: ImportWizard): Promise<Locator> {
  const mapping = wizard.dialog.getByTestId('import-mapping');
  await mapping.locator('[data-mapping-field="time"]').selectOption('Moment');
  await mapping.getByLabel('Decimal separator').selectOption(',');
  await page
    .context()
    .route('**/rest/v1/rpc/import_keys', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' }),
    );
  await wizard.dialog.getByTestId('mapping-read').click();
  await expect(wizard.dialog.getByTestId('import-mapping-error')).toContainText('NETWORK-001');
  await page.context().unroute('**/rest/v1/rpc/import_keys');
  return mapping;
}

test('a file left out after its plan failed is neither previewed nor written', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const wizard = await wizardOnTradeLog(page, backend, user, 'USD');
  await wizard.dialog.getByTestId('import-file-input').setInputFiles([
    { name: 'webull-orders.csv', mimeType: 'text/csv', buffer: Buffer.from(WEBULL) },
    { name: 'my-broker.csv', mimeType: 'text/csv', buffer: Buffer.from(UNKNOWN) },
  ]);
  await wizard.dialog.getByTestId('import-read').click();
  const mapping = await mapThenFailPlan(page, wizard);
  await mapping.getByRole('button', { name: 'Leave this file out' }).click();

  await expect(wizard.dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.count('new-fills')).toHaveText('6');
  await wizard.dialog.getByTestId('import-accept-valid').click();
  await wizard.dialog.getByTestId('import-confirm').click();
  await expect(wizard.dialog.getByTestId('import-done')).toBeVisible();
  const rows = await backend.query<{ symbol: string }>(
    'select distinct symbol from public.trades where user_id = $1 order by symbol',
    [user.id],
  );
  expect(rows.map((row) => row.symbol)).toEqual(['AAPL', 'MSFT', 'NVDA']);
});

test('the only file left out: nothing to try again, and choosing the files again keeps the mapping', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const wizard = await wizardOnTradeLog(page, backend, user, 'EUR');
  await wizard.dialog
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'my-broker.csv', mimeType: 'text/csv', buffer: Buffer.from(UNKNOWN) });
  await wizard.dialog.getByTestId('import-read').click();
  const mapping = await mapThenFailPlan(page, wizard);
  await mapping.getByRole('button', { name: 'Leave this file out' }).click();

  await expect(wizard.dialog.getByTestId('import-failed')).toContainText('No file is left to import');
  await expect(wizard.dialog.getByTestId('import-try-again')).toHaveCount(0);
  await wizard.dialog.getByRole('button', { name: 'Choose files again' }).click();
  await wizard.dialog.getByTestId('import-read').click();
  await expect(mapping.locator('[data-mapping-field="time"]')).toHaveValue('Moment');
  await expect(mapping.getByLabel('Decimal separator')).toHaveValue(',');
  const [row] = await backend.query<{ fills: string }>(
    'select count(*) as fills from public.trade_executions where user_id = $1',
    [user.id],
  );
  expect(Number(row?.fills)).toBe(0);
});
