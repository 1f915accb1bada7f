import { EDGELOG_COLUMNS } from '@edgelog/core';
import type { Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { TradeLogPage } from './page-models/trade-log-page';
import { addAccount, setTimeZone, signedInClient } from './support/journal';
import { expect, test } from './support/fixtures';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An .xlsx of one sheet of inline strings, as report generators write them. */
function workbook(sheet: string, rows: string[][]): Buffer {
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map(
            (text, c) =>
              `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0"?><workbook xmlns:r="r"><sheets><sheet name="${sheet}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/s1.xml"/></Relationships>',
      ),
      'xl/worksheets/s1.xml': strToU8(
        `<?xml version="1.0"?><worksheet><sheetData>${cells}</sheetData></worksheet>`,
      ),
    }),
  );
}

// A MetaTrader 5 history report saved as a workbook: title rows above the positions, another
// section below them. Each position is a round trip: open and close time, direction, both prices.
const REPORT = workbook('Sheet1', [
  ['Trade History Report'],
  ['Name:', 'A. Trader'],
  ['Account:', '5012345 (USD, Hedge)'],
  ['Positions'],
  ['Time', 'Position', 'Symbol', 'Type', 'Volume', 'Price', 'Time', 'Price', 'Commission', 'Profit'],
  [
    '2026.03.02 09:30:00',
    '1001',
    'EURUSD',
    'buy',
    '100000',
    '1.08000',
    '2026.03.02 10:00:00',
    '1.08100',
    '-7',
    '100',
  ],
  [
    '2026.03.02 11:00:00',
    '1002',
    'EURUSD',
    'sell',
    '100000',
    '1.08200',
    '2026.03.02 11:30:00',
    '1.08150',
    '-7',
    '50',
  ],
  ['Orders'],
  ['Open Time', 'Order', 'Symbol', 'Type', 'Volume', 'Price', 'S / L', 'T / P', 'Time', 'State'],
  [
    '2026.03.02 09:30:00',
    '2001',
    'EURUSD',
    'buy',
    '100000',
    '1.08000',
    '',
    '',
    '2026.03.02 09:30:00',
    'filled',
  ],
]);

class ImportWizard {
  readonly dialog: Locator;
  readonly mapping: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('import-wizard');
    this.mapping = this.dialog.getByTestId('import-mapping');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('import-button').click();
    await expect(this.dialog.getByLabel('Account')).toHaveValue(/.+/);
  }

  async choose(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.dialog.getByTestId('import-file-input').setInputFiles({ name, mimeType, buffer });
    await this.dialog.getByTestId('import-read').click();
  }

  field(name: string): Locator {
    return this.mapping.locator(`[data-mapping-field="${name}"]`);
  }

  count(id: string): Locator {
    return this.dialog.getByTestId(`count-${id}`);
  }
}

/** Screenshots to look at while building (EDGELOG_E2E_SHOTS=<folder>): wide and phone, light and dark. */
async function lookAt(page: Page, name: string): Promise<void> {
  const folder = process.env.EDGELOG_E2E_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${folder}/${name}-${width}-${colorScheme}.png`, fullPage: false });
    }
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('a workbook with title rows: header row chosen, positions read as round trips, template offered again', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  await addAccount(client, 'MT5', 'USD');
  await setTimeZone(client, user.id, 'UTC');
  await new TradeLogPage(page).open(user);
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.choose('ReportHistory.xlsx', XLSX, REPORT);

  // The header row is found below the titles; the repeated columns are told apart.
  const headerRow = wizard.mapping.getByTestId('mapping-header-row');
  await expect(headerRow).toHaveValue('5');
  // Row 1 as the header names nothing usable...
  await headerRow.selectOption('1');
  await expect(wizard.field('symbol')).toHaveValue('');
  await expect(wizard.dialog.getByTestId('mapping-read')).toBeDisabled();
  // ...row 5 names the columns, each guessed again, as a whole trade per row.
  await headerRow.selectOption('5');
  await expect(wizard.mapping.getByTestId('mapping-rows-kind')).toHaveValue('round-trips');
  await expect(wizard.field('closeTime')).toHaveValue('Time (2)');
  await expect(wizard.field('exitPrice')).toHaveValue('Price (2)');
  await expect(wizard.field('side')).toHaveValue('Type');
  await wizard.mapping.getByTestId('mapping-stop-at').fill('Orders');
  await expect(wizard.mapping.locator('[data-row-state="read"]')).toHaveCount(2);
  await lookAt(page, 'mapping');
  await wizard.mapping.getByTestId('mapping-pnl-basis').selectOption('gross');
  await wizard.mapping.getByLabel('Save as a template').fill('MT5 positions');
  await wizard.mapping.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template “MT5 positions” saved')).toBeVisible();

  await wizard.dialog.getByTestId('mapping-read').click();
  await expect(wizard.dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.count('new-fills')).toHaveText('4');
  await expect(wizard.count('created')).toHaveText('2');
  await expect(wizard.count('row-errors')).toHaveText('0');
  await wizard.dialog.getByTestId('import-confirm').click();
  await expect(wizard.dialog.getByTestId('import-done')).toBeVisible();

  const trades = await backend.query<{ side: string; net_pnl: string; opened_at: Date }>(
    `select side, net_pnl::text as net_pnl, opened_at from public.trades where user_id = $1 order by opened_at`,
    [user.id],
  );
  expect(trades.map((trade) => [trade.side, Number(trade.net_pnl)])).toEqual([
    ['long', 93],
    ['short', 43],
  ]);
  expect(trades[0]?.opened_at.toISOString()).toBe('2026-03-02T09:30:00.000Z');

  // The same report again: the template saved from its header is filled in by itself.
  await wizard.dialog.getByRole('button', { name: 'Import more files' }).click();
  await wizard.choose('ReportHistory.xlsx', XLSX, REPORT);
  await expect(wizard.mapping.getByTestId('mapping-template-matched')).toContainText('MT5 positions');
  await expect(wizard.mapping.getByTestId('mapping-header-row')).toHaveValue('5');
  await expect(wizard.mapping.getByTestId('mapping-stop-at')).toHaveValue('Orders');
  await wizard.dialog.getByTestId('mapping-read').click();
  await expect(wizard.count('duplicates')).toHaveText('4', { timeout: 20_000 });
  await expect(wizard.count('new-fills')).toHaveText('0');
});

