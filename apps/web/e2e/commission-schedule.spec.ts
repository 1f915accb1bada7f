import type { Page } from '@playwright/test';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { TradeFormPage } from './page-models/trade-form-page';
import { TradePage } from './page-models/trade-page';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/journal';

// A Tradovate orders export as its traders download it: no commission and no fee column, so the
// trader's schedule prices its fills. Two MES contract months, one rate for the MES root.
const ORDERS = [
  'orderId,Account,Order ID,B/S,Contract,Product,Fill Time,Status,Quantity,Filled Qty,Avg Fill Price,decimalFillAvg,Limit Price,Stop Price,Timestamp',
  '7001,DEMO1,7001, Buy,MESZ5,MES,12/01/2025 09:30:00, Filled,2,2,5000.25,5000.25,,,12/01/2025 09:30:00',
  '7002,DEMO1,7002, Sell,MESZ5,MES,12/01/2025 09:45:00, Filled,2,2,5010.25,5010.25,,,12/01/2025 09:45:00',
  '7003,DEMO1,7003, Sell,MESH6,MES,12/02/2025 10:00:00, Filled,1,1,5020,5020,,,12/02/2025 10:00:00',
  '7004,DEMO1,7004, Buy,MESH6,MES,12/02/2025 10:20:00, Filled,1,1,5015,5015,,,12/02/2025 10:20:00',
  '',
].join('\n');

/** Screenshots for a person to look at, only when asked for (W7_SHOTS=folder): they cost time. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.W7_SHOTS;
  if (!folder) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}-${theme}.png` });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

test('a schedule set in the settings prices a file without fees, on the preview and on the saved trades', async ({
  page,
  makeUser,
  backend,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  const { error } = await client.from('accounts').insert({ name: 'Tradovate', currency: 'USD' });
  expect(error).toBeNull();

  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent('/settings#trading-defaults')}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready('Settings');
  const card = page.getByRole('region', { name: 'Trading defaults' });
  const form = card.getByRole('form', { name: 'Add a commission rate' });

  // The form says what is wrong before the database would.
  await form.getByLabel('Charged').selectOption('per_share');
  await form.getByLabel('Per share').fill('0.005');
  await form.getByLabel('Minimum per fill').fill('5');
  await form.getByLabel('Maximum per fill').fill('1');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(form.getByText('The maximum is at least the minimum.')).toBeVisible();
  // Corrected, for the account: its stocks would pay it; its MES trades pay the MES rate below,
  // an instrument's rate being more specific than an account's.
  await form.getByLabel('Account').selectOption({ label: 'Tradovate' });
  await form.getByLabel('Maximum per fill').fill('7.5');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(card.getByTestId('commission-row')).toHaveCount(1);

  // One rate for the MES root, whatever the contract month.
  await form.getByLabel('Account').selectOption({ label: 'Any account' });
  await form.getByLabel('Charged').selectOption('per_unit');
  await form.getByLabel('Instrument or root').fill('mes');
  await form.getByLabel('Per unit').fill('0.62');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(card.getByTestId('commission-row')).toHaveCount(2);
  const rate = card.getByTestId('commission-row').filter({ hasText: 'MES' });
  await expect(rate).toContainText('0.62 a unit');
  await expect(card.getByTestId('commission-row').filter({ hasText: 'Tradovate' })).toContainText(
    '0.005 a share',
  );
  await rate.scrollIntoViewIfNeeded();
  await shot(page, 'schedule-settings');

  await page.goto('/trades');
  await new AppShell(page).ready();
  await page.getByTestId('import-button').click();
  const wizard = page.getByTestId('import-wizard');
  await wizard
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'tradovate-orders.csv', mimeType: 'text/csv', buffer: Buffer.from(ORDERS) });
  await wizard.getByTestId('import-read').click();
  await expect(wizard.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });

  // The preview: each trade's fees are the schedule's, and it says so.
  const rows = wizard.getByTestId('import-trade-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'MESZ5' }).getByTestId('import-schedule-fees')).toHaveText(
    '$2.48 fees from your schedule',
  );
  await expect(rows.filter({ hasText: 'MESH6' }).getByTestId('import-schedule-fees')).toHaveText(
    '$1.24 fees from your schedule',
  );
  await shot(page, 'schedule-preview');
  await wizard.getByTestId('import-confirm').click();
  await expect(wizard.getByTestId('import-done')).toBeVisible();

  const { data: trades } = await client.from('trades').select('id, symbol').eq('symbol', 'MESZ5');
  const tradeId = (trades as { id: string }[] | null)?.[0]?.id;
  expect(tradeId).toBeTruthy();
  await page.goto(`/trades/${tradeId ?? ''}`);
  const trade = new TradePage(page);
  await expect(trade.executions).toHaveCount(2);
  // 10 points x 2 contracts x $5 gross, less 4 x 0.62 of scheduled commission.
  await expect(trade.figure('grossPnl')).toContainText('100.00');
  await expect(trade.figure('costs')).toContainText('2.48');
  await expect(trade.figure('netPnl')).toContainText('97.52');
  await expect(page.getByRole('button', { name: 'Gross P&L' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Net P&L' })).toBeVisible();
  await expect(page.getByTestId('schedule-fees-note')).toContainText('Fees from your schedule');
  await expect(page.getByTestId('execution-schedule-fee')).toHaveCount(2);
  await shot(page, 'schedule-trade');

  // A trade entered by hand: its fees come from the same rate, and the saved trade says so too.
  await page.goto('/trades/new');
  const manual = new TradeFormPage(page);
  await expect(manual.form).toBeVisible();
  await manual.fill({ Symbol: 'MESH6' });
  await manual.field('Asset class').selectOption('future');
  await manual.fill({
    Multiplier: '5',
    Quantity: '1',
    'Entry price': '5000',
    'Entry time': '2025-12-03T09:30',
    'Exit price': '5004',
    'Exit time': '2025-12-03T09:50',
  });
  // Both sides of one contract at 0.62, on the entry where the simple form keeps its fees.
  await expect(manual.field('Fees')).toHaveValue('1.24');
  await manual.saveButton.click();
  await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);
  await expect(new TradePage(page).executions).toHaveCount(2);
  await expect(page.getByTestId('schedule-fees-note')).toContainText('Fees from your schedule');
  await expect(page.getByTestId('execution-schedule-fee')).toHaveCount(1);
  const [manualId = ''] = page.url().split('/').slice(-1);
  const marks = await backend.query<{ side: string; fees: string; fees_from_schedule: boolean }>(
    'select side, fees::text, fees_from_schedule from public.trade_executions where trade_id = $1 order by executed_at',
    [manualId],
  );
  expect(marks).toEqual([
    { side: 'buy', fees: '1.24', fees_from_schedule: true },
    { side: 'sell', fees: '0', fees_from_schedule: false },
  ]);

  if (process.env.W7_SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('executions-table').scrollIntoViewIfNeeded();
    await shot(page, 'schedule-trade');
    await page.goto('/settings#trading-defaults');
    await new AppShell(page).ready('Settings');
    await card.getByTestId('commission-row').first().scrollIntoViewIfNeeded();
    await shot(page, 'schedule-settings');
  }
});
