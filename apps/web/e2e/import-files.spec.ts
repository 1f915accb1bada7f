import type { Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { TradeLogPage } from './page-models/trade-log-page';
import type { Backend } from './support/backend';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/journal';
import type { TestUser } from './support/users';

// Files as traders pick them: what cannot be read says why in one sentence, an archive of
// exports is read file by file, every file type the importer reads can be picked.

const WEBULL_HEADER =
  'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time';

/** A Webull orders export of one round trip of `symbol` on `day` (March 2026). */
function webullDay(symbol: string, day: number): string {
  const date = `03/${String(day).padStart(2, '0')}/2026`;
  return [
    WEBULL_HEADER,
    `${symbol} Inc,${symbol},Buy,Filled,10,10,MKT,100.00,DAY,${date} 09:31:00 EDT,${date} 09:31:01 EDT`,
    `${symbol} Inc,${symbol},Sell,Filled,10,10,MKT,101.50,DAY,${date} 10:15:00 EDT,${date} 10:15:02 EDT`,
    '',
  ].join('\n');
}

async function openWizard(page: Page, backend: Backend, user: TestUser): Promise<Locator> {
  const client = await signedInClient(backend, user);
  const { error } = await client
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD', starting_balance: '1000' });
  expect(error).toBeNull();
  await new TradeLogPage(page).open(user);
  await page.getByTestId('import-button').click();
  return page.getByTestId('import-wizard');
}

async function fillsOf(backend: Backend, user: TestUser): Promise<number> {
  const [row] = await backend.query<{ fills: string }>(
    'select count(*) as fills from public.trade_executions where user_id = $1',
    [user.id],
  );
  return Number(row?.fills);
}

test('an empty file and a binary file are refused, each in one sentence, and nothing is mapped or imported', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const wizard = await openWizard(page, backend, user);
  await wizard.getByTestId('import-file-input').setInputFiles([
    { name: 'trades.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) },
    {
      name: 'chart.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
      ]),
    },
  ]);
  await wizard.getByTestId('import-read').click();
  const failed = wizard.getByTestId('import-failed');
  await expect(failed).toContainText(
    'trades.csv is empty: export it again from your broker, and let the download finish before you import it.',
  );
  await expect(failed).toContainText(
    'chart.csv is not a text file, a workbook or a statement (it holds binary data): export the trades from your broker as CSV, Excel or XML.',
  );
  await expect(wizard.getByTestId('import-mapping')).toHaveCount(0);
  expect(await fillsOf(backend, user)).toBe(0);
});

test('a zip of three exports is read file by file and imported as one batch', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const wizard = await openWizard(page, backend, user);
  const archive = zipSync({
    'monday.csv': strToU8(webullDay('AAPL', 9)),
    'tuesday.csv': strToU8(webullDay('MSFT', 10)),
    'wednesday.csv': strToU8(webullDay('NVDA', 11)),
    'readme.pdf': strToU8('%PDF-1.7'),
  });
  await wizard
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'march.zip', mimeType: 'application/zip', buffer: Buffer.from(archive) });
  await wizard.getByTestId('import-read').click();
  await expect(wizard.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.getByTestId('count-new-fills')).toHaveText('6');
  await expect(wizard.getByTestId('count-created')).toHaveText('3');
  await expect(wizard).toContainText('march.zip: readme.pdf left out (not a file the importer reads)');
  await wizard.getByTestId('import-confirm').click();
  await expect(wizard.getByTestId('import-done')).toBeVisible();
  expect(await fillsOf(backend, user)).toBe(6);
});

test('a trader with no account yet makes one in the wizard, and the file lands in it', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  await new TradeLogPage(page).open(user);
  await page.getByTestId('import-button').click();
  const wizard = page.getByTestId('import-wizard');
  // No dead end: the file is taken, and the new-account form is how its account is chosen.
  await expect(wizard.getByTestId('import-no-accounts')).toBeVisible();
  const form = wizard.getByTestId('import-new-account');
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await wizard
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(webullDay('AAPL', 2)) });
  await expect(wizard.getByTestId('import-read')).toBeDisabled();
  await expect(wizard.getByTestId('import-not-ready')).toHaveText('Create the account the files go into.');
  // The file's broker is offered as the account's.
  await expect(form.getByTestId('import-new-account-broker')).toHaveValue('Webull');
  await form.getByTestId('import-new-account-name').fill('Webull cash');
  await form.getByTestId('import-new-account-startingBalance').fill('5000');
  await form.getByTestId('import-new-account-create').click();
  await expect(form).toBeHidden();
  await expect(wizard.getByTestId('import-account').locator('option:checked')).toHaveText(
    'Webull cash (USD)',
  );
  await wizard.getByTestId('import-read').click();
  await expect(wizard.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.getByTestId('count-new-fills')).toHaveText('2');
  await wizard.getByTestId('import-confirm').click();
  await expect(wizard.getByTestId('import-done')).toContainText('Imported into Webull cash');
  const fills = await backend.query<{ name: string; broker: string | null; fills: string }>(
    `select a.name, a.broker, count(e.id)::text as fills from public.accounts a
       left join public.trades t on t.account_id = a.id
       left join public.trade_executions e on e.trade_id = t.id
      where a.user_id = $1 group by a.id`,
    [user.id],
  );
  expect(fills).toEqual([{ name: 'Webull cash', broker: 'Webull', fills: '2' }]);
});

