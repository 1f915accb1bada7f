import { readFile } from 'node:fs/promises';
import { parseImportFile, readDelimited, type ImportedExecution } from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Download, Page } from '@playwright/test';
import { TradeLogPage } from './page-models/trade-log-page';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

const ACCOUNT = 'Main, "margin"';

interface SeededTrade {
  id: string;
  symbol: string;
  asset_class: string;
  multiplier: string;
  side: 'long' | 'short';
  entry: string;
  fills: {
    side: 'buy' | 'sell';
    at: string;
    quantity: string;
    price: string;
    commission: string;
    fees: string;
    broker?: string;
    order?: string;
  }[];
}

const TRADES: SeededTrade[] = [
  {
    id: crypto.randomUUID(),
    symbol: 'AAPL',
    asset_class: 'stock',
    multiplier: '1',
    side: 'long',
    entry: '187.255',
    fills: [
      {
        side: 'buy',
        at: '2026-03-09T13:30:00.125Z',
        quantity: '100.5',
        price: '187.255',
        commission: '0.35',
        fees: '0.0123',
        broker: 'ex "1", a',
        order: 'o-1',
      },
      {
        side: 'sell',
        at: '2026-03-09T19:59:00Z',
        quantity: '100.5',
        price: '190.10',
        commission: '0.35',
        fees: '0',
        broker: '-7781',
      },
    ],
  },
  {
    id: crypto.randomUUID(),
    symbol: 'AAPL260320C00200000',
    asset_class: 'option',
    multiplier: '100',
    side: 'short',
    entry: '3.15',
    fills: [
      {
        side: 'sell',
        at: '2026-03-10T14:00:00Z',
        quantity: '2',
        price: '3.15',
        commission: '1.30',
        fees: '0.04',
      },
      {
        side: 'buy',
        at: '2026-03-10T15:00:00Z',
        quantity: '1',
        price: '2.00',
        commission: '0.65',
        fees: '0.02',
      },
      {
        side: 'buy',
        at: '2026-03-10T15:30:00Z',
        quantity: '1',
        price: '1.75',
        commission: '0.65',
        fees: '0.02',
      },
    ],
  },
  {
    id: crypto.randomUUID(),
    symbol: 'MESM6',
    asset_class: 'future',
    multiplier: '5',
    side: 'long',
    entry: '5250.25',
    fills: [
      {
        side: 'buy',
        at: '2026-03-11T14:31:00Z',
        quantity: '3',
        price: '5250.25',
        commission: '0',
        fees: '0',
      },
      {
        side: 'sell',
        at: '2026-03-11T15:31:00Z',
        quantity: '3',
        price: '5261.50',
        commission: '0',
        fees: '0',
      },
    ],
  },
];
const AAPL = TRADES.filter((trade) => trade.symbol.startsWith('AAPL'));

async function seed(client: SupabaseClient): Promise<void> {
  const account = await client
    .from('accounts')
    .insert({ name: ACCOUNT, currency: 'USD', starting_balance: '10000' })
    .select('id')
    .single<{ id: string }>();
  if (account.error) throw account.error;
  const trades = await client.from('trades').insert(
    TRADES.map((trade) => ({
      id: trade.id,
      account_id: account.data.id,
      symbol: trade.symbol,
      asset_class: trade.asset_class,
      multiplier: trade.multiplier,
      currency: 'USD',
      side: trade.side,
      entry_price: trade.entry,
      quantity: trade.fills[0]?.quantity,
      notes: trade.symbol === 'AAPL' ? 'Bought the dip, "again"\nthen sold' : null,
    })),
  );
  if (trades.error) throw trades.error;
  const fills = await client.from('trade_executions').insert(
    TRADES.flatMap((trade) =>
      trade.fills.map((fill) => ({
        trade_id: trade.id,
        executed_at: fill.at,
        side: fill.side,
        quantity: fill.quantity,
        price: fill.price,
        commission: fill.commission,
        fees: fill.fees,
        currency: 'USD',
        broker_execution_id: fill.broker ?? null,
        order_id: fill.order ?? null,
      })),
    ),
  );
  if (fills.error) throw fills.error;
}

interface FillRow {
  trade_id: string;
  executed_at: string;
  symbol: string;
  side: 'buy' | 'sell';
  asset_class: string | null;
  currency: string | null;
  broker_execution_id: string | null;
  order_id: string | null;
  seq: number;
  quantity: string;
  price: string;
  commission: string;
  fees: string;
}

