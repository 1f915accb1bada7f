import { TradeLogPage } from './page-models/trade-log-page';
import { addAccount, signedInClient } from './support/journal';
import { expect, test } from './support/fixtures';

// The import preview leaves no dead ends: the P&L a file states is set beside what its fills give,
// per symbol, a difference marked with its rows; rows left out are grouped by why; a row error
// shows the cell it could not read.

// Tradovate's Performance export. Line 3 states +$300.00 where its prices give +$125.00 (ESM6 moved
// 2.5 points on one contract), so ESM6 states +$425.00 in all against +$250.00 from its fills.
const PERFORMANCE = [
  'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration',
  'ESM6,-2,0,0.25,9001,9002,1,5250.25,5252.75,$125.00,03/06/2026 09:31:02,03/06/2026 09:40:15,9min 13sec',
  'ESM6,-2,0,0.25,9003,9004,1,5250.00,5252.50,$300.00,03/06/2026 09:50:00,03/06/2026 09:55:00,5min',
  'MNQM6,-2,0,0.25,9010,9011,1,18250.50,18260.00,$19.00,03/06/2026 10:15:00,03/06/2026 10:20:00,5min',
].join('\n');

// Tradovate's Orders export of the same week: two filled orders, three cancelled ones that filled
// nothing, and one whose side reads "Hold" (line 7).
const ORDERS_HEADER =
  'orderId,Account,Order ID,B/S,Contract,Product,Product Description,avgPrice,filledQty,Fill Time,lastCommandId,Status,_priceFormat,_priceFormatType,_tickSize,spreadDefinitionId,Version ID,Timestamp,Date,Quantity,Text,Type,Limit Price,Stop Price,decimalLimit,decimalStop,Filled Qty,Avg Fill Price,decimalFillAvg';
const order = (id: number, side: string, status: string, filled: number, time: string, price: string) =>
  `${id},DEMO1,${id}, ${side},MESM6,MES,Micro E-mini S&P 500,${price},${filled},${filled > 0 ? time : ''},${id}, ${status},-2,0,0.25,,${id},${time},3/9/26,1,,Limit,${price},,${price},,${filled},${filled > 0 ? price : ''},${filled > 0 ? price : ''}`;
const ORDERS = [
  ORDERS_HEADER,
  order(8801, 'Buy', 'Filled', 1, '03/09/2026 09:30:05', '5300.00'),
  order(8802, 'Sell', 'Canceled', 0, '03/09/2026 09:31:00', '5310.00'),
  order(8803, 'Sell', 'Canceled', 0, '03/09/2026 09:32:00', '5309.00'),
  order(8804, 'Sell', 'Filled', 1, '03/09/2026 09:40:00', '5305.25'),
  order(8805, 'Buy', 'Canceled', 0, '03/09/2026 09:45:00', '5290.00'),
  order(8806, 'Hold', 'Filled', 1, '03/09/2026 09:50:00', '5301.00'),
].join('\n');

test('the preview compares stated P&L per symbol, groups skipped rows and shows the cell of a row error', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  await addAccount(await signedInClient(backend, user), 'Futures', 'USD');
  await new TradeLogPage(page).open(user);
  await page.getByTestId('import-button').click();
  const wizard = page.getByTestId('import-wizard');
  await wizard.getByTestId('import-file-input').setInputFiles([
    { name: 'performance.csv', mimeType: 'text/csv', buffer: Buffer.from(PERFORMANCE) },
    { name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(ORDERS) },
  ]);
  await wizard.getByTestId('import-read').click();
  await expect(wizard.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });

  // Per symbol: the symbol whose figures differ comes first, both figures marked, its rows named.
  const symbols = wizard.getByTestId('import-symbol-table');
  const es = symbols.locator('[data-testid="symbol-row"][data-symbol="ESM6"]');
  await expect(symbols.getByTestId('symbol-row').first()).toHaveAttribute('data-symbol', 'ESM6');
  await expect(es).toHaveAttribute('data-differs', 'true');
  await expect(es.getByTestId('symbol-stated')).toHaveAttribute('data-differs', 'true');
  await expect(es.getByTestId('symbol-stated')).toContainText('425.00');
  await expect(es.getByTestId('symbol-stated')).toContainText('gross, before costs');
  await expect(es.getByTestId('symbol-derived')).toHaveAttribute('data-differs', 'true');
  await expect(es.getByTestId('symbol-derived')).toContainText('250.00');
  await expect(es.getByTestId('symbol-check')).toContainText('Differs by');
  await expect(es.getByTestId('symbol-check')).toContainText('175.00');
  await expect(es.getByTestId('symbol-check')).toContainText('lines 2, 3');
  await expect(es).toContainText('2 new');
  const mnq = symbols.locator('[data-testid="symbol-row"][data-symbol="MNQM6"]');
  await expect(mnq.getByTestId('symbol-stated')).toHaveAttribute('data-differs', 'false');
  await expect(mnq.getByTestId('symbol-check')).toContainText('Agrees');
  await expect(symbols.locator('[data-testid="symbol-row"][data-symbol="MESM6"]')).toContainText(
    'The file states none',
  );
  await expect(wizard.getByTestId('import-pnl-differs')).toContainText('1 symbol');

  // The file's warnings, the P&L difference first.
  const performance = wizard.locator('[data-testid="import-file-diagnostics"][data-file="performance.csv"]');
  await expect(performance.getByTestId('import-file-note').first()).toHaveAttribute('data-pnl', 'true');
  await expect(performance.getByTestId('import-file-note').first()).toContainText('Line 2');

  // Skipped rows grouped by why, with their count and lines.
  const orders = wizard.locator('[data-testid="import-file-diagnostics"][data-file="orders.csv"]');
  const group = orders.getByTestId('import-skipped-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText('3 orders filled nothing');
  await expect(group).toContainText('lines 3, 4, 6');
  await expect(group).toContainText('line 3: Canceled order 8802');
  await expect(wizard.getByTestId('count-skipped')).toHaveText('3');

  // The row error: its line, column, the value it holds and what was expected.
  const errorRow = wizard.getByTestId('import-row-errors').getByRole('row').nth(1);
  await expect(errorRow).toContainText('7');
  await expect(errorRow).toContainText('B/S');
  await expect(errorRow.getByTestId('import-row-error-value')).toHaveText('“Hold”');
  await expect(errorRow).toContainText('not Buy or Sell');
});