// An Edgelog export edited in a spreadsheet: the trader's corrected prices are in a column the
// format does not read. The format reads the file; the trader maps it instead, fixing the price.
const EDITED = [
  [...EDGELOG_COLUMNS, 'corrected_price'].join(','),
  't-1,Main,AAPL,stock,buy,10,187.25,1,0,2026-03-09T09:30:00-04:00,,USD,ex-1,o-1,187.20',
  't-1,Main,AAPL,stock,sell,10,188.10,1,0,2026-03-09T10:05:00-04:00,,USD,ex-2,o-2,188.30',
  '',
].join('\n');

test('a recognised file read wrong: switched to the mapper with its columns filled in, fixed, imported', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  await addAccount(client, 'Main', 'USD');
  await new TradeLogPage(page).open(user);
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.choose('edited.csv', 'text/csv', Buffer.from(EDITED));
  await expect(wizard.dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.dialog.getByTestId('import-formats-read')).toContainText('read as Edgelog');

  await lookAt(page, 'preview-formats');
  await wizard.dialog.getByTestId('import-map-instead').click();
  await expect(wizard.mapping).toContainText('Map edited.csv yourself');
  // What the format read, column by column.
  await expect(wizard.field('time')).toHaveValue('time');
  await expect(wizard.field('symbol')).toHaveValue('symbol');
  await expect(wizard.field('side')).toHaveValue('side');
  await expect(wizard.field('quantity')).toHaveValue('quantity');
  await expect(wizard.field('price')).toHaveValue('price');
  await expect(wizard.field('brokerExecutionId')).toHaveValue('broker_execution_id');
  await wizard.field('price').selectOption('corrected_price');
  await wizard.dialog.getByTestId('mapping-read').click();

  await expect(wizard.dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  await expect(wizard.dialog.getByTestId('import-formats-read')).toBeHidden();
  await expect(wizard.count('new-fills')).toHaveText('2');
  await wizard.dialog.getByTestId('import-confirm').click();
  await expect(wizard.dialog.getByTestId('import-done')).toBeVisible();
  const fills = await backend.query<{ price: string; broker_execution_id: string }>(
    `select price::text as price, broker_execution_id from public.trade_executions where user_id = $1 order by executed_at`,
    [user.id],
  );
  expect(fills).toEqual([
    { price: '187.2', broker_execution_id: 'ex-1' },
    { price: '188.3', broker_execution_id: 'ex-2' },
  ]);
});