/** The fills of the trades as the database holds them, as the importer would give them back. */
async function databaseFills(
  client: SupabaseClient,
  trades: readonly SeededTrade[],
): Promise<ImportedExecution[]> {
  const { data, error } = await client
    .from('trade_executions')
    .select(
      'trade_id, executed_at, symbol, side, asset_class, currency, broker_execution_id, order_id, seq, ' +
        'quantity::text, price::text, commission::text, fees::text',
    )
    .in(
      'trade_id',
      trades.map((trade) => trade.id),
    )
    .overrideTypes<FillRow[], { merge: false }>();
  if (error) throw error;
  const byId = new Map(trades.map((trade) => [trade.id, trade]));
  return data
    .sort((a, b) => Date.parse(a.executed_at) - Date.parse(b.executed_at) || a.seq - b.seq)
    .map((fill) => {
      const trade = byId.get(fill.trade_id);
      return {
        time: fill.executed_at,
        symbol: fill.symbol,
        side: fill.side,
        quantity: Number(fill.quantity),
        price: Number(fill.price),
        commission: Number(fill.commission),
        fees: Number(fill.fees),
        assetClass: (fill.asset_class ?? trade?.asset_class) as ImportedExecution['assetClass'],
        multiplier: Number(trade?.multiplier),
        currency: fill.currency ?? 'USD',
        ...(fill.broker_execution_id === null ? {} : { brokerExecutionId: fill.broker_execution_id }),
        ...(fill.order_id === null ? {} : { orderId: fill.order_id }),
        accountRef: ACCOUNT,
      };
    });
}

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ file: Download; text: string }> {
  const download = page.waitForEvent('download');
  await start();
  const file = await download;
  return { file, text: await readFile(await file.path(), 'utf8') };
}

let user: TestUser;
let client: SupabaseClient;

test.beforeAll(async ({ backend }) => {
  user = await createUser(backend);
  client = await signedInClient(backend, user);
  await seed(client);
});

test('the filtered log exported as its trades and as their fills, which read back as the database’s', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const log = new TradeLogPage(page);
  await log.open(user);
  await log.filter('Symbol').fill('aapl');
  await log.settled();
  await expect(log.rows).toHaveCount(AAPL.length);

  const exportButton = page.getByRole('button', { name: 'Export' });
  await exportButton.click();
  await expect(page.getByText('Files show full amounts')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('export-menu-1400-light.png') });
  const trades = await downloaded(page, () => page.getByRole('menuitem', { name: 'Trades (CSV)' }).click());
  expect(trades.file.suggestedFilename()).toMatch(/^edgelog-trades-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header = [], ...rows] = readDelimited(trades.text.replace(/^\uFEFF/, ''), ',').map(
    (row) => row.cells,
  );
  const column = (name: string) => header.indexOf(name);
  expect(rows.map((row) => row[column('id')]).sort()).toEqual(AAPL.map((trade) => trade.id).sort());
  const stock = rows.find((row) => row[column('symbol')] === 'AAPL');
  expect(stock?.[column('account')]).toBe(ACCOUNT);
  expect(stock?.[column('notes')]).toBe('Bought the dip, "again"\nthen sold');

  // The fills, chosen from the keyboard this time.
  await exportButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Fills (CSV)' })).toBeVisible();
  const fills = await downloaded(page, async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Fills (CSV)' })).toBeFocused();
    await page.keyboard.press('Enter');
  });
  expect(fills.file.suggestedFilename()).toMatch(/^edgelog-fills-\d{4}-\d{2}-\d{2}\.csv$/);
  const read = parseImportFile({
    fileName: fills.file.suggestedFilename(),
    content: fills.text,
    timeZone: 'Asia/Tokyo',
  });
  expect(read.format).toBe('edgelog');
  expect(read.rowErrors).toEqual([]);
  expect(read.executions).toEqual(await databaseFills(client, AAPL));

  // A filter that matches nothing says there is nothing to export.
  await log.filter('Symbol').fill('zzz');
  await expect(log.noMatch).toBeVisible();
  await exportButton.click();
  await page.getByRole('menuitem', { name: 'Trades (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export trades' });
  await expect(dialog).toContainText('No trades match the current filter');
  await page.screenshot({ path: testInfo.outputPath('export-empty-1400-light.png') });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await log.filter('Symbol').fill('');
  await log.settled();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await exportButton.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('export-button-390-dark.png') });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Trades (CSV)' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('export-menu-390-dark.png') });
});

test('an export started before the account names arrived still names the account', async ({ page }) => {
  // The page's own account list answers late; the export reads the trades before it would.
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/accounts'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    },
  );
  const log = new TradeLogPage(page);
  await log.open(user);
  await log.settled();
  await page.getByRole('button', { name: 'Export' }).click();
  const trades = await downloaded(page, () => page.getByRole('menuitem', { name: 'Trades (CSV)' }).click());
  const [header = [], ...rows] = readDelimited(trades.text.replace(/^\uFEFF/, ''), ',').map(
    (row) => row.cells,
  );
  expect(rows).toHaveLength(TRADES.length);
  expect(rows.map((row) => row[header.indexOf('account')])).toEqual(TRADES.map(() => ACCOUNT));
});