/** An IBKR Flex Query in XML: one account, one round trip of 100 shares. */
const FLEX_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<FlexQueryResponse queryName="Trades" type="AF">',
  '<FlexStatements count="1">',
  '<FlexStatement accountId="U1112223" fromDate="20260302" toDate="20260306" period="LastWeek" whenGenerated="20260307;081500">',
  '<Trades>',
  '<Trade accountId="U1112223" currency="USD" assetCategory="STK" symbol="QRST" description="QRST CORP" multiplier="1" tradeID="7001" dateTime="20260302;093100" tradeDate="20260302" quantity="100" tradePrice="20.00" taxes="0" ibCommission="-1.00" openCloseIndicator="O" notes="" fifoPnlRealized="0" buySell="BUY" ibOrderID="8001" ibExecID="0007a.01" levelOfDetail="EXECUTION" />',
  '<Trade accountId="U1112223" currency="USD" assetCategory="STK" symbol="QRST" description="QRST CORP" multiplier="1" tradeID="7002" dateTime="20260303;101500" tradeDate="20260303" quantity="-100" tradePrice="21.50" taxes="0" ibCommission="-1.00" openCloseIndicator="C" notes="" fifoPnlRealized="148" buySell="SELL" ibOrderID="8002" ibExecID="0007a.02" levelOfDetail="EXECUTION" />',
  '</Trades>',
  '</FlexStatement>',
  '</FlexStatements>',
  '</FlexQueryResponse>',
  '',
].join('\n');

test('an XML statement picked through the picker is read and imported', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const wizard = await openWizard(page, backend, user);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    wizard.getByTestId('import-file-input').evaluate((input: HTMLInputElement) => input.click()),
  ]);
  await chooser.setFiles({
    name: 'flex-trades.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(FLEX_XML),
  });
  await wizard.getByTestId('import-read').click();
  await expect(wizard.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.getByTestId('count-new-fills')).toHaveText('2');
  await expect(wizard.getByTestId('count-created')).toHaveText('1');
  await wizard.getByTestId('import-confirm').click();
  await expect(wizard.getByTestId('import-done')).toBeVisible();
  const trades = await backend.query<{ symbol: string; net_pnl: string }>(
    'select symbol, net_pnl from public.trades where user_id = $1',
    [user.id],
  );
  expect(trades.map((trade) => [trade.symbol, Number(trade.net_pnl)])).toEqual([['QRST', 148]]);
});

test('the file picker offers every type the importer reads', async ({ page, makeUser, backend }) => {
  const user = await makeUser();
  const wizard = await openWizard(page, backend, user);
  const accept = (await wizard.getByTestId('import-file-input').getAttribute('accept')) ?? '';
  for (const type of [
    '.csv',
    '.tsv',
    '.txt',
    '.htm',
    '.html',
    '.xlsx',
    '.xls',
    '.xml',
    '.ofx',
    '.qfx',
    '.zip',
  ])
    expect(accept.split(',')).toContain(type);
});

test('the supported brokers list is searched and says how to export from each', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const wizard = await openWizard(page, backend, user);
  await wizard.getByText('Supported brokers: which exports are read, and how to download each').click();
  const list = wizard.getByTestId('supported-brokers');
  await list.getByRole('searchbox', { name: 'Search brokers' }).fill('ninja');
  const entries = list.getByRole('listitem').filter({ hasText: 'NinjaTrader 8' });
  await expect(entries).toHaveCount(2);
  await entries.first().getByText('NinjaTrader 8').click();
  await expect(entries.first()).toContainText('Export');
  await page.screenshot({ path: test.info().outputPath('supported-brokers.png') });
  await list.getByRole('searchbox', { name: 'Search brokers' }).fill('no such broker');
  await expect(list).toContainText('No broker export matches');
});
